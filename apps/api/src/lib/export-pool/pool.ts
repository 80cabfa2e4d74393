import { Readable } from "node:stream";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { type AnalysisComment, errorCatalogue } from "@commentlens/shared";
import type { FastifyReply } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError } from "../app-error.js";
import { clientSubject, createRateLimiter, type RateLimitResult } from "../rate-limit.js";
import { createThreadPool, type ThreadPool, ThreadPoolBusy } from "../thread-pool.js";
import { siblingScript, startWorker } from "../worker-thread.js";
import type { ExportJob, FromWorker, ToWorker, WorkerInput } from "./protocol.js";

/**
 * Exports rendered off the request path: each in a worker thread of its own, a few at once
 * (the rest wait their turn), the file streamed to the client as the worker writes it. The
 * API's thread only reads the comments from the database, a page at a time, and passes them
 * on, so it keeps answering everyone else meanwhile. The pool draws no report itself: the
 * composition root registers a renderer module per kind of file (`renderers`).
 */

/** Exports one person may start per hour: each holds a worker thread for a while. */
export const EXPORTS_PER_HOUR = 30;
/**
 * Exports the signed-in people at one address may start per hour together: more than one
 * person's allowance (an office shares an address), far fewer than many free accounts'.
 */
export const EXPORTS_PER_ADDRESS_PER_HOUR = 2 * EXPORTS_PER_HOUR;
/** Exports waiting for a worker thread before more are refused with "busy". */
export const EXPORTS_WAITING_MAX = 16;
/** Heap of one export worker: a 100,000-comment workbook needs about half of it. */
const WORKER_HEAP_MB = 768;
/** An export still unfinished after this long is stopped (its worker is stuck). */
const EXPORT_TIME_LIMIT_MS = 5 * 60 * 1000;

export interface ExportStream {
  /** The file as it is rendered; its first bytes are ready when it is returned. */
  body: Readable;
}

/** Who asks: a signed-in user (and from where), or a visitor known by their address. */
export type ExportRequester =
  | { kind: "user"; userId: string; ip: string }
  | { kind: "visitor"; ip: string };

/** The one export a requester may have running or waiting at a time is counted under this. */
function requesterKey(who: ExportRequester): string {
  return who.kind === "user" ? `user:${who.userId}` : `ip:${clientSubject(who.ip)}`;
}

export interface Exporter {
  /**
   * Counts an export against the requester's hourly allowance: a signed-in user's account and
   * address each have one.
   */
  allow(who: ExportRequester): Promise<RateLimitResult & { scope: "requester" | "address" }>;
  /**
   * Renders `job` in a worker thread once one is free, for `who`, who may have one export
   * running or waiting at a time (`EXPORT_IN_PROGRESS` otherwise). `comments` (post exports)
   * yields the comments a page at a time. When `gone` aborts (the client left), the export
   * leaves the queue or stops rendering. Rejects with an AppError when the file cannot be made.
   */
  start(
    job: ExportJob,
    options: {
      who: ExportRequester;
      gone: AbortSignal;
      comments?: AsyncIterable<AnalysisComment[]>;
    },
  ): Promise<ExportStream>;
}

export function createExporter(
  db: Db,
  options: {
    threads: number;
    log: { error(obj: object, msg: string): void };
    /** The renderer module of each kind of job, by address; it exports a `Render` as `render`. */
    renderers: Readonly<Record<string, URL>>;
  },
): Exporter {
  const pool: ThreadPool = createThreadPool({
    size: options.threads,
    maxWaiting: EXPORTS_WAITING_MAX,
  });
  const limiter = createRateLimiter(
    db,
    { name: "export", max: EXPORTS_PER_HOUR, windowMs: 60 * 60 * 1000 },
    { message: errorCatalogue.RATE_LIMITED },
  );
  const addressLimiter = createRateLimiter(
    db,
    { name: "export-address", max: EXPORTS_PER_ADDRESS_PER_HOUR, windowMs: 60 * 60 * 1000 },
    { message: errorCatalogue.RATE_LIMITED },
  );
  const script = siblingScript(import.meta.url, "worker");
  /** Requesters with an export running or waiting. */
  const busy = new Set<string>();

  return {
    async allow(who) {
      const own = await limiter.hit(requesterKey(who));
      if (!own.allowed || who.kind === "visitor") return { ...own, scope: "requester" };
      return { ...(await addressLimiter.hit(`ip:${clientSubject(who.ip)}`)), scope: "address" };
    },

    async start(job, { who, gone, comments }) {
      const key = requesterKey(who);
      if (busy.has(key)) throw new AppError(429, "EXPORT_IN_PROGRESS");
      busy.add(key);
      try {
        const stream = await render(job, gone, comments);
        stream.body.once("close", () => busy.delete(key));
        return stream;
      } catch (error) {
        busy.delete(key);
        throw error;
      }
    },
  };

  async function render(
    job: ExportJob,
    gone: AbortSignal,
    comments?: AsyncIterable<AnalysisComment[]>,
  ): Promise<ExportStream> {
    let release: () => void;
    try {
      release = await pool.acquire(gone);
    } catch (error) {
      if (error instanceof ThreadPoolBusy) throw new AppError(503, "EXPORT_BUSY");
      if (gone.aborted) throw new AppError(499, "EXPORT_ABANDONED");
      throw error;
    }
    const renderer = options.renderers[job.kind];
    if (!renderer) {
      release();
      options.log.error({ kind: job.kind }, "no export renderer for this kind of file");
      throw new AppError(500, "EXPORT_FAILED");
    }
    let worker: ReturnType<typeof startWorker>;
    try {
      const workerData: WorkerInput = { renderer: renderer.href, job };
      worker = startWorker(script, {
        workerData,
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
    } catch (error) {
      release();
      throw error;
    }
    const post = (message: ToWorker) => worker.postMessage(message);
    let started = false;
    let complete = false;
    let settle: { resolve(): void; reject(error: Error): void } | undefined;
    const firstBytes = new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
    // Awaited only once the comments are sent; a failure meanwhile must not go unhandled.
    firstBytes.catch(() => {});
    const body: Readable = new Readable({
      read() {
        post({ type: "pull" });
      },
      // Also when the client goes away mid-download: nothing more to render or to report.
      destroy(error, callback) {
        complete = true;
        void worker.terminate();
        callback(error);
      },
    });
    let stop: () => void = () => {};
    const stopped = new Promise<"stopped">((resolve) => {
      stop = () => resolve("stopped");
    });
    const fail = (error: Error) => {
      if (complete) return;
      complete = true;
      stop();
      options.log.error({ err: error, format: job.format, kind: job.kind }, "export failed");
      if (!started) settle?.reject(error);
      else body.destroy(error);
    };
    const timer = setTimeout(
      () => fail(new Error("the export took too long")),
      EXPORT_TIME_LIMIT_MS,
    );
    worker.on("message", (message: FromWorker) => {
      if (message.type === "error") return fail(new Error(message.message));
      if (message.type === "chunk") {
        body.push(Buffer.from(message.data.buffer, message.data.byteOffset, message.data.length));
      } else {
        complete = true;
        body.push(null);
      }
      if (!started) {
        started = true;
        settle?.resolve();
      }
    });
    worker.on("error", (error) => fail(error));
    worker.once("exit", () => {
      clearTimeout(timer);
      gone.removeEventListener("abort", abandon);
      release();
      fail(new Error("the export worker stopped before the file was complete"));
    });
    // The client left: stop rendering, whether or not the file is on its way.
    const abandon = () => {
      complete = true;
      stop();
      if (started) body.destroy();
      else settle?.reject(new AppError(499, "EXPORT_ABANDONED"));
      void worker.terminate();
    };
    gone.addEventListener("abort", abandon, { once: true });

    try {
      // The first piece is asked for now: headers go out only once the file is on its way,
      // so a failure before that is an error answer, not a broken download.
      post({ type: "pull" });
      if (comments) {
        const pages = comments[Symbol.asyncIterator]();
        for (;;) {
          // A page that is slow to come does not keep an abandoned export reading.
          const next = await Promise.race([pages.next(), stopped]);
          if (next === "stopped" || next.done) break;
          post({ type: "comments", items: next.value });
          await yieldToEventLoop();
        }
        if (complete) void pages.return?.();
        else post({ type: "end" });
      }
      await firstBytes;
    } catch (error) {
      if (!complete) {
        complete = true;
        options.log.error({ err: error, format: job.format, kind: job.kind }, "export failed");
      }
      void worker.terminate();
      if (error instanceof AppError) throw error;
      throw new AppError(500, "EXPORT_FAILED");
    }
    return { body };
  }
}

/** Counts an export against the requester's allowance, or answers 429 with Retry-After. */
export async function admitExport(
  exporter: Exporter,
  who: ExportRequester,
  reply: FastifyReply,
): Promise<void> {
  const { allowed, retryAfterSeconds, scope } = await exporter.allow(who);
  if (allowed) return;
  reply.header("retry-after", String(retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const when = minutes === 1 ? "a minute" : `${minutes} minutes`;
  throw new AppError(
    429,
    "RATE_LIMITED",
    scope === "address"
      ? `${EXPORTS_PER_ADDRESS_PER_HOUR} exports were started from your network in the last hour. Please try again in ${when}.`
      : `You have started ${EXPORTS_PER_HOUR} exports in the last hour. Please try again in ${when}.`,
  );
}
