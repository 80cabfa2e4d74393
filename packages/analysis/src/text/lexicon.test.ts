import { describe, expect, it } from "vitest";
import { withoutCueFiles } from "../cues/cues.js";
import { lexiconScore, phraseScore } from "./lexicon.js";

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

  it("reads its words from the cue files, and reads without a file set aside", () => {
    expect(lexiconScore("gorgeously")).toBe(2);
    expect(phraseScore("never", "again")).toBe(-2);
    withoutCueFiles(["en/opinion-strong-praise", "en/opinion-strong-criticism"]);
    try {
      expect(lexiconScore("gorgeously")).toBe(0);
      expect(phraseScore("never", "again")).toBe(0);
      // Other languages' files stay.
      expect(lexiconScore("hermosa")).toBe(2);
    } finally {
      withoutCueFiles([]);
    }
    expect(lexiconScore("gorgeously")).toBe(2);
  });
});
