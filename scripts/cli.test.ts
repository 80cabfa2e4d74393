import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations
import { isBuilt as isBuiltUntyped } from "./cli.mjs";

const isBuilt = isBuiltUntyped as (packageDir: string) => boolean;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = mkdtempSync(path.join(tmpdir(), "cli-launcher-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A package with one source file, a test file and (optionally) a build record, at given
 * times, and its compiled entry unless told otherwise.
 */
function pkg(
  name: string,
  times: { source: number; test: number; record?: number },
  compiled = true,
): string {
  const p = path.join(dir, name);
  mkdirSync(path.join(p, "src/deep"), { recursive: true });
  mkdirSync(path.join(p, "dist"), { recursive: true });
  if (compiled) writeFileSync(path.join(p, "dist/index.js"), "");
  const at = (file: string, seconds: number) => {
    writeFileSync(file, "");
    utimesSync(file, seconds, seconds);
  };
  at(path.join(p, "src/deep/a.ts"), times.source);
  at(path.join(p, "src/deep/a.test.ts"), times.test);
  if (times.record !== undefined) at(path.join(p, "tsconfig.tsbuildinfo"), times.record);
  return p;
}

describe("analysis command-line launcher", () => {
  it("runs the compiled tools only when no source is newer than the last build", () => {
    expect(isBuilt(pkg("current", { source: 1000, test: 1000, record: 2000 }))).toBe(true);
    expect(isBuilt(pkg("edited", { source: 3000, test: 1000, record: 2000 }))).toBe(false);
    expect(isBuilt(pkg("never-built", { source: 1000, test: 1000 }))).toBe(false);
    // Editing a test changes nothing the tools run.
    expect(isBuilt(pkg("test-edited", { source: 1000, test: 3000, record: 2000 }))).toBe(true);
    // The compiled files were deleted after the build.
    expect(isBuilt(pkg("cleaned", { source: 1000, test: 1000, record: 2000 }, false))).toBe(false);
  });

  it("runs a tool with its arguments, whichever way it starts", () => {
    const file = path.join(dir, "in.jsonl");
    writeFileSync(file, `${JSON.stringify({ id: "a", text: "these are fire 🔥" })}\n`);
    const r = spawnSync(process.execPath, ["scripts/cli.mjs", "sentiment", file], {
      cwd: root,
      encoding: "utf8",
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ id: "a", label: "positive" });
  });

  it("names the tools it knows when asked for another", () => {
    const r = spawnSync(process.execPath, ["scripts/cli.mjs", "post-file"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe("usage: node scripts/cli.mjs sentiment|report [args…]");
  });
});
