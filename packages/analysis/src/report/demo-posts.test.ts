import { readFileSync } from "node:fs";
import {
  type AnalysisResult,
  analysisResultSchema,
  type Comment,
  OVERALL_SENTIMENTS,
  type Post,
} from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { LocalAnalyzer } from "../analyzer.js";

/**
 * Golden tests: the report on every bundled demo post is sound, and finds the facts the
 * demo data plants (packages/instagram/demo-data/FACTS.md).
 */

const dataDir = new URL("../../../instagram/demo-data/", import.meta.url);
const dataset = JSON.parse(readFileSync(new URL("dataset.json", dataDir), "utf8")) as {
  posts: Array<{ post: Post; comments: Comment[] }>;
};
interface Fact {
  id: string;
  count: number;
  commentIds: string[];
  rule: { type: string };
}
const facts = JSON.parse(readFileSync(new URL("facts.json", dataDir), "utf8")) as {
  posts: Array<{ shortcode: string; sample: boolean; band: string; facts: Fact[] }>;
};

const analyzer = new LocalAnalyzer();
const reports = new Map<string, { report: AnalysisResult; comments: Comment[] }>();
async function reportFor(shortcode: string) {
  let entry = reports.get(shortcode);
  if (!entry) {
    const record = dataset.posts.find((p) => p.post.shortcode === shortcode);
    if (!record) throw new Error(`no demo post ${shortcode}`);
    const report = await analyzer.analyze({
      comments: record.comments,
      post: record.post,
      available: record.post.commentCount,
      repliesIncluded: true,
    });
    entry = { report, comments: record.comments };
    reports.set(shortcode, entry);
  }
  return entry;
}

function insights(r: AnalysisResult) {
  return {
    demographics: r.audience_insights.primary_demographics,
    preferences: r.audience_insights.content_preferences,
    drivers: r.audience_insights.engagement_drivers,
    pain_points: r.audience_insights.pain_points,
    loved: r.what_users_loved,
    areas: r.areas_for_improvement,
    trending: r.content_opportunities.trending_topics,
    gaps: r.content_opportunities.content_gaps,
    collaborations: r.content_opportunities.collaboration_ideas,
    strategies: r.actionable_strategies.flatMap((s) => s.recommendations),
  };
}

const samples = facts.posts.filter((p) => p.sample);
const fact = (shortcode: string, id: string) => {
  const f = facts.posts.find((p) => p.shortcode === shortcode)?.facts.find((x) => x.id === id);
  if (!f) throw new Error(`no fact ${id} on ${shortcode}`);
  return f;
};

/** An item of the section whose evidence is mostly the fact's comments. */
function finds(items: Array<{ text: string; evidence: string[] }>, f: Fact, minShare = 0.6) {
  const ids = new Set(f.commentIds);
  return items.find(
    (i) => i.evidence.filter((e) => ids.has(e)).length / i.evidence.length >= minShare,
  );
}

describe.each(samples.map((s) => [s.shortcode, s] as const))(
  "demo post %s",
  (shortcode, planted) => {
    it("gives a valid report whose every insight points at comments of the post", async () => {
      const { report, comments } = await reportFor(shortcode);
      expect(analysisResultSchema.parse(report)).toEqual(report);
      const ids = new Set(comments.map((c) => c.id));
      const all = [
        ...Object.values(insights(report)).flat(),
        ...report.audience_insights.audience_personas,
      ];
      for (const item of all) {
        expect(item.evidence.length).toBeGreaterThan(0);
        for (const id of item.evidence) expect(ids.has(id)).toBe(true);
      }
      const b = report.sentiment_breakdown;
      expect(b.positive + b.neutral + b.negative).toBe(100);
      // Shares have one decimal: add them up in tenths, clear of float noise.
      const tenths = report.audience_insights.audience_personas.reduce(
        (a, p) => a + Math.round(p.percentage * 10),
        0,
      );
      expect(tenths).toBeLessThanOrEqual(1000);
      expect(report.analyzed).toBe(comments.length);
    });

    it("lands within one band of the sentiment the post was written with", async () => {
      const { report } = await reportFor(shortcode);
      const distance = Math.abs(
        OVERALL_SENTIMENTS.indexOf(report.overall_sentiment) -
          OVERALL_SENTIMENTS.indexOf(planted.band as (typeof OVERALL_SENTIMENTS)[number]),
      );
      expect(distance).toBeLessThanOrEqual(1);
    });

    it("lists most of the questions the creator left unanswered", async () => {
      const { report } = await reportFor(shortcode);
      const open = fact(shortcode, "all-questions-unanswered");
      const found = new Set(report.unanswered_questions.comment_ids);
      const hit = open.commentIds.filter((id) => found.has(id)).length;
      expect(hit / open.commentIds.length).toBeGreaterThanOrEqual(0.7);
    });

    it("keeps the creator's own replies apart from the audience", async () => {
      const { report } = await reportFor(shortcode);
      const owner = fact(shortcode, "owner-replies");
      const tagged = report.comments
        .filter((c) => c.tags.includes("creator_reply"))
        .map((c) => c.id);
      expect(tagged.sort()).toEqual([...owner.commentIds].sort());
    });
  },
);

describe("planted facts the reports find", () => {
  it.each([
    ["DepHZOzvVEI", "white-cast", "pain_points"],
    ["DePhvqTtjsF", "battery-drain", "pain_points"],
    ["DePhvqTtjsF", "price-complaints", "pain_points"],
    ["DeuGrzTl6DY", "shipping-delays-es", "pain_points"],
    ["DeuGrzTl6DY", "price-complaints", "pain_points"],
    ["DfFEGxT55kS", "cancel-threats", "pain_points"],
    ["DeyzF4D5JYq", "knee-concerns", "pain_points"],
    ["Dee3pdTwSBt", "recipe-questions", "gaps"],
    ["De75Bhz1gW5", "budget-questions", "gaps"],
    ["De75Bhz1gW5", "tag-a-friend-trip", "drivers"],
    ["Dee3pdTwSBt", "vote-cinnamon-raisin", "loved"],
    ["Dee3pdTwSBt", "vote-jalapeno-cheddar", "loved"],
    ["DeyzF4D5JYq", "saved", "drivers"],
    ["DePhvqTtjsF", "upgrade-questions", "gaps"],
    ["De_zpkT0FOU", "impersonation-scams", "strategies"],
    ["DepHZOzvVEI", "superfan", "demographics"],
    ["De75Bhz1gW5", "where-to-stay", "gaps"],
    ["De_zpkT0FOU", "entries-one-friend", "drivers"],
    ["De_zpkT0FOU", "entries-no-friend", "drivers"],
    ["De_zpkT0FOU", "top-entrant", "demographics"],
  ] as const)("%s: %s in %s", async (shortcode, id, section) => {
    const { report } = await reportFor(shortcode);
    const item = finds(insights(report)[section], fact(shortcode, id));
    expect(item, `no ${section} item rests on ${id}`).toBeDefined();
  });

  it.each(
    samples
      .filter((s) => s.facts.some((f) => f.rule.type === "most_liked"))
      .map((s) => s.shortcode),
  )("%s: names the most liked comment", async (shortcode) => {
    const { report } = await reportFor(shortcode);
    const planted = facts.posts
      .find((p) => p.shortcode === shortcode)
      ?.facts.find((f) => f.rule.type === "most_liked");
    const driver = report.audience_insights.engagement_drivers.find((d) =>
      d.text.startsWith("The most liked comment"),
    );
    expect(driver?.evidence).toEqual(planted?.commentIds);
  });

  it("counts the giveaway entries apart from the sentiment", async () => {
    const { report } = await reportFor("De_zpkT0FOU");
    const entries = fact("De_zpkT0FOU", "all-entries");
    expect(report.giveaway_count).toBeGreaterThanOrEqual(entries.count * 0.95);
    expect(report.giveaway_count).toBeLessThanOrEqual(entries.count * 1.05);
  });

  it("finds most spam, and only spam, on every post", async () => {
    let planted = 0;
    let found = 0;
    let wrong = 0;
    for (const s of samples) {
      const spam = s.facts.find((f) => f.id === "spam");
      if (!spam) continue;
      const { report } = await reportFor(s.shortcode);
      const flagged = report.comments.filter((c) => c.tags.includes("spam")).map((c) => c.id);
      const ids = new Set(spam.commentIds);
      planted += ids.size;
      found += flagged.filter((id) => ids.has(id)).length;
      wrong += flagged.filter((id) => !ids.has(id)).length;
    }
    expect(found / planted).toBeGreaterThanOrEqual(0.55);
    expect(wrong).toBeLessThanOrEqual(planted * 0.1);
  });
});
