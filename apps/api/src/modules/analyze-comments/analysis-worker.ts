import { parentPort } from "node:worker_threads";
import {
  type Analyzer,
  buildProfileInsights,
  type ProfileInsightsInput,
} from "@commentlens/analysis";
import type { Comment } from "@commentlens/shared";
import { lowerThreadPriority } from "../../lib/worker-thread.js";
import {
  type AnalysisJob,
  type FromAnalysisWorker,
  PAGE_SIZE,
  type ToAnalysisWorker,
} from "./analysis-protocol.js";
import { createInThreadAnalyzer } from "./analyzer.js";

/**
 * An analysis worker thread: receives a job's comments, analyses them, sends the report back,
 * then waits for the next job. Its word lists and models stay loaded between jobs.
 */

lowerThreadPriority();
const port = parentPort;
if (!port) throw new Error("the analysis worker runs as a worker thread");
const send = (message: FromAnalysisWorker) => port.postMessage(message);

/** One job's state: the comments received so far and the API's go-aheads. */
class Task {
  readonly comments: Comment[] = [];
  stepRecorded: () => void = () => {};
  private asks = 0;
  private wake: () => void = () => {};

  constructor(readonly job: AnalysisJob) {}

  ask(): void {
    this.asks += 1;
    this.wake();
  }

  async asked(): Promise<void> {
    while (this.asks === 0) await new Promise<void>((resolve) => (this.wake = resolve));
    this.asks -= 1;
  }
}

let task: Task | undefined;
let insights: ProfileInsightsInput | undefined;
const analyzers = new Map<string, Analyzer>();

port.on("message", (message: ToAnalysisWorker) => {
  if (message.type === "insights-start") {
    const { username, profile, now } = message;
    insights = { username, profile, posts: [], now: new Date(now) };
  } else if (message.type === "insights-post") insights?.posts.push(message.post);
  else if (message.type === "insights-end") {
    if (insights) buildInsights(insights);
    insights = undefined;
  } else if (message.type === "start") task = new Task(message.job);
  else if (!task) return;
  else if (message.type === "comments") for (const c of message.items) task.comments.push(c);
  else if (message.type === "end") void run(task);
  else if (message.type === "step-recorded") task.stepRecorded();
  else task.ask();
});

function buildInsights(input: ProfileInsightsInput): void {
  try {
    send({ type: "insights", insights: buildProfileInsights(input) });
  } catch (error) {
    send({ type: "error", message: error instanceof Error ? error.message : String(error) });
  }
}

async function run(current: Task): Promise<void> {
  try {
    const { job } = current;
    const key = JSON.stringify(job.analyzer);
    let analyzer = analyzers.get(key);
    if (!analyzer) {
      analyzer = createInThreadAnalyzer(job.analyzer);
      analyzers.set(key, analyzer);
    }
    const { comments: results, ...report } = await analyzer.analyze({
      comments: current.comments,
      post: job.post,
      owner: job.owner,
      available: job.available,
      repliesIncluded: job.repliesIncluded,
      includeSpamInSentiment: job.includeSpamInSentiment,
      corrections: job.corrections ? new Map(job.corrections) : undefined,
      onStep: (step) =>
        new Promise<void>((resolve) => {
          current.stepRecorded = resolve;
          send({ type: "step", step });
        }),
    });
    send({ type: "report", report });
    for (let start = 0; start < results.length; start += PAGE_SIZE) {
      await current.asked();
      send({ type: "results", items: results.slice(start, start + PAGE_SIZE) });
    }
    await current.asked();
    send({ type: "done" });
  } catch (error) {
    send({ type: "error", message: error instanceof Error ? error.message : String(error) });
  }
}
