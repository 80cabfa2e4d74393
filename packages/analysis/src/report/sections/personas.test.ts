import { describe, expect, it } from "vitest";
import type { ReportContext } from "../context.js";
import { contextOf, postBy, say } from "../test-helpers.js";
import { groupCommenters } from "./commenters.js";
import { audiencePersonas } from "./personas.js";

const personasOf = (ctx: ReportContext) => audiencePersonas(ctx, groupCommenters(ctx).active);

describe("audience personas", () => {
  it("puts each commenter in one persona by what they did, not by mood alone", () => {
    const claim = say("this crust is the best in the city", { by: "ana", label: "positive" });
    const personas = personasOf(
      contextOf([
        claim,
        say("back again for the rye", { by: "ana", label: "positive" }),
        say("as a pastry chef, that lamination is spot on", { by: "luc", label: "positive" }),
        say("where can I buy your starter?", { by: "mei", tags: ["question"] }),
        say("@jo @kim", { by: "raf", tags: ["giveaway_entry"] }),
        say("bread was burnt", { by: "tess", label: "negative", tags: ["complaint"] }),
        say("cheap followers here", { by: "promo.bot", tags: ["spam"] }),
        say("@mila.r saturday?", { by: "sol", tags: ["friend_tag"] }),
        say("@ana overrated place", {
          by: "max",
          label: "negative",
          target: "commenter",
          replyTo: claim,
        }),
        say("@ana you must be paid", {
          by: "max",
          label: "negative",
          target: "commenter",
          replyTo: claim,
        }),
        say("@ana you clown", { by: "zed", tags: ["toxic"], target: "commenter", replyTo: claim }),
      ]),
    );
    expect(Object.fromEntries(personas.map((p) => [p.type, p.support]))).toEqual({
      Superfans: 2,
      "Professionals & Experts": 1,
      Shoppers: 1,
      "Giveaway Entrants": 1,
      "Brand Critics": 1,
      "Friends Sharing": 1,
      Debaters: 2,
      Trolls: 1,
    });
  });

  it("reads criticism from each comment's stance: a fan who attacks a commenter is no superfan", () => {
    const praise = say("love this bakery", { by: "ana", label: "positive" });
    const personas = personasOf(
      contextOf([
        praise,
        say("the rye is the best", { by: "bea", label: "positive" }),
        say("so good every time", { by: "bea", label: "positive" }),
        say("@ana you have no taste", {
          by: "bea",
          label: "negative",
          target: "commenter",
          replyTo: praise,
        }),
        // Negative words aimed at the account attack it, with or without a complaint tag.
        say("honestly the loaf was dry this week", { by: "cy", label: "negative" }),
      ]),
    );
    const byType = Object.fromEntries(personas.map((p) => [p.type, p.support]));
    expect(byType.Superfans).toBeUndefined();
    expect(byType["Engaged Regulars"]).toBe(3);
    expect(byType["Brand Critics"]).toBe(1);
  });

  it("gives shares that add up to 100", () => {
    // One fan, one asker, one critic and three regulars: 16.7 × 3 + 50 would overshoot.
    const personas = personasOf(
      contextOf([
        say("lovely", { by: "a", label: "positive" }),
        say("open monday?", { by: "b", tags: ["question"] }),
        say("too salty", { by: "c", label: "negative", tags: ["complaint"] }),
        ...["d", "e", "f"].flatMap((by) => [say("hi", { by }), say("again", { by })]),
      ]),
    );
    const total = personas.reduce((sum, p) => sum + p.percentage, 0);
    expect(total).toBeCloseTo(100, 5);
    expect(personas[0]).toMatchObject({ type: "Engaged Regulars", percentage: 49.9 });
  });

  it("among many commenters leaves out a group of one: one person is no kind of audience", () => {
    const fans = Array.from({ length: 22 }, (_, i) =>
      say("lovely loaf", { by: `fan${i}`, label: "positive" }),
    );
    const personas = personasOf(
      contextOf([
        ...fans,
        say("open monday?", { by: "asker1", tags: ["question"] }),
        say("open sunday?", { by: "asker2", tags: ["question"] }),
        say("as a pastry chef, that lamination is spot on", { by: "chef", label: "positive" }),
      ]),
    );
    expect(personas.map((p) => [p.type, p.percentage])).toEqual([
      ["Casual Fans", 88],
      ["Question Askers", 8],
    ]);
  });

  it("describes a persona from its members' comments", () => {
    const [fans] = personasOf(
      contextOf([
        say("obcecada por esse pão", { by: "bia", label: "positive", lang: "pt", likes: 3 }),
        say("melhor padaria", { by: "bia", label: "positive", lang: "pt", likes: 1 }),
      ]),
    );
    expect(fans?.characteristics).toEqual([
      "1 commenter, 2 comments",
      "100% write in Portuguese",
      "2.0 likes per comment on average",
      "100% of their comments are positive",
    ]);
  });

  it("groups those who mourn under a post that mourns someone, not with brand critics", () => {
    const ctx = contextOf(
      [
        say("rip coach, gone too soon 💔", { by: "ana", label: "negative" }),
        say("rest in peace", { by: "ben", label: "negative" }),
        say("your shop is a disgrace", { by: "cai", label: "negative", tags: ["complaint"] }),
      ],
      { post: { ...postBy("coachbakery"), caption: "Rest in peace, coach." } },
    );
    expect(Object.fromEntries(personasOf(ctx).map((p) => [p.type, p.support]))).toEqual({
      Mourners: 2,
      "Brand Critics": 1,
    });
  });
});
