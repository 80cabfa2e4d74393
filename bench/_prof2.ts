import { readFileSync } from "node:fs";
import { analyzeComments, buildReport } from "@commentlens/analysis";
const root = "/work/main";
const dataset = JSON.parse(readFileSync(`${root}/packages/instagram/demo-data/dataset.json`, "utf8"));
const pool = dataset.posts.flatMap((p: any) => p.comments);
const comments = (n: number) => Array.from({ length: n }, (_, i) => ({ ...pool[i % pool.length], id: `b${i}` }));
const N = Number(process.argv[2] ?? 10000);
const mode = process.argv[3] ?? "report";
const list = comments(N);
const analyses = analyzeComments(list.map((c) => ({ text: c.text, isFromOwner: c.isFromOwner })));
const t0 = performance.now();
for (let rep = 0; rep < 20; rep++) {
  if (mode === "report") buildReport({ comments: list, analyses, post: null, repliesIncluded: true, engine: "local", model: "x" });
  else analyzeComments(list.map((c, i) => ({ text: c.text + (rep ? " " + rep : ""), isFromOwner: c.isFromOwner })));
}
console.log(mode, ((performance.now() - t0) / 20).toFixed(1), "ms per run");
