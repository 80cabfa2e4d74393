import { readFileSync } from "node:fs";
import { analyzeComment, loadSentimentModel } from "@commentlens/analysis";
const rows = readFileSync("/work/shared/eval/emoji-dev.jsonl", "utf8").trim().split("\n").map((l) => JSON.parse(l));
const m = loadSentimentModel();
let ok = 0;
for (const r of rows) {
  const a = m.scoreWithTokens(r.text);
  const good = a.label === r.label;
  if (good) ok++;
  if (process.argv[2] === "all" || !good) console.log(good ? "  " : "XX", r.label.slice(0, 3), "->", a.label.slice(0, 3), a.score.toFixed(2), `w=${a.extraction.words} e=${a.extraction.emojiCount} es=${a.extraction.emojiSum.toFixed(2)}`, r.lang, "|", r.text.slice(0, 150));
}
console.log(ok, rows.length);
