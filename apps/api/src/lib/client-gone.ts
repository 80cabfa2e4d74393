import type { FastifyReply } from "fastify";

/**
 * Aborts when the client closes its connection before the answer has been sent in full, so
 * work done only for that answer (a queued or rendering export) can stop.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) gone.abort(new Error("the client closed the connection"));
  });
  return gone.signal;
}
