import {
  type AnalysisResult,
  analysisResultSchema,
  type Comment,
  type CommentTag,
} from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import type { CommentAnalysis } from "../analyze.js";
import { buildReport } from "./build-report.js";

let seq = 0;
function c(
  text: string,
  a: Partial<CommentAnalysis> & { label?: CommentAnalysis["label"] } = {},
  extra: Partial<Comment> = {},
): [Comment, CommentAnalysis] {
  seq++;
  const label = a.label ?? "neutral";
  return [
    {
      id: `c${seq}`,
      username: extra.username ?? `user${seq}`,
      text,
      likes: 1,
      timestamp: new Date(Date.UTC(2026, 10, 1, 10, seq)).toISOString(),
      replyCount: 0,
      parentId: null,
      isFromOwner: false,
      ...extra,
    },
    {
      score: label === "positive" ? 0.8 : label === "negative" ? -0.7 : 0,
      label,
      lang: a.lang ?? "en",
      target: "creator",
      tags: (a.tags ?? []) as CommentTag[],
      ...(a.mixedWith ? { mixedWith: a.mixedWith } : {}),
    },
  ];
}

function report(
  pairs: Array<[Comment, CommentAnalysis]>,
  opts: { repliesIncluded?: boolean; includeSpam?: boolean } = {},
) {
  return buildReport({
    comments: pairs.map((p) => p[0]),
    analyses: pairs.map((p) => p[1]),
    post: null,
    repliesIncluded: opts.repliesIncluded ?? true,
    includeSpamInSentiment: opts.includeSpam,
    engine: "local",
    model: "test",
  });
}

function allInsights(r: AnalysisResult) {
  return [
    ...r.audience_insights.primary_demographics,
    ...r.audience_insights.content_preferences,
    ...r.audience_insights.engagement_drivers,
    ...r.audience_insights.pain_points,
    ...r.what_users_loved,
    ...r.areas_for_improvement,
    ...r.content_opportunities.trending_topics,
    ...r.content_opportunities.content_gaps,
    ...r.content_opportunities.collaboration_ideas,
    ...r.actionable_strategies.flatMap((s) => s.recommendations),
    ...r.audience_insights.audience_personas,
  ];
}

const bakery = (): Array<[Comment, CommentAnalysis]> => [
  c("The cardamom buns are the best thing ever 😍", { label: "positive", tags: ["praise"] }),
  c("cardamom buns!!! please bring them back 🙏", {
    label: "positive",
    tags: ["praise", "suggestion"],
  }),
  c("Those cardamom buns were incredible", { label: "positive", tags: ["praise"] }),
  c(
    "Where can I buy the sourdough?",
    { tags: ["question", "purchase_intent"] },
    { username: "asker1", likes: 9 },
  ),
  c("where can i get one?? 😍", { tags: ["question", "purchase_intent"] }, { username: "asker2" }),
  c("Delivery took two weeks, the delivery was so slow", {
    label: "negative",
    tags: ["complaint"],
  }),
  c("slow delivery again... not happy", { label: "negative", tags: ["complaint"] }),
  c("follow me for free followers 💰", { label: "positive", tags: ["spam"] }),
  c("@ana @joe done ✅", { label: "positive", tags: ["giveaway_entry"] }),
  c("😍😍🔥", { label: "positive" }),
  c("❤️❤️", { label: "positive" }),
  c("🔥🔥🔥", { label: "positive" }),
  c("@asker1 at our harbor shop!", {}, { username: "bakery", isFromOwner: true, parentId: null }),
];

describe("buildReport", () => {
  it("reads back whatever words the commenters used: a finding's fields have no length cap", () => {
    // One unbroken 600-letter word, asked for and praised by several people.
    const long = `${"qwertyuiopasdfghjklzxcvbnm".repeat(24)}`;
    const pairs = [
      ...["a", "b", "c"].map((u) =>
        c(`please make the ${long} again`, { tags: ["suggestion"] }, { username: `ask.${u}` }),
      ),
      ...["d", "e", "f"].map((u) =>
        c(
          `the ${long} is so good`,
          { label: "positive", tags: ["praise"] },
          { username: `fan.${u}` },
        ),
      ),
      ...["g", "h", "i"].map((u) =>
        c(`what is the ${long} made of?`, { tags: ["question"] }, { username: `q.${u}` }),
      ),
    ];
    const r = report(pairs);
    expect(JSON.stringify(r)).toContain(long);
    expect(analysisResultSchema.safeParse(r).success).toBe(true);
  });

  it("produces a valid result in which every insight points at real comments", () => {
    const pairs = bakery();
    const r = report(pairs);
    expect(analysisResultSchema.parse(r)).toEqual(r);
    const ids = new Set(pairs.map((p) => p[0].id));
    for (const item of allInsights(r)) {
      expect(item.evidence.length).toBeGreaterThan(0);
      expect(item.support).toBeGreaterThanOrEqual(item.evidence.length);
      for (const id of item.evidence) expect(ids.has(id)).toBe(true);
      expect("text" in item ? item.text : item.type).not.toBe("");
    }
    const b = r.sentiment_breakdown;
    expect(b.positive + b.neutral + b.negative).toBe(100);
    const tenths = r.audience_insights.audience_personas.reduce(
      (a, p) => a + Math.round(p.percentage * 10),
      0,
    );
    expect(tenths).toBeLessThanOrEqual(1000);
  });

  it("leaves spam, giveaway entries and the creator's replies out of the sentiment by default", () => {
    const r = report(bakery());
    expect(r.spam_count).toBe(1);
    expect(r.giveaway_count).toBe(1);
    const withSpam = report(bakery(), { includeSpam: true });
    expect(withSpam.sentiment_score).toBeGreaterThan(r.sentiment_score);
    expect(r.comments.find((x) => x.tags.includes("creator_reply"))?.id).toBeDefined();
  });

  it("scores the share of positive comments, neutral counting half, and picks the band from it", () => {
    const pairs = [
      ...Array.from({ length: 8 }, () => c("great", { label: "positive" })),
      c("ok", { label: "neutral" }),
      c("bad", { label: "negative" }),
    ];
    const r = report(pairs);
    expect(r.sentiment_score).toBeCloseTo(0.85, 3);
    expect(r.overall_sentiment).toBe("overwhelmingly positive");
    expect(r.sentiment_breakdown).toEqual({ positive: 80, neutral: 10, negative: 10 });
  });

  it("finds what people loved and what they complain about, with the comments behind it", () => {
    const r = report(bakery());
    const loved = r.what_users_loved.map((i) => i.text).join(" | ");
    expect(loved).toMatch(/cardamom buns/i);
    expect(r.what_users_loved.find((i) => /cardamom/i.test(i.text))?.support).toBe(3);
    expect(loved).toMatch(/emoji alone/);
    const pains = r.audience_insights.pain_points.map((i) => i.text).join(" | ");
    expect(pains).toMatch(/delivery/i);
  });

  it("groups questions by what they ask and knows which are still unanswered", () => {
    const pairs = bakery();
    const r = report(pairs);
    const gap = r.content_opportunities.content_gaps.find((g) => /where to buy/.test(g.text));
    expect(gap?.text).toBe("2 people asked where to buy it, 1 still unanswered");
    // asker1 got an @-reply from the bakery; asker2 did not.
    const asker2 = pairs.find((p) => p[0].username === "asker2")?.[0].id;
    expect(r.unanswered_questions).toEqual({ available: true, comment_ids: [asker2] });
  });

  it("counts a threaded reply from the creator as an answer", () => {
    const [question, qa] = c("what size are you wearing?", { tags: ["question"] });
    const reply = c(
      "a medium!",
      {},
      { username: "shop", isFromOwner: true, parentId: question.id },
    );
    const r = report([[question, qa], reply]);
    expect(r.unanswered_questions.comment_ids).toEqual([]);
    expect(r.content_opportunities.content_gaps[0]?.text).toBe(
      "1 person asked about sizes, all answered",
    );
  });

  it("says unanswered questions are unknown when the source has no replies", () => {
    const r = report(bakery(), { repliesIncluded: false });
    expect(r.unanswered_questions).toEqual({ available: false, comment_ids: [] });
    expect(r.content_opportunities.content_gaps[0]?.text).toBe("2 people asked where to buy it");
  });

  it("gives every commenter one persona, shares of at most 100%", () => {
    const pairs = [
      c("love it", { label: "positive" }, { username: "fan" }),
      c("so good again", { label: "positive" }, { username: "fan" }),
      c("As a dermatologist I'd add sunscreen", { tags: ["suggestion"] }, { username: "doc" }),
      c("how much is it?", { tags: ["question"] }, { username: "shopper" }),
      c("meh", { label: "negative", tags: ["complaint"] }, { username: "critic" }),
      c("free followers here", { tags: ["spam"] }, { username: "bot" }),
    ];
    const r = report(pairs);
    const types = Object.fromEntries(
      r.audience_insights.audience_personas.map((p) => [p.type, p.percentage]),
    );
    expect(types).toEqual({
      Superfans: 25,
      "Professionals & Experts": 25,
      Shoppers: 25,
      "Brand Critics": 25,
    });
  });

  it("keeps sections empty rather than inventing content for a quiet post", () => {
    const r = report([c("nice", { label: "positive" })]);
    expect(r.areas_for_improvement).toEqual([]);
    expect(r.content_opportunities.content_gaps).toEqual([]);
    expect(r.content_opportunities.collaboration_ideas).toEqual([]);
    expect(r.actionable_strategies.every((s) => s.recommendations.length > 0)).toBe(true);
  });

  it("writes counts with the verb that agrees with them", () => {
    const r = report([
      c("please bring back the rye", { tags: ["suggestion"] }),
      c("love it", { label: "positive" }),
    ]);
    const texts = allInsights(r).map((i) => ("text" in i ? i.text : i.type));
    expect(texts).toContain("Consider the 1 suggestion. Asked for: “bring back the rye” (1)");
    expect(texts.join(" | ")).not.toMatch(/\b1 (person|comment) (suggest|want|ask|complain)\b/);
  });

  it("asks for a reply to concerns nobody has answered, with those comments as evidence", () => {
    const pairs = [
      c("my order still hasn't arrived", { label: "negative", tags: ["complaint"] }),
      c("ordered 3 weeks ago and no package yet", { label: "negative", tags: ["complaint"] }),
      c("tracking says delivered but nothing came", { label: "negative", tags: ["complaint"] }),
      c("my package arrived broken", { label: "negative", tags: ["complaint"] }),
    ];
    const answered = pairs[3]?.[0].id as string;
    pairs.push(c("so sorry, sending a new one", {}, { isFromOwner: true, parentId: answered }));
    const r = report(pairs);
    const item = r.actionable_strategies
      .flatMap((s) => s.recommendations)
      .find((i) => i.text.includes("no answer yet"));
    expect(item?.text).toMatch(/^Reply to the 3 concerns about shipping and delivery/);
    expect(item?.evidence.sort()).toEqual(
      pairs
        .slice(0, 3)
        .map((p) => p[0].id)
        .sort(),
    );
    expect(
      report(pairs, { repliesIncluded: false })
        .actionable_strategies.flatMap((s) => s.recommendations)
        .some((i) => i.text.includes("no answer yet")),
    ).toBe(false);
  });

  it("notices comments that mix two languages in one sentence", () => {
    const mixed = (text: string) => c(text, { label: "positive", lang: "pt", mixedWith: "en" });
    const r = report([
      mixed("leg day em casa, love it"),
      mixed("treino top demais, thank you coach"),
      mixed("amei, so good"),
      c("que treino bom", { label: "positive", lang: "pt" }),
    ]);
    const item = r.audience_insights.primary_demographics.find((i) =>
      i.text.includes("in one sentence"),
    );
    expect(item?.text).toMatch(/^3 comments mix English and Portuguese in one sentence/);
    expect(item?.support).toBe(3);
  });

  it("reports honest counts of analysed and available comments", () => {
    const pairs = bakery();
    const r = buildReport({
      comments: pairs.map((p) => p[0]),
      analyses: pairs.map((p) => p[1]),
      post: null,
      available: 3981,
      repliesIncluded: true,
      engine: "local",
      model: "test",
    });
    expect([r.analyzed, r.available, r.total_comments]).toEqual([pairs.length, 3981, pairs.length]);
  });
});
