import type { Comment } from "@commentlens/shared";
import type { CommentAnalysis } from "../analyze.js";
import { emojiKey, splitEmoji } from "../text/emoji.js";
import { type QuestionIntent, questionIntents } from "./intents.js";
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

const MENTION = /@([A-Za-z0-9._]{1,30})/g;
const NOT_ALNUM = /[^a-z0-9]/g;
const TRAILING_DOT = /\.$/;
const PRIZE_CLAIM =
  /\b(you won|you've won|winners?|prize|claim|selected)\b|dm us|message (this|our) account|ganh(ou|ador)|ganaste|ganador|gagn(é|ant)|gewonnen/i;

const NONE: string[] = [];
/** Code units an emoji can start with (©, ®, symbols, surrogates, keycap digits need U+20E3). */
const MAYBE_EMOJI = /[\u00a9\u00ae\u203c-\u3299\ud83c-\ud83e]/;
const NO_INTENTS: QuestionIntent[] = [];
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Letters and digits only, lower case: "slowpour.coffee_winners" → "slowpourcoffeewinners". */
function squash(name: string): string {
  return name.toLowerCase().replace(NOT_ALNUM, "");
}

function isImpostor(comment: Comment, ownerKey: string): boolean {
  if (ownerKey.length < 4) return false;
  const key = squash(comment.username);
  return key !== ownerKey && key.includes(ownerKey) && PRIZE_CLAIM.test(comment.text);
}

/** One pass over the comments: tags, commenter, emoji, mentions and question intents; then ranks. */
export function readRows(
  comments: Comment[],
  analyses: CommentAnalysis[],
  /** The post's account, when known. */
  owner: string | null,
): ReadRows {
  if (analyses.length !== comments.length) {
    throw new RangeError("each comment needs exactly one analysis");
  }
  const ownerKey = squash(owner ?? "");
  const impostors = new Set<string>();
  const userIds = new Map<string, number>();
  const usernames: string[] = [];
  const emojiForms = new Map<string, string>();
  const rows: Row[] = comments.map((comment, i) => {
    const analysis = analyses[i] as CommentAnalysis;
    let tags = bitsOf(analysis.tags);
    const text = comment.text;
    if (comment.isFromOwner) tags |= TAG_BIT.creator_reply;
    else if (isImpostor(comment, ownerKey)) {
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
    let emoji: string[] = [];
    let emojiOnly = false;
    const written = MAYBE_EMOJI.test(text) ? splitEmoji(text) : NONE;
    if (written.length > 0) {
      for (const e of written) {
        const key = emojiKey(e);
        if (!emoji.includes(key)) emoji.push(key);
        if (!emojiForms.has(key)) emojiForms.set(key, e);
      }
      emojiOnly = !LETTER_OR_DIGIT.test(text);
    } else {
      emoji = NONE;
    }
    let mentions = NONE;
    if (text.includes("@")) {
      mentions = [];
      for (const m of text.matchAll(MENTION)) {
        const handle = (m[1] as string).toLowerCase().replace(TRAILING_DOT, "");
        if (!mentions.includes(handle)) mentions.push(handle);
      }
    }
    return {
      comment,
      analysis,
      tags,
      terms: NONE,
      intents: (tags & TAG_BIT.question) !== 0 ? questionIntents(text) : NO_INTENTS,
      rank: 0,
      user,
      emoji,
      emojiOnly,
      mentions,
    };
  });
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
