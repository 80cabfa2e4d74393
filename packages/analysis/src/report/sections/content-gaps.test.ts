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
    expect(gaps[0]).toEqual(
      expect.objectContaining({
        text: "2 people asked about the price, 1 still unanswered",
        evidence: ids(big, rye),
        support: 2,
      }),
    );
  });

  it("says when every question of a group is answered", () => {
    const q = say("do you deliver to Leith?", { tags: ["question"] });
    const a = say("yes, Thursdays!", { owner: true, by: "crumbhouse", replyTo: q });
    expect(gapsOf([q, a]).map((g) => g.text)).toEqual([
      "1 person asked about shipping, all answered",
    ]);
  });

  it("reads 'how do I get this' as where to buy it, not as how to do it", () => {
    const gaps = gapsOf([
      say("how do i get my hands on this jacket??", { tags: ["question"] }),
      say("how can we buy the cap?", { tags: ["question"] }),
    ]);
    expect(gaps.map((g) => g.text)).toEqual(["2 people asked where to buy it, 2 still unanswered"]);
  });

  it("does not repeat as a topic what an intent group already holds", () => {
    const said = ["what's the price?", "price??", "price on these?"].map((text, i) =>
      say(text, { by: `fan${i}`, tags: ["question"] }),
    );
    const gaps = gapsOf(said).map((g) => g.text);
    expect(gaps).toHaveLength(1);
    expect(gaps[0]).toMatch(/^3 people asked about the price, 3 still unanswered/);
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
      expect.objectContaining({
        text: "2 people asked about “focaccia” (“can I freeze the focaccia?”)",
        evidence: ids(freeze, keep),
        support: 2,
      }),
    ]);
  });

  it("groups suggestions by what they are about, then counts them all", () => {
    const rye = [
      say("you should bake a rye version", { tags: ["suggestion"] }),
      say("please add rye bread to the menu", { tags: ["suggestion"], likes: 4 }),
      say("a rye loaf on saturdays would be amazing", { tags: ["suggestion"] }),
    ];
    const other = say("maybe open earlier on weekdays", { tags: ["suggestion"] });
    const gaps = gapsOf([...rye, other]);
    expect(gaps.map((i) => i.text)).toEqual([
      "3 people suggest something about “rye” (“please add rye bread to the menu”)",
    ]);
    expect(gaps[0]?.support).toBe(3);
  });

  it("names what people ask you to make, grouped by the thing asked for", () => {
    const asks = [
      say("please make the linen shirt in navy", { tags: ["suggestion"], likes: 3 }),
      say("bring back the linen shirts!", { label: "positive" }),
      say("you should make shirts for kids too"),
    ];
    const gaps = gapsOf([...asks, say("make sure you wash it cold"), say("love the fit")]);
    expect(gaps.map((i) => i.text)).toEqual([
      "3 people ask you to make shirts (“please make the linen shirt in navy”)",
    ]);
    expect(gaps[0]?.evidence).toEqual(ids(asks[0] as never, asks[1] as never, asks[2] as never));
  });

  it("puts what people ask you to make before their questions", () => {
    const asks = [
      say("please make the linen shirt in navy", { tags: ["suggestion"] }),
      say("make more linen shirts", { tags: ["suggestion"] }),
    ];
    const price = say("how much is the linen shirt?", { tags: ["question"] });
    expect(gapsOf([...asks, price]).map((g) => g.text)).toEqual([
      "2 people ask you to make the linen shirt (“please make the linen shirt in navy”)",
      "1 person asked about the price, 1 still unanswered",
    ]);
  });

  it("on a large post, leaves one person's question to the unanswered list", () => {
    const crowd = Array.from({ length: 160 }, (_, i) => say(`lovely bake ${i}`, { by: `f${i}` }));
    const gaps = gapsOf([...crowd, say("how much is the rye?", { by: "q", tags: ["question"] })]);
    expect(gaps.some((g) => g.text.includes("the price"))).toBe(false);
    const two = gapsOf([
      ...crowd,
      say("how much is the rye?", { by: "q", tags: ["question"] }),
      say("price of the seeded one?", { by: "r", tags: ["question"] }),
    ]);
    expect(two.some((g) => g.text.startsWith("2 people asked about the price"))).toBe(true);
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
