import { type InstagramProvider, ProviderError } from "@commentlens/instagram";
import {
  FETCH_POSTS_MEDIA_TYPES,
  FETCH_POSTS_MIN_ENGAGEMENT_RATE,
  FETCH_POSTS_TOP_PERFORMING,
  type FetchedPost,
  type InstagramDataResponse,
  instagramDataResponseSchema,
  type MediaType,
  type Post,
  PROFILE_MESSAGES,
  parseProfileUrl,
} from "@commentlens/shared";
import { AppError } from "../../lib/app-error.js";
import { toAppError } from "../instagram/provider-errors.js";

/**
 * `POST /api/instagram-data` `fetch_posts`: a profile's recent posts, filtered by engagement rate
 * and media type, ranked.
 */

/** Instagram's own media_type numbers; "media" (anything else) has none. */
const MEDIA_TYPE_NUMBER: Record<MediaType, number> = { photo: 1, video: 2, carousel: 8, media: 0 };

/** Comments per like ×100, one decimal; 0 when there are no (visible) likes. */
export function engagementRate(comments: number, likes: number | null): number {
  if (!likes) return 0;
  return Math.round((comments / likes) * 1000) / 10;
}

export function toFetchedPost(post: Post): FetchedPost {
  return {
    id: post.id,
    shortcode: post.shortcode,
    url: post.url,
    media_type: MEDIA_TYPE_NUMBER[post.mediaType],
    taken_at: Math.floor(Date.parse(post.takenAt) / 1000),
    caption: post.caption,
    like_count: post.likeCount,
    comment_count: post.commentCount,
    view_count: post.viewCount,
    engagement_rate: engagementRate(post.commentCount, post.likeCount),
    thumbnail_url: post.thumbnailUrl,
  };
}

/** A username from what a person typed, or a 400 with the message users see. */
export function usernameOf(input: string): string {
  if (!input.trim()) throw new AppError(400, "EMPTY_PROFILE_URL");
  const parsed = parseProfileUrl(input);
  if (!parsed.ok) throw new AppError(400, "INVALID_PROFILE_URL", parsed.error);
  return parsed.value;
}

/** "Failed to fetch posts data: <reason>", with the status and code of the reason. */
function postsError(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  if (error.kind === "bad_response") return new AppError(502, "INVALID_POSTS_RESPONSE");
  const mapped = toAppError(error) as AppError;
  const prefix = `${PROFILE_MESSAGES.fetchPostsFailed}: `;
  const reason = mapped.message.startsWith(prefix)
    ? mapped.message.slice(prefix.length)
    : mapped.message;
  const prefixed = new AppError(mapped.statusCode, mapped.code, `${prefix}${reason}`);
  if (mapped.upstream) prefixed.upstream = mapped.upstream;
  return prefixed;
}

/** The username `fetch_posts` was given, or a 400 in the data call's own words. */
function postsUsernameOf(input: string): string {
  const parsed = parseProfileUrl(input);
  if (!parsed.ok) throw new AppError(400, "INVALID_PROFILE_URL_FORMAT");
  return parsed.value;
}

export async function fetchPosts(
  provider: InstagramProvider,
  input: { usernameOrUrl: string; limit: number },
): Promise<InstagramDataResponse> {
  const username = postsUsernameOf(input.usernameOrUrl);
  let posts: Post[];
  try {
    posts = await provider.getRecentPosts(username, { limit: input.limit });
  } catch (error) {
    throw postsError(error);
  }
  const fetched = posts.slice(0, input.limit).map(toFetchedPost);
  const mediaTypes: readonly number[] = FETCH_POSTS_MEDIA_TYPES;
  const passing = fetched.filter(
    (p) =>
      p.engagement_rate >= FETCH_POSTS_MIN_ENGAGEMENT_RATE && mediaTypes.includes(p.media_type),
  );
  // Highest rate first; the newer post first among equals.
  const top = [...passing]
    .sort((a, b) => b.engagement_rate - a.engagement_rate || b.taken_at - a.taken_at)
    .slice(0, FETCH_POSTS_TOP_PERFORMING);
  const response = {
    success: true as const,
    data: {
      username,
      posts: passing,
      top_performing: top,
      total_fetched: fetched.length,
      filters: {
        min_engagement_rate: FETCH_POSTS_MIN_ENGAGEMENT_RATE,
        media_types: [...FETCH_POSTS_MEDIA_TYPES],
      },
    },
  };
  // A provider that returned something off the contract (a bad URL, a negative count).
  const checked = instagramDataResponseSchema.safeParse(response);
  if (!checked.success) throw new AppError(502, "INVALID_POSTS_RESPONSE");
  return checked.data;
}
