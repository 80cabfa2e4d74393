import { readFileSync } from "node:fs";
import { LocalAnalyzer, analyzeComments, buildReport } from "@commentlens/analysis";
import Sentiment from "sentiment";
const root = "/work/main";
const dataset = JSON.parse(readFileSync(`${root}/packages/instagram/demo-data/dataset.json`, "utf8"));
const pool = dataset.posts.flatMap((p: any) => p.comments);
const comments = (n: number) => Array.from({ length: n }, (_, i) => ({ ...pool[i % pool.length], id: `b${i}` }));
const afinn = new Sentiment();
const N = Number(process.argv[2] ?? 10000);
const list = comments(N);
for (let k = 0; k < 2; k++) { await new LocalAnalyzer().analyze({ comments: comments(2000), post: null, repliesIncluded: true }); }
for (let rep = 0; rep < 3; rep++) {
  let t0 = performance.now();
  for (const c of list) afinn.analyze(c.text);
  const a = performance.now() - t0;
  t0 = performance.now();
  const analyses = analyzeComments(list.map((c) => ({ text: c.text, isFromOwner: c.isFromOwner })));
  const b = performance.now() - t0;
  t0 = performance.now();
  buildReport({ comments: list, analyses, post: null, repliesIncluded: true, engine: "local", model: "x" });
  const c = performance.now() - t0;
  console.log(`N=${N} afinn ${a.toFixed(1)} analyses ${b.toFixed(1)} report ${c.toFixed(1)} total ${(b + c).toFixed(1)} ratio ${(a / (b + c)).toFixed(3)}`);
}
