import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ownAbuseScores, readOwnAbuseLabels } from "./eval-own-abuse.js";

const dir = mkdtempSync(path.join(tmpdir(), "own-abuse-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the toxic tag on our own abuse labels", () => {
  it("scores each pool on its own and counts labels no report held", () => {
    const labels = [
      { post: "p", id: "a", toxic: true, pool: "lexicon" },
      { post: "p", id: "b", toxic: false, pool: "lexicon" },
      { post: "p", id: "c", toxic: true, pool: "random" },
      { post: "p", id: "d", toxic: false, pool: "random" },
      { post: "q", id: "gone", toxic: true, pool: "random" },
    ];
    const flagged = new Map([
      ["a", true],
      ["b", true],
      ["c", false],
      ["d", false],
    ]);
    const figures = ownAbuseScores(labels, (id) => flagged.get(id));
    expect(figures.missing).toBe(1);
    expect(figures.pools.lexicon).toMatchObject({ precision: 0.5, recall: 1, comments: 2 });
    expect(figures.pools.random).toMatchObject({
      precision: 0,
      recall: 0,
      support: 1,
      comments: 2,
    });
  });

  it("reads the labels file and names a malformed line", () => {
    const good = path.join(dir, "good.jsonl");
    writeFileSync(good, '{"post":"p","id":"a","toxic":true,"pool":"lexicon"}\n\n');
    expect(readOwnAbuseLabels(good)).toEqual([
      { post: "p", id: "a", toxic: true, pool: "lexicon" },
    ]);
    const bad = path.join(dir, "bad.jsonl");
    writeFileSync(bad, '{"post":"p","id":"a","toxic":true,"pool":"x"}\n{"post":"p","id":"b"}\n');
    expect(() => readOwnAbuseLabels(bad)).toThrow(/bad\.jsonl:2: expected/);
  });
});
