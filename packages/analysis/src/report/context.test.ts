import { describe, expect, it } from "vitest";
import { contextOf, ids, postBy, say } from "./test-helpers.js";

const shop = { post: postBy("shop"), repliesIncluded: true };

describe("the report's reading of the thread", () => {
  it("counts a question another commenter answered as answered, but not a '+1' or 'same'", () => {
    const answered = say("when is the restock?", { tags: ["question"] });
    const answer = say("@fan1 fridays at 9, they posted it in stories", {
      by: "helper",
      replyTo: answered,
      target: "commenter",
    });
    const waiting = say("do you ship to Canada?", { tags: ["question"] });
    const metoo = say("@fan3 same question!!", {
      by: "metoo",
      replyTo: waiting,
      target: "commenter",
    });
    const plusOne = say("@fan3 +1 🙏", { by: "plus", replyTo: waiting, target: "commenter" });
    const ctx = contextOf([answered, answer, waiting, metoo, plusOne], shop);
    expect(ctx.unanswered.map((r) => r.comment.id)).toEqual(ids(waiting));
  });

  it("leaves questions asked of another commenter out of the creator's questions", () => {
    const claim = say("this is the best drop this year", { label: "positive" });
    const retort = say("@fan1 are you serious?", {
      tags: ["question"],
      replyTo: claim,
      target: "commenter",
    });
    const ctx = contextOf([claim, retort], shop);
    expect(ctx.questions).toEqual([]);
    expect(ctx.unanswered).toEqual([]);
  });

  it("leaves a question put to tagged friends to them, unless it names the creator too", () => {
    const toFriends = say("@sam @kai we all getting a pair?", {
      tags: ["question", "friend_tag"],
    });
    const toShop = say("@shop @sam is there a size 15?", { tags: ["question", "friend_tag"] });
    const ctx = contextOf([toFriends, toShop], shop);
    expect(ctx.questions).toHaveLength(2);
    expect(ctx.unanswered.map((r) => r.comment.id)).toEqual(ids(toShop));
  });

  it("leaves a question put to the person the post features to them", () => {
    const post = { ...postBy("shop"), caption: "Custom pair painted by @inkwell" };
    const toArtist = say("where did you get that paint @inkwell ? 🤙🏽", { tags: ["question"] });
    const opensOnArtist = say("@inkwell how long did it take?", { tags: ["question"] });
    const toShop = say("@inkwell @shop will these be sold?", { tags: ["question"] });
    // About the artist, asked of the shop.
    const aboutArtist = say("is that a pair by @inkwell?", { tags: ["question"] });
    const youGuys = say("will you guys sell the pair @inkwell made?", { tags: ["question"] });
    const ctx = contextOf([toArtist, opensOnArtist, toShop, aboutArtist, youGuys], {
      post,
      repliesIncluded: true,
    });
    expect(ctx.unanswered.map((r) => r.comment.id)).toEqual(ids(toShop, aboutArtist, youGuys));
  });

  it("counts a question about the featured person as the creator's only when it says 'you'", () => {
    const post = { ...postBy("shop"), caption: "Custom pair painted by @inkwell" };
    const wondering = say("is she even a real painter?", { tags: ["question"], target: "subject" });
    const toShop = say("how often do you restock her pairs?", {
      tags: ["question"],
      target: "subject",
    });
    const jab = say("who buys this stuff anyway?", { tags: ["question"], target: "other" });
    const ctx = contextOf([wondering, toShop, jab], { post, repliesIncluded: true });
    expect(ctx.unanswered.map((r) => r.comment.id)).toEqual(ids(toShop));
  });

  it("lists only questions that ask for something: no abuse, no echo, no venting", () => {
    const post = { ...postBy("shop"), caption: "Meet our new head baker and her rye sourdough" };
    const price = say("how much is the rye loaf?", { tags: ["question"] });
    const insult = say("who hired this clown?", {
      label: "negative",
      tags: ["question", "toxic"],
    });
    const lateOrder = say("my loaf never came, where do I get a refund?", {
      label: "negative",
      tags: ["question", "complaint"],
    });
    const echo = say("head baker?", { tags: ["question"] });
    // A complaint put as a question asks for nothing in particular: it vents.
    const venting = say("so bland. what is even the point of this bakery?", {
      label: "negative",
      tags: ["question", "complaint"],
    });
    const ctx = contextOf([price, insult, lateOrder, echo, venting], {
      post,
      repliesIncluded: true,
    });
    expect(ctx.unanswered.map((r) => r.comment.id).sort()).toEqual(ids(price, lateOrder).sort());
    // Abuse, echoes and venting are no questions anywhere: not to answer, not a content gap.
    expect(ctx.questions.map((r) => r.comment.id).sort()).toEqual(ids(price, lateOrder).sort());
  });

  it("keeps a complaint open until the creator answers, whoever else commiserates", () => {
    const late = say("my order is three weeks late", { label: "negative", tags: ["complaint"] });
    const same = say("@fan1 mine too, still nothing", {
      by: "other",
      replyTo: late,
      target: "commenter",
    });
    const ctx = contextOf([late, same], shop);
    expect(ctx.answered(ctx.rows[0] as (typeof ctx.rows)[number])).toBe(false);
    const reply = say("@fan1 so sorry, DM us your order number", {
      by: "shop",
      owner: true,
      replyTo: late,
    });
    const after = contextOf([late, same, reply], shop);
    expect(after.answered(after.rows[0] as (typeof after.rows)[number])).toBe(true);
  });

  it("knows the owner of an import from its name alone", () => {
    const ctx = contextOf([say("love it")], { owner: "Studio.Kaya" });
    expect(ctx.owner).toBe("studio.kaya");
  });
});
