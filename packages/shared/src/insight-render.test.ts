import { describe, expect, it } from "vitest";
import { INSIGHT_KINDS, type Insight } from "./analysis-result.js";
import { delayText, kindOf, renderInsight, topicOf } from "./insight-render.js";

const base = { text: "stored words", evidence: ["c1"], support: 3 };

describe("renderInsight", () => {
  it("keeps the stored sentence of a finding stored before findings were records", () => {
    expect(renderInsight(base)).toBe("stored words");
    expect(renderInsight({ ...base, kind: "topic", topic: "crust" })).toBe("stored words");
    // Kinds older reports carry without their figures keep their words too.
    for (const kind of ["buying", "abuse", "tributes", "account"] as const)
      expect(renderInsight({ ...base, kind })).toBe("stored words");
  });

  it("reads an older report's kind and topic from its wording, a record's from its fields", () => {
    expect(kindOf({ ...base, text: "“crust”: praised by 4 people" })).toBe("loved-topic");
    expect(kindOf({ ...base, text: "12 people say they will buy" })).toBe("buying");
    expect(kindOf({ ...base, text: "Hide or report the 2 abusive comments (…)" })).toBe("abuse");
    expect(kindOf(base)).toBeUndefined();
    expect(kindOf({ ...base, kind: "spam" })).toBe("spam");
    expect(topicOf({ ...base, text: "“sold out” comes up in 9 comments" })).toBe("sold out");
    expect(topicOf({ ...base, kind: "trending-topic", topic: "crust" })).toBe("crust");
  });

  it("writes a praised topic from its figures and quote, with its critics when it has some", () => {
    const loved: Insight = {
      ...base,
      kind: "loved-topic",
      topic: "crust",
      figures: { people: 1, critics: 0 },
      quote: { id: "c1", text: "that crust!!" },
    };
    expect(renderInsight(loved)).toBe("“crust”: praised by 1 person (“that crust!!”)");
    expect(renderInsight({ ...loved, figures: { people: 4, critics: 2 } })).toBe(
      "“crust”: praised by 4 people (“that crust!!”), though 2 people criticise it",
    );
  });

  it("says who is still waiting for a reply only when replies were read", () => {
    const concern: Insight = {
      ...base,
      kind: "concern-theme",
      topic: "the price",
      figures: { people: 2 },
      mentions: { words: ["pricey", "expensive"] },
    };
    expect(renderInsight(concern)).toBe(
      "2 people raise concerns about the price (most mention “pricey”, “expensive”)",
    );
    expect(renderInsight({ ...concern, open: 0 })).toMatch(/the price, all answered \(/);
    expect(renderInsight({ ...concern, open: 1, mentions: { words: ["a", "b"], own: true } })).toBe(
      "2 people raise concerns about the price, 1 without a reply (they mention “a”, “b”)",
    );
  });

  it("writes lists of named things with how many people said each", () => {
    expect(
      renderInsight({
        ...base,
        kind: "praise-words",
        terms: [
          { label: "GOAT", people: 4 },
          { label: "sick", people: 1_200 },
        ],
      }),
    ).toBe("How they praise it: “GOAT” (4), “sick” (1,200)");
  });

  it("has a sentence for every kind a report is built with today", () => {
    for (const kind of INSIGHT_KINDS.filter((k) => k !== "topic")) {
      const text = renderInsight({
        ...base,
        kind,
        topic: "crust",
        entity: "@mara",
        phrase: "where to buy it",
        figures: { people: 2, comments: 3, percent: 40, likes: 5 },
        quote: { id: "c1", text: "so good" },
        terms: [{ label: "x", people: 2 }],
      });
      expect(text, kind).not.toBe("stored words");
      expect(text, kind).not.toMatch(/undefined|NaN/);
    }
  });

  it("says how fast the account replied as a reader would", () => {
    expect(delayText(25 * 60_000)).toBe("25 minutes");
    expect(delayText(3 * 3_600_000)).toBe("3 hours");
    expect(delayText(3 * 86_400_000)).toBe("3 days");
    expect(
      renderInsight({
        ...base,
        kind: "owner-replies",
        figures: { comments: 3, questions: 2, complaints: 0, others: 1, medianMs: 45 * 60_000 },
      }),
    ).toBe(
      "You replied to 3 comments (2 questions, 1 other comment); half of the replies came within 45 minutes",
    );
  });
});
