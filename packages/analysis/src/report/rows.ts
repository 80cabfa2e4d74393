import {
  COMMENT_TAGS,
  type Comment,
  type CommentStance,
  type CommentTag,
} from "@commentlens/shared";
import type { CommentAnalysis } from "../analyze.js";
import { isNegative, isPositive } from "../polarity.js";
import type { CommentRecord } from "../record/comment-record.js";
import type { QuestionIntent } from "../tags/question-intents.js";
import { firstBy } from "./lists.js";

/** A comment with everything the sections read, extracted once (see `readRows`). */
export interface Row {
  comment: Comment;
  analysis: CommentAnalysis;
  /** The comment's tags as bits (see `TAG_BIT`). */
  tags: number;
  terms: string[];
  intents: QuestionIntent[];
  /** Position among all comments, most liked first (then oldest): sorts by one number. */
  rank: number;
  /** The commenter, as an index into the report's list of lower-cased usernames. */
  user: number;
  /** The comment read once: its words, mentions, emoji and cue text (see `readComment`). */
  record: CommentRecord;
  /** Where it stands towards whom it targets; read once the post is known (see `readStances`). */
  stance: CommentStance;
  /** Whom it is about, as shown ("@handle", "Mara"); null when it names no one. */
  about: string | null;
  /** Opens on the handle of someone else who commented under the post: it answers them. */
  answers: boolean;
}

export const byRank = (a: Row, b: Row) => a.rank - b.rank;

export const TAG_BIT = Object.fromEntries(COMMENT_TAGS.map((t, i) => [t, 1 << i])) as Record<
  CommentTag,
  number
>;

export function has(r: Row, tag: CommentTag): boolean {
  return (r.tags & TAG_BIT[tag]) !== 0;
}

// The shared rule on a row's analysis: the tags a row adds to it (creator reply, look-alike
// spam) have no bearing on whether a comment is warm or critical.
export const isPositiveRow = (r: Row) => isPositive(r.analysis);
export const isNegativeRow = (r: Row) => isNegative(r.analysis);

export function bitsOf(tags: readonly CommentTag[]): number {
  let bits = 0;
  for (const t of tags) bits |= TAG_BIT[t];
  return bits;
}

const tagLists = new Map<number, CommentTag[]>();

/** Tags in vocabulary order, as a new array. */
export function tagList(bits: number): CommentTag[] {
  let list = tagLists.get(bits);
  if (!list) {
    list = COMMENT_TAGS.filter((t) => (bits & TAG_BIT[t]) !== 0);
    tagLists.set(bits, list);
  }
  return list.slice();
}

/** The `limit` best-ranked rows, in rank order, without sorting the whole list. */
export function topRanked(rows: Row[], limit: number): Row[] {
  return firstBy(rows, limit, byRank);
}

/** The most liked (then oldest) row. */
export function best(rows: Row[]): Row | undefined {
  let top: Row | undefined;
  for (const r of rows) if (!top || r.rank < top.rank) top = r;
  return top;
}

/** Counts distinct commenters in lists of rows, reusing one array of marks. */
export class PeopleCounter {
  private readonly marks: Uint32Array;
  private stamp = 0;
  constructor(users: number) {
    this.marks = new Uint32Array(users);
  }
  count(rows: Row[]): number {
    const s = ++this.stamp;
    let n = 0;
    for (const r of rows) {
      if (this.marks[r.user] !== s) {
        this.marks[r.user] = s;
        n++;
      }
    }
    return n;
  }
}
