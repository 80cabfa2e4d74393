import { readFileSync } from "node:fs";
import { analyzeComments, buildReport } from "@commentlens/analysis";
import { buildReport as oldReport } from "./_old-report.ts";
import Sentiment from "sentiment";
const dataset = JSON.parse(readFileSync(`/work/main/packages/instagram/demo-data/dataset.json`, "utf8"));
const pool = dataset.posts.flatMap((p: any) => p.comments);
const comments = (n: number) => Array.from({ length: n }, (_, i) => ({ ...pool[i % pool.length], id: `b${i}` }));
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const afinn = new Sentiment();
const N = Number(process.argv[2] ?? 10000);
const reps = Number(process.argv[3] ?? 5);
const list = comments(N);
const analyses = analyzeComments(list.map((c) => ({ text: c.text, isFromOwner: c.isFromOwner })));
const input = { comments: list, analyses, post: null, repliesIncluded: true, engine: "local" as const, model: "x" };
const fns: Record<string, () => void> = {
  afinn: () => { for (const c of list) afinn.analyze(c.text); },
  analyses: () => { analyzeComments(list.map((c) => ({ text: c.text, isFromOwner: c.isFromOwner }))); },
  newReport: () => { buildReport(input); },
  oldReport: () => { oldReport(input); },
};
for (const f of Object.values(fns)) { f(); f(); }
const res: Record<string, number[]> = {};
for (let r = 0; r < reps; r++) for (const [k, f] of Object.entries(fns)) { const t0 = cpu(); f(); (res[k] ??= []).push(cpu() - t0); }
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(`N=${N}`, Object.entries(res).map(([k, v]) => `${k} ${med(v).toFixed(1)}ms`).join("  "), ` ratio(new) ${(med(res.afinn) / (med(res.analyses) + med(res.newReport))).toFixed(3)} ratio(old) ${(med(res.afinn) / (med(res.analyses) + med(res.oldReport))).toFixed(3)}`);
