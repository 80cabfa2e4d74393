import type { CommentStance } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { languageName } from "../../../lib/language-name";
import {
  analyzedLine,
  approximateCount,
  chartedTimeline,
  displayedBreakdown,
  fillTimeline,
  formatSeconds,
  keyFindings,
  personaKind,
  sentimentBreakdown,
  sentimentLook,
  stanceCounts,
  tagCounts,
  targetCounts,
  wholePercentages,
} from "./derive";
import { fixtureAnalysis } from "./test-fixtures/fixture";

describe("report figures", () => {
  it("recomputes the analyzer's breakdown from the per-comment results", () => {
    const { result } = fixtureAnalysis();
    const excluded = sentimentBreakdown(result.comments, false);
    expect(excluded.percent).toEqual(result.sentiment_breakdown);

    const included = sentimentBreakdown(result.comments, true);
    expect(included.total).toBe(excluded.total + result.spam_count + result.giveaway_count);
    expect(included.percent).not.toEqual(excluded.percent);
    expect(included.percent.positive + included.percent.neutral + included.percent.negative).toBe(
      100,
    );
  });

  it("counts per sentiment are the rounded percentage of the comments counted", () => {
    const { result } = fixtureAnalysis();
    const shown = displayedBreakdown(result, false);
    expect(shown.total).toBe(result.comments.length - 2 - 10 - 10); // owner replies, spam, giveaway
    expect(approximateCount(shown.percent.positive, shown.total)).toBe(
      Math.round((result.sentiment_breakdown.positive * shown.total) / 100),
    );
    expect(approximateCount(33, 10)).toBe(3);
  });

  it("falls back to the server's figures without per-comment results", () => {
    const { result } = fixtureAnalysis((a) => {
      a.result.comments = [];
    });
    const shown = displayedBreakdown(result, true);
    expect(shown.percent).toEqual(result.sentiment_breakdown);
    expect(shown.total).toBe(result.total_comments - result.spam_count - result.giveaway_count);
  });

  it("rounds percentages to whole numbers that add up to 100", () => {
    expect(wholePercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercentages([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it("picks the best supported finding of each kind first", () => {
    const { result } = fixtureAnalysis();
    const findings = keyFindings(result);
    expect(findings).toHaveLength(3);
    expect(new Set(findings.map((f) => f.kind)).size).toBe(3);
    // A named topic, not the 13 emoji-only reactions that have more comments.
    expect(findings.find((f) => f.kind === "loved")?.text).toBe(
      "“Moss”: praised by 5 people (“Moss clour 😍”)",
    );
    const unanswered = findings.find((f) => f.kind === "unanswered");
    expect(unanswered?.evidence).toEqual(result.unanswered_questions.comment_ids);
    expect(unanswered?.text).toBe("4 questions are still waiting for your reply");
  });

  it("fills the remaining places by support when a kind is missing", () => {
    const { result } = fixtureAnalysis((a) => {
      a.result.areas_for_improvement = [];
      a.result.audience_insights.pain_points = [];
      a.result.unanswered_questions = { available: false, comment_ids: [] };
    });
    const findings = keyFindings(result);
    expect(findings.map((f) => f.kind)).toEqual(["loved", "loved", "loved"]);
    expect(findings.map((f) => f.support)).toEqual([5, 3, 3]);
  });

  it("never shows two findings that rest mostly on the same comments", () => {
    const { result } = fixtureAnalysis((a) => {
      const ids = ["x1", "x2", "x3", "x4", "x5", "x6"];
      a.result.areas_for_improvement = [
        { text: "“link”: criticised by 6 people", evidence: ids, support: 6 },
      ];
      a.result.audience_insights.pain_points = [
        { text: "5 people raise concerns about the website", evidence: ids.slice(1), support: 5 },
        { text: "2 people raise concerns about the price", evidence: ["y1", "y2"], support: 2 },
      ];
    });
    const texts = keyFindings(result).map((f) => f.text);
    expect(texts).toContain("“link”: criticised by 6 people");
    expect(texts).not.toContain("5 people raise concerns about the website");
  });

  it("gives a place left over to many people saying they will buy, never one of the usual kinds", () => {
    const demand = {
      text: "49 people say they will buy (“need these”)",
      evidence: ["d1", "d2"],
      support: 49,
    };
    // With every kind present, demand takes no place, however many say it.
    const full = fixtureAnalysis((a) => {
      a.result.audience_insights.engagement_drivers.push(demand);
    });
    expect(keyFindings(full.result).map((f) => f.kind)).not.toContain("demand");
    // With no pain point or area to improve, it fills the place left before a second loved.
    const { result } = fixtureAnalysis((a) => {
      a.result.areas_for_improvement = [];
      a.result.audience_insights.pain_points = [];
      a.result.audience_insights.engagement_drivers.push(demand);
    });
    const findings = keyFindings(result);
    expect(findings.find((f) => f.kind === "demand")).toEqual({ ...demand, kind: "demand" });
    expect(findings.filter((f) => f.kind === "loved")).toHaveLength(1);
    // A handful is no finding.
    const few = fixtureAnalysis((a) => {
      a.result.areas_for_improvement = [];
      a.result.audience_insights.pain_points = [];
      a.result.audience_insights.engagement_drivers.push({
        ...demand,
        text: "3 people say they will buy",
        support: 3,
      });
    });
    expect(keyFindings(few.result).map((f) => f.kind)).not.toContain("demand");
  });

  it("takes emoji-only love as the loved finding only when no topic was named", () => {
    const { result } = fixtureAnalysis((a) => {
      a.result.what_users_loved = a.result.what_users_loved.filter((i) => !i.text.startsWith("“"));
    });
    const loved = keyFindings(result).find((f) => f.kind === "loved");
    expect(loved?.text).toMatch(/^13 comments react with emoji alone/);
  });

  it("says first, under a post that mourns someone, that the comments are tributes", () => {
    const tributes = {
      text: "93 people pay tribute or send condolences (“gone too soon”)",
      evidence: ["m1", "m2"],
      support: 93,
    };
    const { result } = fixtureAnalysis((a) => {
      a.result.audience_insights.engagement_drivers.push(tributes);
    });
    const findings = keyFindings(result);
    expect(findings[0]).toEqual({ ...tributes, kind: "mourning" });
    // On top of the usual three, not in place of one.
    expect(findings).toHaveLength(4);
  });

  it("reads findings by the kind the analyzer gives them, not by their wording", () => {
    // A single mourner's tribute is worded "pays … sends": read by its kind, it still leads.
    const tribute = {
      text: "1 person pays tribute or sends condolences (“rest easy”)",
      evidence: ["m1"],
      support: 1,
      kind: "tributes" as const,
    };
    // A kind says what a finding is whatever its first words.
    const notTributes = {
      text: "93 people pay tribute or send condolences (from an older wording test)",
      evidence: ["x1"],
      support: 93,
      kind: "buying" as const,
    };
    const { result } = fixtureAnalysis((a) => {
      a.result.audience_insights.engagement_drivers.push(notTributes, tribute);
    });
    const findings = keyFindings(result);
    expect(findings[0]).toEqual({ ...tribute, kind: "mourning" });
    expect(findings.map((f) => f.text)).not.toContain(notTributes.text);
  });

  it("always leads with abuse in the thread, taking the moderation advice as the finding", () => {
    const abuse = {
      text: "Hide or report the 4 abusive comments (3 aimed at the people in the post, 1 at other commenters), most liked first in the evidence: insults, slurs or threats left standing tell others they are welcome",
      evidence: ["t1", "t2", "t3", "t4"],
      support: 4,
    };
    const { result } = fixtureAnalysis((a) => {
      a.result.toxic_count = 4;
      const moderation = a.result.actionable_strategies.find((c) => c.category === "Moderation");
      if (moderation) moderation.recommendations.unshift(abuse);
      else
        a.result.actionable_strategies.push({ category: "Moderation", recommendations: [abuse] });
    });
    const findings = keyFindings(result);
    expect(findings).toHaveLength(4);
    expect(findings[0]).toEqual({ ...abuse, kind: "abuse" });
    expect(findings.slice(1)).toEqual(keyFindings({ ...result, toxic_count: 0 }));
    // Without abuse counted, the same advice stays among the strategies only.
    const calm = keyFindings({ ...result, toxic_count: 0 });
    expect(calm.some((f) => f.kind === "abuse")).toBe(false);
  });

  it("chooses persona icons by keywords: fan, new, engaged, professional, in that order", () => {
    expect(personaKind("Loyal Fans")).toBe("fan");
    expect(personaKind("Casual Fans")).toBe("fan");
    expect(personaKind("New & Casual Viewers")).toBe("new");
    expect(personaKind("Engaged Regulars")).toBe("engaged");
    expect(personaKind("Active Supporters")).toBe("engaged");
    expect(personaKind("Industry Professionals")).toBe("professional");
    expect(personaKind("Gear Experts")).toBe("professional");
    expect(personaKind("Critics")).toBe("generic");
  });

  it("names languages, with und as Unknown", () => {
    expect(languageName("pt")).toBe("Portuguese");
    expect(languageName("und")).toBe("Unknown");
    expect(languageName("zz")).toBe("zz");
  });

  it("gives each overall band its look, and anything else a neutral one", () => {
    expect(sentimentLook("overwhelmingly positive").tone).toBe("positive");
    expect(sentimentLook("mixed").tone).toBe("mixed");
    expect(sentimentLook("overwhelmingly negative").tone).toBe("negative");
    expect(sentimentLook("ecstatic").tone).toBe("other");
  });

  it("writes the header figures honestly", () => {
    expect(analyzedLine(150, 3106)).toBe("Analyzed 150 of 3,106 comments");
    expect(analyzedLine(1240, 1240)).toBe("1,240 comments analyzed");
    expect(formatSeconds(0.4)).toBe("0.4 s");
    expect(formatSeconds(12.34)).toBe("12.3 s");
    expect(formatSeconds(0.02)).toBe("< 0.1 s");
  });

  it("counts tags", () => {
    const { result } = fixtureAnalysis();
    const counts = tagCounts(result.comments);
    expect(counts.find((t) => t.tag === "spam")?.count).toBe(10);
    expect(counts.find((t) => t.tag === "giveaway_entry")?.count).toBe(10);
  });

  it("counts whom comments are aimed at, and nothing for a report from before targets", () => {
    const { result } = fixtureAnalysis();
    // Stored before targets were read: every comment reads as aimed at no one.
    expect(targetCounts(result.comments)).toEqual([]);
    const base = result.comments[0] as (typeof result.comments)[number];
    const aimed = (["commenter", "creator", "none", "creator", "other"] as const).map(
      (target, i) => ({ ...base, id: String(i), target }),
    );
    expect(targetCounts(aimed)).toEqual([
      { target: "creator", count: 2 },
      { target: "commenter", count: 1 },
      { target: "other", count: 1 },
      { target: "none", count: 1 },
    ]);
  });

  it("counts stances in a fixed order, and nothing when no comment takes a side", () => {
    const { result } = fixtureAnalysis();
    const base = result.comments[0] as (typeof result.comments)[number];
    const withStances = (stances: CommentStance[]) =>
      stances.map((stance, i) => ({ ...base, id: String(i), stance }));
    expect(stanceCounts(withStances(["neutral", "neutral"]))).toEqual([]);
    expect(stanceCounts(withStances(["attack", "neutral", "support", "attack"]))).toEqual([
      { stance: "support", count: 1 },
      { stance: "attack", count: 2 },
      { stance: "neutral", count: 1 },
    ]);
  });

  it("sums hourly points over more than two days into the viewer's own days", () => {
    const start = Date.parse("2026-10-20T00:00:00.000Z");
    const points = Array.from({ length: 72 }, (_, i) => ({
      start: new Date(start + i * 3_600_000).toISOString(),
      positive: 1,
      neutral: 0,
      negative: i === 30 ? 5 : 0,
    }));
    const charted = chartedTimeline({ bucket: "hour", points, later: null });
    expect(charted.unit).toBe("day");
    expect(charted.points.reduce((n, p) => n + p.positive + p.negative, 0)).toBe(77);
    // Each local day starts at the viewer's midnight.
    for (const p of charted.points) expect(new Date(p.start).getHours()).toBe(0);
    const short = chartedTimeline({ bucket: "hour", points: points.slice(0, 30), later: null });
    expect(short).toEqual({ points: points.slice(0, 30), unit: "hour" });
  });

  it("fills quiet days in the timeline with zeros", () => {
    const points = fillTimeline({
      later: null,
      bucket: "day",
      points: [
        { start: "2026-10-20T00:00:00.000Z", positive: 2, neutral: 0, negative: 1 },
        { start: "2026-10-23T00:00:00.000Z", positive: 1, neutral: 1, negative: 0 },
      ],
    });
    expect(points.map((p) => p.start.slice(0, 10))).toEqual([
      "2026-10-20",
      "2026-10-21",
      "2026-10-22",
      "2026-10-23",
    ]);
    expect(points[1]).toMatchObject({ positive: 0, neutral: 0, negative: 0 });
  });
});
