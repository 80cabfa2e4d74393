import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { outsideReads, scannedFiles, scanRepository } from "./repository-paths.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** This file holds examples of bad paths on purpose. */
const SELF = "scripts/repository-paths.test.ts";

const readsIn = (file: string, text: string) =>
  outsideReads(ROOT, file, text).map((r) => `${r.line}: ${r.reason}`);

describe("the repository stands on its own", () => {
  it("has no test, server, e2e or bench file reading a path outside the repository", () => {
    const files = scannedFiles(ROOT);
    // The scan covers what a clone runs: the packages' and apps' code, the e2e suite, the bench.
    expect(files).toContain("packages/instagram/src/test/rapidapi-fixture-server.ts");
    expect(files).toContain("apps/api/src/app.ts");
    expect(files).toContain("bench/profile.ts");
    expect(files).toContain("e2e/helpers.ts");
    expect(files).toContain("playwright.config.ts");
    // The evaluation and training tooling reads its configured data folder instead.
    expect(files).not.toContain("bench/eval.ts");
    const found = scanRepository(ROOT)
      .filter((r) => r.file !== SELF)
      .map((r) => `${r.file}:${r.line} ${r.reason}: ${r.text}`);
    expect(found).toEqual([]);
  });

  it("finds a fixture read from a folder beside the clone", () => {
    expect(
      readsIn(
        "packages/instagram/src/graph-provider.test.ts",
        'readFileSync(new URL("../../../../shared/fixtures/instagram/graph-comments.json", import.meta.url));',
      ),
    ).toEqual(["1: climbs above the repository root"]);
  });

  it("finds a folder beside the clone reached from the repository root", () => {
    expect(
      readsIn(
        "bench/fixtures.ts",
        'const root = path.resolve(here, "..");\nconst dir = path.resolve(root, "../shared/fixtures");',
      ),
    ).toEqual(["2: names nothing in the repository"]);
  });

  it("finds a run of parent steps above the root and an absolute path of one machine", () => {
    expect(
      readsIn(
        "apps/api/src/data.ts",
        'const a = path.resolve(here, "..", "..", "..", "..");\nconst b = "/work/shared/eval";',
      ),
    ).toEqual(["1: climbs above the repository root", "2: an absolute path of one machine"]);
  });

  it("accepts paths that stay inside: imports, package references, build outputs", () => {
    expect(
      readsIn(
        "apps/api/src/server.test.ts",
        [
          'import { startRapidApiFixtureServer } from "../../../packages/instagram/src/test/rapidapi-fixture-server.js";',
          'const dist = new URL("../dist/server.js", import.meta.url);',
          'const up = path.resolve(here, "..", "..");',
        ].join("\n"),
      ),
    ).toEqual([]);
    expect(readsIn("packages/instagram/tsconfig.json", '{ "path": "../shared" }')).toEqual([]);
  });
});
