/**
 * The few measured figures marketing pages quote, taken from the committed benchmark
 * (bench/eval.json, written by `npm run eval`). vite.config.ts passes them to the app as
 * `__COMMENTLENS_EVAL__` at build time, so a refreshed benchmark changes the pages with it and
 * no figure is ever typed by hand. The shape is `EvalFigures` in the marketing and about
 * features; a figure that is missing from the file comes out as null and is not shown.
 */
import { readFileSync } from "node:fs";

interface Scores {
  n?: number;
  accuracy?: number;
  macroF1?: number;
}

interface EvalFile {
  generatedAt?: string;
  sentiment?: Record<
    string,
    { rows?: number; analyzers?: { ours?: Scores }; byLanguage?: Record<string, unknown> }
  >;
  umsabMeanMacroF1?: { ours?: number };
  throughput?: { pipelineInProcessLinesPerSecond?: number };
}

export interface EvalFiguresData {
  measuredAt: string | null;
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

export function evalFigures(
  path = new URL("../../../bench/eval.json", import.meta.url),
): EvalFiguresData | null {
  let file: EvalFile;
  try {
    file = JSON.parse(readFileSync(path, "utf8")) as EvalFile;
  } catch {
    return null;
  }
  const sample = accuracyOf(file, "labelled/demo-sample.jsonl");
  const tweetEval = accuracyOf(file, "tweeteval-val.jsonl");
  const umsab = file.sentiment?.["umsab-val.jsonl"]?.byLanguage;
  const speed = file.throughput?.pipelineInProcessLinesPerSecond;
  return {
    measuredAt: file.generatedAt ?? null,
    sample: sample ? { accuracy: sample.accuracy, comments: sample.count } : null,
    tweetEval: tweetEval ? { accuracy: tweetEval.accuracy, texts: tweetEval.count } : null,
    languages: umsab
      ? { codes: Object.keys(umsab).sort(), meanMacroF1: file.umsabMeanMacroF1?.ours ?? null }
      : null,
    commentsPerSecond: typeof speed === "number" ? speed : null,
  };
}
