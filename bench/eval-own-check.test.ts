import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ownCheckScores, readOwnCheckLabels } from "./eval-own-check.js";

const dir = mkdtempSync(path.join(tmpdir(), "own-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the readings against our own check labels", () => {
  it("scores sentiment, target and each tag over the comments a report held", () => {
    const labels = [
      { post: "p", id: "a", sentiment: "positive", target: "creator", tags: ["praise"] },
      { post: "p", id: "b", sentiment: "negative", target: "creator", tags: ["complaint"] },
      { post: "p", id: "c", sentiment: "neutral", target: "commenter", tags: [] },
      { post: "q", id: "gone", sentiment: "neutral", target: "none", tags: [] },
    ];
    const readings = new Map([
      ["a", { label: "positive", target: "creator", tags: ["praise"] }],
      ["b", { label: "neutral", target: "creator", tags: ["question"] }],
      ["c", { label: "neutral", target: "creator", tags: ["complaint"] }],
    ]);
    const figures = ownCheckScores(labels, (id) => readings.get(id), ["praise", "complaint"]);
    expect(figures.comments).toBe(3);
    expect(figures.missing).toBe(1);
    expect(figures.sentiment.accuracy).toBeCloseTo(2 / 3);
    expect(figures.target.accuracy).toBeCloseTo(2 / 3);
    expect(figures.tags.perTag.praise).toMatchObject({ precision: 1, recall: 1 });
    expect(figures.tags.perTag.complaint).toMatchObject({ precision: 0, recall: 0, support: 1 });
    expect(figures.tags.macroF1).toBeCloseTo(0.5);
  });

  it("reads the labels file and names a malformed line", () => {
    const good = path.join(dir, "good.jsonl");
    writeFileSync(
      good,
      '{"post":"p","id":"a","sentiment":"positive","target":"creator","tags":["praise"]}\n\n',
    );
    expect(readOwnCheckLabels(good)).toEqual([
      { post: "p", id: "a", sentiment: "positive", target: "creator", tags: ["praise"] },
    ]);
    const bad = path.join(dir, "bad.jsonl");
    writeFileSync(bad, '{"post":"p","id":"b","sentiment":"neutral"}\n');
    expect(() => readOwnCheckLabels(bad)).toThrow(/bad\.jsonl:1: expected/);
  });
});
