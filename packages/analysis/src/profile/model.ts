import type {
  AnalysisResult,
  Comment,
  CommentResult,
  CommentTag,
  CommentTarget,
  Post,
  Profile,
  ProfileInsightItem,
  SentimentLabel,
} from "@commentlens/shared";
import { isNegative } from "../polarity.js";
import { EVIDENCE_LIMIT } from "../report/build-report.js";
import { cutBetweenWords, quote } from "../report/format.js";
import { firstBy } from "../report/lists.js";
import { collapseSpaces } from "../text/characters.js";

/** One post of the profile as the caller hands it over; `result` null: it could not be analysed. */
export interface ProfilePostInput {
  post: Post;
  result: AnalysisResult | null;
  comments: Comment[];
  error: string | null;
}

export interface ProfileInsightsInput {
  /** The profile's owner: their own comments are replies, not audience. */
  username: string;
  profile: Profile | null;
  posts: ProfilePostInput[];
  now?: Date;
}

/** An analysed post with the figures every section reads. */
export interface PostEntry {
  post: Post;
  result: AnalysisResult;
  shortcode: string;
  /** First words of the caption (or the shortcode), to name the post in a sentence. */
  title: string;
  /** “Title” (shortcode), as sentences name the post. */
  name: string;
  takenAt: number;
  /** Comments the post has (what Instagram reports, or what was read when that is more). */
  comments: number;
  likes: number | null;
  /** Comments per like ×100; null when likes are hidden (or zero). */
  rate: number | null;
  /** Share of positive audience comments, neutral counting half; null with none. */
  sentiment: number | null;
  /** Audience comments (the owner and spam left out). */
  rows: Row[];
  /** Audience questions without an owner reply; null when the source gives no replies. */
  unanswered: Set<string> | null;
}

/** An audience comment with its analysis. */
export interface Row {
  comment: Comment;
  entry: PostEntry;
  /** Lower-cased username: Instagram handles are case-insensitive. */
  user: string;
  lang: string;
  label: SentimentLabel | null;
  score: number;
  tags: readonly CommentTag[];
  /** Whom the comment is aimed at (the post report's reading); "none" when not analysed. */
  target: CommentTarget;
  /** Counts in the sentiment: analysed, and not a giveaway entry. */
  real: boolean;
  /** Canonical theme keys of its words (see themes.ts), and the terms they came from. */
  keys: string[];
  terms: string[];
}

export interface Commenter {
  handle: string;
  rows: Row[];
  posts: Set<PostEntry>;
}

/**
 * Criticism of the creator, its product or its content, as the post reports read it: not of
 * the people a post features, nor a reply in an argument between commenters.
 */
export function criticisesCreator(r: Row): boolean {
  return r.target === "creator" && !r.tags.includes("friend_tag") && isNegative(r);
}

/** A question for the creator: not one asked of another commenter in a reply. */
export function asksCreator(r: Row): boolean {
  return r.tags.includes("question") && r.target !== "commenter";
}

/** Sentiment as the post reports compute it: positive share, neutral counting half. */
export function sentimentOf(rows: readonly Row[]): {
  score: number | null;
  positive: number;
  neutral: number;
  negative: number;
} {
  let positive = 0;
  let neutral = 0;
  let negative = 0;
  for (const r of rows) {
    if (!r.real) continue;
    if (r.label === "positive") positive++;
    else if (r.label === "neutral") neutral++;
    else if (r.label === "negative") negative++;
  }
  const n = positive + neutral + negative;
  return { score: n === 0 ? null : (positive + 0.5 * neutral) / n, positive, neutral, negative };
}

/** The caption's first words, cut between words: enough to recognise the post. */
function postTitle(post: Post): string {
  const line = collapseSpaces(post.caption.split("\n").find((l) => l.trim() !== "") ?? "").trim();
  if (line.length <= 40) return line;
  const cut = cutBetweenWords(line, 40);
  return `${cut.length >= 15 ? cut : quote(line, 40).slice(0, -1)}…`;
}

/** `“Title” (shortcode)`, or `“Title” (shortcode, extra)` with a figure about the post. */
export function named(e: PostEntry, extra?: string | number): string {
  const tail = extra === undefined ? e.shortcode : `${e.shortcode}, ${extra}`;
  return e.title
    ? `“${e.title}” (${tail})`
    : `${e.shortcode}${extra === undefined ? "" : ` (${extra})`}`;
}

export function isOwnerComment(c: Comment, result: CommentResult | undefined, owner: string) {
  return (
    c.isFromOwner || result?.tags.includes("creator_reply") || c.username.toLowerCase() === owner
  );
}

export interface Tally {
  spam: number;
  giveaway: number;
  analysed: number;
}

export function toEntry(input: ProfilePostInput, owner: string, tally: Tally): PostEntry {
  const result = input.result as AnalysisResult;
  const byId = new Map(result.comments.map((c) => [c.id, c]));
  const post = input.post;
  const comments = Math.max(post.commentCount, input.comments.length);
  const entry: PostEntry = {
    post,
    result,
    shortcode: post.shortcode,
    title: postTitle(post),
    name: "",
    takenAt: Date.parse(post.takenAt),
    comments,
    likes: post.likeCount,
    rate: post.likeCount !== null && post.likeCount > 0 ? (comments / post.likeCount) * 100 : null,
    sentiment: null,
    rows: [],
    unanswered: result.unanswered_questions.available
      ? new Set(result.unanswered_questions.comment_ids)
      : null,
  };
  entry.name = named(entry);
  tally.analysed += result.analyzed;
  for (const comment of input.comments) {
    const r = byId.get(comment.id);
    if (isOwnerComment(comment, r, owner)) continue;
    const tags: readonly CommentTag[] = r?.tags ?? [];
    if (tags.includes("spam")) {
      tally.spam++;
      continue;
    }
    const giveaway = tags.includes("giveaway_entry");
    if (giveaway) tally.giveaway++;
    entry.rows.push({
      comment,
      entry,
      user: comment.username.toLowerCase(),
      lang: r?.language ?? "und",
      label: r?.label ?? null,
      score: r?.score ?? 0,
      tags,
      target: r?.target ?? "none",
      real: r !== undefined && !giveaway,
      keys: [],
      terms: [],
    });
  }
  entry.sentiment = sentimentOf(entry.rows).score;
  return entry;
}

/** Evidence order: most liked first, then oldest (ISO times in UTC order as text), then id. */
export function byRank(a: Row, b: Row): number {
  const likes = (b.comment.likes ?? 0) - (a.comment.likes ?? 0);
  if (likes !== 0) return likes;
  const ta = a.comment.timestamp;
  const tb = b.comment.timestamp;
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.comment.id < b.comment.id ? -1 : a.comment.id > b.comment.id ? 1 : 0;
}

/** The `limit` best-ranked rows, best first. */
export function topRanked(rows: readonly Row[], limit: number): Row[] {
  return firstBy(rows, limit, byRank);
}

/** Posts behind a set of comments, most comments first (newest first on a tie). */
export function postsOf(rows: readonly Row[]): PostEntry[] {
  const counts = new Map<PostEntry, number>();
  for (const r of rows) counts.set(r.entry, (counts.get(r.entry) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || b[0].takenAt - a[0].takenAt)
    .map(([e]) => e);
}

/**
 * A finding with its evidence: the posts, the most liked of its comments, and how many
 * comments (or, for a finding about posts alone, how many posts) support it.
 */
export function item(
  text: string,
  rows: readonly Row[],
  posts: readonly PostEntry[] = postsOf(rows),
): ProfileInsightItem {
  return {
    text,
    post_shortcodes: posts.map((p) => p.shortcode),
    comment_ids: topRanked(rows, EVIDENCE_LIMIT).map((r) => r.comment.id),
    support: rows.length > 0 ? rows.length : posts.length,
  };
}
