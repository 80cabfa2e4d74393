import { describe, expect, it } from "vitest";
import { cueMentions, topCues } from "./cues.js";
import { contextOf, say } from "./test-helpers.js";

const SHIPPING = /\bship|\bdeliver/i;

describe("the words a group of comments used", () => {
  it("widens a matched stem to the whole word and counts people, not comments", () => {
    const ctx = contextOf([
      say("shipping took a month", { by: "ana" }),
      say("Shipping was slow", { by: "ben" }),
      say("still not delivered", { by: "cai" }),
      say("not delivered, again. not delivered!", { by: "dee" }),
      say("shipping shipping shipping", { by: "eve" }),
    ]);
    expect(topCues(ctx.real, SHIPPING)).toEqual(["shipping", "delivered"]);
  });

  it("needs two people for a word, so one comment does not name the group", () => {
    const ctx = contextOf([
      say("the strap. ripped already", { by: "ana" }),
      say("my strap? ripped in a week", { by: "ben" }),
      say("mine fell apart", { by: "cai" }),
      say("great bag", { by: "dee" }),
      say("love it", { by: "eve" }),
      say("nice colour", { by: "fox" }),
      say("so roomy", { by: "gil" }),
    ]);
    expect(topCues(ctx.real, /\b(ripped|fell apart)\b/i)).toEqual(["ripped"]);
    expect(cueMentions(ctx.real.slice(0, 3), /\b(ripped|fell apart)\b/i, ctx.scope)).toEqual({
      words: ["ripped", "strap"],
    });
  });

  it("lists each person's own words in a small group where nobody shares them", () => {
    const ctx = contextOf([
      say("the seam ripped after a week", { by: "ana" }),
      say("mine fell apart in the rain", { by: "ben" }),
      say("sole started to tear already", { by: "cai" }),
      say("great bag", { by: "dee" }),
    ]);
    const worn = /\b(ripped|fell apart|tear)\b/i;
    expect(cueMentions(ctx.real.slice(0, 3), worn, ctx.scope)).toEqual({
      words: ["ripped", "fell apart", "tear"],
      own: true,
    });
    // One word alone is one comment's wording, not the group's.
    expect(cueMentions(ctx.real.slice(0, 1), worn, ctx.scope)?.own).toBeUndefined();
  });
});
