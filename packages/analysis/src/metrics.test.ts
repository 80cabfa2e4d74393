import { describe, expect, it } from "vitest";
import { binaryScores, macroF1, pearson, scoreLabels } from "./metrics.js";

// Every accuracy figure the evaluation prints goes through these; each case is worked by hand.

describe("binaryScores", () => {
  it("counts hits, false alarms and misses into precision, recall and F1", () => {
    // 2 hits, 1 false alarm, 2 misses, 1 correct no.
    const pairs = [
      { gold: true, predicted: true },
      { gold: true, predicted: true },
      { gold: false, predicted: true },
      { gold: true, predicted: false },
      { gold: true, predicted: false },
      { gold: false, predicted: false },
    ];
    const scores = binaryScores(pairs);
    expect(scores.precision).toBeCloseTo(2 / 3);
    expect(scores.recall).toBeCloseTo(2 / 4);
    expect(scores.f1).toBeCloseTo((2 * (2 / 3) * 0.5) / (2 / 3 + 0.5));
    expect(scores.support).toBe(4);
    expect(scores.predicted).toBe(3);
  });

  it("scores 0, not NaN, when nothing is predicted or nothing is there", () => {
    expect(binaryScores([{ gold: true, predicted: false }])).toMatchObject({
      precision: 0,
      recall: 0,
      f1: 0,
      support: 1,
      predicted: 0,
    });
    expect(binaryScores([])).toMatchObject({ precision: 0, recall: 0, f1: 0, support: 0 });
  });
});

describe("macroF1", () => {
  it("averages F1 over the names asked for, a name without scores counting 0", () => {
    const perfect = binaryScores([{ gold: true, predicted: true }]);
    const half = binaryScores([
      { gold: true, predicted: true },
      { gold: false, predicted: true },
    ]);
    expect(half.f1).toBeCloseTo(2 / 3);
    expect(macroF1({ a: perfect, b: half }, ["a", "b"])).toBeCloseTo((1 + 2 / 3) / 2);
    expect(macroF1({ a: perfect }, ["a", "missing"])).toBeCloseTo(0.5);
  });
});

describe("scoreLabels", () => {
  it("gives accuracy and macro figures over the gold classes only", () => {
    const gold = ["positive", "positive", "negative", "negative"];
    // "neutral" is never gold on this binary set: it costs recall, it adds no class.
    const predicted = ["positive", "neutral", "negative", "positive"];
    const scores = scoreLabels(gold, predicted);
    expect(scores.n).toBe(4);
    expect(scores.accuracy).toBe(0.5);
    expect(Object.keys(scores.perClass)).toEqual(["negative", "positive"]);
    expect(scores.perClass.positive).toMatchObject({ precision: 0.5, recall: 0.5, support: 2 });
    expect(scores.perClass.negative).toMatchObject({ precision: 1, recall: 0.5, support: 2 });
    expect(scores.macroRecall).toBeCloseTo(0.5);
    expect(scores.macroF1).toBeCloseTo((0.5 + 2 / 3) / 2);
  });

  it("refuses lists of different lengths rather than scoring a shifted pairing", () => {
    expect(() => scoreLabels(["a"], ["a", "b"])).toThrow(/differ in length/);
  });
});

describe("pearson", () => {
  it("is 1 for a rising line, -1 for a falling one and NaN for a constant side", () => {
    expect(pearson([1, 2, 3], [10, 20, 30])).toBeCloseTo(1);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1);
    expect(pearson([1, 2, 3], [5, 5, 5])).toBeNaN();
  });
});
