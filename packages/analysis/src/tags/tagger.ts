import { COMMENT_TAGS } from "@commentlens/shared/comment-tags";
import { type CueReadable, cueIn, cueWord, hasCue, withoutCue } from "../cues/cues.js";
import type { CommentRecord } from "../record/comment-record.js";
import { sentencesOf } from "../text/characters.js";
import { emojiPolarity } from "../text/emoji-polarity.js";
import { lexiconScore } from "../text/lexicon.js";
import type { Token } from "../text/tokenize.js";
import { SPINTAX } from "./patterns.js";

/** The tag vocabulary, in the order tags are reported. */
export const TAGS = COMMENT_TAGS;

/**
 * What a comment says to the account when it takes part in the conversation: asking,
 * praising, complaining, suggesting, wanting to buy. Abuse is never any of these, whatever
 * its words ("nice try, idiot", "when will you fire this clown?"): a toxic comment keeps only
 * the tags that say what it is and how it is written (toxic, spam, a friend tag).
 */
const ENGAGEMENT: ReadonlySet<Tag> = new Set<Tag>([
  "question",
  "praise",
  "complaint",
  "suggestion",
  "purchase_intent",
]);

/** The tags without engagement when the comment is abusive (see `ENGAGEMENT`). */
export function abuseGated<T extends Tag>(tags: readonly T[]): T[] {
  return tags.includes("toxic" as T) ? tags.filter((t) => !ENGAGEMENT.has(t)) : [...tags];
}
export type Tag = (typeof TAGS)[number];

export interface TagInput {
  /** The comment, read once (see `readComment`). */
  record: CommentRecord;
  /** Sentiment of the comment: P(positive) − P(negative), -1..1. */
  score: number;
  label: "positive" | "neutral" | "negative";
  /** The comment is written by the post's owner. */
  isFromOwner?: boolean;
  /** Slang praise was found ("these are sick", "efsane"): praise as much as a praise word. */
  slangPraise?: boolean;
  /** A plan to buy was found ("gonna get these"), when the caller's cues have looked. */
  buyingPlans?: boolean;
}

/** A friend tag is mostly mentions: beside them, at most this many words. */
const FRIEND_TAG_MAX_WORDS = 3;
/** Whether a clause holds a question mark (Latin, full-width or Arabic). */
const hasQuestionMark = (clause: string) =>
  clause.includes("?") || clause.includes("？") || clause.includes("؟");

/** The text without the mentions it opens with, as cues read them (each a bare "@"). */
function withoutLeadingMentions(cueText: string): string {
  let i = 0;
  while (cueText[i] === "@") {
    i++;
    while (i < cueText.length && cueText[i]?.trim() === "") i++;
  }
  return cueText.slice(i);
}
/** Short words each followed by a dot: "what. a . day.", "what.a.legend." */
const DOTTED_WORDS = /^(?:[\p{L}']{1,12}\s*\.\s*){2,}[\p{L}']{0,12}\.?$/u;

/**
 * Tags for one comment from multilingual cue phrases, the comment's shape (only mentions,
 * a question mark, emoji) and its sentiment. Spam excludes every other tag; a comment by
 * the post's owner is only ever `creator_reply`, plus `question` when it asks something.
 */
export function tagComment(input: TagInput): Tag[] {
  const { record, score, label } = input;
  const { text, tokens, negated } = record;
  // The words as cues read them, without the mentions it opens with ("@ana where is this").
  const cueText = record.cueText.trim();
  const stripped = withoutLeadingMentions(cueText);
  const tags = new Set<Tag>();

  let words = 0;
  let mentions = 0;
  let praiseWords = 0;
  let praiseEmoji = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.kind === "mention") mentions++;
    else if (t.kind === "word") {
      words++;
      if (negated[i] || cueWord("thanks-or-wishes", t.text)) continue;
      // "love to win", "would love to see": a wish, not a compliment.
      const next = tokens[i + 1];
      if (next?.kind === "word" && next.text === "to") continue;
      if (lexiconScore(t.text) > 0) praiseWords++;
    } else if (
      t.kind === "emoji" &&
      !cueWord("not-praise-emoji", t.text) &&
      emojiPolarity(t.text) >= 0.3
    ) {
      praiseEmoji++;
    }
  }

  // "What. A. Day." spaces out an exclamation with dots: read it as the words it spells.
  const isQuestion = asksSomething(
    DOTTED_WORDS.test(stripped) ? wordsBetweenDots(stripped) : stripped,
    score,
  );
  if (input.isFromOwner) {
    if (isQuestion) tags.add("question");
    tags.add("creator_reply");
    return order(tags);
  }
  if (cueIn("spam", record) || SPINTAX.test(text)) return ["spam"];

  // Tagging friends to show them the post: mentions with at most a few words ("@ana look").
  // Whether it enters a giveaway depends on the post, so that is decided with the post.
  const friendTag = mentions > 0 && words <= FRIEND_TAG_MAX_WORDS;
  if (friendTag) tags.add("friend_tag");
  const entering = cueIn("giveaway-words", record) || hasCue("done-opening", stripped);
  if (isQuestion) tags.add("question");
  // "Take my money, please" asks to buy, not for something to be made.
  // Plans to buy ("gonna get these") are wanting and purchase intent at once.
  const plans = input.buyingPlans ?? cueIn("buying-plans", record);
  const wantsIt = cueIn("wants-the-thing", record);
  const wanting = plans || wantsIt || cueIn("wants-to-buy", record);
  if (cueIn("suggestion", record) || (asksFor(stripped) && !wanting)) tags.add("suggestion");

  // Cheap conditions first: each cue list is a long regular expression.
  const cuedComplaint = score < 0.3 && cueIn("complaint", record);
  const buying =
    (plans ||
      wantsIt ||
      BUYING_GROUPS.some((g) => cueIn(g, record)) ||
      (isQuestion && BUYING_QUESTIONS.some((g) => cueIn(g, record)))) &&
    !cueIn("not-buying", record);
  // Wanting to buy ("take my money", "need this for commuting") is not a complaint, whatever
  // the model makes of the slang; nor is having bought, unless it complains (see below).
  const wants = buying && (wanting || boughtWithoutComplaint(record, score));
  const complaint =
    cuedComplaint ||
    (label === "negative" &&
      score < -0.3 &&
      !friendTag &&
      !entering &&
      !wants &&
      !cueIn("sympathy", record));
  if (complaint) tags.add("complaint");

  if (buying) {
    if (!complaint) tags.add("purchase_intent");
    // "Bought it and hated it" reports a purchase, it does not announce one; asking about
    // price or stock while complaining still counts.
    else if (isQuestion && buysIn(withoutCue("past-purchase", record.cueText)))
      tags.add("purchase_intent");
  }

  const intent =
    tags.has("question") || tags.has("purchase_intent") || tags.has("suggestion") || entering;
  const praise =
    !complaint &&
    (((praiseWords > 0 || input.slangPraise === true) && score > 0) ||
      (praiseEmoji > 0 && !intent && score > 0.2));
  if (praise) tags.add("praise");
  return order(tags);
}

/** How negative a purchase must read to be a complaint without words of one. */
const PURCHASE_COMPLAINT = 0.5;

/**
 * Whether a comment that buys or has bought ("just ordered the olive ones") leaves complaining
 * out: no words of complaint or defect ("bought it and it ripped in a week") and no clearly
 * negative reading ("bought it and hated it").
 */
export function buyingWithoutComplaint(record: CueReadable, score: number): boolean {
  return score > -PURCHASE_COMPLAINT && !cueIn("complaint", record) && !cueIn("defect", record);
}

/** A purchase made ("got mine", "just ordered") that leaves complaining out (see above). */
export function boughtWithoutComplaint(record: CueReadable, score: number): boolean {
  return cueIn("bought", record) && buyingWithoutComplaint(record, score);
}

/**
 * Purchase intent as the labels define it: asking how to buy, wanting it, or saying one
 * bought it; read from the cue groups the sentiment and the engagement drivers read too,
 * unless what is wanted cannot be bought ("need that energy", cue group "not-buying").
 */
const BUYING_GROUPS = ["purchase", "wanting", "bought"];

/** Questions that ask how to buy: where, how much, whether it is in stock, which product. */
const BUYING_QUESTIONS = [
  "asks-where-to-buy",
  "asks-product-details",
  "asks-price",
  "price-words",
  "asks-availability",
  "asks-ordering",
  "shipping-words",
  "asks-size",
];

/** Clause breaks for `asksFor`: punctuation, emoji and other symbols. */
const REQUEST_CLAUSE = /[^\p{L}\p{N}\s'’&-]+/u;

/**
 * A clause that names something and ends in "please" ("black sesame please, so underrated",
 * "off-peak pricing pls 🙂"): asking for it to be made or done. Not when it asks for
 * information ("link please") or an answer.
 */
/** Buying in a text read for cues: asking how, or a plan to buy ("gonna get these"). */
function buysIn(cueText: string): boolean {
  return (
    hasCue("purchase", cueText) ||
    hasCue("wants-the-thing", cueText) ||
    hasCue("buying-plans", cueText)
  );
}

function asksFor(stripped: string): boolean {
  for (const part of stripped.split(REQUEST_CLAUSE)) {
    const clause = part.trim();
    if (
      clause &&
      hasCue("please-end", clause) &&
      !hasCue("info-word", clause) &&
      !hasCue("thanks-or-answer", clause) &&
      !hasCue("yes-please", clause)
    )
      return true;
  }
  return false;
}

function asksSomething(stripped: string, score: number): boolean {
  if (hasCue("info-request", stripped)) return true;
  // A clause that only opens like a question ("are these...") counts unless another clause
  // is rhetorical: "Are these... for real?" is amazement.
  let unmarked = false;
  let rhetorical = false;
  for (const sentence of sentencesOf(stripped)) {
    const clause = sentence.trim();
    const marked = hasQuestionMark(clause) || hasCue("cjk-question", clause);
    const opens =
      !marked &&
      !clause.includes("!") &&
      hasCue("question-opening", clause) &&
      !hasCue("exclaimed-opening", clause);
    if (!marked && !opens) continue;
    // Rhetorical ("who else is obsessed??") and "why does it always break??" (a complaint)
    // do not wait for an answer.
    if (hasCue("rhetorical", clause) || (score < -0.2 && hasCue("why-opening", clause))) {
      rhetorical = true;
      continue;
    }
    if (marked) return true;
    unmarked = true;
  }
  return unmarked && !rhetorical;
}

function order(tags: Set<Tag>): Tag[] {
  return TAGS.filter((t) => tags.has(t));
}

/** "What. A. Day." → "What A Day". */
function wordsBetweenDots(text: string): string {
  return text
    .split(".")
    .map((part) => part.trim())
    .join(" ")
    .trim();
}
