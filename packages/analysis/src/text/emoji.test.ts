import { describe, expect, it } from "vitest";
import { emojiKey, isEmojiOnly, splitEmoji, stripEmojiModifiers } from "./emoji.js";
import { emojiPolarity } from "./emoji-polarity.js";

describe("emoji", () => {
  it("counts each emoji of a run separately", () => {
    expect(splitEmoji("😍😍🔥")).toEqual(["😍", "😍", "🔥"]);
    expect(splitEmoji("so good😍😍🔥!!")).toHaveLength(3);
  });

  it("keeps ZWJ sequences, flags and keycaps whole", () => {
    expect(splitEmoji("👨‍👩‍👧‍👦")).toEqual(["👨‍👩‍👧‍👦"]);
    expect(splitEmoji("❤️‍🔥❤️‍🔥")).toEqual(["❤️‍🔥", "❤️‍🔥"]);
    expect(splitEmoji("🇧🇷🇵🇹")).toEqual(["🇧🇷", "🇵🇹"]);
    expect(splitEmoji("1️⃣ 2")).toEqual(["1️⃣"]);
  });

  it("treats skin tones and the FE0F selector as the same emoji", () => {
    expect(emojiKey("👍🏽")).toBe("👍");
    expect(emojiKey("👍🏿")).toBe(emojiKey("👍"));
    expect(emojiKey("❤️")).toBe("❤");
    expect(emojiKey("👩🏽‍💻")).toBe("👩‍💻");
    expect(splitEmoji("👏🏼👏🏼")).toEqual(["👏🏼", "👏🏼"]);
    expect(stripEmojiModifiers("❤️ 👍🏽")).toBe("❤ 👍");
  });

  it("knows comments that are only emoji", () => {
    expect(isEmojiOnly("😍 🔥!!")).toBe(true);
    expect(isEmojiOnly("1️⃣")).toBe(true);
    expect(isEmojiOnly("love 😍")).toBe(false);
    expect(isEmojiOnly("123")).toBe(false);
  });

  it("gives emoji the polarity people mean, whatever their skin tone", () => {
    expect(emojiPolarity("😍")).toBeGreaterThan(0.5);
    expect(emojiPolarity("🔥")).toBeGreaterThan(0.3);
    expect(emojiPolarity("🤮")).toBeLessThan(-0.3);
    // The middle finger insults, whatever the 2015 tweets made of it.
    expect(emojiPolarity("🖕🏽")).toBeLessThan(-0.3);
    expect(emojiPolarity("🤦🏻‍♂️")).toBeLessThan(-0.3);
    expect(emojiPolarity("🤢")).toBeLessThan(-0.3);
    expect(emojiPolarity("🤯")).toBeGreaterThan(0.3);
    expect(emojiPolarity("🗑️")).toBeLessThan(-0.3);
    expect(emojiPolarity("👍🏾")).toBe(emojiPolarity("👍"));
    expect(emojiPolarity("❤️")).toBe(emojiPolarity("❤"));
  });
});
