import { describe, expect, it } from "vitest";
import { isNegative, isPositive, type Polar } from "./polarity.js";

const c = (label: Polar["label"], ...tags: Polar["tags"]): Polar => ({ label, tags });

describe("polarity", () => {
  it("reads the label of a plain comment", () => {
    expect(isPositive(c("positive"))).toBe(true);
    expect(isNegative(c("negative"))).toBe(true);
    expect(isPositive(c("neutral"))).toBe(false);
    expect(isNegative(c("neutral"))).toBe(false);
  });

  it("counts a polite question as asking, not praising", () => {
    // "do you have oat milk? thanks!" reads positive but is a question.
    expect(isPositive(c("positive", "question"))).toBe(false);
    expect(isNegative(c("negative", "question"))).toBe(false);
  });

  it("lets the praise and complaint tags decide, questions included", () => {
    expect(isPositive(c("neutral", "praise"))).toBe(true);
    expect(isPositive(c("positive", "praise", "question"))).toBe(true);
    expect(isNegative(c("positive", "complaint"))).toBe(true);
    expect(isNegative(c("neutral", "complaint", "question"))).toBe(true);
  });

  it("never counts an insult as warm, whatever kind words it holds", () => {
    // "nice video, you idiot" reads positive.
    expect(isPositive(c("positive", "toxic"))).toBe(false);
    expect(isPositive(c("neutral", "praise", "toxic"))).toBe(false);
  });

  it("counts only the tags of a comment that could not be analysed", () => {
    expect(isPositive(c(null))).toBe(false);
    expect(isNegative(c(null, "complaint"))).toBe(true);
  });
});
