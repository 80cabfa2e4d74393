import type { CommentTarget } from "@commentlens/shared";
import { type LanguageOptions, type LanguageResult, languageOf } from "./language/detect.js";
import { type CommentRecord, readComment, releaseTokens } from "./record/comment-record.js";
import { loadSentimentModel, readInLanguage, type SentimentLabel } from "./sentiment/model.js";
import { abuseGated, TAGS, type Tag, tagComment } from "./tags/tagger.js";
import { targetOf } from "./target/target.js";
import { isToxic } from "./toxicity/toxicity.js";

export interface AnalyzeOptions {
  /** See `LanguageOptions.cache`. */
  languageCache?: Map<string, string>;
  /** The comment is written by the post's owner: adds `creator_reply`. */
  isFromOwner?: boolean;
  /** See `LanguageOptions.fallback`; on by default. */
  languageFallback?: boolean;
  /**
   * Called with each distinct comment's record and language while its tokens are still
   * held, for a later stage that reads the words too (the report's topics).
   */
  onRead?: (record: CommentRecord, lang: string) => void;
}

export interface CommentAnalysis {
  /** P(positive) − P(negative), -1..1. */
  score: number;
  label: SentimentLabel;
  /** ISO 639-1, or "und" when it cannot be told. */
  lang: string;
  /** Whom the comment is about or aimed at (see `COMMENT_TARGETS`). */
  target: CommentTarget;
  /** Tags in vocabulary order (see `TAGS`). */
  tags: Tag[];
  /** Set when the comment switches languages mid-sentence (see `LanguageResult.mixedWith`). */
  mixedWith?: string;
  /** Labels a person set for this comment, read instead of the analyzer's (see `withCorrections`). */
  corrected?: true;
}

/**
 * Everything the report needs about one comment, in one pass: the text is read once into a
 * record (see `readComment`) that the sentiment model, the language detector, the tagger, the
 * toxicity check and the target read.
 */
export function analyzeComment(text: string, opts: AnalyzeOptions = {}): CommentAnalysis {
  return analyzeBlock([{ text, isFromOwner: opts.isFromOwner }], opts)[0] as CommentAnalysis;
}

/**
 * `analyzeComment` for several comments, a step at a time over all of them: each step's
 * tables and expressions stay in the processor's caches for the whole block, which makes a
 * large batch about a third faster than reading each comment through every step in turn.
 * Every step reads the comment's record (see `readComment`), never its raw text again.
 */
function analyzeBlock(
  block: readonly BatchComment[],
  opts: Omit<AnalyzeOptions, "isFromOwner">,
): CommentAnalysis[] {
  const model = loadSentimentModel();
  const records = block.map((c) => c.record ?? readComment(c.text));
  const scored = records.map((r) => model.scoreRecord(r));
  const langOpts: LanguageOptions = {
    fallback: opts.languageFallback ?? true,
    cache: opts.languageCache,
  };
  const languages = records.map((r) => languageOf(r.text, r.tokens, langOpts));
  const readings = scored.map((s, i) => readInLanguage(s, (languages[i] as LanguageResult).lang));
  const tagged = block.map((c, i) => {
    const { extraction, slangPraise } = scored[i] as (typeof scored)[number];
    const { score, label } = readings[i] as (typeof readings)[number];
    return tagComment({
      record: records[i] as CommentRecord,
      score,
      label,
      isFromOwner: c.isFromOwner,
      slangPraise,
      buyingPlans: extraction.cues.buyingPlans,
    });
  });
  // An insult is never engagement, whatever words of praise or of asking it uses.
  records.forEach((r, i) => {
    const tags = tagged[i] as Tag[];
    if (isToxic(r, (languages[i] as LanguageResult).lang))
      tagged[i] = abuseGated(TAGS.filter((t) => t === "toxic" || tags.includes(t)));
  });
  const out = block.map((c, i) => {
    const tags = tagged[i] as Tag[];
    const { score, label: read } = readings[i] as (typeof readings)[number];
    // Praise needs a positive lean and a word or emoji of praise: a compliment the model only
    // leans towards ("that colour tho 🔥", "fresh") is still positive, not no opinion.
    const label = read === "neutral" && tags.includes("praise") ? "positive" : read;
    const { lang, mixedWith } = languages[i] as LanguageResult;
    const target = targetOf({
      record: records[i] as CommentRecord,
      tags,
      isFromOwner: c.isFromOwner,
    });
    return mixedWith
      ? { score, label, lang, target, tags, mixedWith }
      : { score, label, lang, target, tags };
  });
  // Every stage that reads tokens is done with these comments.
  records.forEach((r, i) => {
    opts.onRead?.(r, (out[i] as CommentAnalysis).lang);
    releaseTokens(r);
  });
  return out;
}

/** Comments read a step at a time together (see `analyzeBlock`). */
const BLOCK = 512;

export interface BatchComment {
  text: string;
  isFromOwner?: boolean;
  /** The comment already read (see `readComment`), when the caller has it. */
  record?: CommentRecord;
}

/**
 * Analyses many comments. Identical texts (giveaway entries, bot floods, "🔥🔥🔥") are
 * analysed once; results are returned in input order, each its own object.
 */
export function analyzeComments(
  comments: Iterable<BatchComment | string>,
  opts: Omit<AnalyzeOptions, "isFromOwner"> = {},
): CommentAnalysis[] {
  const out: CommentAnalysis[] = [];
  const each = { ...opts, languageCache: opts.languageCache ?? new Map<string, string>() };
  // Each distinct comment is read once, in blocks; the output refers to its result by place.
  const firsts: BatchComment[] = [];
  const places: number[] = [];
  const results: CommentAnalysis[] = [];
  const flush = () => {
    results.push(...analyzeBlock(firsts, each));
    firsts.length = 0;
  };
  // One map per author kind: the owner's "thank you!" is a creator reply, anyone else's not.
  const index = [new Map<string, number>(), new Map<string, number>()];
  for (const c of comments) {
    const text = typeof c === "string" ? c : c.text;
    const isFromOwner = typeof c === "string" ? false : (c.isFromOwner ?? false);
    const known = index[isFromOwner ? 1 : 0] as Map<string, number>;
    let place = known.get(text);
    if (place === undefined) {
      place = results.length + firsts.length;
      known.set(text, place);
      firsts.push(typeof c === "string" ? { text, isFromOwner } : { ...c, isFromOwner });
      if (firsts.length === BLOCK) flush();
    }
    places.push(place);
  }
  flush();
  const used = new Uint8Array(results.length);
  for (const place of places) {
    const r = results[place] as CommentAnalysis;
    // The first use gets the result itself; repeats get their own copy.
    out.push(used[place] ? { ...r, tags: r.tags.slice() } : r);
    used[place] = 1;
  }
  return out;
}
