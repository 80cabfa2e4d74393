import type { Post, Profile } from "@commentlens/shared";
import { buildReport } from "../report/build-report.js";
import { inputOf, postBy, type Said } from "../report/test-helpers.js";
import { buildProfileInsights, readProfile } from "./build-profile-insights.js";
import type { Context } from "./context.js";
import type { Earlier } from "./recommendations/kind.js";

/**
 * Hand-made profiles for the profile sections' unit tests: each post's comments are stated
 * with their analysis (see `say`), the post report is built from them as the app builds it,
 * and the profile is read as `buildProfileInsights` reads it.
 */

export interface PostSpec {
  said: Said[];
  caption?: string;
  mediaType?: Post["mediaType"];
  /** Defaults to 08:00 UTC on day i+1 of March 2026. */
  takenAt?: string;
  /** Null: the post hides its likes. */
  likes?: number | null;
  /** What Instagram reports; defaults to the comments given. */
  comments?: number;
}

export const HANDLE = "crumbhouse";

/** A profile of `handle` (bio and link as given) with nothing else set. */
export function profileWith(o: Partial<Profile> = {}): Profile {
  return {
    id: "p1",
    username: HANDLE,
    fullName: "Crumb House",
    biography: "",
    isVerified: false,
    isPrivate: false,
    followerCount: null,
    followingCount: null,
    mediaCount: null,
    profilePicUrl: null,
    externalUrl: null,
    ...o,
  };
}

/**
 * The profile as its sections read it, and what a recommendation kind reads besides (the
 * metrics; nothing covered by open-question recommendations yet).
 */
export function profileOf(
  posts: PostSpec[],
  profile: Profile | null = null,
): { ctx: Context; earlier: Earlier } {
  const inputs = posts.map((spec, i) => {
    const shortcode = `P${i + 1}`;
    const post: Post = {
      ...postBy(HANDLE),
      id: String(i + 1),
      shortcode,
      url: `https://www.instagram.com/p/${shortcode}/`,
      takenAt: spec.takenAt ?? new Date(Date.UTC(2026, 2, i + 1, 8)).toISOString(),
      caption: spec.caption ?? `Post number ${i + 1}`,
      mediaType: spec.mediaType ?? "photo",
      likeCount: spec.likes === undefined ? 100 : spec.likes,
      commentCount: spec.comments ?? spec.said.length,
    };
    const result = buildReport(inputOf(spec.said, { post }));
    return { post, result, comments: spec.said.map((s) => s.comment), error: null };
  });
  const input = { username: HANDLE, profile, posts: inputs, now: new Date("2026-04-01T00:00Z") };
  const { metrics } = buildProfileInsights(input);
  return {
    ctx: readProfile(input).ctx,
    earlier: { metrics, covered: new Set(), usedKeys: new Set() },
  };
}
