import type { Comment, MediaType, Post, Profile } from "@commentlens/shared";
import { withoutTrailingSlashes } from "@commentlens/shared";
import { ANY_POST_HINT, NO_COMMENTS_MESSAGE, ProviderError } from "./errors.js";
import { HttpClient, type HttpClientOptions } from "./http.js";
import type { CommentPageOptions, InstagramProvider, RecentPostsOptions } from "./provider.js";
import { arr, count, httpUrl, id, isoFromString, obj, str } from "./read.js";

/**
 * The official Instagram Graph API. It returns comments (with replies) only for media of the
 * connected business/creator account; other accounts are reachable through business discovery,
 * which gives profile and post statistics but no comments. So this provider analyses the
 * account's own posts and says plainly which provider can do the rest.
 */

export interface GraphOptions {
  token: string;
  businessAccountId: string;
  /** e.g. https://graph.facebook.com/v21.0 */
  baseUrl: string;
  http?: Partial<HttpClientOptions>;
}

const SERVICE = "the Instagram Graph API";
const MEDIA_FIELDS =
  "id,shortcode,permalink,timestamp,caption,media_type,media_product_type,like_count,comments_count,username,thumbnail_url,media_url";
const PROFILE_FIELDS =
  "id,username,name,biography,followers_count,follows_count,media_count,profile_picture_url,website";
const NOT_OWN_POST =
  "We can only analyse posts of this site's connected Instagram account. Import a file of comments to analyse another post.";

/** The Graph API reads the connected account's own posts and business profiles only. */
function graphLimit(message: string): ProviderError {
  const error = new ProviderError("unsupported", message);
  error.hint = `the Instagram Graph API reads the connected account (IG_BUSINESS_ACCOUNT_ID) and business profiles only: ${ANY_POST_HINT}`;
  return error;
}

function mediaType(value: unknown, product: unknown): MediaType {
  if (value === "IMAGE") return "photo";
  if (value === "VIDEO" || product === "REELS") return "video";
  if (value === "CAROUSEL_ALBUM") return "carousel";
  return "media";
}

interface GraphErrorBody {
  error?: { message?: string; code?: number; error_subcode?: number; type?: string };
}

/** Graph reports errors as HTTP 400/403 with a code: 4/17/32/613 throttle, 190 bad token. */
export function classifyGraphError(status: number, body: string) {
  let error: GraphErrorBody["error"];
  try {
    error = (JSON.parse(body) as GraphErrorBody).error;
  } catch {
    return undefined;
  }
  if (!error) return undefined;
  const code = error.code ?? 0;
  if ([4, 17, 32, 613].includes(code)) {
    return {
      kind: "rate_limited" as const,
      retryable: true,
      message: `${SERVICE} is limiting requests (code ${code}). Please try again later.`,
    };
  }
  if (code === 190 || code === 102 || status === 401) {
    return {
      kind: "invalid_key" as const,
      retryable: false,
      message:
        "The Instagram Graph API token (IG_GRAPH_TOKEN) is invalid or expired. Create a new long-lived token.",
    };
  }
  if (code === 10 || code === 200) {
    return {
      kind: "invalid_key" as const,
      retryable: false,
      message:
        "The Instagram Graph API token (IG_GRAPH_TOKEN) lacks a permission (instagram_basic, instagram_manage_comments).",
    };
  }
  if (code === 100 || code === 110) {
    return {
      kind: "not_found" as const,
      retryable: false,
      message: `${SERVICE} found nothing there (code ${code}).`,
    };
  }
  return undefined;
}

export function normaliseGraphMedia(item: unknown): Post | undefined {
  const m = obj(item);
  const shortcode =
    str(m?.shortcode) ?? str(m?.permalink)?.match(/\/(?:p|reel|tv)\/([A-Za-z0-9_-]+)/)?.[1];
  const takenAt = isoFromString(m?.timestamp);
  const mediaId = id(m?.id);
  if (!m || !shortcode || !takenAt || !mediaId) return undefined;
  const likes = count(m.like_count);
  return {
    id: mediaId,
    shortcode,
    url: `https://www.instagram.com/p/${shortcode}/`,
    mediaType: mediaType(m.media_type, m.media_product_type),
    takenAt,
    owner: { username: str(m.username) ?? "unknown", fullName: "", isVerified: false },
    caption: str(m.caption) ?? "",
    // like_count is left out when the owner hides likes.
    likeCount: likes ?? null,
    commentCount: count(m.comments_count) ?? 0,
    viewCount: null,
    commentsDisabled: false,
    thumbnailUrl: httpUrl(m.thumbnail_url) ?? httpUrl(m.media_url),
  };
}

export function normaliseGraphComment(
  item: unknown,
  owner: string,
  parentId: string | null = null,
): Comment | undefined {
  const c = obj(item);
  const commentId = id(c?.id);
  const timestamp = isoFromString(c?.timestamp);
  if (!c || !commentId || !timestamp) return undefined;
  const username = str(c.username) ?? str(obj(c.from)?.username) ?? "unknown";
  return {
    id: commentId,
    username,
    text: str(c.text) ?? "",
    likes: count(c.like_count) ?? null,
    timestamp,
    replyCount: arr(obj(c.replies)?.data).length,
    parentId: parentId ?? id(c.parent_id) ?? null,
    isFromOwner: username === owner,
  };
}

export class GraphProvider implements InstagramProvider {
  readonly name = "graph" as const;
  private readonly http: HttpClient;
  private ownUsername: string | undefined;

  constructor(private readonly options: GraphOptions) {
    this.http = new HttpClient({
      timeoutMs: 15_000,
      maxRetries: 3,
      retryBudgetMs: 30_000,
      baseDelayMs: 1000,
      concurrency: 4,
      service: SERVICE,
      ...options.http,
      secrets: [options.token, ...(options.http?.secrets ?? [])],
      classifyError: classifyGraphError,
    });
  }

  private url(path: string, query: Record<string, string> = {}): string {
    const url = new URL(`${withoutTrailingSlashes(this.options.baseUrl)}/${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url.toString();
  }

  /** Graph's `paging.next` is a full URL; only follow it on the configured host. */
  private sameHost(next: unknown): string | undefined {
    if (typeof next !== "string") return undefined;
    try {
      return new URL(next).host === new URL(this.options.baseUrl).host ? next : undefined;
    } catch {
      return undefined;
    }
  }

  private async get(
    url: string,
    operation: "comments" | "post" | "posts" | "profile",
    signal?: AbortSignal,
  ) {
    const res = await this.http.getJson({
      url,
      headers: { authorization: `Bearer ${this.options.token}` },
      operation,
      signal,
    });
    return obj(res.body) ?? {};
  }

  private async accountUsername(signal?: AbortSignal): Promise<string> {
    if (!this.ownUsername) {
      const me = await this.get(
        this.url(this.options.businessAccountId, { fields: "username" }),
        "profile",
        signal,
      );
      this.ownUsername = str(me.username)?.toLowerCase() ?? "";
    }
    return this.ownUsername;
  }

  async getPost(shortcode: string, signal?: AbortSignal): Promise<Post> {
    let url: string | undefined = this.url(`${this.options.businessAccountId}/media`, {
      fields: MEDIA_FIELDS,
      limit: "50",
    });
    // Look through the account's media (newest first) for the shortcode; 20 pages = 1,000 posts.
    for (let page = 0; url && page < 20; page++) {
      const body = await this.get(url, "post", signal);
      for (const item of arr(body.data)) {
        const post = normaliseGraphMedia(item);
        if (post?.shortcode === shortcode) return post;
      }
      url = this.sameHost(obj(body.paging)?.next);
    }
    throw graphLimit(NOT_OWN_POST);
  }

  async *commentPages(shortcode: string, options: CommentPageOptions): AsyncIterable<Comment[]> {
    const post = await this.getPost(shortcode, options.signal);
    const owner = post.owner.username;
    let url: string | undefined = this.url(`${post.id}/comments`, {
      fields:
        "id,text,timestamp,username,like_count,replies{id,text,timestamp,username,like_count}",
      limit: "50",
    });
    let fetched = 0;
    for (let page = 1; url && page <= options.maxPages; page++) {
      let body: Record<string, unknown>;
      try {
        body = await this.get(url, "comments", options.signal);
      } catch (error) {
        if (error instanceof ProviderError && error.kind === "not_found")
          throw new ProviderError("no_comments", NO_COMMENTS_MESSAGE);
        throw error;
      }
      const comments: Comment[] = [];
      for (const item of arr(body.data)) {
        const comment = normaliseGraphComment(item, owner);
        if (!comment) continue;
        comments.push(comment);
        for (const reply of arr(obj(obj(item)?.replies)?.data)) {
          const r = normaliseGraphComment(reply, owner, comment.id);
          if (r) comments.push(r);
        }
      }
      fetched += comments.length;
      options.onPage?.({ page, fetched, total: post.commentCount });
      if (comments.length > 0) yield comments;
      if (arr(body.data).length === 0) return;
      url = this.sameHost(obj(body.paging)?.next);
    }
  }

  /** Comments come only with the connected account's own media. */
  async canReadCommentsOf(username: string, signal?: AbortSignal): Promise<boolean> {
    return (await this.accountUsername(signal)) === username.toLowerCase();
  }

  async getProfile(username: string, signal?: AbortSignal): Promise<Profile> {
    const own = (await this.accountUsername(signal)) === username.toLowerCase();
    const body = own
      ? await this.get(
          this.url(this.options.businessAccountId, { fields: PROFILE_FIELDS }),
          "profile",
          signal,
        )
      : (obj(
          (
            await this.get(
              this.url(this.options.businessAccountId, {
                fields: `business_discovery.username(${username}){${PROFILE_FIELDS}}`,
              }),
              "profile",
              signal,
            ).catch((error: unknown) => {
              if (error instanceof ProviderError && error.kind === "not_found") {
                throw graphLimit(
                  `We can only analyse business or creator accounts on this site, and @${username} is not one (or does not exist).`,
                );
              }
              throw error;
            })
          ).business_discovery,
        ) ?? {});
    const profileId = id(body.id);
    if (!profileId)
      throw new ProviderError(
        "bad_response",
        "Failed to fetch profile: invalid response from the Instagram Graph API",
      );
    return {
      id: profileId,
      username: str(body.username) ?? username,
      fullName: str(body.name) ?? "",
      biography: str(body.biography) ?? "",
      isVerified: false,
      isPrivate: false,
      followerCount: count(body.followers_count) ?? null,
      followingCount: count(body.follows_count) ?? null,
      mediaCount: count(body.media_count) ?? null,
      profilePicUrl: httpUrl(body.profile_picture_url),
      externalUrl: str(body.website) || null,
    };
  }

  async getRecentPosts(username: string, options: RecentPostsOptions): Promise<Post[]> {
    const own = (await this.accountUsername(options.signal)) === username.toLowerCase();
    const limit = String(Math.min(50, options.limit));
    const items = own
      ? arr(
          (
            await this.get(
              this.url(`${this.options.businessAccountId}/media`, { fields: MEDIA_FIELDS, limit }),
              "posts",
              options.signal,
            )
          ).data,
        )
      : arr(
          obj(
            obj(
              (
                await this.get(
                  this.url(this.options.businessAccountId, {
                    fields: `business_discovery.username(${username}){media.limit(${limit}){${MEDIA_FIELDS}}}`,
                  }),
                  "posts",
                  options.signal,
                )
              ).business_discovery,
            )?.media,
          )?.data,
        );
    return items
      .map((i) => normaliseGraphMedia(i))
      .filter((p): p is Post => p !== undefined)
      .map((p) => (p.owner.username === "unknown" ? { ...p, owner: { ...p.owner, username } } : p))
      .slice(0, options.limit);
  }
}
