import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * Worker threads for CPU-heavy work (rendering exports, analysing or reading large imports),
 * so the API's event loop keeps answering while it runs.
 */

/**
 * The module `name` beside `callerUrl` (pass `import.meta.url`), with the caller's own file
 * extension: the compiled `.js` when built, the `.ts` source under tsx or the tests.
 */
export function siblingScript(callerUrl: string, name: string): URL {
  const extension = /\.[cm]?[jt]s$/.exec(new URL(callerUrl).pathname)?.[0] ?? ".js";
  return new URL(`./${name}${extension}`, callerUrl);
}

/**
 * Starts `script` in a worker thread. A TypeScript source (development and tests, run from
 * the repository) is loaded through tsx, registered inside the worker first: a worker does
 * not inherit the loader.
 */
export function startWorker(script: URL, options: WorkerOptions = {}): Worker {
  if (!script.pathname.endsWith(".ts")) return new Worker(script, options);
  const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(script.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

/**
 * Called first thing in a worker thread: gives it a lower CPU priority than the API's own
 * thread, so on a busy machine the requests go first and the background work takes what is
 * left. Linux lets a thread set its own niceness by its thread id; elsewhere (or if refused)
 * the thread keeps the process's priority.
 */
export function lowerThreadPriority(): void {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // Not Linux, or not allowed: the same priority as the API.
  }
}
