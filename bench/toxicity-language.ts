// The toxicity and real-comment language part of `npm run eval`: precision, recall and F1 of
// the `toxic` tag on the dev splits of public toxicity sets (the `toxicity/` folder of the
// shared eval folder, written by packages/analysis/scripts/prepare-toxicity-data.ts), and the
// language accuracy and toxic tag on the labelled real Instagram comments, tuning and held-out
// posts apart. Parts whose files are missing are skipped.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { analyzeComment, detectLanguage, isToxic, tokenize } from "@commentlens/analysis";

interface ToxicRow {
  text: string;
  toxic: boolean;
  lang: string;
}

export interface Detection {
  texts: number;
  toxic: number;
  precision: number;
  recall: number;
  f1: number;
}

function detection(gold: boolean[], predicted: boolean[]): Detection {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  gold.forEach((g, i) => {
    if (predicted[i] && g) tp++;
    else if (predicted[i]) fp++;
    else if (g) fn++;
  });
  const precision = tp + fp ? tp / (tp + fp) : 0;
  const recall = tp + fn ? tp / (tp + fn) : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { texts: gold.length, toxic: tp + fn, precision, recall, f1 };
}

const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as T);

/** Posts whose labels may be read while tuning; the rest are held out. */
const TUNING_POSTS = new Set(
  "BfRFAHRFYBa BwP6GfBngXX BvuUv2IHk1f BGIuL0hFi8Q B7_SLTFpkIj B3hjIJDp48_ B7zQkapJYen 5MynuIArkF".split(
    " ",
  ),
);

export interface RealPostsPart {
  split: "tune" | "holdout";
  /** Labelled comments in a language (gold `und` left out). */
  withLanguage: number;
  languageAccuracy: number;
  toxic: Detection;
}

export interface ToxicityLanguageEval {
  toxicity: Record<string, Detection>;
  /** Mean F1 over the sets from training-split sources (HateCheck, a test suite, apart). */
  toxicityMeanF1?: number;
  realPosts: RealPostsPart[];
}

/** Dev files of the public toxicity sets, each measured on its own. */
function toxicityPart(dir: string): Record<string, Detection> {
  const out: Record<string, Detection> = {};
  if (!existsSync(dir)) return out;
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith("-dev.jsonl") && f !== "toxicity-hatecheck.jsonl") continue;
    const rows = readJsonl<ToxicRow>(path.join(dir, f));
    const name = f.replace(/^toxicity-/, "").replace(/\.jsonl$/, "");
    const predicted = rows.map((r) => {
      const tokens = tokenize(r.text);
      return isToxic(r.text, tokens, detectLanguage(r.text, tokens));
    });
    out[name] = detection(
      rows.map((r) => r.toxic),
      predicted,
    );
    if (name === "hatecheck") {
      for (const lang of [...new Set(rows.map((r) => r.lang))].sort()) {
        const idx = rows.flatMap((r, i) => (r.lang === lang ? [i] : []));
        out[`hatecheck-${lang}`] = detection(
          idx.map((i) => (rows[i] as ToxicRow).toxic),
          idx.map((i) => predicted[i] as boolean),
        );
      }
    }
  }
  return out;
}

interface Label {
  post: string;
  id: string;
  language: string;
  toxic: boolean;
}

/** The labelled real comments: language accuracy and the toxic tag, per split. */
function realPostsPart(dir: string): RealPostsPart[] {
  const labelsFile = path.join(dir, "labels.jsonl");
  if (!existsSync(labelsFile)) return [];
  const texts = new Map<string, string>();
  for (const f of readdirSync(dir)) {
    if (!f.endsWith(".jsonl") || f === "labels.jsonl" || f === "posts.jsonl") continue;
    for (const post of readJsonl<{ shortcode: string; comments: { id: string; text: string }[] }>(
      path.join(dir, f),
    ))
      for (const c of post.comments) texts.set(`${post.shortcode}/${c.id}`, c.text);
  }
  const labels = readJsonl<Label>(labelsFile);
  return (["tune", "holdout"] as const).map((split) => {
    let withLanguage = 0;
    let right = 0;
    const gold: boolean[] = [];
    const predicted: boolean[] = [];
    for (const l of labels) {
      if (TUNING_POSTS.has(l.post) !== (split === "tune")) continue;
      const text = texts.get(`${l.post}/${l.id}`);
      if (text === undefined) continue;
      const r = analyzeComment(text);
      gold.push(l.toxic);
      predicted.push(r.tags.includes("toxic"));
      if (l.language === "und") continue;
      withLanguage++;
      if (r.lang === l.language) right++;
    }
    return {
      split,
      withLanguage,
      languageAccuracy: withLanguage ? right / withLanguage : 0,
      toxic: detection(gold, predicted),
    };
  });
}

const f3 = (x: number) => x.toFixed(3);

/** Measures, prints a table and returns the figures for bench/eval.json. */
export function evalToxicityAndLanguage(evalDir: string): ToxicityLanguageEval {
  const toxicity = toxicityPart(path.join(evalDir, "toxicity"));
  const fromTraining = Object.entries(toxicity).filter(([n]) => n.endsWith("-dev"));
  const result: ToxicityLanguageEval = {
    toxicity,
    realPosts: realPostsPart(path.join(evalDir, "real-posts")),
  };
  if (fromTraining.length)
    result.toxicityMeanF1 = fromTraining.reduce((a, [, d]) => a + d.f1, 0) / fromTraining.length;

  if (Object.keys(toxicity).length) {
    console.log("\nToxic tag on public dev data (precision / recall / F1, texts, toxic)");
    for (const [name, d] of Object.entries(toxicity))
      console.log(
        `${name.padEnd(20)}${f3(d.precision)} ${f3(d.recall)} ${f3(d.f1)}  ${d.texts} ${d.toxic}`,
      );
    if (result.toxicityMeanF1 !== undefined)
      console.log(`${"mean F1 (dev sets)".padEnd(20)}${f3(result.toxicityMeanF1)}`);
  }
  for (const p of result.realPosts)
    console.log(
      `Real posts (${p.split}): language accuracy ${f3(p.languageAccuracy)} on ${p.withLanguage} comments; toxic tag P ${f3(p.toxic.precision)} R ${f3(p.toxic.recall)} (${p.toxic.toxic} toxic of ${p.toxic.texts})`,
    );
  return result;
}
