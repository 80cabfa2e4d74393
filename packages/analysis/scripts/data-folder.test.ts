import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  DATA_DIR_VARIABLE,
  DEFAULT_DATA_DIR,
  dataFolderProblem,
  REPO_ROOT,
  resolveCommentTrainingFolder,
  resolveDataFolder,
  TRAINING_DIR_VARIABLE,
  withoutDataFlag,
} from "./data-folder.js";

const dir = mkdtempSync(path.join(tmpdir(), "data-folder-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the data folder", () => {
  const cwd = "/work/here";

  it("is --data, else the environment variable, else shared/eval beside the repository", () => {
    const env = { [DATA_DIR_VARIABLE]: "/data/from-env" };
    expect(resolveDataFolder({ argv: ["--data", "/data/flag"], env, cwd })).toBe("/data/flag");
    expect(resolveDataFolder({ argv: ["x", "--data=/data/eq"], env, cwd })).toBe("/data/eq");
    expect(resolveDataFolder({ argv: [], env, cwd })).toBe("/data/from-env");
    expect(resolveDataFolder({ argv: [], env: {}, cwd })).toBe(DEFAULT_DATA_DIR);
    expect(DEFAULT_DATA_DIR).toBe(path.resolve(REPO_ROOT, "../shared/eval"));
  });

  it("resolves a relative folder against the working directory", () => {
    expect(resolveDataFolder({ argv: ["--data", "eval"], env: {}, cwd })).toBe("/work/here/eval");
    expect(resolveDataFolder({ argv: [], env: { [DATA_DIR_VARIABLE]: "../e" }, cwd })).toBe(
      "/work/e",
    );
  });

  it("holds the comment-domain training sets unless their own variable names a folder", () => {
    expect(resolveCommentTrainingFolder("/data", { env: {}, cwd })).toBe("/data/comment-training");
    expect(
      resolveCommentTrainingFolder("/data", { env: { [TRAINING_DIR_VARIABLE]: "ct" }, cwd }),
    ).toBe("/work/here/ct");
  });

  it("leaves the other arguments to the script", () => {
    expect(withoutDataFlag(["{}", "--data", "/d", "5", "--data=/e", "1"])).toEqual([
      "{}",
      "5",
      "1",
    ]);
  });

  it("names the folder and the data sets expected when something is missing", () => {
    const folder = path.join(dir, "partial");
    mkdirSync(path.join(folder, "real-posts"), { recursive: true });
    writeFileSync(path.join(folder, "a.jsonl"), "");
    writeFileSync(path.join(folder, "real-posts", "labels.jsonl"), "");
    const sets = ["a.jsonl", "b.jsonl", "real-posts/labels.jsonl", "real-posts/posts.jsonl"];
    expect(dataFolderProblem(folder, sets)).toBe(
      `Data folder ${folder} has no b.jsonl, real-posts/posts.jsonl; expected a.jsonl, b.jsonl, real-posts/labels.jsonl, real-posts/posts.jsonl (set COMMENTLENS_DATA_DIR or pass --data <dir>).`,
    );
    expect(dataFolderProblem(path.join(dir, "none"), ["a.jsonl"])).toBe(
      `Data folder ${path.join(dir, "none")} not found; it should hold a.jsonl (set COMMENTLENS_DATA_DIR or pass --data <dir>).`,
    );
    expect(dataFolderProblem(folder, ["a.jsonl", "real-posts"])).toBeUndefined();
  });

  it.each([
    ["train", "packages/analysis/scripts/train.ts", "semeval-train.jsonl"],
    ["eval", "bench/eval.ts", "real-posts/labels.jsonl"],
  ])(
    "stops npm run %s with one line when it is missing",
    (_name, script, expected) => {
      const missing = path.join(dir, "missing");
      const r = spawnSync(
        path.join(REPO_ROOT, "node_modules/.bin/tsx"),
        ["--conditions=source", script, "--data", missing],
        { cwd: REPO_ROOT, encoding: "utf8" },
      );
      expect(r.status).toBe(1);
      const lines = r.stderr.trimEnd().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`Data folder ${missing} not found`);
      expect(lines[0]).toContain(expected);
    },
    60_000,
  );
});
