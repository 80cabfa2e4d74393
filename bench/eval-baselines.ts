// The sentiment analyzers `npm run eval` compares on every labelled set: ours on each text
// alone, beside AFINN (`sentiment`), VADER and wink-sentiment.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { analyzeComment, pearson, type Scores, scoreLabels } from "@commentlens/analysis/internal";
import Sentiment from "sentiment";

const require = createRequire(import.meta.url);

export type Label = "positive" | "neutral" | "negative";

/** A labelled text as the evaluation files hold it. */
export interface Row {
  id: string;
  text: string;
  label: Label;
  lang?: string;
  score?: number;
  tags?: string[];
  isFromOwner?: boolean;
}

export const readJsonl = (file: string): Row[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Row);

export interface Prediction {
  label: Label;
  score: number;
}
export type Analyzer = (text: string) => Prediction;

export const afinn = new Sentiment();
const vader = require("vader-sentiment") as {
  SentimentIntensityAnalyzer: { polarity_scores(text: string): { compound: number } };
};
const wink = require("wink-sentiment") as (text: string) => {
  score: number;
  normalizedScore: number;
};
const sign = (x: number): Label => (x > 0 ? "positive" : x < 0 ? "negative" : "neutral");

/** Each reads one text alone: ours (the per-comment pipeline), then three well-known analyzers. */
export const ANALYZERS: Record<string, Analyzer> = {
  ours: (text) => {
    const r = analyzeComment(text);
    return { label: r.label, score: r.score };
  },
  afinn: (text) => {
    const r = afinn.analyze(text);
    return { label: sign(r.score), score: r.comparative };
  },
  // VADER's documented thresholds: compound ≥ 0.05 positive, ≤ -0.05 negative.
  vader: (text) => {
    const c = vader.SentimentIntensityAnalyzer.polarity_scores(text).compound;
    return { label: c >= 0.05 ? "positive" : c <= -0.05 ? "negative" : "neutral", score: c };
  },
  wink: (text) => {
    const r = wink(text);
    return { label: sign(r.score), score: r.normalizedScore };
  },
};
export const NAMES = Object.keys(ANALYZERS);

export interface FileResult {
  file: string;
  rows: number;
  split: "validation/dev" | "training (in-sample)" | "hand-labelled" | "real comments";
  analyzers: Record<string, Scores & { pearson?: number }>;
  byLanguage?: Record<string, Record<string, Scores>>;
}

/** Every analyzer on the same labelled texts, overall and per language. */
export function evaluate(file: string, rows: Row[], split: FileResult["split"]): FileResult {
  const result: FileResult = { file, rows: rows.length, split, analyzers: {} };
  const gold = rows.map((r) => r.label);
  const langs = [...new Set(rows.map((r) => r.lang ?? "und"))].sort();
  if (langs.length > 1) result.byLanguage = {};
  for (const name of NAMES) {
    const analyze = ANALYZERS[name] as Analyzer;
    const preds = rows.map((r) => analyze(r.text));
    const s: Scores & { pearson?: number } = scoreLabels(
      gold,
      preds.map((p) => p.label),
    );
    if (rows.every((r) => typeof r.score === "number")) {
      s.pearson = pearson(
        rows.map((r) => r.score as number),
        preds.map((p) => p.score),
      );
    }
    result.analyzers[name] = s;
    if (result.byLanguage) {
      for (const lang of langs) {
        const idx = rows.flatMap((r, i) => ((r.lang ?? "und") === lang ? [i] : []));
        const byLang = result.byLanguage[lang] ?? {};
        byLang[name] = scoreLabels(
          idx.map((i) => gold[i] as string),
          idx.map((i) => (preds[i] as Prediction).label),
        );
        result.byLanguage[lang] = byLang;
      }
    }
  }
  return result;
}
