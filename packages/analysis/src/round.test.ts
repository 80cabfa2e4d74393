import { describe, expect, it } from "vitest";
import { round } from "./round.js";

describe("round", () => {
  it("keeps the asked number of places", () => {
    expect(round(0.12345, 3)).toBe(0.123);
    expect(round(-0.9876, 2)).toBe(-0.99);
  });

  it("gives 0, not -0, for a tiny negative, so a score reads the same after a JSON round trip", () => {
    expect(Object.is(round(-0.0004, 3), 0)).toBe(true);
    expect(JSON.parse(JSON.stringify(round(-0.0004, 3)))).toBe(round(-0.0004, 3));
  });
});
