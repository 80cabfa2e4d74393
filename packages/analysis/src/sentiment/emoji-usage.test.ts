import { describe, expect, it } from "vitest";
import { readEmojiUsage } from "../cues/cue-sources.js";
import { emojiKey } from "../text/emoji.js";
import { emojiPolarity } from "../text/emoji-polarity.js";
import { scoreComment } from "./model.js";

// One test per entry of cues/emoji-usage.json: the shipped table holds its value (after an
// edit, `npm run train`) and each of its example comments reads as the entry says.
const usage = readEmojiUsage();

describe("emoji set to current usage (cues/emoji-usage.json)", () => {
  it("has entries, each with at least one example that holds the emoji", () => {
    expect(usage.entries.length).toBeGreaterThan(10);
    for (const e of usage.entries) {
      expect(e.examples.length, e.emoji).toBeGreaterThan(0);
      for (const x of e.examples) expect(emojiKey(x.text), x.text).toContain(emojiKey(e.emoji));
    }
  });

  for (const entry of usage.entries) {
    it(`${entry.emoji} ${entry.value > 0 ? "+" : ""}${entry.value}: ${entry.note}`, () => {
      expect(emojiPolarity(entry.emoji)).toBe(entry.value);
      for (const x of entry.examples) expect(scoreComment(x.text).label, x.text).toBe(x.reads);
    });
  }
});
