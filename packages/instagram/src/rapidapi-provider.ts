import type { Comment, MediaType, Post, Profile } from "@commentlens/shared";
import { formatPostUrl, withoutTrailingSlashes } from "@commentlens/shared";
import { NO_COMMENTS_MESSAGE, ProviderError } from "./errors.js";
import { HttpClient, type HttpClientOptions } from "./http.js";
import type { CommentPageOptions, InstagramProvider, RecentPostsOptions } from "./provider.js";
import { normaliseRapidApiComment } from "./rapidapi-comment.js";
import { arr, bool, count, httpUrl, id, isoFromSeconds, obj, str } from "./read.js";

/** The seed's service: RapidAPI "Instagram Scraper API" and the hosts that share its paths. */
export const DEFAULT_RAPIDAPI_HOST = "instagram-scraper-api2.p.rapidapi.com";

export interface RapidApiOptions {
  key: string;
  host: string;
  /** Where requests go; `https://{host}` unless a proxy or a test server stands in. */
  baseUrl: string;
  http?: Partial<HttpClientOptions>;
}

const SERVICE = "the Instagram data service";

export function mediaTypeOf(value: unknown): MediaType {
  return value === 1 ? "photo" : value === 2 ? "video" : value === 8 ? "carousel" : "media";
}

/**
 * A post from `/v1/post_info` (counters nested in `metrics`) or a `/v1.2/posts` item (flat).
 * When the owner hides like counts the API sends a placeholder like count: it becomes null.
 */
export function normaliseRapidApiPost(data: unknown): Post | undefined {
  const post = obj(data);
  if (!post) return undefined;
  const shortcode = str(post.code);
  const mediaId = id(post.id) ?? id(post.pk);
  const takenAt = isoFromSeconds(post.taken_at) ?? isoFromSeconds(post.taken_at_ts);
  if (!shortcode || !mediaId || !takenAt) return undefined;
  const metrics = obj(post.metrics) ?? {};
  const user = obj(post.user) ?? obj(post.owner) ?? {};
  const likesHidden = bool(post.like_and_view_counts_disabled) === true;
  const likeCount = count(metrics.like_count) ?? count(post.like_count);
  const views =
    count(metrics.play_count) ??
    count(metrics.view_count) ??
    count(post.play_count) ??
    count(post.view_count);
  return {
    id: mediaId.split("_", 1)[0] ?? mediaId,
    shortcode,
    url: formatPostUrl(shortcode),
    mediaType: mediaTypeOf(post.media_type),
    takenAt,
    owner: {
      username: str(user.username) ?? "unknown",
      fullName: str(user.full_name) ?? "",
      isVerified: bool(user.is_verified) ?? false,
    },
    caption: str(obj(post.caption)?.text) ?? str(post.caption_text) ?? "",
    likeCount: likesHidden ? null : (likeCount ?? null),
    commentCount: count(metrics.comment_count) ?? count(post.comment_count) ?? 0,
    viewCount: likesHidden ? null : (views ?? null),
    commentsDisabled: bool(post.comments_disabled) ?? false,
    thumbnailUrl: httpUrl(post.thumbnail_url_original) ?? httpUrl(post.thumbnail_url),
  };
}

export function normaliseRapidApiProfile(data: unknown): Profile | undefined {
  const p = obj(data);
  const profileId = id(p?.id) ?? id(p?.pk);
  const username = str(p?.username);
  if (!p || !profileId || !username) return undefined;
  return {
    id: profileId,
    username,
    fullName: str(p.full_name) ?? "",
    biography: str(p.biography) ?? "",
    isVerified: bool(p.is_verified) ?? false,
    isPrivate: bool(p.is_private) ?? false,
    followerCount: count(p.follower_count) ?? null,
    followingCount: count(p.following_count) ?? null,
    mediaCount: count(p.media_count) ?? null,
    profilePicUrl: httpUrl(p.profile_pic_url_hd) ?? httpUrl(p.profile_pic_url),
    externalUrl: str(p.external_url) || null,
  };
}

function nextToken(body: unknown): string | undefined {
  const token = obj(body)?.pagination_token;
  return typeof token === "string" && token.length > 0 ? token : undefined;
}

export class RapidApiProvider implements InstagramProvider {
  readonly name = "rapidapi" as const;
  private readonly http: HttpClient;

  constructor(private readonly options: RapidApiOptions) {
    this.http = new HttpClient({
      timeoutMs: 15_000,
      maxRetries: 4,
      retryBudgetMs: 30_000,
      baseDelayMs: 500,
      concurrency: 4,
      service: SERVICE,
      ...options.http,
      secrets: [options.key, ...(options.http?.secrets ?? [])],
      isQuotaExhausted: (_status, body) => /exceeded the (monthly|daily) quota/i.test(body),
    });
  }

  private url(path: string, query: Record<string, string | undefined>): string {
    const url = new URL(path, `${withoutTrailingSlashes(this.options.baseUrl)}/`);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
    return url.toString();
  }

  private headers(): Record<string, string> {
    return { "x-rapidapi-key": this.options.key, "x-rapidapi-host": this.options.host };
  }

  private invalidKey(error: ProviderError): ProviderError {
    if (error.kind !== "invalid_key") return error;
    const subscribed = error.status === 403;
    return new ProviderError(
      "invalid_key",
      subscribed
        ? `The RapidAPI key (RAPIDAPI_KEY) is not subscribed to the Instagram API on ${this.options.host}. Subscribe to it on RapidAPI or set RAPIDAPI_HOST to the API you subscribed to.`
        : "The RapidAPI key (RAPIDAPI_KEY) was rejected. Check the key in your RapidAPI dashboard.",
      error.status,
      error.upstream,
    );
  }

  private async get(
    path: string,
    query: Record<string, string | undefined>,
    operation: "comments" | "post" | "posts" | "profile",
    signal?: AbortSignal,
  ): Promise<unknown> {
    try {
      const res = await this.http.getJson({
        url: this.url(path, query),
        headers: this.headers(),
        operation,
        signal,
      });
      return res.body;
    } catch (error) {
      throw error instanceof ProviderError ? this.invalidKey(error) : error;
    }
  }

  async getPost(shortcode: string, signal?: AbortSignal): Promise<Post> {
    const body = await this.get(
      "v1/post_info",
      { code_or_id_or_url: shortcode, include_insights: "true" },
      "post",
      signal,
    );
    const post = normaliseRapidApiPost(obj(body)?.data);
    if (!post) {
      throw new ProviderError(
        "bad_response",
        "Failed to fetch post info: invalid response from the Instagram data service",
      );
    }
    return post;
  }

  async *commentPages(shortcode: string, options: CommentPageOptions): AsyncIterable<Comment[]> {
    const seen = new Set<string>();
    let token: string | undefined;
    let fetched = 0;
    for (let page = 1; page <= options.maxPages; page++) {
      let body: unknown;
      try {
        body = await this.get(
          "v1/comments",
          { code_or_id_or_url: shortcode, sort_by: "popular", pagination_token: token },
          "comments",
          options.signal,
        );
      } catch (error) {
        if (error instanceof ProviderError && error.kind === "not_found") {
          throw new ProviderError("no_comments", NO_COMMENTS_MESSAGE, error.status, error.upstream);
        }
        throw error;
      }
      const data = obj(obj(body)?.data);
      if (!data || !Array.isArray(data.items)) {
        throw new ProviderError(
          "bad_response",
          "Failed to fetch comments: invalid response format from the Instagram data service",
        );
      }
      const owner = str(obj(obj(obj(data.additional_data)?.caption)?.user)?.username);
      const comments: Comment[] = [];
      for (const item of arr(data.items)) {
        const comment = normaliseRapidApiComment(item, owner);
        // The same comment can come back on two pages.
        if (!comment || seen.has(comment.id)) continue;
        seen.add(comment.id);
        comments.push(comment);
      }
      fetched += comments.length;
      options.onPage?.({ page, fetched, total: count(data.total) ?? null });
      if (comments.length > 0) yield comments;
      token = nextToken(body);
      if (data.items.length === 0 || !token) return;
    }
  }

  async getProfile(username: string, signal?: AbortSignal): Promise<Profile> {
    const body = await this.get("v1/info", { username_or_id_or_url: username }, "profile", signal);
    const profile = normaliseRapidApiProfile(obj(body)?.data);
    if (!profile) {
      throw new ProviderError(
        "bad_response",
        "Failed to fetch profile: invalid response from the Instagram data service",
      );
    }
    return profile;
  }

  async getRecentPosts(username: string, options: RecentPostsOptions): Promise<Post[]> {
    const posts: Post[] = [];
    let token: string | undefined;
    // Pages hold about 12 posts; a few pages cover any sensible limit.
    for (let page = 0; page < 10 && posts.length < options.limit; page++) {
      const body = await this.get(
        "v1.2/posts",
        { username_or_id_or_url: username, pagination_token: token },
        "posts",
        options.signal,
      );
      const data = obj(obj(body)?.data);
      if (!data || !Array.isArray(data.items)) {
        throw new ProviderError("bad_response", "Invalid response format from posts API");
      }
      for (const item of data.items) {
        const post = normaliseRapidApiPost(item);
        if (post && !posts.some((p) => p.id === post.id)) posts.push(post);
      }
      token = nextToken(body);
      if (data.items.length === 0 || !token) break;
    }
    // Pinned posts come first in the API's order; the caller wants the latest.
    return posts.sort((a, b) => b.takenAt.localeCompare(a.takenAt)).slice(0, options.limit);
  }
}
