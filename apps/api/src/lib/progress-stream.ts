import type { FastifyReply, FastifyRequest } from "fastify";

/** How often a stream re-reads its row, for jobs run by another process. */
const POLL_MS = 1_000;
/** A comment line keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

export interface ProgressStreamOptions<Row> {
  /** The row as the request found it (sent at once). */
  first: Row;
  /** The row now; `undefined` (deleted, or no longer readable) ends the stream. */
  read: () => Promise<Row | undefined>;
  /** Calls `listener` when this process changes the row, so the stream answers at once. */
  subscribe: (listener: () => void) => () => void;
  /** The SSE event name. */
  event: string;
  /** What the client receives as the event's data. */
  data: (row: Row) => unknown;
  /** Equal for rows the client would see as the same: those are not sent twice. */
  signature: (row: Row) => string;
  /** The last state: the stream ends after sending it. */
  finished: (row: Row) => boolean;
}

/**
 * Server-sent events of a row that a job moves forward: its state now, then each change, until
 * it is finished. Written to the raw socket, so no compression or buffering gets in between.
 * The row is re-read every second as well as on this process's change notices, which is how the
 * stream follows jobs that other processes run.
 */
export function streamProgress<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ProgressStreamOptions<Row>,
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

  const send = (row: Row) => {
    const sig = options.signature(row);
    if (sig === last) return;
    last = sig;
    res.write(`event: ${options.event}\ndata: ${JSON.stringify(options.data(row))}\n\n`);
  };
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(poll);
    clearInterval(heartbeat);
    unsubscribe();
    request.server.closing.removeEventListener("abort", close);
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
        if (options.finished(row)) return close();
      } while (again);
    } catch (error) {
      request.log.warn({ err: error }, "progress stream read failed");
    } finally {
      reading = false;
    }
  };

  const unsubscribe = options.subscribe(() => void refresh());
  const poll = setInterval(() => void refresh(), POLL_MS);
  const heartbeat = setInterval(() => {
    if (!closed) res.write(": heartbeat\n\n");
  }, HEARTBEAT_MS);
  res.on("close", close);
  // On shutdown: the client reconnects (to this server once it is back, or another).
  request.server.closing.addEventListener("abort", close, { once: true });
  res.write("retry: 1000\n\n");
  send(options.first);
  if (options.finished(options.first)) close();
}
