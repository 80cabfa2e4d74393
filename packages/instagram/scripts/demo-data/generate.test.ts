import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEMO_DATA_DIR, generateDataset, serialize } from "./generate.js";

const checkedIn = (name: string) => readFileSync(new URL(name, DEMO_DATA_DIR), "utf8");

describe("demo data generator", () => {
  const first = generateDataset();

  it("gives the same data on every run", () => {
    const second = generateDataset();
    expect(serialize(second.dataset)).toBe(serialize(first.dataset));
    expect(serialize(second.facts)).toBe(serialize(first.facts));
    expect(serialize(second.labels)).toBe(serialize(first.labels));
    expect(second.factsMarkdown).toBe(first.factsMarkdown);
  });

  it("matches the checked-in files byte for byte (regenerate after editing the generator)", () => {
    expect(checkedIn("dataset.json")).toBe(serialize(first.dataset));
    expect(checkedIn("facts.json")).toBe(serialize(first.facts));
    expect(checkedIn("labels.json")).toBe(serialize(first.labels));
    expect(checkedIn("FACTS.md")).toBe(first.factsMarkdown);
  });

  it("keeps the bundled data set small enough to ship", () => {
    expect(Buffer.byteLength(checkedIn("dataset.json"))).toBeLessThan(3 * 1024 * 1024);
  });

  it("writes JSON that parses back to the same value", () => {
    const text = serialize(first.dataset);
    expect(JSON.parse(text)).toEqual(first.dataset);
    expect(serialize({ a: [1, 2], b: {}, c: [], d: [{ e: null }] })).toBe(
      '{\n  "a": [1, 2],\n  "b": {},\n  "c": [],\n  "d": [\n    {\n      "e": null\n    }\n  ]\n}\n',
    );
  });
});
