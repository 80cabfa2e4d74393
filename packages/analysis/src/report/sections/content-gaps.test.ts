import { describe, expect, it } from "vitest";
import { type ContextOptions, contextOf, ids, type Said, say } from "../test-helpers.js";
import { contentGaps, questionIntentGroups } from "./content-gaps.js";

function gapsOf(said: Said[], o?: ContextOptions) {
  const ctx = contextOf(said, o);
  return contentGaps(ctx, questionIntentGroups(ctx));
}

describe("content gaps", () => {
  it("groups questions by what they ask, with how many are still open", () => {
    const big = say("how much is the big loaf?", { tags: ["question"], likes: 2 });
    const rye = say("what's the price of the rye?", { tags: ["question"] });
    const answer = say("€6 for the big one!", { owner: true, by: "crumbhouse", replyTo: big });
    const gaps = gapsOf([big, rye, answer]);
    expect(gaps[0]).toEqual({
      text: "2 people asked about the price, 1 still unanswered",
      evidence: ids(big, rye),
      support: 2,
    });
  });

  it("says when every question of a group is answered", () => {
    const q = say("do you deliver to Leith?", { tags: ["question"] });
    const a = say("yes, Thursdays!", { owner: true, by: "crumbhouse", replyTo: q });
    expect(gapsOf([q, a]).map((g) => g.text)).toEqual([
      "1 person asked about shipping, all answered",
    ]);
  });

  it("counts a question answered by a later mention of its author", () => {
    const q = say("when is the next sourdough class?", { by: "ines.bakes", tags: ["question"] });
    const a = say("@ines.bakes next month, sign-up link soon", { owner: true, by: "crumbhouse" });
    expect(gapsOf([q, a]).map((g) => g.text)).toEqual([
      "1 person asked when it is coming, all answered",
    ]);
  });

  it("finds topics people ask about beyond the usual intents", () => {
    const keep = say("does the focaccia keep until monday?", { tags: ["question"] });
    const freeze = say("can I freeze the focaccia?", { tags: ["question"], likes: 1 });
    const gaps = gapsOf([keep, freeze], { repliesIncluded: false });
    expect(gaps).toEqual([
      {
        text: "2 people asked about “focaccia” (“can I freeze the focaccia?”)",
        evidence: ids(freeze, keep),
        support: 2,
      },
    ]);
  });

  it("orders intent groups by size", () => {
    const ctx = contextOf([
      say("is it vegan?", { tags: ["question"] }),
      say("how much?", { tags: ["question"] }),
      say("price per loaf?", { tags: ["question"] }),
    ]);
    expect(questionIntentGroups(ctx).map(([intent, qs]) => [intent, qs.length])).toEqual([
      ["price", 2],
      ["vegan", 1],
    ]);
  });
});
