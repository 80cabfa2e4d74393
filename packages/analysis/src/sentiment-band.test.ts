import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sentimentBand } from "./sentiment-band.js";

describe("sentimentBand", () => {
  it.each([
    [1, "overwhelmingly positive"],
    [0.8, "overwhelmingly positive"],
    [0.795, "overwhelmingly positive"],
    [0.794, "positive"],
    [0.6, "positive"],
    [0.59, "mixed"],
    [0.4, "mixed"],
    [0.39, "negative"],
    [0.2, "negative"],
    [0.19, "overwhelmingly negative"],
    [0, "overwhelmingly negative"],
  ] as const)("score %s reads as %s", (score, band) => {
    expect(sentimentBand(score)).toBe(band);
  });

  it("agrees with the whole percentage shown beside it for every score", () => {
    const order = [
      "overwhelmingly negative",
      "negative",
      "mixed",
      "positive",
      "overwhelmingly positive",
    ];
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (score) => {
        const shown = Math.round(score * 100);
        expect(order.indexOf(sentimentBand(score))).toBe(Math.min(4, Math.floor(shown / 20)));
      }),
    );
  });

  it("clamps out-of-range scores and rejects non-numbers", () => {
    expect(sentimentBand(1.5)).toBe("overwhelmingly positive");
    expect(sentimentBand(-0.2)).toBe("overwhelmingly negative");
    expect(() => sentimentBand(Number.NaN)).toThrow(RangeError);
  });
});
