import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * One process per embedded data dir: PGlite is single-process, and two processes writing
 * one data dir would corrupt it. The lock file holds the owner's pid; a lock left by a
 * process that no longer runs (kill -9, power loss) is taken over.
 */

export class DataDirError extends Error {
  override name = "DataDirError";
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

const LOCK_NAME = "commentlens.lock";

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function notWritable(dataDir: string, error: unknown): DataDirError {
  const code = (error as NodeJS.ErrnoException).code ?? "unknown error";
  return new DataDirError(
    `DATA_DIR ${dataDir} is not writable (${code}). Choose a folder this user can write to, e.g. DATA_DIR=./data.`,
  );
}

function readOwner(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, "utf8").trim(), 10);
  } catch {
    return Number.NaN;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function inUse(dataDir: string, owner: number): DataDirError {
  return new DataDirError(
    `DATA_DIR ${dataDir} is in use by another CommentLens process (pid ${owner}). Stop that process, or set DATA_DIR to another folder.`,
  );
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw notWritable(dataDir, error);
  }
  const file = path.join(dataDir, LOCK_NAME);
  // The pid is written to a private file first and linked into place, so the lock file
  // never exists without its owner in it.
  const draft = `${file}.${process.pid}`;
  try {
    writeFileSync(draft, `${process.pid}\n`);
  } catch (error) {
    throw notWritable(dataDir, error);
  }
  try {
    let tookOver = false;
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw notWritable(dataDir, error);
      }
      const owner = readOwner(file);
      if (isRunning(owner) || attempt > 0) throw inUse(dataDir, owner);
      rmSync(file, { force: true });
      tookOver = true;
    }
    if (tookOver) {
      // Two processes may take over the same stale lock at once: the later link wins.
      sleepSync(50);
      const owner = readOwner(file);
      if (owner !== process.pid) throw inUse(dataDir, owner);
    }
  } finally {
    rmSync(draft, { force: true });
  }
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      if (readOwner(file) === process.pid) rmSync(file, { force: true });
    },
  };
}
