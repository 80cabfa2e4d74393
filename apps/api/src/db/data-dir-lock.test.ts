import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirError } from "./data-dir-lock.js";

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), "commentlens-lock-"));
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("data dir lock", () => {
  it("creates the data dir and records this process as the owner", () => {
    const dir = path.join(tempDir(), "nested", "data");
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, "utf8").trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it("refuses a data dir held by a running process, naming it", () => {
    const dir = tempDir();
    // The test runner's parent is alive for the whole run: a stand-in for another server.
    writeFileSync(path.join(dir, "commentlens.lock"), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another CommentLens process (pid ${process.ppid})`,
    );
  });

  it("takes over a lock left behind by a process that died", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "commentlens.lock"), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("takes over a lock file with garbage in it", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "commentlens.lock"), "not a pid");
    acquireDataDirLock(dir).release();
  });

  it("says clearly when the data dir cannot be created", () => {
    const file = path.join(tempDir(), "a-file");
    writeFileSync(file, "");
    expect(() => acquireDataDirLock(path.join(file, "data"))).toThrow(
      /is not writable \(ENOTDIR\)/,
    );
  });

  it("does not remove a lock another process took after ours was released", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    writeFileSync(lock.file, "999999\n");
    lock.release();
    expect(readFileSync(lock.file, "utf8")).toBe("999999\n");
  });
});
