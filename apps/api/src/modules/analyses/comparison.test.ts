import type { AnalysisResult, Insight } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { compareResults } from "./comparison.js";

/** The parts of a report the comparison reads. */
function result(topics: Insight[], score = 0.6, analyzed = 100): AnalysisResult {
  return {
    sentiment_score: score,
    overall_sentiment: "positive",
    analyzed,
    content_opportunities: { trending_topics: topics, content_gaps: [], collaboration_ideas: [] },
  } as unknown as AnalysisResult;
}

const said = (text: string, topic?: string): Insight => ({
  text,
  evidence: ["c1"],
  support: 1,
  ...(topic ? { kind: "topic" as const, topic } : {}),
});

describe("compareResults", () => {
  it("matches topics by their name, read from an older report's sentence when it has none", () => {
    const previous = result([
      said("“crust” comes up in 4 comments"),
      said("“queue” comes up in 3 comments"),
    ]);
    const current = result(
      [
        said("“Crust” comes up in 9 comments", "Crust"),
        said("“sold out” comes up in 5 comments", "sold out"),
      ],
      0.7,
      140,
    );
    const compared = compareResults(
      { id: "before", createdAt: new Date("2026-11-01T10:00:00Z"), result: previous },
      current,
    );
    expect(compared.new_topics).toEqual(["sold out"]);
    expect(compared.dropped_topics).toEqual(["queue"]);
    expect(compared.comments_change).toBe(40);
    expect(compared.sentiment_score_change).toBe(0.1);
  });

  it("names a topic by the analyzer's name even when the sentence quotes a comment first", () => {
    const previous = result([]);
    const current = result([said("People ask “is it vegan?” about the rye", "rye")]);
    const compared = compareResults(
      { id: "before", createdAt: new Date("2026-11-01T10:00:00Z"), result: previous },
      current,
    );
    expect(compared.new_topics).toEqual(["rye"]);
  });
});
