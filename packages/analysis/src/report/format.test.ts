import { describe, expect, it } from "vitest";
import { quote } from "./format.js";

describe("quote", () => {
  it("keeps short text whole, on one line", () => {
    expect(quote("  love\nthis  ")).toBe("love this");
  });

  it("cuts long text with an ellipsis, never through an emoji", () => {
    const text = `${"a".repeat(57)}👩‍👩‍👧 and more`;
    const cut = quote(text, 60);
    expect(cut).toBe(`${"a".repeat(57)}…`);
    expect(cut.length).toBeLessThanOrEqual(60);
    const flags = quote("🇧🇷".repeat(40), 10);
    expect(flags).toBe(`${"🇧🇷".repeat(2)}…`);
  });
});
