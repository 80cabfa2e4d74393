import { describe, expect, it } from "vitest";
import type { CommentResult, CommentStance, CommentTarget } from "./analysis-result.js";
import { entityStances } from "./entity-stances.js";

describe("entityStances", () => {
  const comment = (
    about: string | undefined,
    stance: CommentStance,
    target: CommentTarget = "subject",
  ): CommentResult => ({
    id: "x",
    score: 0,
    label: "neutral",
    language: "en",
    target,
    stance,
    about,
    tags: [],
  });

  it("counts each entity's supportive, critical and other comments, most talked about first", () => {
    const comments = [
      comment("@shop", "support", "creator"),
      comment("@shop", "attack", "creator"),
      comment("@shop", "neutral", "creator"),
      comment("@shop", "support", "creator"),
      comment("Mara", "attack"),
      comment("Mara", "attack"),
      comment("Mara", "support"),
      comment("@kai", "attack", "commenter"),
      comment(undefined, "support"),
      // Replied to three times, with no side taken: nothing to say about them.
      comment("@ria", "neutral", "commenter"),
      comment("@ria", "neutral", "commenter"),
      comment("@ria", "support", "commenter"),
    ];
    expect(entityStances(comments)).toEqual([
      { about: "@shop", isAccount: true, support: 2, attack: 1, neutral: 1, total: 4 },
      { about: "Mara", isAccount: false, support: 1, attack: 2, neutral: 0, total: 3 },
    ]);
  });

  it("asks more of an entity on a large post: a hundredth of the comments", () => {
    const filler = Array.from({ length: 494 }, () => comment(undefined, "neutral"));
    const side = [
      comment("@lee", "attack", "commenter"),
      comment("@lee", "support", "commenter"),
      comment("@lee", "attack", "commenter"),
    ];
    const featured = Array.from({ length: 7 }, () => comment("Mara", "support"));
    // 504 comments: six needed, so the three replies to @lee are left out.
    expect(entityStances([...filler, ...side, ...featured]).map((e) => e.about)).toEqual(["Mara"]);
    // 104 comments: three are enough.
    expect(
      entityStances([...filler.slice(0, 94), ...side, ...featured]).map((e) => e.about),
    ).toEqual(["Mara", "@lee"]);
  });
});
