import { readFileSync } from "node:fs";
import { LocalAnalyzer } from "@commentlens/analysis";
const dir = "/work/main/packages/instagram/demo-data/";
const dataset = JSON.parse(readFileSync(dir + "dataset.json", "utf8"));
const facts = JSON.parse(readFileSync(dir + "facts.json", "utf8"));
const an = new LocalAnalyzer();
const only = process.argv[2];
for (const fp of facts.posts) {
  if (only && fp.shortcode !== only) continue;
  const rec = dataset.posts.find((p: any) => p.post.shortcode === fp.shortcode);
  const r = await an.analyze({ comments: rec.comments, post: rec.post, available: rec.post.commentCount, repliesIncluded: true });
  const sections: Record<string, any[]> = {
    demographics: r.audience_insights.primary_demographics, preferences: r.audience_insights.content_preferences,
    drivers: r.audience_insights.engagement_drivers, pain: r.audience_insights.pain_points, loved: r.what_users_loved,
    areas: r.areas_for_improvement, trending: r.content_opportunities.trending_topics, gaps: r.content_opportunities.content_gaps,
    collab: r.content_opportunities.collaboration_ideas, strategies: r.actionable_strategies.flatMap((s: any) => s.recommendations),
    personas: r.audience_insights.audience_personas,
  };
  console.log(`\n=== ${fp.shortcode} ${fp.sample ? "sample" : ""} ${r.overall_sentiment} (band ${fp.band}) score ${r.sentiment_score} vs ${fp.sentimentScore}`);
  const unans = new Set(r.unanswered_questions.comment_ids);
  for (const f of fp.facts) {
    const ids = new Set(f.commentIds as string[]);
    const hits: string[] = [];
    for (const [name, items] of Object.entries(sections)) {
      for (const it of items) {
        const inter = it.evidence.filter((e: string) => ids.has(e)).length;
        const share = inter / it.evidence.length;
        const cover = inter / Math.max(1, Math.min(ids.size, it.evidence.length));
        if (share >= 0.6) hits.push(`${name}[${share.toFixed(2)}|${it.support}]: ${(it.text ?? it.type).slice(0, 110)}`);
      }
    }
    let extra = "";
    if (f.rule.type === "unanswered") extra = ` unanswered-recall ${[...ids].filter((i) => unans.has(i)).length}/${ids.size}`;
    console.log(`- ${f.id} (${f.count}, ${f.rule.type})${extra}${hits.length ? "" : "  ** NOT FOUND **"}`);
    for (const h of hits.slice(0, 3)) console.log(`      ${h}`);
  }
}
