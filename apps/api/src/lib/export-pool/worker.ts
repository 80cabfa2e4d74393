import { Writable } from "node:stream";
import { parentPort, workerData } from "node:worker_threads";
import type { AnalysisComment } from "@commentlens/shared";
import { lowerThreadPriority } from "../worker-thread.js";
import type { FromWorker, Render, ToWorker, WorkerInput } from "./protocol.js";

/**
 * An export worker thread: takes the job (and the comments, page by page), has the job's
 * renderer draw the file, and sends it back in pieces, one per request of the API, so a slow
 * download holds the renderer back instead of piling the file up in memory.
 */

lowerThreadPriority();
const port = parentPort;
if (!port) throw new Error("the export worker runs as a worker thread");
const { renderer, job } = workerData as WorkerInput;
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

let wanted = 0;
let wake: (() => void) | undefined;
const comments: AnalysisComment[] = [];
let received: (() => void) | undefined;
const allReceived = new Promise<void>((resolve) => {
  received = resolve;
});

port.on("message", (message: ToWorker) => {
  switch (message.type) {
    case "pull":
      wanted += 1;
      wake?.();
      break;
    case "comments":
      for (const c of message.items) comments.push(c);
      break;
    case "end":
      received?.();
      break;
  }
});

async function whenWanted(): Promise<void> {
  while (wanted === 0) await new Promise<void>((resolve) => (wake = resolve));
  wanted -= 1;
}

const toApi = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    whenWanted().then(() => {
      // A copy of its own, so its buffer can be handed over without a second copy.
      const data = new Uint8Array(chunk);
      send({ type: "chunk", data }, [data.buffer as ArrayBuffer]);
      callback();
    }, callback);
  },
});

async function render(): Promise<void> {
  const { render: draw } = (await import(renderer)) as { render: Render };
  await draw(job, {
    comments: async () => {
      await allReceived;
      return comments;
    },
    out: toApi,
  });
  send({ type: "done" });
}

render().then(
  () => port.close(),
  (error: unknown) => {
    send({ type: "error", message: error instanceof Error ? error.message : String(error) });
    port.close();
  },
);
