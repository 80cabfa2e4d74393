import { describe, expect, it } from "vitest";
import { INSIGHT_KINDS, type Insight } from "./analysis-result.js";
import { renderInsight } from "./insight-render.js";

const base = { text: "stored words", evidence: ["c1"], support: 3 };

describe("renderInsight", () => {
  it("keeps the stored sentence of a finding from before kinds, and of an untyped kind", () => {
    expect(renderInsight(base)).toBe("stored words");
    expect(renderInsight({ ...base, kind: "topic", topic: "crust" })).toBe("stored words");
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
      "“crust”: praised by 4 people, though 2 people criticise it (“that crust!!”)",
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
    const stored = new Set(["topic", "buying", "abuse", "tributes", "account"]);
    for (const kind of INSIGHT_KINDS.filter((k) => !stored.has(k))) {
      const text = renderInsight({
        ...base,
        kind,
        topic: "crust",
        entity: "@mara",
        phrase: "where to buy it",
        figures: { people: 2, comments: 3 },
        terms: [{ label: "x", people: 2 }],
      });
      expect(text, kind).not.toBe("stored words");
      expect(text, kind).not.toMatch(/undefined|NaN/);
    }
  });
});
