import { describe, expect, it } from "vitest";
import { goldStance, HOLDOUT_POSTS, slicer, TUNE_POSTS } from "./eval-real-posts.js";

describe("the slices of the labelled real posts", () => {
  it("puts the fresh labels' posts in a column of their own, apart from tune and holdout", () => {
    const sliceOf = slicer(new Set(["FreshOne", HOLDOUT_POSTS[0]]));
    expect(sliceOf(TUNE_POSTS[0])).toBe("tune");
    // A post listed as holdout stays holdout even if the fresh file names it too.
    expect(sliceOf(HOLDOUT_POSTS[0])).toBe("holdout");
    expect(sliceOf("FreshOne")).toBe("fresh");
    expect(sliceOf("Unlabelled")).toBeUndefined();
  });
});

describe("the stance the labels imply", () => {
  const labelled = (
    gold: Partial<Parameters<typeof goldStance>[0]["gold"]>,
    isOwner = false,
  ): Parameters<typeof goldStance>[0] => ({
    gold: {
      post: "P",
      id: "1",
      sentiment: "neutral",
      target: "creator",
      toxic: false,
      tags: [],
      language: "en",
      ...gold,
    },
    isOwner,
  });

  it("reads abuse and complaints as attacks, warm words as support, questions as no side", () => {
    expect(goldStance(labelled({ toxic: true, sentiment: "positive" }))).toBe("attack");
    expect(goldStance(labelled({ tags: ["complaint", "question"] }))).toBe("attack");
    expect(goldStance(labelled({ sentiment: "negative" }))).toBe("attack");
    expect(goldStance(labelled({ sentiment: "negative", tags: ["question"] }))).toBe("neutral");
    expect(goldStance(labelled({ sentiment: "positive" }))).toBe("support");
    expect(goldStance(labelled({ tags: ["praise"] }))).toBe("support");
    expect(goldStance(labelled({ sentiment: "positive", tags: ["question"] }))).toBe("neutral");
  });

  it("takes no side for comments aimed at no one and for the account's own replies", () => {
    expect(goldStance(labelled({ target: "none", sentiment: "negative" }))).toBe("neutral");
    expect(goldStance(labelled({ sentiment: "positive" }, true))).toBe("neutral");
  });
});
