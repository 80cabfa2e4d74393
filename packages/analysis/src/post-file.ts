// A post file (one post and its comment section, see `postFileSchema`) turned into what the
// analyzer reads. `npm run report` and `npm run eval` both go through here, so the measured
// figures are those of the report people run.
import {
  type Comment,
  type MediaType,
  type Post,
  type PostFile,
  parsePostUrl,
  postFileSchema,
} from "@commentlens/shared";
import type { AnalyzeRequest } from "./analyzer.js";

/** What the person running the report knows better than the file. */
export interface PostOverrides {
  /** The account that owns the post, without "@". */
  owner?: string;
  caption?: string;
}

export type ReportRequest = Pick<
  AnalyzeRequest,
  "comments" | "post" | "available" | "repliesIncluded"
>;

export type PostFileResult = { ok: true; post: PostFile } | { ok: false; error: string };

/** Reads a parsed JSON value as a post file, or says in one line what is wrong with it. */
export function readPostFile(value: unknown): PostFileResult {
  const parsed = postFileSchema.safeParse(value);
  if (parsed.success) return { ok: true, post: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length
    ? issue.path
        .map((key, i) =>
          typeof key === "number" ? `[${key}]` : `${i > 0 ? "." : ""}${String(key)}`,
        )
        .join("")
    : "the post";
  return { ok: false, error: `${where}: ${issue?.message ?? "not a post"}` };
}

/** Whether a parsed JSON value is meant as a post file (an owner and a list of comments). */
export function looksLikePostFile(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const o = value as Record<string, unknown>;
  return "owner" in o && Array.isArray(o.comments);
}

/** The post's shortcode: from its url when it has one, else its `shortcode` field. */
export function shortcodeOf(post: Pick<PostFile, "url" | "shortcode">): string | undefined {
  if (post.url) {
    const parsed = parsePostUrl(post.url);
    if (parsed.ok) return parsed.value;
  }
  return post.shortcode;
}

const MEDIA_TYPES: Record<number, MediaType> = { 1: "photo", 2: "video", 8: "carousel" };

const sameUser = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The comments in the shape every provider returns: replies point at their parent, the
 * owner's own comments are marked, unknown likes stay unknown, and each comment's reply count
 * is the number of its replies in the file.
 */
export function postFileComments(post: PostFile, owner = post.owner.username): Comment[] {
  const replies = new Map<string, number>();
  for (const c of post.comments) {
    if (c.parent_id) replies.set(c.parent_id, (replies.get(c.parent_id) ?? 0) + 1);
  }
  return post.comments.map((c) => ({
    id: c.id,
    username: c.username,
    text: c.text,
    likes: c.likes ?? null,
    timestamp: c.timestamp,
    replyCount: replies.get(c.id) ?? 0,
    parentId: c.parent_id ?? null,
    isFromOwner: sameUser(c.username, owner),
  }));
}

interface PostFacts {
  shortcode: string | undefined;
  owner: string;
  fullName: string;
  caption: string;
  takenAt: string;
  mediaType: MediaType;
  likeCount: number | null;
  commentCount: number;
}

/** A post without a shortcode (a hand-made file, an export) links to its owner's profile. */
function postOf(facts: PostFacts): Post {
  const profile = `https://www.instagram.com/${encodeURIComponent(facts.owner)}${facts.owner ? "/" : ""}`;
  const id = facts.shortcode ?? (facts.owner || "post");
  return {
    id,
    shortcode: id,
    url: facts.shortcode ? `https://www.instagram.com/p/${facts.shortcode}/` : profile,
    mediaType: facts.mediaType,
    takenAt: facts.takenAt,
    owner: { username: facts.owner, fullName: facts.fullName, isVerified: false },
    caption: facts.caption,
    likeCount: facts.likeCount,
    commentCount: facts.commentCount,
    viewCount: null,
    commentsDisabled: false,
    thumbnailUrl: null,
  };
}

/** The earliest of the comments' times: a post is at least as old as its first comment. */
function firstTime(comments: ReadonlyArray<{ timestamp: string }>): string {
  let first: string | undefined;
  for (const c of comments) if (first === undefined || c.timestamp < first) first = c.timestamp;
  return first ?? new Date(0).toISOString();
}

/** The post as the analyzer and the report's header see it; undated files take their first comment's time. */
export function postFilePost(post: PostFile, overrides: PostOverrides = {}): Post {
  return postOf({
    shortcode: shortcodeOf(post),
    owner: overrides.owner ?? post.owner.username,
    fullName: overrides.owner ? "" : (post.owner.full_name ?? ""),
    caption: overrides.caption ?? post.caption ?? "",
    takenAt: post.taken_at ?? firstTime(post.comments),
    mediaType: MEDIA_TYPES[post.media_type ?? 0] ?? "media",
    likeCount: post.like_count ?? null,
    commentCount: post.comment_count ?? post.comments.length,
  });
}

/** Whether the comments include replies or the creator's own comments (as the API decides). */
function repliesIncluded(comments: readonly Comment[]): boolean {
  return comments.some((c) => c.parentId !== null || c.isFromOwner);
}

/** The analyzer's request for a post file: its comments, with the post, owner and caption known. */
export function postFileRequest(post: PostFile, overrides: PostOverrides = {}): ReportRequest {
  const comments = postFileComments(post, overrides.owner);
  return {
    comments,
    post: postFilePost(post, overrides),
    available: post.comment_count,
    repliesIncluded: repliesIncluded(comments),
  };
}

/**
 * The analyzer's request for imported comments (a CSV or JSON export). Like the app, it has
 * no post unless an owner or caption is given; then the post is what they say, dated by the
 * first comment and linked to the export's post url when it has one.
 */
export function importedRequest(
  imported: readonly Comment[],
  overrides: PostOverrides & { postUrl?: string | null } = {},
): ReportRequest {
  const owner = overrides.owner;
  const comments = imported.map((c) =>
    owner && sameUser(c.username, owner) ? { ...c, isFromOwner: true } : c,
  );
  const known = owner !== undefined || overrides.caption !== undefined;
  const post = known
    ? postOf({
        shortcode: overrides.postUrl ? shortcodeOf({ url: overrides.postUrl }) : undefined,
        owner: owner ?? "",
        fullName: "",
        caption: overrides.caption ?? "",
        takenAt: firstTime(imported),
        mediaType: "media",
        likeCount: null,
        commentCount: imported.length,
      })
    : null;
  return { comments, post, repliesIncluded: repliesIncluded(comments) };
}
