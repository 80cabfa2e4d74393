import type { AnalysisResult } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { isFunctionTerm, measureFindings, mentionsKeyword, readFinding } from "./eval-findings.js";

describe("reading a finding for the evaluation", () => {
  it("takes topic names as theme terms and leaves example comments out of the prose", () => {
    const read = readFinding("“sold out”: criticised by 4 people (“gone in two minutes, again”)");
    expect(read.themes).toEqual(["sold out"]);
    expect(read.prose).toBe("“sold out”: criticised by 4 people ()");
    expect(
      readFinding("3 people raise concerns about “the strap”, 2 without a reply").themes,
    ).toEqual(["the strap"]);
    expect(readFinding("Also praised: “colour” (3), “fit” (2)").themes).toEqual(["colour", "fit"]);
    expect(
      readFinding("3 people raise concerns about quality (they mention “ripped”, “tear”) (“ugh”)")
        .themes,
    ).toEqual(["ripped", "tear"]);
    expect(readFinding("Reply to the 3 concerns about sizing, e.g. “runs small”").themes).toEqual(
      [],
    );
  });

  it("calls a term a function term only when every word is a stopword", () => {
    expect(isFunctionTerm("I’m")).toBe(true);
    expect(isFunctionTerm("don't")).toBe(true);
    expect(isFunctionTerm("yang")).toBe(true);
    expect(isFunctionTerm("design")).toBe(false);
    expect(isFunctionTerm("UK")).toBe(false);
    expect(isFunctionTerm("para todos", ["es"])).toBe(true);
    expect(isFunctionTerm("sold out")).toBe(false);
    expect(isFunctionTerm("🔥")).toBe(false);
  });

  it("matches keywords as whole words, emoji anywhere", () => {
    expect(mentionsKeyword("People ask about the UK release", "UK")).toBe(true);
    expect(mentionsKeyword("shipping to Ukraine", "UK")).toBe(false);
    expect(mentionsKeyword("🔥🔥 appears in 40 comments", "🔥")).toBe(true);
    expect(mentionsKeyword("“size 15”: asked by 3", "size 15")).toBe(true);
    // A Turkish capital İ matches a keyword written in lower case.
    expect(mentionsKeyword("“MOTİVASYON” comes up in 23 comments", "motivasyon")).toBe(true);
  });
});

describe("measuring a report's findings", () => {
  const insight = (text: string, evidence: string[], kind?: string) => ({
    text,
    evidence,
    support: evidence.length,
    ...(kind ? { kind } : {}),
  });
  const result = {
    what_users_loved: [
      insight("Loved: the colours", ["loved1"]),
      insight("Not everyone objects", ["side1", "side2"], "supporters"),
    ],
    areas_for_improvement: [insight("Sizing runs small", ["improve1"])],
    audience_insights: {
      primary_demographics: [],
      audience_personas: [],
      content_preferences: [insight("People prefer tutorials", ["pref1"])],
      engagement_drivers: [],
      pain_points: [insight("Shipping is slow", ["pain1"])],
    },
    content_opportunities: {
      trending_topics: [],
      content_gaps: [insight("Asked: the price", ["gap1"])],
      collaboration_ideas: [insight("Team up with a baker", ["collab1"])],
    },
    actionable_strategies: [
      { category: "Engagement", recommendations: [insight("Pin the praise", ["pin1"], "pin")] },
      {
        category: "Content Strategy",
        recommendations: [insight("Consider the suggestions", ["idea1"], "weigh-suggestions")],
      },
      { category: "Moderation", recommendations: [insight("Hide the abuse", ["abuse1"])] },
    ],
    unanswered_questions: { available: true, comment_ids: ["q1", "q2"] },
    comments: [],
    giveaway_count: 0,
    language_breakdown: [{ language: "en", count: 9, percentage: 100 }],
  } as unknown as AnalysisResult;

  it("counts every engagement finding's evidence, but not what moderation says to hide", () => {
    const m = measureFindings("post", result, "owner", new Set(), []);
    expect(m.engagementEvidence.sort()).toEqual(
      [
        "collab1",
        "gap1",
        "idea1",
        "improve1",
        "loved1",
        "pain1",
        "pin1",
        "pref1",
        "side1",
        "side2",
      ].sort(),
    );
    expect(m.unansweredQuestions).toEqual(["q1", "q2"]);
  });

  it("reads the evidence of whose side a finding takes by its kind, not its wording", () => {
    const m = measureFindings("post", result, "owner", new Set(), []);
    expect(m.supporterEvidence).toEqual(["side1", "side2"]);
    expect(m.pinEvidence).toEqual(["pin1"]);
    expect(m.suggestionEvidence).toEqual(["idea1"]);
  });
});
