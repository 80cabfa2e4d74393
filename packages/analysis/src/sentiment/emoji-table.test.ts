import { describe, expect, it } from "vitest";
import { buildEmojiTable, type EmojiUsageFile } from "./emoji-table.js";

// Columns as in the ranking: emoji, unicode, occurrences, position, negative, neutral, positive.
const CSV = [
  "Emoji,Unicode codepoint,Occurrences,Position,Negative,Neutral,Positive,Unicode name,Unicode block",
  "😀,0x1f600,100,0.5,10,20,70,GRINNING FACE,Emoticons",
  "😃,0x1f603,100,0.5,10,30,60,SMILING FACE,Emoticons",
  "😄,0x1f604,100,0.5,20,20,60,SMILING FACE WITH OPEN MOUTH,Emoticons",
  "🤦,0x1f926,10,0.5,0,5,5,FACE PALM,Supplemental",
].join("\n");

const usage = (entries: Array<[string, number]>): EmojiUsageFile => ({
  about: "",
  entries: entries.map(([emoji, value]) => ({
    emoji,
    value,
    note: "",
    examples: [],
    source: "written",
  })),
});

const EMOJIBASE = [
  { emoji: "😀", subgroup: 1 },
  { emoji: "😃", subgroup: 1 },
  { emoji: "😄", subgroup: 1 },
  { emoji: "🥰", subgroup: 1 },
  { emoji: "🤦", subgroup: 2 },
  { emoji: "🤦‍♂️", subgroup: 2 },
  { emoji: "🤦‍♀️", subgroup: 2 },
];

describe("buildEmojiTable", () => {
  it("scores ranked emoji, estimates newer ones from their subgroup, and lets current usage win", () => {
    const { emoji, source } = buildEmojiTable(CSV, EMOJIBASE, usage([["🤦", -0.4]]));
    // (positive − negative) / (occurrences + 3)
    expect(emoji["😀"]).toBeCloseTo(60 / 103, 3);
    // Half the subgroup's occurrence-weighted mean.
    expect(emoji["🥰"]).toBeGreaterThan(0.2);
    // A facepalm is exasperation, in its man and woman forms too.
    expect(emoji["🤦"]).toBe(-0.4);
    expect(emoji["🤦\u200d\u2642"]).toBe(-0.4);
    expect(emoji["🤦\u200d\u2640"]).toBe(-0.4);
    expect(source).toContain("1 emoji set to current");
  });

  it("refuses a usage file that lists an emoji twice or a value outside -1..1", () => {
    expect(() =>
      buildEmojiTable(
        CSV,
        EMOJIBASE,
        usage([
          ["🤦", -0.4],
          ["🤦", 0.2],
        ]),
      ),
    ).toThrow("listed twice");
    expect(() => buildEmojiTable(CSV, EMOJIBASE, usage([["🤦", -4]]))).toThrow("value");
  });
});
