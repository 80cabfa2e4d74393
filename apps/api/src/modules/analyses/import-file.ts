import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import {
  type ImportResult,
  type ImportRowError,
  type ImportSource,
  parseCommentFile,
} from "@commentlens/instagram";
import type { Comment } from "@commentlens/shared";
import { AppError } from "../../lib/app-error.js";
import { createThreadPool, ThreadPoolBusy } from "../../lib/thread-pool.js";
import { siblingScript, startWorker } from "../../lib/worker-thread.js";

/**
 * Reading an uploaded comment file. A large one is read in a worker thread (a 20 MB CSV takes
 * seconds to parse and check), its comments handed back a page at a time.
 */

/** Files from this size on are read in a worker thread; smaller ones take milliseconds. */
export const OFF_THREAD_MIN_BYTES = 1024 * 1024;
export const IMPORT_PAGE_SIZE = 2_000;
/** Large files read at once; uploads beyond those waiting are refused with "busy". */
const THREADS = 2;
const WAITING_MAX = 8;

export interface ImportFileJob {
  name: string;
  content: Uint8Array;
  maxComments: number;
  tooManyHint: string;
  now: string;
  owner: string | null;
}

export type FromImportWorker =
  | { type: "failed"; error: string; rows: ImportRowError[] }
  | {
      type: "parsed";
      count: number;
      source: ImportSource;
      postUrl: string | null;
      owner: string | null;
      duplicates: number;
    }
  | { type: "comments"; items: Comment[] }
  | { type: "done" };

const pool = createThreadPool({ size: THREADS, maxWaiting: WAITING_MAX });
const script = siblingScript(import.meta.url, "import-worker");

/** The file's comments, or why it cannot be imported (parseCommentFile's answer). */
export async function readCommentFile(
  file: { name: string; content: Buffer },
  limit: { maxComments: number; tooManyHint: string; owner: string | null },
  now: Date = new Date(),
): Promise<ImportResult> {
  if (file.content.byteLength < OFF_THREAD_MIN_BYTES) {
    return parseCommentFile(file, { ...limit, now });
  }
  let release: () => void;
  try {
    release = await pool.acquire();
  } catch (error) {
    if (error instanceof ThreadPoolBusy) throw new AppError(503, "SERVICE_UNAVAILABLE");
    throw error;
  }
  // The bytes are moved to the worker, not copied.
  const content = new Uint8Array(file.content);
  const job: ImportFileJob = { name: file.name, content, ...limit, now: now.toISOString() };
  const worker = startWorker(script, { workerData: job, transferList: [content.buffer] });
  try {
    return await new Promise<ImportResult>((resolve, reject) => {
      const comments: Comment[] = [];
      let parsed: Extract<FromImportWorker, { type: "parsed" }> | undefined;
      worker.on("message", (message: FromImportWorker) => {
        if (message.type === "failed") {
          resolve({ ok: false, error: message.error, rows: message.rows });
        } else if (message.type === "parsed") {
          parsed = message;
          worker.postMessage("more");
        } else if (message.type === "comments") {
          for (const c of message.items) comments.push(c);
          void yieldToEventLoop().then(() => worker.postMessage("more"));
        } else if (parsed) {
          const { type: _, count: __, ...read } = parsed;
          resolve({ ok: true, ...read, comments });
        }
      });
      worker.on("error", reject);
      worker.once("exit", () => reject(new Error("the import worker stopped unexpectedly")));
    });
  } finally {
    void worker.terminate();
    release();
  }
}
