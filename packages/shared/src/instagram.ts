import { z } from "./zod.js";

/**
 * Instagram data as every provider returns it, after normalisation. Ids are strings:
 * Instagram ids exceed 2^53 and would lose digits as JS numbers.
 */

export const commentSchema = z.object({
  /** Provider id of the comment. */
  id: z.string().min(1),
  username: z.string(),
  text: z.string(),
  /** `null` when the count is hidden or unknown. */
  likes: z.number().int().nonnegative().nullable(),
  /** ISO 8601 in UTC. */
  timestamp: z.iso.datetime(),
  /** Number of replies Instagram reports (replies themselves may not be fetched). */
  replyCount: z.number().int().nonnegative(),
  /** Id of the comment this one replies to; `null` for a top-level comment. */
  parentId: z.string().nullable(),
  /** Written by the account that owns the post. */
  isFromOwner: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** Instagram's media_type: 1 photo, 2 video (incl. reels), 8 carousel; anything else "media". */
export const mediaTypeSchema = z.enum(["photo", "video", "carousel", "media"]);
export type MediaType = z.infer<typeof mediaTypeSchema>;

export const postOwnerSchema = z.object({
  username: z.string(),
  fullName: z.string(),
  isVerified: z.boolean(),
});
export type PostOwner = z.infer<typeof postOwnerSchema>;

export const postSchema = z.object({
  /** Media pk as a decimal string. */
  id: z.string().min(1),
  shortcode: z.string().min(1),
  url: z.url(),
  mediaType: mediaTypeSchema,
  /** ISO 8601 in UTC. */
  takenAt: z.iso.datetime(),
  owner: postOwnerSchema,
  caption: z.string(),
  /** `null` when the owner hides like counts (never a placeholder figure). */
  likeCount: z.number().int().nonnegative().nullable(),
  commentCount: z.number().int().nonnegative(),
  /** Plays of a video or reel, when known. */
  viewCount: z.number().int().nonnegative().nullable(),
  commentsDisabled: z.boolean(),
  thumbnailUrl: z.url().nullable(),
});
export type Post = z.infer<typeof postSchema>;

export const profileSchema = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  fullName: z.string(),
  biography: z.string(),
  isVerified: z.boolean(),
  isPrivate: z.boolean(),
  followerCount: z.number().int().nonnegative().nullable(),
  followingCount: z.number().int().nonnegative().nullable(),
  mediaCount: z.number().int().nonnegative().nullable(),
  profilePicUrl: z.url().nullable(),
  externalUrl: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `GET /api/demo/posts`: the bundled sample posts anyone can analyse. */
export const demoSamplesResponseSchema = z.array(
  z.object({
    url: z.url(),
    title: z.string(),
    language: z.string(),
    comment_count: z.number().int().nonnegative(),
  }),
);
export type DemoSamples = z.infer<typeof demoSamplesResponseSchema>;

/** `GET /api/demo/profiles`: the bundled sample profiles an agency can analyse. */
export const demoProfilesResponseSchema = z.array(
  z.object({
    url: z.url(),
    username: z.string(),
    full_name: z.string(),
    post_count: z.number().int().nonnegative(),
  }),
);
export type DemoProfiles = z.infer<typeof demoProfilesResponseSchema>;
