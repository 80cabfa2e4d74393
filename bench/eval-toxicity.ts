// The toxicity figures of `npm run eval`: precision, recall and F1 of the `toxic` tag on the
// dev splits of public toxicity sets (the `toxicity/` folder of the data folder, written by
// packages/analysis/scripts/prepare-toxicity-data.ts) and on Multilingual HateCheck. Skipped
// when that folder is missing. (The real comments' toxic tag is in the real-posts part.)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  type BinaryScores,
  binaryScores,
  detectLanguage,
  isToxic,
  readComment,
} from "@commentlens/analysis/internal";
import { f3 } from "./eval-table.js";

interface ToxicRow {
  text: string;
  toxic: boolean;
  lang: string;
}

const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as T);

export interface ToxicityEval {
  sets: Record<string, BinaryScores>;
  /** Mean F1 over the dev splits (HateCheck, a test suite, apart). */
  meanDevF1?: number;
}

/** Dev files of the public toxicity sets, each measured on its own. */
function toxicityPart(dir: string): Record<string, BinaryScores> {
  const out: Record<string, BinaryScores> = {};
  if (!existsSync(dir)) return out;
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith("-dev.jsonl") && f !== "toxicity-hatecheck.jsonl") continue;
    const rows = readJsonl<ToxicRow>(path.join(dir, f));
    const name = f.replace(/^toxicity-/, "").replace(/\.jsonl$/, "");
    const predicted = rows.map((r) => {
      const record = readComment(r.text);
      return isToxic(record, detectLanguage(r.text, record.tokens));
    });
    out[name] = binaryScores(
      rows.map((r, i) => ({ gold: r.toxic, predicted: predicted[i] as boolean })),
    );
    if (name === "hatecheck") {
      for (const lang of [...new Set(rows.map((r) => r.lang))].sort()) {
        const idx = rows.flatMap((r, i) => (r.lang === lang ? [i] : []));
        out[`hatecheck-${lang}`] = binaryScores(
          idx.map((i) => ({
            gold: (rows[i] as ToxicRow).toxic,
            predicted: predicted[i] as boolean,
          })),
        );
      }
    }
  }
  return out;
}

/** Measures, prints a table and returns the figures for bench/eval.json. */
export function evaluateToxicity(dataDir: string): ToxicityEval {
  const toxicity = toxicityPart(path.join(dataDir, "toxicity"));
  const dev = Object.entries(toxicity).filter(([n]) => n.endsWith("-dev"));
  const result: ToxicityEval = { sets: toxicity };
  if (dev.length) result.meanDevF1 = dev.reduce((a, [, d]) => a + d.f1, 0) / dev.length;

  if (Object.keys(toxicity).length) {
    console.log("\nToxic tag on public dev data (precision / recall / F1, toxic, flagged)");
    for (const [name, d] of Object.entries(toxicity))
      console.log(
        `${name.padEnd(20)}${f3(d.precision)} ${f3(d.recall)} ${f3(d.f1)}  ${d.support} ${d.predicted}`,
      );
    if (result.meanDevF1 !== undefined)
      console.log(`${"mean F1 (dev sets)".padEnd(20)}${f3(result.meanDevF1)}`);
  }
  return result;
}
