import type { AnalysisResult, Insight } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { fixtureAnalysis } from "./test-fixtures/fixture";
import { topicVolumes } from "./topic-volumes";

const result = fixtureAnalysis().result as AnalysisResult;
const ids = result.comments.map((c) => c.id);
const labelOf = new Map(result.comments.map((c) => [c.id, c.label]));

const finding = (topic: string, evidence: string[], support = evidence.length): Insight => ({
  text: `About ${topic}`,
  evidence,
  support,
  topic,
});

function withFindings(loved: Insight[], growth: Insight[], trending: Insight[]): AnalysisResult {
  return {
    ...result,
    what_users_loved: loved,
    areas_for_improvement: growth,
    audience_insights: { ...result.audience_insights, pain_points: [], content_preferences: [] },
    content_opportunities: { ...result.content_opportunities, trending_topics: trending },
  };
}

describe("topicVolumes", () => {
  it("merges a topic's findings, counts each comment once and splits them by sentiment", () => {
    const topics = topicVolumes(
      withFindings(
        [finding("Crust", ids.slice(0, 6))],
        [finding("price", ids.slice(10, 13))],
        [finding("crust", ids.slice(4, 9))],
      ),
    );
    expect(topics.map((t) => [t.topic, t.volume])).toEqual([
      ["Crust", 9],
      ["price", 3],
    ]);
    const crust = topics[0];
    const expected = { positive: 0, neutral: 0, negative: 0 };
    for (const id of ids.slice(0, 9)) expected[labelOf.get(id) as keyof typeof expected] += 1;
    expect(crust?.counts).toEqual(expected);
  });

  it("sizes a big topic by its findings' count, beyond the comments they quote", () => {
    const [skin] = topicVolumes(withFindings([], [], [finding("skin", ids.slice(0, 5), 120)]));
    expect(skin).toMatchObject({ volume: 120 });
    expect(skin?.ids).toHaveLength(5);
  });

  it("leaves out topics of one comment and keeps the biggest few", () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      finding(`topic ${i}`, ids.slice(i * 3, i * 3 + 2 + (i % 3))),
    );
    const topics = topicVolumes(withFindings(many, [finding("alone", ids.slice(50, 51))], []));
    expect(topics).toHaveLength(8);
    expect(topics.some((t) => t.topic === "alone")).toBe(false);
    expect(topics.map((t) => t.volume)).toEqual(
      [...topics.map((t) => t.volume)].sort((a, b) => b - a),
    );
  });
});
