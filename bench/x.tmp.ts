import { readFileSync } from "node:fs";
import { analyzeComment } from "@commentlens/analysis";

const ds = JSON.parse(readFileSync("packages/instagram/demo-data/dataset.json", "utf8"));
const lb = JSON.parse(readFileSync("packages/instagram/demo-data/labels.json", "utf8")).posts;
const text = new Map<string, string>();
for (const p of ds.posts) for (const c of p.comments) text.set(c.id, c.text);
const want = process.argv[2];
let shown = 0;
for (const rows of Object.values(lb) as any[])
  for (const [id, , , tags] of rows) {
    if (!tags.split(",").includes(want)) continue;
    const t = text.get(id);
    if (!t) continue;
    const a = analyzeComment(t);
    if (!(a.tags as string[]).includes(want) && shown++ < 40)
      console.log(a.tags.join(",") || "-", "|", t);
  }
