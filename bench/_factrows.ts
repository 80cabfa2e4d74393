import { readFileSync } from "node:fs";
import { analyzeComment } from "@commentlens/analysis";
const dir = "/work/main/packages/instagram/demo-data/";
const dataset = JSON.parse(readFileSync(dir + "dataset.json", "utf8"));
const facts = JSON.parse(readFileSync(dir + "facts.json", "utf8"));
const byId = new Map<string, any>();
for (const p of dataset.posts) for (const c of p.comments) byId.set(c.id, c);
const [post, id, limit] = process.argv.slice(2);
const f = facts.posts.find((p: any) => p.shortcode === post).facts.find((x: any) => x.id === id);
console.log(f.description);
for (const cid of f.commentIds.slice(0, Number(limit ?? 100))) {
  const c = byId.get(cid);
  const a = analyzeComment(c.text, { isFromOwner: c.isFromOwner });
  console.log(`  ${a.label.slice(0, 3)} ${a.score.toFixed(2).padStart(5)} ${a.lang} [${a.tags.join(",")}] ${c.parentId ? "(reply)" : ""} @${c.username} | ${c.text}`);
}
