import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { AnalyzeRequest, Analyzer } from "@commentlens/analysis";
import type { AnalysisResult, CommentResult } from "@commentlens/shared";
import type { Config } from "../../config.js";
import { createThreadPool, type ThreadPool } from "../../lib/thread-pool.js";
import { siblingScript, startWorker } from "../../lib/worker-thread.js";
import {
  type AnalysisJob,
  type FromAnalysisWorker,
  PAGE_SIZE,
  type ToAnalysisWorker,
} from "./analysis-protocol.js";

/**
 * From this many comments on, an analysis runs in a worker thread: below it, the analysis
 * takes less time than starting a worker does.
 */
export const OFF_THREAD_MIN_COMMENTS = 5_000;
/** Large analyses at once per process; more wait their turn (their jobs wait with them). */
const THREADS = 2;

/**
 * The configured analyzer, moved off the API's thread for many comments: a 100,000-comment
 * import takes seconds of pure computation, during which the API would answer nobody.
 */
export class OffThreadAnalyzer implements Analyzer {
  readonly engine: Analyzer["engine"];
  private readonly pool: ThreadPool = createThreadPool({
    size: THREADS,
    maxWaiting: Number.POSITIVE_INFINITY,
  });
  private readonly script = siblingScript(import.meta.url, "analysis-worker");

  constructor(
    private readonly config: Config["analyzer"],
    private readonly inThread: Analyzer,
  ) {
    this.engine = inThread.engine;
  }

  async analyze(request: AnalyzeRequest): Promise<AnalysisResult> {
    if (request.comments.length < OFF_THREAD_MIN_COMMENTS) return this.inThread.analyze(request);
    const release = await this.pool.acquire();
    try {
      return await this.inWorker(request);
    } finally {
      release();
    }
  }

  private inWorker(request: AnalyzeRequest): Promise<AnalysisResult> {
    request.signal?.throwIfAborted();
    const job: AnalysisJob = {
      analyzer: this.config,
      post: request.post,
      available: request.available,
      repliesIncluded: request.repliesIncluded,
      includeSpamInSentiment: request.includeSpamInSentiment,
    };
    const worker = startWorker(this.script, { workerData: job });
    const post = (message: ToAnalysisWorker) => worker.postMessage(message);
    return new Promise<AnalysisResult>((resolve, reject) => {
      let report: Omit<AnalysisResult, "comments"> | undefined;
      const results: CommentResult[] = [];
      let settled = false;
      const finish = (error: unknown, result?: AnalysisResult) => {
        if (settled) return;
        settled = true;
        request.signal?.removeEventListener("abort", onAbort);
        void worker.terminate();
        if (result) resolve(result);
        else reject(error);
      };
      const onAbort = () => finish(request.signal?.reason);
      request.signal?.addEventListener("abort", onAbort, { once: true });

      worker.on("message", (message: FromAnalysisWorker) => {
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
          case "error":
            finish(new Error(message.message));
            break;
        }
      });
      worker.on("error", (error) => finish(error));
      worker.once("exit", () => finish(new Error("the analysis worker stopped unexpectedly")));

      void (async () => {
        for (let start = 0; start < request.comments.length; start += PAGE_SIZE) {
          if (settled) return;
          post({ type: "comments", items: request.comments.slice(start, start + PAGE_SIZE) });
          await yieldToEventLoop();
        }
        post({ type: "end" });
      })();
    });
  }
}
