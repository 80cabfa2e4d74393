import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * What the analyzer's own source must keep to: its understanding lives in cue data with
 * examples and in trained weights, not in expressions written into the code, and it serves
 * every kind of account, so no brand or sport is written into its rules.
 */

const root = path.dirname(fileURLToPath(import.meta.url));
const cues = path.join(root, "..", "cues");

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && keep(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

const sources = filesUnder(root, (n) => n.endsWith(".ts") && !n.endsWith(".test.ts"));

function regExpLiterals(file: string): number {
  return literalsIn(file, readFileSync(file, "utf8"));
}

function literalsIn(name: string, text: string): number {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  let n = 0;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) n++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return n;
}

describe("the analyzer's source", () => {
  it("holds fewer than 30 regular-expression literals", () => {
    const counts = sources.map((f) => [path.relative(root, f), regExpLiterals(f)] as const);
    const total = counts.reduce((sum, [, n]) => sum + n, 0);
    expect(total, counts.filter(([, n]) => n > 0).join("\n")).toBeLessThan(30);
  });

  it("names no brand or sport in its code or its cue files", () => {
    const { words } = JSON.parse(
      readFileSync(path.join(root, "..", "test", "domain-words.json"), "utf8"),
    ) as { words: string[] };
    const named = new RegExp(`\\b(?:${words.join("|")})\\b`, "i");
    const offenders = [...sources, ...filesUnder(cues, (n) => n.endsWith(".json"))].filter((f) =>
      named.test(readFileSync(f, "utf8")),
    );
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });

  it("counts an expression literal and not a string that looks like one", () => {
    const source = 'const a = /x+/u;\nconst b = "/y/";\nconst c = `/z/`;\n';
    expect(literalsIn("sample.ts", source)).toBe(1);
  });
});
