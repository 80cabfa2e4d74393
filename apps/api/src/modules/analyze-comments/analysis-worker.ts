import { parentPort, workerData } from "node:worker_threads";
import type { Comment } from "@commentlens/shared";
import { lowerThreadPriority } from "../../lib/worker-thread.js";
import {
  type AnalysisJob,
  type FromAnalysisWorker,
  PAGE_SIZE,
  type ToAnalysisWorker,
} from "./analysis-protocol.js";
import { createInThreadAnalyzer } from "./analyzer.js";

/** An analysis worker thread: receives the comments, analyses them, sends the report back. */

lowerThreadPriority();
const port = parentPort;
if (!port) throw new Error("the analysis worker runs as a worker thread");
const job = workerData as AnalysisJob;
const send = (message: FromAnalysisWorker) => port.postMessage(message);

const comments: Comment[] = [];
let received: () => void = () => {};
const allReceived = new Promise<void>((resolve) => {
  received = resolve;
});
let stepRecorded: () => void = () => {};
let asks = 0;
let wake: () => void = () => {};

port.on("message", (message: ToAnalysisWorker) => {
  if (message.type === "comments") for (const c of message.items) comments.push(c);
  else if (message.type === "end") received();
  else if (message.type === "step-recorded") stepRecorded();
  else {
    asks += 1;
    wake();
  }
});

async function asked(): Promise<void> {
  while (asks === 0) await new Promise<void>((resolve) => (wake = resolve));
  asks -= 1;
}

async function run(): Promise<void> {
  await allReceived;
  const { comments: results, ...report } = await createInThreadAnalyzer(job.analyzer).analyze({
    comments,
    post: job.post,
    available: job.available,
    repliesIncluded: job.repliesIncluded,
    includeSpamInSentiment: job.includeSpamInSentiment,
    onStep: (step) =>
      new Promise<void>((resolve) => {
        stepRecorded = resolve;
        send({ type: "step", step });
      }),
  });
  send({ type: "report", report });
  for (let start = 0; start < results.length; start += PAGE_SIZE) {
    await asked();
    send({ type: "results", items: results.slice(start, start + PAGE_SIZE) });
  }
  await asked();
  send({ type: "done" });
}

run().then(
  () => port.close(),
  (error: unknown) => {
    send({ type: "error", message: error instanceof Error ? error.message : String(error) });
    port.close();
  },
);
