import { describe, expect, it } from "vitest";
import { HOLDOUT_POSTS, slicer, TUNE_POSTS } from "./eval-real-posts.js";

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
