import { readFileSync } from "node:fs";
import { cueWord } from "../cues/cues.js";
import { modelPath, readModelJson } from "../model-files.js";
import { type CommentRecord, readComment } from "../record/comment-record.js";
import { round } from "../round.js";
import { straightApostrophes } from "../text/characters.js";
import {
  DENSE,
  type Extraction,
  extractFeatures,
  type FeatureConfig,
  FeatureVector,
  FIRST_CUE_FEATURE,
} from "./features.js";

export const LABELS = ["negative", "neutral", "positive"] as const;

export type SentimentLabel = (typeof LABELS)[number];

export interface SentimentResult {
  /** P(positive) − P(negative), in -1..1, rounded to 3 decimals. */
  score: number;
  label: SentimentLabel;
  probabilities: { negative: number; neutral: number; positive: number };
}

/** Shape of model/sentiment.json (written by `npm run train`). */
export interface ModelFile {
  format: 1;
  classes: SentimentLabel[];
  features: FeatureConfig;
  /** Weights of the hashed buckets: int8, bucket-major (3 classes per bucket), times `scale`. */
  hashed: { file: string; scale: number; sha256: string; bytes: number };
  /** Dense feature weights: one row of 3 per name in `DENSE`. */
  dense: Record<string, [number, number, number]>;
  /** Weights of single cue entries (keyed as `cueEntryKey`); an entry without one adds nothing. */
  cueEntries: Record<string, [number, number, number]>;
  /** Added to the logits (negative, neutral, positive). */
  classBias: [number, number, number];
  /**
   * Factor on P(negative) for a question without any sign of criticism (1 = no rule),
   * chosen by cross-validation on the training data.
   */
  plainQuestionNegative: number;
  training: Record<string, unknown>;
}

/** A loaded model: weights in memory, ready to score. */
export class SentimentModel {
  readonly cfg: FeatureConfig;
  private readonly scale: number;
  private readonly dense: Float32Array;
  private readonly bias: Float64Array;
  private readonly questionLogit: number;
  private readonly entryWeights: Map<string, readonly [number, number, number]>;
  private readonly fv = new FeatureVector();
  readonly meta: ModelFile;

  constructor(meta: ModelFile, weights: Int8Array) {
    if (meta.format !== 1) throw new Error(`unsupported sentiment model format ${meta.format}`);
    if (weights.length !== 3 << meta.features.bits) {
      throw new Error(
        `sentiment weights have ${weights.length} entries, expected ${3 << meta.features.bits}`,
      );
    }
    this.meta = meta;
    this.cfg = meta.features;
    this.scale = meta.hashed.scale;
    this.dense = new Float32Array(DENSE.length * 3);
    DENSE.forEach((name, k) => {
      const row = meta.dense[name];
      if (!row) throw new Error(`sentiment model lacks dense weight "${name}"`);
      this.dense.set(row, k * 3);
    });
    this.bias = Float64Array.from(meta.classBias);
    this.questionLogit = Math.log(meta.plainQuestionNegative);
    this.entryWeights = new Map(Object.entries(meta.cueEntries ?? {}));
    this.fv.weights = weights;
  }

  /** Scores one comment read once (see `readComment`), with what the extraction saw. */
  scoreRecord(record: CommentRecord): SentimentResult & {
    extraction: Extraction;
    grief: boolean;
    slangPraise: boolean;
    /** A comment cue (slang, cheering, mockery…) moved the reading. */
    cued: boolean;
  } {
    const fv = this.fv;
    const extraction = extractFeatures(record, this.cfg, fv);
    // The hashed features were summed into fv as they were found (see FeatureVector.weights).
    const unit = fv.squares > 0 ? this.scale / Math.sqrt(fv.squares) : 0;
    let l0 = fv.sum0 * unit + (this.bias[0] as number);
    let l1 = fv.sum1 * unit + (this.bias[1] as number);
    let l2 = fv.sum2 * unit + (this.bias[2] as number);
    const d = fv.dense;
    const w = this.dense;
    // The cue features' part of the logits, kept apart for comments the emoji table reads.
    let c0 = 0;
    let c1 = 0;
    let c2 = 0;
    for (let k = 0; k < d.length; k++) {
      const x = d[k] as number;
      if (x === 0) continue;
      const x0 = x * (w[k * 3] as number);
      const x1 = x * (w[k * 3 + 1] as number);
      const x2 = x * (w[k * 3 + 2] as number);
      l0 += x0;
      l1 += x1;
      l2 += x2;
      if (k >= FIRST_CUE_FEATURE) {
        c0 += x0;
        c1 += x1;
        c2 += x2;
      }
    }
    for (const key of extraction.cues.entries) {
      const e = this.entryWeights.get(key);
      if (!e) continue;
      l0 += e[0];
      l1 += e[1];
      l2 += e[2];
      c0 += e[0];
      c1 += e[1];
      c2 += e[2];
    }
    if (extraction.emojiCount > 0 && (extraction.words === 0 || onlyFrameWords(extraction))) {
      // No words, or only words that frame the emoji ("these are 🔥🔥"): the text model has
      // little to go on (few training tweets are emoji only), so the emoji table decides. Repeats strengthen ("🔥🔥🔥" > "🔥"); near-zero polarity
      // (🤔, 👀) stays neutral.
      const n = extraction.emojiCount;
      const s = Math.max(
        -1,
        Math.min(1, (extraction.emojiSum / n) * (1 + 0.15 * Math.min(n - 1, 3))),
      );
      l0 = -3 * s + c0;
      l1 = 0.5 + c1;
      l2 = 3 * s + c2;
    } else if (
      extraction.lexPos > 0 &&
      extraction.lexNeg === 0 &&
      extraction.emojiPos === 0 &&
      extraction.emojiNeg >= IRONY_EMOJI
    ) {
      // Praise with only eye-rolling or angry emoji ("love that for us 🙃", "cool cool cool
      // 🙄") is sarcasm: the emoji carry the verdict, so positive and negative trade places.
      // The cues keep their own sign (mockery stays mockery).
      const t = l2 - c2;
      l2 = l0 - c0 + c2;
      l0 = t + c0;
    } else if (extraction.question && !extraction.negativeCue && !extraction.cues.pain) {
      // A question with no word or emoji of criticism ("which hotel is this?") is asking, not
      // complaining; tweets taught the model to read many questions as negative.
      l0 += this.questionLogit;
    }
    const { cues } = extraction;
    if (!cues.any && loneUnknownWord(extraction) && l0 > l2 && !negativeIsSure(l0, l1, l2)) {
      // One word that neither the lexicon nor any cue knows ("CR7", a name, a word of a
      // language the model barely saw): the model guesses from its letters alone, and those
      // guesses lean negative far more often than comments are. Unsure, it is no opinion.
      l1 = l0 + LONE_WORD_NEUTRAL;
    }
    const m = Math.max(l0, l1, l2);
    const e0 = Math.exp(l0 - m);
    const e1 = Math.exp(l1 - m);
    const e2 = Math.exp(l2 - m);
    const z = e0 + e1 + e2;
    const pNeg = e0 / z;
    const pNeu = e1 / z;
    const pPos = e2 / z;
    const label: SentimentLabel =
      pPos >= pNeg && pPos >= pNeu ? "positive" : pNeg >= pNeu ? "negative" : "neutral";
    return {
      score: round3(pPos - pNeg),
      label,
      probabilities: { negative: round3(pNeg), neutral: round3(pNeu), positive: round3(pPos) },
      extraction,
      grief: cues.grief,
      slangPraise: cues.slangPraise,
      cued: cues.any,
    };
  }

  score(text: string): SentimentResult {
    const { score, label, probabilities } = this.scoreRecord(readComment(text));
    return { score, label, probabilities };
  }
}

/**
 * Languages whose training text holds next to no neutral examples (Turkish: polar film reviews
 * and mostly negative tweets). The model reads their everyday talk under a post (lyrics, jokes,
 * "get up, don't sleep") as criticism.
 */
const FEW_NEUTRAL_EXAMPLES = new Set(["tr"]);
/**
 * Probability above which the model's criticism stands there: it almost never says neutral in
 * those languages, so a negative reading near the lone-word bar is still mostly "not praise".
 */
const FEW_NEUTRAL_SURE = 0.8;

/**
 * The reading of a comment once its language is known: in a language of
 * `FEW_NEUTRAL_EXAMPLES`, criticism with no word, emoji or cue of it, of which the model is not
 * sure, is no opinion (neutral put just ahead of negative, as for a lone unknown word).
 */
export function readInLanguage(
  result: SentimentResult & { extraction: Extraction; cued: boolean },
  lang: string,
): { score: number; label: SentimentLabel } {
  const { negative, positive } = result.probabilities;
  if (
    result.label !== "negative" ||
    !FEW_NEUTRAL_EXAMPLES.has(lang) ||
    result.cued ||
    result.extraction.negativeCue ||
    negative >= FEW_NEUTRAL_SURE
  )
    return result;
  const z = negative * (1 + Math.exp(LONE_WORD_NEUTRAL)) + positive;
  return { score: round3((positive - negative) / z), label: "neutral" };
}

/**
 * Words that only point at what the emoji judge ("these are", "this is so", "looks"): with
 * nothing else said, the emoji carry the whole opinion.
 */
const isFrameWord = (word: string) => cueWord("frame-word", word);

function onlyFrameWords(x: Extraction): boolean {
  if (x.lexPos > 0 || x.lexNeg > 0) return false;
  return x.tokens.every((t) => t.kind !== "word" || isFrameWord(straightApostrophes(t.text)));
}

/** How far ahead neutral is put for a lone word the model is unsure of. */
const LONE_WORD_NEUTRAL = 0.2;
/** Probability above which the model's negative reading of a lone word stands. */
const LONE_WORD_SURE = 0.6;

function loneUnknownWord(x: Extraction): boolean {
  return x.words === 1 && x.emojiCount === 0 && x.lexPos === 0 && x.lexNeg === 0 && !x.negativeCue;
}

function negativeIsSure(l0: number, l1: number, l2: number): boolean {
  const m = Math.max(l0, l1, l2);
  const z = Math.exp(l0 - m) + Math.exp(l1 - m) + Math.exp(l2 - m);
  return Math.exp(l0 - m) / z >= LONE_WORD_SURE;
}

/** Summed negative emoji polarity that turns praise words into sarcasm (one 🙄 is -0.4). */
const IRONY_EMOJI = 0.25;

function round3(x: number): number {
  return round(x, 3);
}

let shipped: SentimentModel | undefined;

/** The model shipped in packages/analysis/model, loaded once on first use. */
export function loadSentimentModel(): SentimentModel {
  if (!shipped) {
    const meta = readModelJson<ModelFile>("sentiment.json");
    const buf = readFileSync(modelPath(meta.hashed.file));
    shipped = new SentimentModel(meta, new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength));
  }
  return shipped;
}

/**
 * Sentiment of one comment. `score` is P(positive) − P(negative): +1 is certainly positive,
 * -1 certainly negative, near 0 neutral or torn between the two. `label` is the most probable
 * class. The probabilities come from the trained model, with three rules on top: a comment
 * without words is scored from its emoji alone, praise with only negative emoji is read as
 * sarcasm (positive and negative swap), and a question with no sign of criticism has its
 * negative probability scaled down (`plainQuestionNegative`, then renormalised).
 */
export function scoreComment(text: string): SentimentResult {
  return loadSentimentModel().score(text);
}
