import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { Worker } from "node:worker_threads";
import type { AnalyzeRequest, Analyzer, ProfileInsightsInput } from "@commentlens/analysis";
import type { AnalysisResult, CommentResult, ProfileInsights } from "@commentlens/shared";
import type { AnalysisLimits, Config } from "../../config.js";
import { AppError } from "../../lib/app-error.js";
import { createThreadPool, type ThreadPool } from "../../lib/thread-pool.js";
import { siblingScript, startWorker } from "../../lib/worker-thread.js";
import { type FromAnalysisWorker, PAGE_SIZE, type ToAnalysisWorker } from "./analysis-protocol.js";

/**
 * The process is shutting down and stopped the worker: the analysis did not fail, it was
 * left for a later run.
 */
export class AnalysisStopped extends Error {
  override name = "AnalysisStopped";
  constructor() {
    super("the analysis was stopped because the server is shutting down");
  }
}

/** Analyses at once per process; more wait their turn (their jobs wait with them). */
const THREADS = 2;
/** A worker left without work this long is stopped, giving its memory back. */
const IDLE_MS = 60_000;

/**
 * The configured analyzer, always in a worker thread, never on the API's: a comment crafted
 * to make a pattern backtrack, or a 100,000-comment import, would otherwise hold every
 * request. Each analysis has a time budget and a memory limit; a worker that spends either
 * is terminated and the analysis fails for good (`ANALYSIS_TIMED_OUT`, `ANALYSIS_TOO_LARGE`).
 * Workers stay between analyses, so their word lists and models load once.
 */
export class OffThreadAnalyzer implements Analyzer {
  readonly engine: Analyzer["engine"];
  private readonly pool: ThreadPool = createThreadPool({
    size: THREADS,
    maxWaiting: Number.POSITIVE_INFINITY,
  });
  private readonly script = siblingScript(import.meta.url, "analysis-worker");
  private readonly idle: Array<{ worker: Worker; timer: NodeJS.Timeout; gone: () => void }> = [];
  private readonly running = new Set<Worker>();
  private closed = false;

  constructor(
    private readonly config: Config["analyzer"],
    private readonly limits: AnalysisLimits,
  ) {
    this.engine = config.kind;
  }

  async analyze(request: AnalyzeRequest): Promise<AnalysisResult> {
    request.signal?.throwIfAborted();
    return this.onWorker((worker) => this.analyzeIn(worker, request));
  }

  /** A profile's insights from its analysed posts, under the same budget as an analysis. */
  profileInsights(input: ProfileInsightsInput): Promise<ProfileInsights> {
    return this.onWorker((worker) => this.insightsIn(worker, input));
  }

  /** Runs `task` on a free worker; the worker is kept for the next only if it ended in order. */
  private async onWorker<T>(task: (worker: Worker) => Promise<T>): Promise<T> {
    const release = await this.pool.acquire();
    try {
      if (this.closed) throw new AnalysisStopped();
      const worker = this.takeWorker();
      this.running.add(worker);
      try {
        const result = await task(worker);
        this.running.delete(worker);
        this.putBack(worker);
        return result;
      } catch (error) {
        this.running.delete(worker);
        void worker.terminate();
        throw error;
      }
    } finally {
      release();
    }
  }

  /**
   * Stops every worker, idle or running: an analysis still running rejects with
   * `AnalysisStopped`, and none starts after this.
   */
  async close(): Promise<void> {
    this.closed = true;
    const idle = this.idle.splice(0);
    for (const i of idle) clearTimeout(i.timer);
    const workers = [...idle.map((i) => i.worker), ...this.running];
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private takeWorker(): Worker {
    const warm = this.idle.pop();
    if (warm) {
      clearTimeout(warm.timer);
      warm.worker.off("exit", warm.gone);
      warm.worker.ref();
      return warm.worker;
    }
    return startWorker(this.script, {
      resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb },
    });
  }

  private putBack(worker: Worker): void {
    if (this.closed) {
      void worker.terminate();
      return;
    }
    // An idle worker does not keep the process alive.
    worker.unref();
    const drop = () => {
      const at = this.idle.findIndex((i) => i.worker === worker);
      if (at >= 0) clearTimeout(this.idle.splice(at, 1)[0]?.timer);
    };
    const timer = setTimeout(() => {
      drop();
      void worker.terminate();
    }, IDLE_MS);
    timer.unref();
    // One that ends on its own while idle is not handed the next analysis.
    worker.once("exit", drop);
    this.idle.push({ worker, timer, gone: drop });
  }

  /**
   * One exchange with `worker`, bounded by the time budget: `begin` sends the work, `onMessage`
   * reads the answers and settles it. The worker's error, exit, or the budget end it too.
   */
  private converse<T>(
    worker: Worker,
    begin: (post: (message: ToAnalysisWorker) => void, settled: () => boolean) => void,
    onMessage: (
      message: FromAnalysisWorker,
      finish: (error: unknown, result?: T) => void,
      post: (message: ToAnalysisWorker) => void,
    ) => void,
    signal?: AbortSignal,
  ): Promise<T> {
    const post = (message: ToAnalysisWorker) => worker.postMessage(message);
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const finish = (error: unknown, result?: T) => {
        if (settled) return;
        settled = true;
        clearTimeout(budget);
        signal?.removeEventListener("abort", onAbort);
        worker.off("message", received);
        worker.off("error", onError);
        worker.off("exit", onExit);
        if (error === undefined) resolve(result as T);
        else reject(error);
      };
      const budget = setTimeout(
        () => finish(new AppError(422, "ANALYSIS_TIMED_OUT")),
        this.limits.timeoutMs,
      );
      const onAbort = () => finish(signal?.reason ?? new Error("cancelled"));
      signal?.addEventListener("abort", onAbort, { once: true });
      const received = (message: FromAnalysisWorker) => {
        if (message.type === "error") finish(new Error(message.message));
        else onMessage(message, finish, post);
      };
      const onError = (error: Error & { code?: string }) =>
        finish(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new AppError(422, "ANALYSIS_TOO_LARGE")
            : error,
        );
      const onExit = () =>
        finish(
          this.closed
            ? new AnalysisStopped()
            : new Error("the analysis worker stopped unexpectedly"),
        );
      worker.on("message", received);
      worker.on("error", onError);
      worker.once("exit", onExit);
      begin(post, () => settled);
    });
  }

  /** Runs one analysis on `worker`: comments in pages, steps as they start, results in pages. */
  private analyzeIn(worker: Worker, request: AnalyzeRequest): Promise<AnalysisResult> {
    let report: Omit<AnalysisResult, "comments"> | undefined;
    const results: CommentResult[] = [];
    return this.converse<AnalysisResult>(
      worker,
      (post, settled) => {
        post({
          type: "start",
          job: {
            analyzer: this.config,
            post: request.post,
            owner: request.owner,
            available: request.available,
            repliesIncluded: request.repliesIncluded,
            includeSpamInSentiment: request.includeSpamInSentiment,
            ...(request.corrections?.size ? { corrections: [...request.corrections] } : {}),
          },
        });
        void (async () => {
          for (let start = 0; start < request.comments.length; start += PAGE_SIZE) {
            if (settled()) return;
            post({ type: "comments", items: request.comments.slice(start, start + PAGE_SIZE) });
            await yieldToEventLoop();
          }
          if (!settled()) post({ type: "end" });
        })();
      },
      (message, finish, post) => {
        switch (message.type) {
          case "step":
            Promise.resolve(request.onStep?.(message.step)).then(
              () => post({ type: "step-recorded" }),
              (error: unknown) => finish(error),
            );
            break;
          case "report":
            report = message.report;
            post({ type: "more" });
            break;
          case "results":
            for (const r of message.items) results.push(r);
            // The next page after the event loop has had its turn.
            setImmediate(() => post({ type: "more" }));
            break;
          case "done":
            if (report) finish(undefined, { ...report, comments: results });
            else finish(new Error("the analysis worker sent no report"));
            break;
        }
      },
      request.signal,
    );
  }

  /** Builds a profile's insights on `worker`, its posts sent one message each. */
  private insightsIn(worker: Worker, input: ProfileInsightsInput): Promise<ProfileInsights> {
    return this.converse<ProfileInsights>(
      worker,
      (post, settled) => {
        const now = (input.now ?? new Date()).toISOString();
        post({ type: "insights-start", username: input.username, profile: input.profile, now });
        void (async () => {
          for (const p of input.posts) {
            if (settled()) return;
            post({ type: "insights-post", post: p });
            await yieldToEventLoop();
          }
          if (!settled()) post({ type: "insights-end" });
        })();
      },
      (message, finish) => {
        if (message.type === "insights") finish(undefined, message.insights);
      },
    );
  }
}
