import { readFileSync } from "node:fs";
import { extractTerms as oldX } from "../packages/analysis/dist/report/terms.js";
import { extractTerms as newX } from "../packages/analysis/src/report/terms.ts";
import { analyzeComment } from "../packages/analysis/dist/index.js";
const dataset = JSON.parse(readFileSync(`/work/main/packages/instagram/demo-data/dataset.json`, "utf8"));
const texts: string[] = dataset.posts.flatMap((p: any) => p.comments.map((c: any) => c.text));
const langs = texts.map((t) => analyzeComment(t).lang);
let diff = 0;
texts.forEach((t, i) => {
  const a = oldX(t, langs[i]); const b = newX(t, langs[i]);
  const sa = JSON.stringify([[...a.terms].sort(), [...a.surface].sort()]);
  const sb = JSON.stringify([[...b.terms].sort(), [...b.surface].sort()]);
  if (sa !== sb && diff++ < 5) console.log(t, "\n", sa, "\n", sb);
});
console.log("diffs", diff, "of", texts.length);
for (const [name, f] of [["old", oldX], ["new", newX]] as const) {
  for (let k = 0; k < 3; k++) texts.forEach((t, i) => f(t, langs[i]));
  const t0 = performance.now();
  for (let k = 0; k < 5; k++) texts.forEach((t, i) => f(t, langs[i]));
  console.log(name, ((performance.now() - t0) * 1000 / (5 * texts.length)).toFixed(2), "µs");
}
const sink = () => {};
const t0 = performance.now();
for (let k = 0; k < 5; k++) texts.forEach((t, i) => newX(t, langs[i], sink));
console.log("new+sink", ((performance.now() - t0) * 1000 / (5 * texts.length)).toFixed(2), "µs");
