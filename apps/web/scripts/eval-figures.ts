/**
 * The measured figures the site quotes, taken from the committed benchmark (bench/eval.json,
 * written by `npm run eval`), so a refreshed benchmark changes the pages with it and no figure is
 * ever typed by hand.
 *
 * - `evalFigures()`: the few figures marketing pages show. vite.config.ts passes them to the app
 *   as `__COMMENTLENS_EVAL__` at build time. The shape is `EvalFigures` in the marketing and about
 *   features; a figure that is missing from the file comes out as null and is not shown.
 * - `readEvalFile()`: the whole file, which the content plugin reads for the `{{eval:…}}` tokens
 *   in markdown (apps/web/vite-plugins/content/eval-tokens.ts).
 */
import { readFileSync } from "node:fs";

/** Where `npm run eval` writes its results. */
export const EVAL_FILE = new URL("../../../bench/eval.json", import.meta.url);

export interface EvalScores {
  n?: number;
  accuracy?: number;
  macroF1?: number;
}

export interface EvalSentimentEntry {
  rows?: number;
  analyzers?: Record<string, EvalScores | undefined>;
  byLanguage?: Record<string, Record<string, EvalScores | undefined> | undefined>;
}

export interface EvalTagEntry {
  rows?: number;
  perTag?: Record<string, unknown>;
  macroF1?: number;
  macroF1WithoutCreatorReply?: number;
}

export interface EvalLanguageDetector {
  accuracy?: number;
  macroAccuracy?: number;
  byLanguage?: Record<string, number>;
}

export interface EvalRealPostsSlice {
  posts?: number;
  comments?: number;
  sentiment?: Record<string, EvalScores | undefined>;
  target?: EvalScores;
  stance?: EvalScores;
  /** The toxic tag against the labels' toxic field. */
  toxic?: { precision?: number; recall?: number; support?: number };
  tags?: { macroF1?: number };
  language?: { n?: number; accuracy?: number };
}

/** Real Instagram comment sections analysed through the report (the `real-posts` part). */
export interface EvalRealPosts {
  generatedAt?: string;
  posts?: { labelled?: number; all?: number };
  slices?: Partial<Record<"tune" | "holdout" | "fresh" | "all", EvalRealPostsSlice | undefined>>;
  /** The target classifier trains on the tune posts: their accuracy, each post left out in turn. */
  targetTuneLeaveOnePostOut?: { accuracy?: number; comments?: number };
  /** Our own check labels of comments under other posts, which nothing is fitted on. */
  ownCheck?: {
    comments?: number;
    sentiment?: EvalScores;
    target?: EvalScores;
    tags?: { macroF1?: number };
  };
}

/**
 * What bench/eval.json holds, as far as the site reads it. Every field is optional: the file is
 * data, and readers check each figure before they use it.
 */
export interface EvalFile {
  generatedAt?: string;
  sentiment?: Record<string, EvalSentimentEntry | undefined>;
  umsabMeanMacroF1?: Record<string, number | undefined>;
  tags?: Record<string, EvalTagEntry | undefined>;
  language?: {
    texts?: number;
    languages?: string[];
    detectors?: Record<string, EvalLanguageDetector | undefined>;
  };
  throughput?: { pipelineInProcessLinesPerSecond?: number };
  realPosts?: EvalRealPosts;
  /** The toxic tag on the dev splits of public toxicity sets, by set. */
  toxicity?: {
    sets?: Record<string, { precision?: number; recall?: number; support?: number } | undefined>;
    meanDevF1?: number;
  };
}

/** The parsed benchmark file; throws when it is missing or not a JSON object. */
export function readEvalFile(path: string | URL = EVAL_FILE): EvalFile {
  const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new Error("not a JSON object");
  }
  return parsed as EvalFile;
}

/** Sentiment accuracy on a set of real comments, and what it was measured on. */
export interface RealCommentsAccuracy {
  accuracy: number;
  comments: number;
  posts: number;
}

export interface EvalFiguresData {
  measuredAt: string | null;
  /**
   * Sentiment accuracy on real Instagram comments labelled by reading them, through the report:
   * those of the tuned and held-out posts, those of the posts held out while the analyzer was
   * tuned, and the fresh set nobody read while tuning (the figure that counts).
   */
  realComments:
    | (RealCommentsAccuracy & {
        holdout: RealCommentsAccuracy | null;
        fresh: RealCommentsAccuracy | null;
      })
    | null;
  /** Sentiment accuracy on the hand-labelled sample of the bundled demo comments. */
  sample: { accuracy: number; comments: number } | null;
  /** Sentiment accuracy on the public TweetEval validation set. */
  tweetEval: { accuracy: number; texts: number } | null;
  /** Languages of the multilingual benchmark (UMSAB) and the mean macro-F1 over them. */
  languages: { codes: string[]; meanMacroF1: number | null } | null;
  /** Comments analysed per second by the local pipeline, in one process. */
  commentsPerSecond: number | null;
}

function accuracyOf(file: EvalFile, name: string) {
  const entry = file.sentiment?.[name];
  const ours = entry?.analyzers?.ours;
  if (typeof ours?.accuracy !== "number") return null;
  return { accuracy: ours.accuracy, count: ours.n ?? entry?.rows ?? 0 };
}

function realCommentsOf(
  file: EvalFile,
  slice: "all" | "holdout" | "fresh",
): RealCommentsAccuracy | null {
  const figures = file.realPosts?.slices?.[slice];
  const accuracy = figures?.sentiment?.ours?.accuracy;
  if (typeof accuracy !== "number" || !figures?.comments || !figures.posts) return null;
  return { accuracy, comments: figures.comments, posts: figures.posts };
}

export function evalFigures(path: string | URL = EVAL_FILE): EvalFiguresData | null {
  let file: EvalFile;
  try {
    file = readEvalFile(path);
  } catch {
    return null;
  }
  const sample = accuracyOf(file, "labelled/demo-sample.jsonl");
  const tweetEval = accuracyOf(file, "tweeteval-val.jsonl");
  const umsab = file.sentiment?.["umsab-val.jsonl"]?.byLanguage;
  const speed = file.throughput?.pipelineInProcessLinesPerSecond;
  const real = realCommentsOf(file, "all");
  return {
    measuredAt: file.generatedAt ?? null,
    realComments: real
      ? { ...real, holdout: realCommentsOf(file, "holdout"), fresh: realCommentsOf(file, "fresh") }
      : null,
    sample: sample ? { accuracy: sample.accuracy, comments: sample.count } : null,
    tweetEval: tweetEval ? { accuracy: tweetEval.accuracy, texts: tweetEval.count } : null,
    languages: umsab
      ? { codes: Object.keys(umsab).sort(), meanMacroF1: file.umsabMeanMacroF1?.ours ?? null }
      : null,
    commentsPerSecond: typeof speed === "number" ? speed : null,
  };
}
