import type { FastifyReply, FastifyRequest } from "fastify";
import type { AnalysisEvents } from "./events.js";
import type { AnalysisRow } from "./repository.js";
import { toState } from "./service.js";

/** How often a stream re-reads the row, for jobs run by another process. */
const POLL_MS = 1_000;
/** A comment line keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

const finished = (row: AnalysisRow) => row.status === "completed" || row.status === "failed";
const signature = (row: AnalysisRow) =>
  `${row.status}|${row.step}|${row.progress}|${row.message}|${row.fetchedComments}|${row.updatedAt.getTime()}`;

/**
 * Server-sent events of an analysis: its state now, then each change, until it is completed
 * or failed. Written to the raw socket, so no compression or buffering gets in between.
 */
export function streamAnalysis(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    first: AnalysisRow;
    read: () => Promise<AnalysisRow | undefined>;
    events: AnalysisEvents;
  },
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  let last = "";
  let closed = false;
  let reading = false;
  let again = false;

  const send = (row: AnalysisRow) => {
    const sig = signature(row);
    if (sig === last) return;
    last = sig;
    res.write(`event: state\ndata: ${JSON.stringify(toState(row))}\n\n`);
  };
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(poll);
    clearInterval(heartbeat);
    unsubscribe();
    res.end();
  };
  // One read at a time; a change during a read triggers one more.
  const refresh = async () => {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const row = await options.read();
        if (closed) return;
        if (!row) return close();
        send(row);
        if (finished(row)) return close();
      } while (again);
    } catch (error) {
      request.log.warn({ err: error }, "progress stream read failed");
    } finally {
      reading = false;
    }
  };

  const unsubscribe = options.events.subscribe(options.first.id, () => void refresh());
  const poll = setInterval(() => void refresh(), POLL_MS);
  const heartbeat = setInterval(() => {
    if (!closed) res.write(": heartbeat\n\n");
  }, HEARTBEAT_MS);
  res.on("close", close);
  res.write("retry: 1000\n\n");
  send(options.first);
  if (finished(options.first)) close();
}
