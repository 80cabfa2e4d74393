import { describe, expect, it } from "vitest";
import { contextOf, ids, postBy, type Said, say } from "../../test-helpers.js";
import { moderationStrategy } from "./moderation.js";

describe("moderation strategy", () => {
  it("lists the spam to hide", () => {
    const spam = [
      say("grow your page fast, dm me", { tags: ["spam"] }),
      say("cheap followers in bio", { tags: ["spam"] }),
    ];
    const items = moderationStrategy(
      contextOf([...spam, say("lovely bake", { label: "positive" })]),
    );
    expect(items.filter(Boolean)).toEqual([
      expect.objectContaining({
        text: "Hide or delete the 2 spam comments; they are left out of the sentiment",
        evidence: ids(...spam),
        support: 2,
      }),
    ]);
  });

  it("asks to hide or report abuse first, saying whom it targets", () => {
    const abuse = [
      say("he is a disgrace, retire already", { tags: ["toxic"], target: "subject", likes: 9 }),
      say("@ana you are an idiot", { tags: ["toxic"], target: "commenter", likes: 2 }),
      say("go back to school, clown", { tags: ["toxic"], target: "subject" }),
    ];
    const [first] = moderationStrategy(
      contextOf([...abuse, say("great round", { label: "positive" })]),
    );
    expect(first).toEqual(
      expect.objectContaining({
        text: "Hide or report the 3 abusive comments (2 aimed at the people in the post, 1 at other commenters), most liked first in the evidence: insults, slurs or threats left standing tell others they are welcome",
        evidence: ids(abuse[0] as Said, abuse[1] as Said, abuse[2] as Said),
        support: 3,
        kind: "abuse",
      }),
    );
  });

  it("asks to report look-alikes of the creator's account telling people they won", () => {
    const scam = say("Congrats, you won our giveaway! DM us to claim your prize", {
      by: "crumbhouse_winners",
    });
    const items = moderationStrategy(contextOf([scam], { post: postBy("crumbhouse") }));
    expect(items.filter(Boolean).map((i) => i?.text)).toEqual([
      "Report the 1 comment from look-alike accounts (@crumbhouse_winners) telling people they won: a common giveaway scam",
      "Hide or delete the 1 spam comment; they are left out of the sentiment",
    ]);
  });
});
