import type { Comment } from "@commentlens/shared";
import type { CommentAnalysis } from "../analyze.js";
import { cueIn } from "../cues/cues.js";
import type { CommentRecord } from "../record/comment-record.js";
import { type QuestionIntent, questionIntents } from "../tags/question-intents.js";
import { handleKey, handleLetters } from "../text/mentions.js";
import { bitsOf, type Row, TAG_BIT } from "./rows.js";

/** The comments read once: everything the sections need, so each only filters and counts. */
export interface ReadRows {
  /** In input order, ranked. */
  rows: Row[];
  /** Lower-cased usernames, indexed by `Row.user`. */
  usernames: string[];
  /** For each emoji (folded), the first way it was written, to show it as people wrote it. */
  emojiForms: Map<string, string>;
  /** Ids of comments from look-alikes of the creator's account (tagged spam). */
  impostors: Set<string>;
}

const NO_INTENTS: QuestionIntent[] = [];
const NO_TERMS: string[] = [];

function isImpostor(comment: Comment, record: CommentRecord, ownerKey: string): boolean {
  if (ownerKey.length < 4) return false;
  const key = handleLetters(comment.username);
  return key !== ownerKey && key.includes(ownerKey) && cueIn("prize-claim", record);
}

/** One pass over the comments: tags, commenter, emoji, mentions and question intents; then ranks. */
export function readRows(
  comments: Comment[],
  analyses: CommentAnalysis[],
  /** The comments read once (see `readComments`), in the same order. */
  records: readonly CommentRecord[],
  /** The post's account, when known. */
  owner: string | null,
): ReadRows {
  if (analyses.length !== comments.length || records.length !== comments.length) {
    throw new RangeError("each comment needs exactly one analysis and one record");
  }
  const ownerKey = handleLetters(owner ?? "");
  const impostors = new Set<string>();
  const userIds = new Map<string, number>();
  const usernames: string[] = [];
  const emojiForms = new Map<string, string>();
  const rows: Row[] = comments.map((comment, i) => {
    const analysis = analyses[i] as CommentAnalysis;
    const record = records[i] as CommentRecord;
    let tags = bitsOf(analysis.tags);
    if (comment.isFromOwner) tags |= TAG_BIT.creator_reply;
    else if (!analysis.corrected && isImpostor(comment, record, ownerKey)) {
      // A look-alike of the creator's account telling people they won: a known scam.
      tags |= TAG_BIT.spam;
      impostors.add(comment.id);
    }
    const name = comment.username.toLowerCase();
    let user = userIds.get(name);
    if (user === undefined) {
      user = usernames.length;
      userIds.set(name, user);
      usernames.push(name);
    }
    const { emoji, emojiForms: forms } = record;
    for (let k = 0; k < emoji.length; k++) {
      const key = emoji[k] as string;
      if (!emojiForms.has(key)) emojiForms.set(key, forms[k] as string);
    }
    return {
      comment,
      analysis,
      tags,
      terms: NO_TERMS,
      intents: (tags & TAG_BIT.question) !== 0 ? questionIntents(record) : NO_INTENTS,
      rank: 0,
      user,
      record,
      stance: "neutral",
      about: null,
      answers: false,
    };
  });
  // Opening on the handle of someone else who commented here answers them, as a reply does
  // (older threads were written that way: "@sam they restock on fridays"); opening on the
  // account's handle speaks to the account, which is what a finding's example should do.
  const commenters = new Set(comments.map((c) => handleKey(c.username)));
  commenters.delete(handleKey(owner ?? ""));
  for (const r of rows) {
    const to = r.record.opensWith;
    r.answers = to !== undefined && commenters.has(to) && to !== handleKey(r.comment.username);
  }
  rankRows(rows);
  return { rows, usernames, emojiForms, impostors };
}

/** Rank: most liked first, then oldest (ISO timestamps compare as strings), then input order. */
function rankRows(rows: Row[]): void {
  const likes = rows.map((r) => r.comment.likes ?? 0);
  const order = rows.map((_, i) => i);
  order.sort((a, b) => {
    const d = (likes[b] as number) - (likes[a] as number);
    if (d !== 0) return d;
    const ta = (rows[a] as Row).comment.timestamp;
    const tb = (rows[b] as Row).comment.timestamp;
    return ta < tb ? -1 : ta > tb ? 1 : a - b;
  });
  for (let rank = 0; rank < order.length; rank++) (rows[order[rank] as number] as Row).rank = rank;
}
