import { readFileSync } from "node:fs";
import {
  type AnalysisResult,
  type Comment,
  type Post,
  type Profile,
  type ProfileInsightItem,
  type ProfileInsights,
  profileInsightsSchema,
} from "@commentlens/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { LocalAnalyzer } from "../analyzer.js";
import { sentimentBand } from "../sentiment-band.js";
import { buildProfileInsights, type ProfilePostInput } from "./build-profile-insights.js";

/**
 * The profile insights on the bundled demo profile (@ovenbird.bakehouse, 14 posts) find the
 * facts the demo data plants (packages/instagram/demo-data/FACTS.md), and every figure equals
 * what the posts and comments give when counted independently here.
 */

const dataDir = new URL("../../../instagram/demo-data/", import.meta.url);
const dataset = JSON.parse(readFileSync(new URL("dataset.json", dataDir), "utf8")) as {
  referenceNow: string;
  posts: Array<{ post: Post; comments: Comment[] }>;
  profiles: Array<{ profile: Profile; postShortcodes: string[] }>;
};
interface ProfileFact {
  id: string;
  description: string;
  postShortcodes: string[];
  commentIds: string[];
  usernames: string[];
}
const facts = JSON.parse(readFileSync(new URL("facts.json", dataDir), "utf8")) as {
  profiles: Array<{ username: string; facts: ProfileFact[] }>;
};

const bakery = dataset.profiles[0] as { profile: Profile; postShortcodes: string[] };
const owner = bakery.profile.username;
const now = new Date(dataset.referenceNow);
const fact = (id: string) => {
  const f = facts.profiles[0]?.facts.find((x) => x.id === id);
  if (!f) throw new Error(`no profile fact ${id}`);
  return f;
};

const analyzer = new LocalAnalyzer();
async function analyse(
  shortcodes: readonly string[],
  repliesIncluded = true,
): Promise<ProfilePostInput[]> {
  return Promise.all(
    shortcodes.map(async (code) => {
      const record = dataset.posts.find((p) => p.post.shortcode === code);
      if (!record) throw new Error(`no demo post ${code}`);
      const result = await analyzer.analyze({
        comments: record.comments,
        post: record.post,
        available: record.post.commentCount,
        repliesIncluded,
      });
      return { post: record.post, result, comments: record.comments, error: null };
    }),
  );
}

function build(posts: ProfilePostInput[], profile: Profile | null = bakery.profile) {
  const insights = buildProfileInsights({ username: owner, profile, posts, now });
  expect(profileInsightsSchema.parse(insights)).toEqual(insights);
  return insights;
}

function items(i: ProfileInsights): ProfileInsightItem[] {
  const r = i.recommendations;
  return [
    ...i.audience_insights.audience_preferences,
    ...i.audience_insights.demographic_insights,
    ...i.content_strategy.content_themes,
    i.content_strategy.best_performing_content,
    r.primary_recommendation,
    ...r.content_optimization,
    ...r.audience_growth,
    ...r.engagement_improvement,
    ...r.monetization_opportunities,
  ];
}

function recommendations(i: ProfileInsights): ProfileInsightItem[] {
  const r = i.recommendations;
  return [
    r.primary_recommendation,
    ...r.content_optimization,
    ...r.audience_growth,
    ...r.engagement_improvement,
    ...r.monetization_opportunities,
  ];
}

/** Every finding names posts and comments of the analysed posts, and nothing else. */
function expectEvidenceFromInput(i: ProfileInsights, posts: ProfilePostInput[]) {
  const analysed = posts.filter((p) => p.result !== null);
  const codes = new Set(analysed.map((p) => p.post.shortcode));
  const ids = new Set(analysed.flatMap((p) => p.comments.map((c) => c.id)));
  for (const it of items(i)) {
    expect(it.post_shortcodes.length + it.comment_ids.length, it.text).toBeGreaterThan(0);
    for (const code of it.post_shortcodes)
      expect(codes.has(code), `${code} in ${it.text}`).toBe(true);
    for (const id of it.comment_ids) expect(ids.has(id), `${id} in ${it.text}`).toBe(true);
    expect(it.support).toBeGreaterThanOrEqual(it.comment_ids.length);
  }
  for (const d of i.drivers)
    for (const code of d.post_shortcodes) expect(codes.has(code)).toBe(true);
  const people = new Set(analysed.flatMap((p) => p.comments.map((c) => c.username)));
  for (const r of i.regulars) expect(people.has(r.username)).toBe(true);
  for (const t of i.audience_insights.behaviour) {
    for (const u of t.usernames) expect(people.has(u)).toBe(true);
  }
}

/** The figures counted here without the code under test. */
function independently(posts: ProfilePostInput[]) {
  const analysed = posts.filter((p) => p.result !== null);
  const audience: Array<{ comment: Comment; tags: string[]; label: string }> = [];
  for (const p of analysed) {
    const byId = new Map((p.result as AnalysisResult).comments.map((c) => [c.id, c]));
    for (const c of p.comments) {
      const r = byId.get(c.id);
      if (!r || c.isFromOwner || r.tags.includes("creator_reply") || r.tags.includes("spam"))
        continue;
      audience.push({ comment: c, tags: r.tags, label: r.label });
    }
  }
  const real = audience.filter((a) => !a.tags.includes("giveaway"));
  const count = (label: string) => real.filter((a) => a.label === label).length;
  const [pos, neu, neg] = [count("positive"), count("neutral"), count("negative")];
  const postsBy = new Map<string, Set<string>>();
  for (const p of analysed) {
    for (const c of p.comments) {
      if (!audience.some((a) => a.comment === c)) continue;
      const key = c.username.toLowerCase();
      postsBy.set(key, (postsBy.get(key) ?? new Set()).add(p.post.shortcode));
    }
  }
  const withLikes = analysed.filter((p) => p.post.likeCount !== null);
  const rates = withLikes.map((p) => (p.post.commentCount / (p.post.likeCount as number)) * 100);
  const sortedRates = [...rates].sort((a, b) => a - b);
  const mid = Math.floor(sortedRates.length / 2);
  const quarters = new Array(96).fill(0);
  for (const a of audience) {
    const t = new Date(a.comment.timestamp);
    quarters[t.getUTCHours() * 4 + Math.floor(t.getUTCMinutes() / 15)]++;
  }
  const score = Math.round(((pos + 0.5 * neu) / (pos + neu + neg)) * 1000) / 1000;
  return {
    totalComments: analysed.reduce((a, p) => a + p.comments.length, 0),
    totalLikes: withLikes.length
      ? withLikes.reduce((a, p) => a + (p.post.likeCount ?? 0), 0)
      : null,
    averageEngagement: withLikes.length
      ? withLikes.reduce((a, p) => a + (p.post.likeCount ?? 0) + p.post.commentCount, 0) /
        withLikes.length
      : null,
    rate: rates.length ? rates.reduce((a, b) => a + b, 0) / rates.length : null,
    medianRate: rates.length
      ? sortedRates.length % 2
        ? (sortedRates[mid] as number)
        : ((sortedRates[mid - 1] as number) + (sortedRates[mid] as number)) / 2
      : null,
    counts: { positive: pos, neutral: neu, negative: neg },
    score,
    band: sentimentBand(score),
    active: postsBy.size,
    repeat: [...postsBy.values()].filter((s) => s.size >= 2).length,
    postsBy,
    questions: real.filter((a) => a.tags.includes("question")).length,
    unanswered: analysed.reduce(
      (a, p) => a + (p.result as AnalysisResult).unanswered_questions.comment_ids.length,
      0,
    ),
    quarters,
  };
}

let all: ProfilePostInput[];
let latest: ProfilePostInput[];
let full: ProfileInsights;
let recent: ProfileInsights;

beforeAll(async () => {
  all = await analyse(bakery.postShortcodes);
  latest = all.slice(0, 10);
  full = build(all);
  recent = build(latest);
});

describe("profile insights on the demo profile", () => {
  it("are valid and every finding rests on posts and comments of the input", () => {
    expectEvidenceFromInput(full, all);
    expectEvidenceFromInput(recent, latest);
    expect(full.trend.map((t) => t.shortcode)).toEqual([...bakery.postShortcodes].reverse());
    expect(full.generated_at).toBe(now.toISOString());
  });

  it.each([
    ["all 14 posts", () => [all, full] as const],
    ["the latest 10 posts", () => [latest, recent] as const],
  ])("computes every metric from the data (%s)", (_, get) => {
    const [posts, insights] = get();
    const want = independently(posts);
    const m = insights.metrics;
    expect(m.posts_analyzed).toBe(posts.length);
    expect(m.posts_failed).toBe(0);
    expect(m.total_comments).toBe(want.totalComments);
    expect(m.total_likes).toBe(want.totalLikes);
    expect(m.average_engagement).toBeCloseTo(want.averageEngagement ?? Number.NaN, 1);
    expect(m.engagement_rate).toBeCloseTo(want.rate ?? Number.NaN, 2);
    expect(m.median_engagement_rate).toBeCloseTo(want.medianRate ?? Number.NaN, 2);
    expect(m.sentiment_counts).toEqual(want.counts);
    expect(m.sentiment_score).toBe(want.score);
    expect(m.overall_sentiment).toBe(want.band);
    expect(m.active_commenters).toBe(want.active);
    expect(m.repeat_commenters).toBe(want.repeat);
    expect(m.questions).toBe(want.questions);
    expect(m.unanswered_questions).toBe(want.unanswered);
    expect(insights.comment_quarter_hours).toEqual(want.quarters);
    const b = m.sentiment_breakdown;
    expect(b.positive + b.neutral + b.negative).toBe(100);
    expect(insights.audience_insights.engagement_patterns.available).toBe(true);
    expect(insights.audience_insights.engagement_patterns.text).toMatch(
      new RegExp(
        `^Average engagement: ${Math.round(want.averageEngagement ?? 0).toLocaleString("en-US")} `,
      ),
    );
    const hours = new Array(24).fill(0);
    for (const p of posts) hours[new Date(p.post.takenAt).getUTCHours()]++;
    expect(insights.posting_hours_utc).toEqual(hours);
  });

  it("never shows fixed placeholder figures", () => {
    for (const insights of [full, recent]) {
      const m = insights.metrics;
      expect(m.sentiment_counts).not.toEqual({ positive: 652, neutral: 248, negative: 100 });
      expect(m.sentiment_score).not.toBe(0.72);
      expect(m.active_commenters).not.toBe(145);
      expect(m.average_engagement).not.toBe(1203);
      const text = JSON.stringify(insights);
      for (const placeholder of ["65.2%", "24.8%", "0.176", "1,203"]) {
        expect(text).not.toContain(placeholder);
      }
    }
  });

  it("finds the regulars, @crumb.chaser first", () => {
    const planted = fact("regulars");
    const want = independently(all).postsBy;
    expect(full.regulars[0]).toEqual({ username: "crumb.chaser", posts: 13 });
    for (const r of full.regulars) expect(r.posts).toBe(want.get(r.username.toLowerCase())?.size);
    const tile = full.audience_insights.behaviour.find((t) => t.label === "Regulars");
    expect(tile?.count).toBe(planted.usernames.length);
    expect(new Set(tile?.usernames)).toEqual(new Set(planted.usernames));
    const thanks = recommendations(full).find((r) => r.text.includes("regulars"));
    expect(thanks?.text).toContain("@crumb.chaser (13)");
    const ids = new Set(planted.commentIds);
    expect(thanks?.comment_ids.every((id) => ids.has(id))).toBe(true);

    expect(recent.regulars[0]).toEqual({ username: "crumb.chaser", posts: 10 });
    const recentTile = recent.audience_insights.behaviour.find((t) => t.label === "Regulars");
    for (const u of recentTile?.usernames ?? []) expect(planted.usernames).toContain(u);
  });

  it.each([
    ["all 14 posts", () => full, 6],
    ["the latest 10 posts", () => recent, 5],
  ])("finds gluten-free as a recurring theme (%s)", (_, get, minPosts) => {
    const insights = get();
    const planted = fact("gluten-free-recurring");
    const plantedPosts = new Set(planted.postShortcodes);
    const plantedIds = new Set(planted.commentIds);
    const theme = insights.content_strategy.content_themes.find((t) =>
      t.text.startsWith("“gluten-free”"),
    );
    expect(theme, "no gluten-free theme").toBeDefined();
    const found = theme?.post_shortcodes.filter((c) => plantedPosts.has(c)) ?? [];
    expect(found.length).toBeGreaterThanOrEqual(minPosts);
    const onFact = theme?.comment_ids.filter((id) => plantedIds.has(id)).length ?? 0;
    expect(onFact / (theme?.comment_ids.length ?? 1)).toBeGreaterThanOrEqual(0.9);
    const advice = insights.recommendations.content_optimization.find((r) =>
      r.text.includes("“gluten-free”"),
    );
    expect(advice?.text).toMatch(/^Give “gluten-free” a regular place/);
  });

  it("compares reels, photos and carousels by their real averages", () => {
    const planted = fact("reels-vs-photos");
    const format = (value: string) =>
      full.drivers.find((d) => d.dimension === "format" && d.value === value);
    const reels = format("reel");
    expect(new Set(reels?.post_shortcodes)).toEqual(new Set(planted.postShortcodes));
    const average = (type: Post["mediaType"]) => {
      const ps = all.filter((p) => p.post.mediaType === type);
      return ps.reduce((a, p) => a + p.post.commentCount, 0) / ps.length;
    };
    const tenth = (x: number) => Math.round(x * 10) / 10;
    expect(reels?.average_comments).toBe(tenth(average("video")));
    expect(format("photo")?.average_comments).toBe(tenth(average("photo")));
    expect(format("carousel")?.average_comments).toBe(tenth(average("carousel")));
    // The figures FACTS.md states: reels 137, photos 73, carousels 155.
    expect(
      [reels, format("photo"), format("carousel")].map((d) => Math.round(d?.average_comments ?? 0)),
    ).toEqual([137, 73, 155]);
    expect(reels?.text).toMatch(/^Reels average 137 comments \(4 posts\) vs 73 for photos \(6\)/);
    // The vote post alone makes the carousels' average: the text says so.
    expect(format("carousel")?.text).toContain("without “Sourdough drop");
    expect(
      full.recommendations.content_optimization.some((r) => r.text.startsWith("Make more reels")),
    ).toBe(true);
  });

  it("names the most commented post, and the best by engagement rate", () => {
    const [most] = fact("most-commented").postShortcodes;
    const best = full.content_strategy.best_performing_content;
    const rates = all.map(
      (p) => [p.post.shortcode, p.post.commentCount / (p.post.likeCount ?? 1)] as const,
    );
    const top = [...rates].sort((a, b) => b[1] - a[1])[0]?.[0];
    expect(best.post_shortcodes[0]).toBe(top);
    expect(best.post_shortcodes).toContain(most);
    expect(best.text).toContain(`(${most}) drew the most comments: 471`);
  });

  it.each([
    ["all 14 posts", () => full],
    ["the latest 10 posts", () => recent],
  ])("names the one post whose mood stands out (%s)", (_, get) => {
    const insights = get();
    const [outlier] = fact("mood-outlier").postShortcodes;
    const text = insights.audience_insights.sentiment_analysis.text;
    expect(text).toContain(
      `One post stands out, “Some news: from next week we close on…” (${outlier})`,
    );
    const others = insights.trend.filter((t) => t.shortcode !== outlier);
    for (const t of others) expect(text).not.toContain(t.shortcode);
    const reply = insights.recommendations.engagement_improvement.find((r) =>
      r.text.startsWith("Reply to the"),
    );
    expect(reply?.post_shortcodes).toEqual([outlier]);
    expect(insights.summary).toContain(`(${outlier}) the exception`);
  });

  it.each([
    ["all 14 posts", () => full, 0.8],
    ["the latest 10 posts", () => recent, 0.6],
  ])("puts the unanswered preorder questions first (%s)", (_, get, share) => {
    const insights = get();
    const planted = fact("preorder-unanswered");
    const primary = insights.recommendations.primary_recommendation;
    expect(primary.text).toMatch(
      /^Answer the \d+ questions about “preorders” still open under \d+ posts/,
    );
    expect(primary.text).toContain("“Preorders open Thursdays 8pm”");
    expect(primary.text).toContain(`Answer the ${primary.support} questions`);
    const ids = new Set(planted.commentIds);
    const hit = primary.comment_ids.filter((id) => ids.has(id)).length;
    expect(hit / primary.comment_ids.length).toBe(1);
    expect(hit / planted.commentIds.length).toBeGreaterThanOrEqual(share);
    expect(new Set(primary.post_shortcodes).size).toBe(
      Number(/under (\d+) posts/.exec(primary.text)?.[1]),
    );
  });

  it("finds the peak comment hour, 17:00–18:00 UTC", () => {
    const hours = Array.from({ length: 24 }, (_, h) =>
      full.comment_quarter_hours.slice(h * 4, h * 4 + 4).reduce((a, b) => a + b, 0),
    );
    const peak = hours.indexOf(Math.max(...hours));
    expect(peak).toBe(17);
    // FACTS.md counts spam too: 180 of 1,469.
    expect(hours[17]).toBeGreaterThanOrEqual(175);
    expect(hours[17]).toBeLessThanOrEqual(180);
    expect(full.content_strategy.optimal_posting_times.text).toContain(
      `between 17:00 and 18:00 UTC (${hours[17]} of ${hours.reduce((a, b) => a + b, 0).toLocaleString("en-US")} audience comments`,
    );
  });

  it("finds that posts published 16:00–21:00 UTC draw more comments", () => {
    const planted = fact("posting-time");
    const evening = full.drivers.find(
      (d) => d.dimension === "posting_hour" && d.value === "16:00–21:00 UTC",
    );
    expect(new Set(evening?.post_shortcodes)).toEqual(new Set(planted.postShortcodes));
    expect(Math.round(evening?.average_comments ?? 0)).toBe(191);
    const morning = full.drivers.find(
      (d) => d.dimension === "posting_hour" && d.value === "06:00–12:00 UTC",
    );
    expect(morning?.posts).toBe(7);
    expect(Math.round(morning?.average_comments ?? 0)).toBe(72);
    const advice = full.recommendations.audience_growth.find((r) =>
      r.text.startsWith("Publish between 16:00 and 21:00 UTC"),
    );
    expect(new Set(advice?.post_shortcodes)).toEqual(new Set(planted.postShortcodes));
    expect(full.content_strategy.optimal_posting_times.available).toBe(true);
  });

  it("measures posting frequency from the real publication times", () => {
    const times = all.map((p) => Date.parse(p.post.takenAt)).sort((a, b) => a - b);
    const days = ((times.at(-1) as number) - (times[0] as number)) / 86_400_000;
    const text = full.content_strategy.posting_frequency.text;
    expect(text).toMatch(
      new RegExp(`^A post every ${(days / 13).toFixed(1)} days on average over the last 8 weeks`),
    );
    expect(full.content_strategy.posting_frequency.available).toBe(true);
  });

  it("finds purchase intent and says what cannot be measured", () => {
    const roi = full.performance_metrics.roi_indicators;
    const buying = all.flatMap((p) =>
      (p.result as AnalysisResult).comments.filter(
        (c) => c.tags.includes("purchase_intent") && !c.tags.includes("spam"),
      ),
    );
    expect(roi.available).toBe(true);
    expect(roi.text).toMatch(
      new RegExp(`^${buying.length} comments under 14 of 14 posts show an intent to buy`),
    );
    expect(roi.text).toContain("revenue itself cannot be measured");
  });
});

describe("profile insights where the data is missing", () => {
  it("says so when every post hides its likes", () => {
    const hidden = all.map((p) => ({ ...p, post: { ...p.post, likeCount: null } }));
    const insights = build(hidden);
    const m = insights.metrics;
    expect(m.total_likes).toBeNull();
    expect(m.average_engagement).toBeNull();
    expect(m.engagement_rate).toBeNull();
    expect(m.median_engagement_rate).toBeNull();
    expect(insights.trend.every((t) => t.engagement_rate === null && t.likes === null)).toBe(true);
    const patterns = insights.audience_insights.engagement_patterns;
    expect(patterns.available).toBe(false);
    expect(patterns.text).toMatch(/^Likes are hidden on all 14 posts/);
    expect(JSON.stringify(insights)).not.toContain("Average engagement:");
    expect(insights.drivers.every((d) => d.average_engagement_rate === null)).toBe(true);
    // Best by comments when likes are hidden.
    const best = insights.content_strategy.best_performing_content;
    expect(best.post_shortcodes).toEqual(fact("most-commented").postShortcodes);
    expect(best.text).toContain("ranked by comments");
    expect(insights.performance_metrics.benchmark_comparison.text).toContain(
      "compared by comments",
    );
    expectEvidenceFromInput(insights, hidden);
  });

  it("counts a failed post and leaves it out of everything else", () => {
    const failed = latest.map((p, i) =>
      i === 2 ? { ...p, result: null, error: "Comments could not be read" } : p,
    );
    const gone = latest[2] as ProfilePostInput;
    const insights = build(failed);
    expect(insights.metrics.posts_failed).toBe(1);
    expect(insights.metrics.posts_analyzed).toBe(9);
    expect(insights.trend.map((t) => t.shortcode)).not.toContain(gone.post.shortcode);
    expect(insights.metrics.total_comments).toBe(independently(failed).totalComments);
    expect(insights.summary).toContain("9 posts analysed (1 post could not be analysed)");
    const text = JSON.stringify(insights);
    expect(text).not.toContain(gone.post.shortcode);
    const goneIds = new Set(gone.comments.map((c) => c.id));
    for (const it of items(insights))
      for (const id of it.comment_ids) expect(goneIds.has(id)).toBe(false);
    expectEvidenceFromInput(insights, failed);
  });

  it("with one post, says trends and comparisons are unavailable", () => {
    const one = latest.slice(2, 3);
    const insights = build(one);
    const p = insights.performance_metrics;
    for (const s of [p.engagement_trends, p.growth_indicators, p.benchmark_comparison]) {
      expect(s.available).toBe(false);
      expect(s.text).toMatch(/^Only one post was analysed/);
    }
    expect(insights.content_strategy.posting_frequency.available).toBe(false);
    expect(insights.drivers).toEqual([]);
    expect(insights.regulars).toEqual([]);
    expect(insights.audience_insights.behaviour.map((t) => t.label)).not.toContain("Regulars");
    expect(insights.trend).toHaveLength(1);
    expectEvidenceFromInput(insights, one);
  });

  it("without replies, leaves unanswered questions unknown rather than zero", async () => {
    const posts = await analyse(bakery.postShortcodes.slice(0, 3), false);
    const insights = build(posts);
    expect(insights.metrics.unanswered_questions).toBeNull();
    expect(recommendations(insights).some((r) => /open question|still open/.test(r.text))).toBe(
      false,
    );
    expectEvidenceFromInput(insights, posts);
  });

  it("without usable comment times, leaves the clock empty instead of one false spike", () => {
    const stamped = latest.map((p) => ({
      ...p,
      comments: p.comments.map((c) => ({ ...c, timestamp: "2026-11-01T09:00:00.000Z" })),
    }));
    const insights = build(stamped);
    expect(insights.comment_quarter_hours.every((n) => n === 0)).toBe(true);
    const times = insights.content_strategy.optimal_posting_times;
    expect(times.text).toMatch(/^The comments carry no usable times/);
    // Publication times still tell which hours go with more comments.
    expect(times.text).toContain("Posts published 16:00–21:00 UTC average");
    expect(times.available).toBe(true);
  });

  it("when no post could be analysed, says so with every figure at zero", () => {
    const none = latest.slice(0, 2).map((p) => ({ ...p, result: null, error: "Private account" }));
    const insights = build(none, null);
    expect(insights.metrics.posts_failed).toBe(2);
    expect(insights.metrics.posts_analyzed).toBe(0);
    expect(insights.metrics.total_likes).toBeNull();
    expect(insights.summary).toMatch(
      /^None of the 2 posts of @ovenbird\.bakehouse could be analysed/,
    );
    expect(insights.audience_insights.sentiment_analysis.available).toBe(false);
    expect(insights.comment_quarter_hours.every((n) => n === 0)).toBe(true);
  });
});

describe("profile insights on a small made-up profile", () => {
  const day = 86_400_000;
  const start = Date.UTC(2026, 0, 1, 9, 0);
  let seq = 0;
  const comment = (
    username: string,
    text: string,
    at: number,
    extra: Partial<Comment> = {},
  ): Comment => ({
    id: `c${++seq}`,
    username,
    text,
    likes: 1,
    timestamp: new Date(at).toISOString(),
    replyCount: 0,
    parentId: null,
    isFromOwner: false,
    ...extra,
  });
  const post = (i: number, likes: number | null, comments: number): Post => ({
    id: `${1000 + i}`,
    shortcode: `POST${i}`,
    url: `https://www.instagram.com/p/POST${i}/`,
    mediaType: i % 2 === 0 ? "photo" : "video",
    takenAt: new Date(start + i * 2.5 * day).toISOString(),
    owner: { username: "tiny.studio", fullName: "Tiny Studio", isVerified: false },
    caption: `Post number ${i}`,
    likeCount: likes,
    commentCount: comments,
    viewCount: null,
    commentsDisabled: false,
    thumbnailUrl: null,
  });

  it("computes posting frequency, engagement and regulars from scratch", async () => {
    const posts: ProfilePostInput[] = [];
    for (let i = 0; i < 4; i++) {
      const at = start + i * 2.5 * day + 3_600_000;
      const comments = [
        comment("ana", "love this so much 😍", at),
        comment(`guest${i}`, "where can I buy it?", at + 60_000),
        comment("tiny.studio", "@ana thank you!", at + 120_000, { isFromOwner: true }),
      ];
      const p = post(i, 100 * (i + 1), comments.length);
      const result = await analyzer.analyze({ comments, post: p, repliesIncluded: true });
      posts.push({ post: p, result, comments, error: null });
    }
    const insights = buildProfileInsights({
      username: "tiny.studio",
      profile: null,
      posts,
      now: new Date(start + 10 * day),
    });
    profileInsightsSchema.parse(insights);
    expect(insights.content_strategy.posting_frequency.text).toMatch(
      /^A post every 2\.5 days on average over the last 1 week \(4 posts/,
    );
    // Comments per like ×100: 3/100, 3/200, 3/300, 3/400.
    const rates = [3, 1.5, 1, 0.75];
    expect(insights.metrics.engagement_rate).toBeCloseTo(rates.reduce((a, b) => a + b) / 4, 2);
    expect(insights.metrics.median_engagement_rate).toBeCloseTo(1.25, 2);
    expect(insights.metrics.average_engagement).toBe((100 + 200 + 300 + 400 + 12) / 4);
    expect(insights.metrics.active_commenters).toBe(5);
    expect(insights.metrics.repeat_commenters).toBe(1);
    expect(insights.regulars).toEqual([{ username: "ana", posts: 4 }]);
    expect(insights.metrics.total_comments).toBe(12);
    expectEvidenceFromInput(insights, posts);
  });
});
