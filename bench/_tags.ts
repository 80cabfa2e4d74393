import { readFileSync } from "node:fs";
import { analyzeComment, TAGS } from "@commentlens/analysis";
const readJsonl = (f: string) => readFileSync(f, "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
const labelled = readJsonl("/work/main/packages/analysis/labelled/comments.jsonl");
const sample = readJsonl("/work/main/packages/analysis/labelled/demo-sample.jsonl");
const demoText = new Map<string, string>();
const dataset = JSON.parse(readFileSync("/work/main/packages/instagram/demo-data/dataset.json", "utf8"));
for (const p of dataset.posts) for (const c of p.comments) demoText.set(c.id, c.text);
const labels = JSON.parse(readFileSync("/work/main/packages/instagram/demo-data/labels.json", "utf8"));
const demo = (Object.values(labels.posts) as any[]).flat().filter(([id, lang]: any) => lang !== "owner" && demoText.has(id)).map(([id, lang, s, tags]: any) => ({ id, text: demoText.get(id), tags: tags.split(",").filter((t: string) => t && t !== "reply_to_creator") }));
function score(rows: any[], name: string, show?: string) {
  const c: Record<string, { tp: number; fp: number; fn: number }> = Object.fromEntries(TAGS.map((t) => [t, { tp: 0, fp: 0, fn: 0 }]));
  for (const r of rows) {
    const got = analyzeComment(r.text, { isFromOwner: r.isFromOwner }).tags as string[];
    for (const t of TAGS) {
      const g = r.tags?.includes(t) ?? false; const p = got.includes(t);
      if (g && p) c[t].tp++; else if (p) { c[t].fp++; if (show === t + ":fp") console.log("  FP", r.text); } else if (g) { c[t].fn++; if (show === t + ":fn") console.log("  FN", r.text); }
    }
  }
  const f1s = TAGS.map((t) => { const { tp, fp, fn } = c[t]; const p = tp + fp ? tp / (tp + fp) : 0; const r = tp + fn ? tp / (tp + fn) : 0; return p + r ? (2 * p * r) / (p + r) : 0; });
  console.log(name.padEnd(10), "macroF1", (f1s.reduce((a, b) => a + b, 0) / f1s.length).toFixed(3), TAGS.map((t, i) => `${t.slice(0, 6)}:${f1s[i].toFixed(2)}`).join(" "));
}
const show = process.argv[2];
const which = process.argv[3] ?? "all";
if (which === "all" || which === "lab") { score(labelled, "labelled", which === "lab" ? show : undefined); score(labelled.filter((r: any) => r.id.startsWith("h")), "heldout"); }
if (which === "all" || which === "sample") score(sample, "sample", which === "sample" ? show : undefined);
if (which === "all" || which === "demo") score(demo, "demo", which === "demo" ? show : undefined);
