import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations
import { patternsInSources, superLinearReason } from "./regex-safety.mjs";

interface Pattern {
  source: string;
  flags: string;
  where?: string;
}
const reasonOf = superLinearReason as (pattern: Pattern) => string | null;
const written = patternsInSources as (root: string) => Pattern[];

describe("superLinearReason", () => {
  it("flags the friend-tag pattern that hung the server as exponential", () => {
    expect(reasonOf({ source: String.raw`^(\s*@[\w.]+[\s,]*)+$`, flags: "u" })).toMatch(
      /exponential backtracking/,
    );
  });

  it("passes the same pattern with its leading spaces outside the repeated group", () => {
    expect(reasonOf({ source: String.raw`^\s*(?:@[\w.]+[\s,]*)+$`, flags: "u" })).toBeNull();
  });

  it("flags two parts that can take the same spaces as polynomial", () => {
    expect(reasonOf({ source: String.raw`^\s*\d{0,2}\s*\/?\s*$`, flags: "" })).toMatch(
      /polynomial backtracking/,
    );
  });

  it("flags a trailing run that every start position scans, and passes it anchored", () => {
    expect(reasonOf({ source: String.raw`\s+$`, flags: "" })).toMatch(/quadratic search/);
    expect(reasonOf({ source: String.raw`(?<!\s)\s+$`, flags: "" })).toBeNull();
  });
});

describe("patternsInSources", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("finds literals and RegExp calls with a plain pattern, with their file and line", () => {
    root = mkdtempSync(path.join(tmpdir(), "regexes-"));
    mkdirSync(path.join(root, "src"));
    mkdirSync(path.join(root, "node_modules"));
    writeFileSync(
      path.join(root, "src", "a.ts"),
      [
        "const A = /^(a+)+$/u;",
        'const B = new RegExp("x*y", "g");',
        'const C = new RegExp(A.source + "z");',
      ].join("\n"),
    );
    writeFileSync(path.join(root, "node_modules", "dep.js"), "const D = /(b+)+c/;");
    expect(written(root)).toEqual([
      { source: "^(a+)+$", flags: "u", where: "src/a.ts:1" },
      { source: "x*y", flags: "g", where: "src/a.ts:2" },
    ]);
  });
});
