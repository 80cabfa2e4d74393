import { parentPort, workerData } from "node:worker_threads";
import { type ParseOptions, parseCommentFile } from "@commentlens/instagram";
import { lowerThreadPriority } from "../../lib/worker-thread.js";
import { type FromImportWorker, IMPORT_PAGE_SIZE, type ImportFileJob } from "./import-file.js";

/** An import worker thread: reads a large comment file and hands the comments back a page at a time. */

lowerThreadPriority();
const port = parentPort;
if (!port) throw new Error("the import worker runs as a worker thread");
const job = workerData as ImportFileJob;
const send = (message: FromImportWorker) => port.postMessage(message);
const options: ParseOptions = {
  maxComments: job.maxComments,
  tooManyHint: job.tooManyHint,
  now: new Date(job.now),
  owner: job.owner,
};
const result = parseCommentFile({ name: job.name, content: job.content }, options);

if (!result.ok) {
  send({ type: "failed", error: result.error, rows: result.rows });
  port.close();
} else {
  const { comments, ...rest } = result;
  send({ type: "parsed", count: comments.length, ...rest });
  let next = 0;
  // Each page only when asked: the API reads one between its other work.
  port.on("message", () => {
    if (next >= comments.length) {
      send({ type: "done" });
      port.close();
      return;
    }
    send({ type: "comments", items: comments.slice(next, next + IMPORT_PAGE_SIZE) });
    next += IMPORT_PAGE_SIZE;
  });
}
