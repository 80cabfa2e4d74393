import { readFileSync } from "node:fs";
import { LocalAnalyzer } from "@commentlens/analysis";
const dir = "/work/main/packages/instagram/demo-data/";
const dataset = JSON.parse(readFileSync(dir + "dataset.json", "utf8"));
const facts = JSON.parse(readFileSync(dir + "facts.json", "utf8"));
const [sc, factId, needle] = process.argv.slice(2);
const rec = dataset.posts.find((p: any) => p.post.shortcode === sc);
const r = await new LocalAnalyzer().analyze({ comments: rec.comments, post: rec.post, repliesIncluded: true });
const f = facts.posts.find((p: any) => p.shortcode === sc).facts.find((x: any) => x.id === factId);
const ids = new Set(f.commentIds);
const all = [...r.audience_insights.primary_demographics, ...r.audience_insights.content_preferences, ...r.audience_insights.engagement_drivers, ...r.audience_insights.pain_points, ...r.what_users_loved, ...r.areas_for_improvement, ...r.content_opportunities.trending_topics, ...r.content_opportunities.content_gaps, ...r.content_opportunities.collaboration_ideas, ...r.actionable_strategies.flatMap((s: any) => s.recommendations)];
const text = new Map(rec.comments.map((c: any) => [c.id, c.text]));
for (const it of all) if (it.text.includes(needle)) {
  console.log(it.text, "support", it.support, "evidence in fact", it.evidence.filter((e: string) => ids.has(e)).length, "/", it.evidence.length);
  for (const e of it.evidence.filter((e: string) => !ids.has(e)).slice(0, 15)) console.log("   not-fact:", text.get(e));
}
