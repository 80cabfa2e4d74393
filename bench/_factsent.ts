import { readFileSync } from "node:fs";
import { analyzeComment } from "@commentlens/analysis";
const dir = "/work/main/packages/instagram/demo-data/";
const dataset = JSON.parse(readFileSync(dir + "dataset.json", "utf8"));
const facts = JSON.parse(readFileSync(dir + "facts.json", "utf8"));
const text = new Map<string, string>();
for (const p of dataset.posts) for (const c of p.comments) text.set(c.id, c.text);
const want = (process.argv[2] ?? "happy-tears,nostalgia-tears,sad-emoji-negative,sarcasm,did-it,defenders").split(",");
const show = process.argv[3] === "show";
for (const p of facts.posts) for (const f of p.facts) {
  if (!want.includes(f.id)) continue;
  const res = f.commentIds.map((id: string) => ({ id, t: text.get(id)!, a: analyzeComment(text.get(id)!) }));
  const c = { positive: 0, neutral: 0, negative: 0 } as Record<string, number>;
  let complaint = 0;
  for (const r of res) { c[r.a.label]++; if (r.a.tags.includes("complaint")) complaint++; }
  console.log(p.shortcode, f.id, f.count, JSON.stringify(c), "complaint", complaint);
  if (show) for (const r of res) console.log("   ", r.a.label.padEnd(8), r.a.score.toFixed(2), r.a.tags.join(","), "|", r.t);
}
