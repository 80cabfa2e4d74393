import { readFileSync } from "node:fs";
import { loadSentimentModel, scoreLabels, splitEmoji, emojiKey } from "@commentlens/analysis";
const dist = new Map<string, number[]>();
let tot = [0, 0, 0];
for (const line of readFileSync("/work/shared/eval/emoji-sentiment-ranking.csv", "utf8").trim().split("\n").slice(1)) {
  const [e, , occ, , neg, neu, pos] = line.split(",");
  const n = Number(occ);
  const k = 3;
  dist.set(emojiKey(e), [(Number(neg) + 1) / (n + k), (Number(neu) + 1) / (n + k), (Number(pos) + 1) / (n + k)]);
  tot = [tot[0] + Number(neg), tot[1] + Number(neu), tot[2] + Number(pos)];
}
const T = tot[0] + tot[1] + tot[2];
const prior = tot.map((x) => x / T);
console.log("prior", prior.map((x) => x.toFixed(3)));
const file = process.argv[2] ?? "emoji-dev.jsonl";
const rows = readFileSync(`/work/shared/eval/${file}`, "utf8").trim().split("\n").map((l) => JSON.parse(l));
const m = loadSentimentModel();
const L = ["negative", "neutral", "positive"];
const base = rows.map((r) => m.score(r.text).probabilities);
for (const beta of [0, 0.25, 0.5, 0.75, 1, 1.5]) {
  for (const distinct of [true]) {
    const pred = rows.map((r, i) => {
      const p = base[i];
      const lp = [Math.log(p.negative + 1e-4), Math.log(p.neutral + 1e-4), Math.log(p.positive + 1e-4)];
      let es = splitEmoji(r.text).map(emojiKey);
      if (distinct) es = [...new Set(es)];
      for (const e of es) { const d = dist.get(e); if (!d) continue; for (let c = 0; c < 3; c++) lp[c] += beta * Math.log(d[c] / prior[c]); }
      let best = 0; for (let c = 1; c < 3; c++) if (lp[c] > lp[best]) best = c;
      return L[best];
    });
    const s = scoreLabels(rows.map((r) => r.label), pred);
    console.log(file, "beta", beta, distinct, "F1", s.macroF1.toFixed(4), "acc", s.accuracy.toFixed(3), "R", s.macroRecall.toFixed(4));
  }
}
