import type { Comment, MediaType, Post, Profile } from "@commentlens/shared";
import { formatPostUrl, formatProfileUrl, withoutTrailingSlashes } from "@commentlens/shared";
import { NO_COMMENTS_MESSAGE, type Operation, operationPrefix, ProviderError } from "./errors.js";
import { HttpClient, type HttpClientOptions, upstreamExcerpt } from "./http.js";
import type { CommentPageOptions, InstagramProvider, RecentPostsOptions } from "./provider.js";
import { arr, bool, count, httpUrl, id, isoFromString, obj, str } from "./read.js";

/**
 * Apify actors, run synchronously ("run-sync-get-dataset-items"): the comment scraper for
 * comments (with replies where the actor returns them), the Instagram scraper for a post's
 * details, the profile scraper for profiles and their latest posts.
 */

export interface ApifyActors {
  comments: string;
  posts: string;
  profile: string;
}

export const DEFAULT_APIFY_ACTORS: ApifyActors = {
  comments: "apify~instagram-comment-scraper",
  posts: "apify~instagram-scraper",
  profile: "apify~instagram-profile-scraper",
};

export interface ApifyOptions {
  token: string;
  actors: ApifyActors;
  baseUrl: string;
  http?: Partial<HttpClientOptions>;
}

const SERVICE = "Apify";
const PAGE_SIZE = 50;

function mediaType(type: unknown): MediaType {
  const t = String(type ?? "").toLowerCase();
  if (t === "image") return "photo";
  if (t === "video") return "video";
  if (t === "sidecar") return "carousel";
  return "media";
}

export function normaliseApifyPost(item: unknown): Post | undefined {
  const p = obj(item);
  const shortcode = str(p?.shortCode) ?? str(p?.shortcode);
  const takenAt = isoFromString(p?.timestamp);
  if (!p || !shortcode || !takenAt) return undefined;
  const likes = count(p.likesCount);
  return {
    id: id(p.id) ?? shortcode,
    shortcode,
    url: formatPostUrl(shortcode),
    mediaType: mediaType(p.type),
    takenAt,
    owner: {
      username: str(p.ownerUsername) ?? "unknown",
      fullName: str(p.ownerFullName) ?? "",
      isVerified: bool(p.isVerified) ?? false,
    },
    caption: str(p.caption) ?? "",
    // The scraper writes -1 when the owner hides likes.
    likeCount: likes ?? null,
    commentCount: count(p.commentsCount) ?? 0,
    viewCount: count(p.videoViewCount) ?? count(p.videoPlayCount) ?? null,
    commentsDisabled: bool(p.isCommentsDisabled) ?? false,
    thumbnailUrl: httpUrl(p.displayUrl),
  };
}

export function normaliseApifyComment(
  item: unknown,
  ownerUsername?: string,
  parentId: string | null = null,
): Comment | undefined {
  const c = obj(item);
  const commentId = id(c?.id);
  const timestamp = isoFromString(c?.timestamp) ?? isoFromString(c?.createdAt);
  if (!c || !commentId || !timestamp) return undefined;
  const username =
    str(c.ownerUsername) ?? str(obj(c.owner)?.username) ?? str(obj(c.user)?.username) ?? "unknown";
  return {
    id: commentId,
    username,
    text: str(c.text) ?? str(c.message) ?? "",
    likes: count(c.likesCount) ?? count(c.likeCount) ?? null,
    timestamp,
    replyCount: count(c.repliesCount) ?? arr(c.replies).length,
    parentId,
    isFromOwner: ownerUsername !== undefined && username === ownerUsername,
  };
}

export class ApifyProvider implements InstagramProvider {
  readonly name = "apify" as const;
  private readonly http: HttpClient;

  constructor(private readonly options: ApifyOptions) {
    this.http = new HttpClient({
      // Actor runs scrape live: minutes, not seconds.
      timeoutMs: 180_000,
      maxRetries: 2,
      retryBudgetMs: 30_000,
      baseDelayMs: 1000,
      concurrency: 2,
      service: SERVICE,
      ...options.http,
      secrets: [options.token, ...(options.http?.secrets ?? [])],
      isQuotaExhausted: (_s, body) =>
        /monthly usage|usage limit|platform-feature-disabled/i.test(body),
      classifyError: (status, body) =>
        status === 401 || status === 403
          ? {
              kind: "invalid_key",
              retryable: false,
              message:
                "The Apify token (APIFY_TOKEN) was rejected or may not run this actor. Check the token in the Apify console.",
            }
          : status === 404 && /actor/i.test(body)
            ? {
                kind: "upstream",
                retryable: false,
                message:
                  "the Apify actor was not found (check APIFY_COMMENTS_ACTOR, APIFY_POSTS_ACTOR, APIFY_PROFILE_ACTOR)",
              }
            : undefined,
    });
  }

  private async run(
    actor: string,
    input: unknown,
    operation: Operation,
    signal?: AbortSignal,
  ): Promise<unknown[]> {
    const url = `${withoutTrailingSlashes(this.options.baseUrl)}/v2/acts/${encodeURIComponent(actor)}/run-sync-get-dataset-items?format=json&clean=true`;
    const res = await this.http.getJson({
      url,
      method: "POST",
      body: input,
      headers: { authorization: `Bearer ${this.options.token}` },
      operation,
      signal,
    });
    if (!Array.isArray(res.body)) {
      throw new ProviderError(
        "bad_response",
        `${operation === "comments" ? "Failed to fetch comments" : "Failed to fetch post info"}: invalid response from Apify`,
      );
    }
    // Actors report their own failures as items with an "error" field.
    const failure = res.body.map((i) => obj(i)).find((i) => i && typeof i.error === "string");
    if (failure && res.body.length === 1) {
      const message = String(failure.errorDescription ?? failure.error);
      const upstream = upstreamExcerpt(message, [this.options.token]);
      if (/private|not found|doesn't exist|no results/i.test(message)) {
        throw new ProviderError(
          operation === "comments" ? "no_comments" : "not_found",
          operation === "comments"
            ? NO_COMMENTS_MESSAGE
            : `${operationPrefix[operation]}: Apify found no such ${operation === "profile" ? "profile" : "post"}, or it is private`,
          undefined,
          upstream,
        );
      }
      throw new ProviderError(
        "upstream",
        `${operationPrefix[operation]}: the Apify actor could not finish. Please try again in a few minutes.`,
        undefined,
        upstream,
      );
    }
    return res.body;
  }

  async getPost(shortcode: string, signal?: AbortSignal): Promise<Post> {
    const items = await this.run(
      this.options.actors.posts,
      { directUrls: [formatPostUrl(shortcode)], resultsType: "details", resultsLimit: 1 },
      "post",
      signal,
    );
    const post = items.map((i) => normaliseApifyPost(i)).find((p) => p !== undefined);
    if (!post)
      throw new ProviderError(
        "not_found",
        "Failed to fetch post info: Apify returned no details for this post",
      );
    return post;
  }

  async *commentPages(shortcode: string, options: CommentPageOptions): AsyncIterable<Comment[]> {
    const items = await this.run(
      this.options.actors.comments,
      {
        directUrls: [formatPostUrl(shortcode)],
        resultsLimit: options.maxPages * PAGE_SIZE,
        includeNestedComments: true,
      },
      "comments",
      options.signal,
    );
    const comments: Comment[] = [];
    const seen = new Set<string>();
    for (const item of items) {
      const comment = normaliseApifyComment(item);
      if (!comment || seen.has(comment.id)) continue;
      seen.add(comment.id);
      comments.push(comment);
      for (const reply of arr(obj(item)?.replies)) {
        const r = normaliseApifyComment(reply, undefined, comment.id);
        if (r && !seen.has(r.id)) {
          seen.add(r.id);
          comments.push(r);
        }
      }
    }
    // One actor run returns everything; hand it on in pages so progress stays honest.
    for (
      let i = 0, page = 1;
      i < comments.length && page <= options.maxPages;
      i += PAGE_SIZE, page++
    ) {
      const chunk = comments.slice(i, i + PAGE_SIZE);
      options.onPage?.({ page, fetched: i + chunk.length, total: null });
      yield chunk;
    }
  }

  async getProfile(username: string, signal?: AbortSignal): Promise<Profile> {
    const items = await this.run(
      this.options.actors.profile,
      { usernames: [username] },
      "profile",
      signal,
    );
    const p = obj(items[0]);
    const profileId = id(p?.id);
    if (!p || !profileId)
      throw new ProviderError("not_found", "Failed to fetch profile: Apify found no such profile");
    return {
      id: profileId,
      username: str(p.username) ?? username,
      fullName: str(p.fullName) ?? "",
      biography: str(p.biography) ?? "",
      isVerified: bool(p.verified) ?? false,
      isPrivate: bool(p.private) ?? false,
      followerCount: count(p.followersCount) ?? null,
      followingCount: count(p.followsCount) ?? null,
      mediaCount: count(p.postsCount) ?? null,
      profilePicUrl: httpUrl(p.profilePicUrlHD) ?? httpUrl(p.profilePicUrl),
      externalUrl: str(p.externalUrl) || null,
    };
  }

  async getRecentPosts(username: string, options: RecentPostsOptions): Promise<Post[]> {
    const items = await this.run(
      this.options.actors.posts,
      {
        directUrls: [formatProfileUrl(username)],
        resultsType: "posts",
        resultsLimit: options.limit,
      },
      "posts",
      options.signal,
    );
    return items
      .map((i) => normaliseApifyPost(i))
      .filter((p): p is Post => p !== undefined)
      .sort((a, b) => b.takenAt.localeCompare(a.takenAt))
      .slice(0, options.limit);
  }
}
