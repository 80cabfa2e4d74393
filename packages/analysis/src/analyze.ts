import type { CommentTarget } from "@commentlens/shared";
import { type LanguageOptions, languageOf } from "./language/detect.js";
import { loadSentimentModel, type SentimentLabel } from "./sentiment/model.js";
import { TAGS, type Tag, tagComment } from "./tags/tagger.js";
import { targetOf } from "./target/target.js";
import { isToxic } from "./toxicity/toxicity.js";

export interface AnalyzeOptions {
  /** See `LanguageOptions.cache`. */
  languageCache?: Map<string, string>;
  /** The comment is written by the post's owner: adds `creator_reply`. */
  isFromOwner?: boolean;
  /** See `LanguageOptions.fallback`; on by default. */
  languageFallback?: boolean;
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
}

/**
 * Everything the report needs about one comment, in one pass: the text is tokenised once
 * and the tokens are shared by the sentiment model, the language detector and the tagger.
 */
export function analyzeComment(text: string, opts: AnalyzeOptions = {}): CommentAnalysis {
  const { score, label, extraction, slangPraise } = loadSentimentModel().scoreWithTokens(text);
  const langOpts: LanguageOptions = {
    fallback: opts.languageFallback ?? true,
    cache: opts.languageCache,
  };
  const { lang, mixedWith } = languageOf(text, extraction.tokens, langOpts);
  let tags = tagComment({
    text,
    tokens: extraction.tokens,
    negated: extraction.negated,
    score,
    label,
    isFromOwner: opts.isFromOwner,
    slangPraise,
  });
  // An insult is never praise, whatever words of praise it uses ("nice try, idiot").
  if (isToxic(text, extraction.tokens, lang))
    tags = TAGS.filter((t) => t === "toxic" || (t !== "praise" && tags.includes(t)));
  const target = targetOf({ text, tokens: extraction.tokens, tags, isFromOwner: opts.isFromOwner });
  return mixedWith
    ? { score, label, lang, target, tags, mixedWith }
    : { score, label, lang, target, tags };
}

export interface BatchComment {
  text: string;
  isFromOwner?: boolean;
}

/**
 * Analyses many comments. Identical texts (giveaway entries, bot floods, "🔥🔥🔥") are
 * analysed once; results are returned in input order, each its own object.
 */
export function analyzeComments(
  comments: Iterable<BatchComment | string>,
  opts: Omit<AnalyzeOptions, "isFromOwner"> = {},
): CommentAnalysis[] {
  // One map per author kind: the owner's "thank you!" is a creator reply, anyone else's not.
  const seen = [new Map<string, CommentAnalysis>(), new Map<string, CommentAnalysis>()];
  const out: CommentAnalysis[] = [];
  const each = { ...opts, languageCache: opts.languageCache ?? new Map<string, string>() };
  for (const c of comments) {
    const text = typeof c === "string" ? c : c.text;
    const isFromOwner = typeof c === "string" ? false : (c.isFromOwner ?? false);
    const cache = seen[isFromOwner ? 1 : 0] as Map<string, CommentAnalysis>;
    let r = cache.get(text);
    if (!r) {
      r = analyzeComment(text, isFromOwner ? { ...each, isFromOwner } : each);
      cache.set(text, r);
      out.push(r);
    } else {
      out.push({ ...r, tags: r.tags.slice() });
    }
  }
  return out;
}
