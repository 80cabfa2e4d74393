import { describe, expect, it } from "vitest";
import { contextOf, say } from "./test-helpers.js";
import { groupTerms } from "./topics.js";

const FILLER = [
  "love the colour",
  "nice one",
  "see you sunday",
  "what a day",
  "great photo",
  "so happy",
  "my favourite",
  "beautiful light",
  "amazing work",
  "congrats team",
  "keep going",
  "well done",
  "big fan",
];

describe("naming what a group of comments is about", () => {
  it("shows the phrase most people used rather than a word cut out of it", () => {
    const group = [
      say("sold out again", { by: "ana" }),
      say("SOLD OUT in a minute", { by: "ben" }),
      say("sold out, no restock", { by: "cai" }),
      say("they sold it to bots", { by: "dee" }),
    ];
    const elsewhere = ["sold out everywhere", "sold out sadly", "sold out, as usual"].map(
      (text, i) => say(text, { by: `x${i}` }),
    );
    const ctx = contextOf([
      ...group,
      ...elsewhere,
      ...FILLER.map((text, i) => say(text, { by: `f${i}` })),
    ]);
    const [first] = groupTerms(ctx.real.slice(0, group.length), ctx.scope, 1);
    expect(first?.toLowerCase()).toBe("sold out");
  });

  it("never names comments by a swear word", () => {
    const ctx = contextOf([
      say("lets fucking go", { by: "ana" }),
      say("fucking finally", { by: "ben" }),
      say("fucking legend", { by: "cai" }),
    ]);
    const named = groupTerms(ctx.real, ctx.scope, 3).map((t) => t.toLowerCase());
    expect(named).not.toContain("fucking");
  });
});
