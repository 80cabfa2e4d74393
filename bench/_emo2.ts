import { readFileSync } from "node:fs";
import { loadSentimentModel, scoreLabels, splitEmoji, emojiPolarity } from "@commentlens/analysis";
const rows = readFileSync("/work/shared/eval/emoji-dev.jsonl", "utf8").trim().split("\n").map((l) => JSON.parse(l));
const train = readFileSync("/work/shared/eval/umsab-train.jsonl", "utf8").trim().split("\n").map((l) => JSON.parse(l)).filter((r: any) => /\p{Extended_Pictographic}/u.test(r.text));
const m = loadSentimentModel();
for (const [name, set] of [["dev", rows], ["train-emoji", train]] as const) {
  const gold = set.map((r: any) => r.label);
  const model = set.map((r: any) => m.score(r.text).label);
  console.log(name, set.length, "model", scoreLabels(gold, model).macroF1.toFixed(3));
  for (const t of [0.05, 0.1, 0.2, 0.3]) {
    const prior = set.map((r: any) => { const e = splitEmoji(r.text); const s = e.reduce((a, x) => a + emojiPolarity(x), 0) / Math.max(1, e.length); return s > t ? "positive" : s < -t ? "negative" : "neutral"; });
    console.log("  prior t", t, scoreLabels(gold, prior).macroF1.toFixed(3), scoreLabels(gold, prior).accuracy.toFixed(3));
  }
  const conf: Record<string, number> = {};
  gold.forEach((g: string, i: number) => { const k = `${g.slice(0, 3)}->${model[i].slice(0, 3)}`; conf[k] = (conf[k] ?? 0) + 1; });
  console.log("  ", JSON.stringify(conf));
}
