import { cueWord } from "../cues/cues.js";
import type { CommentRecord } from "../record/comment-record.js";
import { emojiPolarity } from "../text/emoji-polarity.js";
import { lexiconScore, phraseScore } from "../text/lexicon.js";
import { isNegator } from "../text/negation.js";
import { squeeze, type Token } from "../text/tokenize.js";
import { type CommentCues, CUE_FEATURES, commentCues } from "./comment-cues.js";

/**
 * Emoji whose sentiment is the words' (loudly crying: tears of joy, of laughter, of
 * longing or of dismay), so they get no polarity from the emoji table.
 */
const followsWords = (emoji: string) => cueWord("words-decide-emoji", emoji);

/** Feature settings; stored with the weights so inference extracts what training saw. */
export interface FeatureConfig {
  /** log2 of the number of hashed buckets. */
  bits: number;
  charMin: number;
  charMax: number;
  wordBigrams: boolean;
  /** Value of each character n-gram relative to a word feature (they are far more numerous). */
  charWeight: number;
}

/**
 * Dense features after the hashed buckets, in this order. Lexicon and emoji sums are
 * squashed with tanh so a long rant and a one-word comment stay on the same scale.
 */
const BASE_DENSE = [
  "bias",
  "lex_pos",
  "lex_neg",
  "emoji_pos",
  "emoji_neg",
  "emoticon_pos",
  "emoticon_neg",
  "exclaim",
  "question",
  "elongated",
  "no_words",
] as const;

/** Where the cue features start among the dense features. */
export const FIRST_CUE_FEATURE = BASE_DENSE.length;

/** Then one feature per comment cue (see `CUE_FEATURES`), whose weights are learned too. */
export const DENSE: readonly string[] = [
  ...BASE_DENSE,
  ...CUE_FEATURES.map((name) => `cue:${name}`),
];

/** Words whose n-gram sums are kept at once; past it the memo starts again. */
const GRAM_MEMO_LIMIT = 100_000;

/** A reusable sparse vector: hashed indices with values, plus the dense block. */
export class FeatureVector {
  idx = new Int32Array(256);
  val = new Float32Array(256);
  n = 0;
  dense = new Float32Array(DENSE.length);
  mask = 0;
  /**
   * When set (scoring), features are not stored: each is multiplied into `sum0..2` with its
   * bucket's weights right away and its square added to `squares`; the unit-length scaling
   * is then one division by √squares. Training leaves it unset and keeps the vector.
   */
  weights: Int8Array | undefined;
  sum0 = 0;
  sum1 = 0;
  sum2 = 0;
  squares = 0;
  /**
   * Scoring only: per word, its character n-grams' share of `sum0..2` and `squares`. Words
   * repeat across comments far more than texts do, and each n-gram is a random read in a
   * table of megabytes, so a word's grams are summed once and then added as one block.
   */
  private readonly grams = new Map<string, Float64Array>();

  reset(bits: number): void {
    this.n = 0;
    this.mask = (1 << bits) - 1;
    this.dense.fill(0);
    this.sum0 = 0;
    this.sum1 = 0;
    this.sum2 = 0;
    this.squares = 0;
  }

  /** Adds a hashed feature: low bits pick the bucket, the sign bit the sign (less collision bias). */
  add(h: number, v = 1): void {
    const value = h < 0 ? -v : v;
    const q = this.weights;
    if (q !== undefined) {
      const b = (h & this.mask) * 3;
      this.sum0 += value * (q[b] as number);
      this.sum1 += value * (q[b + 1] as number);
      this.sum2 += value * (q[b + 2] as number);
      this.squares += value * value;
      return;
    }
    this.push(h & this.mask, value);
  }

  /** Adds the character n-grams of `word`, from the per-word sums when scoring. */
  addCharGrams(word: string, cfg: FeatureConfig): void {
    if (this.weights === undefined) {
      addCharGrams(word, cfg, this);
      return;
    }
    let g = this.grams.get(word);
    if (g === undefined) {
      const { sum0, sum1, sum2, squares } = this;
      this.sum0 = this.sum1 = this.sum2 = this.squares = 0;
      addCharGrams(word, cfg, this);
      g = Float64Array.of(this.sum0, this.sum1, this.sum2, this.squares);
      this.sum0 = sum0;
      this.sum1 = sum1;
      this.sum2 = sum2;
      this.squares = squares;
      if (this.grams.size >= GRAM_MEMO_LIMIT) this.grams.clear();
      this.grams.set(word, g);
    }
    this.sum0 += g[0] as number;
    this.sum1 += g[1] as number;
    this.sum2 += g[2] as number;
    this.squares += g[3] as number;
  }

  push(i: number, v: number): void {
    if (this.n === this.idx.length) {
      const idx = new Int32Array(this.n * 2);
      idx.set(this.idx);
      this.idx = idx;
      const val = new Float32Array(this.n * 2);
      val.set(this.val);
      this.val = val;
    }
    this.idx[this.n] = i;
    this.val[this.n] = v;
    this.n++;
  }
}

// FNV-1a over UTF-16 code units; each namespace starts from its own seed so "w:fire" and
// the emoji feature for 🔥 never share a bucket on purpose.
const FNV_PRIME = 16777619;
const SEED_WORD = 0x811c9dc5;
const SEED_NEG = 0x1b873593;
const SEED_BIGRAM = 0x85ebca6b;
const SEED_CHAR = 0xc2b2ae35;
const SEED_EMOJI = 0x27d4eb2f;
const SEED_TAG = 0x165667b1;
const SEED_MISC = 0x9e3779b1;

function hashStr(seed: number, s: string): number {
  let h = seed;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h;
}

function mix(h: number, x: number): number {
  return Math.imul(h ^ x, FNV_PRIME);
}

/** What the extraction saw, for the scorer's rules and for callers such as the tagger. */
export interface Extraction {
  tokens: readonly Token[];
  /** Per token: 1 inside a negation scope (see `modifiers`). */
  negated: Uint8Array;
  /** Word tokens (not emoji, mentions, URLs or punctuation). */
  words: number;
  /** Lexicon opinion after negation and emphasis: praise and criticism, both ≥ 0. */
  lexPos: number;
  lexNeg: number;
  /** Emoji count and the sum of their polarities (-1..1 each). */
  emojiCount: number;
  emojiSum: number;
  /** Polarity of the positive and of the negative emoji, summed (both ≥ 0). */
  emojiPos: number;
  emojiNeg: number;
  /** Any criticism signal: a negative emoji, a negative emoticon (":(") or a negative word. */
  negativeCue: boolean;
  /** The comment has a question mark. */
  question: boolean;
  /** The comment cues found (their values are the last dense features). */
  cues: CommentCues;
}

/**
 * Fills `fv` with the features of a comment read once (see `readComment`) and returns what it
 * saw, for the scorer's rules.
 *
 * Sparse, hashed (scaled to unit length): words (prefixed when inside a negation scope), word
 * bigrams, character n-grams of each word, emoji, emoticons, hashtags, punctuation runs,
 * emphasis marks. Dense: see `DENSE`.
 */
export function extractFeatures(
  record: CommentRecord,
  cfg: FeatureConfig,
  fv: FeatureVector,
): Extraction {
  fv.reset(cfg.bits);
  const { tokens, negated, weight } = record;

  let lexPos = 0;
  let lexNeg = 0;
  let emoPos = 0;
  let emoNeg = 0;
  let emoCount = 0;
  let emoSum = 0;
  let emotPos = 0;
  let emotNeg = 0;
  let exclaim = 0;
  let question = 0;
  let elongated = 0;
  let words = 0;
  let prev = SEED_BIGRAM;
  let prevWord = "";

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    let unit: number;
    switch (t.kind) {
      case "word": {
        words++;
        const neg = negated[i] === 1;
        unit = hashStr(neg ? SEED_NEG : SEED_WORD, t.text);
        fv.add(unit);
        if (t.elongated) {
          elongated++;
          fv.add(hashStr(SEED_WORD, squeeze(t.text)));
        }
        if (t.shouted) fv.add(mix(SEED_MISC, 1));
        fv.addCharGrams(t.text, cfg);
        const word = lexiconScore(t.text, t.elongated ? squeeze(t.text) : undefined);
        const phrase = prevWord ? phraseScore(prevWord, t.text) : 0;
        const lex = word + phrase;
        if (lex !== 0) {
          // Negation turns praise into mild criticism and criticism into faint praise. A
          // phrase that opens with the negator ("no notes", "never again") already means
          // what it says.
          const flip = (x: number, on: boolean) => (on ? -0.6 * x : x);
          const v =
            (flip(word, neg) + flip(phrase, neg && !isNegator(prevWord))) * (weight[i] as number);
          if (v > 0) lexPos += v;
          else lexNeg -= v;
          fv.add(mix(SEED_MISC, (neg ? 100 : 200) + lex));
        }
        prevWord = t.text;
        break;
      }
      case "emoji": {
        if (followsWords(t.text)) {
          // 😭 is joy on one post and dismay on the next: its feature carries the lean of
          // the words before it (praise, criticism, none) and it adds no polarity of its own.
          const lean = lexPos - lexNeg;
          unit = hashStr(SEED_EMOJI, `${t.text}${lean > 0 ? "+" : lean < 0 ? "-" : "0"}`);
          fv.add(unit);
          emoCount++;
          prevWord = "";
          break;
        }
        unit = hashStr(SEED_EMOJI, t.text);
        const p = emojiPolarity(t.text);
        fv.add(unit);
        fv.add(mix(SEED_MISC, 300 + Math.round(p * 4)));
        emoCount++;
        emoSum += p;
        if (p > 0) emoPos += p;
        else emoNeg -= p;
        prevWord = "";
        break;
      }
      case "emoticon": {
        unit = hashStr(SEED_EMOJI, t.text.toLowerCase());
        fv.add(unit);
        const emoticon = t.text.toLowerCase();
        if (cueWord("happy-emoticon", emoticon)) emotPos++;
        else if (cueWord("sad-emoticon", emoticon)) emotNeg++;
        prevWord = "";
        break;
      }
      case "hashtag":
        unit = hashStr(SEED_TAG, t.text);
        fv.add(unit);
        fv.add(hashStr(SEED_WORD, t.text));
        prevWord = "";
        break;
      case "punct":
        if (t.text.includes("!")) exclaim++;
        if (t.text.includes("?")) question++;
        unit = hashStr(SEED_MISC, t.text);
        if (t.text !== "." && t.text !== ",") fv.add(unit);
        prevWord = "";
        break;
      default:
        unit = hashStr(SEED_MISC, t.text);
        prevWord = "";
    }
    if (cfg.wordBigrams) {
      fv.add(mix(prev, unit));
      prev = mix(SEED_BIGRAM, unit);
    }
  }
  if (cfg.wordBigrams && tokens.length > 0) fv.add(mix(prev, 0x5bd1e995));

  // Sparse values scaled to unit length, so long and short comments weigh alike.
  if (fv.n > 0) {
    let sq = 0;
    for (let k = 0; k < fv.n; k++) sq += (fv.val[k] as number) * (fv.val[k] as number);
    const s = 1 / Math.sqrt(sq);
    for (let k = 0; k < fv.n; k++) fv.val[k] = (fv.val[k] as number) * s;
  }
  const d = fv.dense;
  d[0] = 1;
  d[1] = Math.tanh(lexPos / 2);
  d[2] = Math.tanh(lexNeg / 2);
  d[3] = Math.tanh(emoPos);
  d[4] = Math.tanh(emoNeg * 2);
  d[5] = Math.min(emotPos, 2) / 2;
  d[6] = Math.min(emotNeg, 2) / 2;
  d[7] = Math.min(exclaim, 3) / 3;
  d[8] = Math.min(question, 3) / 3;
  d[9] = Math.min(elongated, 2) / 2;
  d[10] = words === 0 ? 1 : 0;
  const cues = commentCues(record, lexNeg, d.subarray(BASE_DENSE.length));
  return {
    cues,
    tokens,
    negated,
    words,
    lexPos,
    lexNeg,
    emojiCount: emoCount,
    emojiSum: emoSum,
    emojiPos: emoPos,
    emojiNeg: emoNeg,
    negativeCue: lexNeg > 0 || emoNeg > 0.1 || emotNeg > 0,
    question: question > 0,
  };
}

/** Character n-grams of "<word>", hashed incrementally without building substrings. */
function addCharGrams(word: string, cfg: FeatureConfig, fv: FeatureVector): void {
  const L = word.length + 2;
  for (let start = 0; start < L; start++) {
    let h = SEED_CHAR;
    for (let len = 1; len <= cfg.charMax && start + len <= L; len++) {
      const k = start + len - 1;
      h = mix(h, k === 0 || k === L - 1 ? 0x20 : word.charCodeAt(k - 1));
      if (len >= cfg.charMin) fv.add(mix(h, len), cfg.charWeight);
    }
  }
}
