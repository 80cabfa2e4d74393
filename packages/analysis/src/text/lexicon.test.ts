import { describe, expect, it } from "vitest";
import { lexiconScore } from "./lexicon.js";

describe("lexiconScore", () => {
  it("reads a word the same whichever of its forms came first", () => {
    // "booom" is looked up as "boom", then squeezed to "bom" (Portuguese "good"); plain
    // "boom" afterwards must not inherit that reading.
    expect(lexiconScore("boom", "bom")).toBeGreaterThan(0);
    expect(lexiconScore("boom")).toBe(0);
  });

  it("tries the squeezed form only when the word itself is unknown", () => {
    expect(lexiconScore("wow", "wo")).toBe(lexiconScore("wow"));
    expect(lexiconScore("woow", "wow")).toBe(lexiconScore("wow"));
  });
});
