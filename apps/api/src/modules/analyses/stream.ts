import type { FastifyReply, FastifyRequest } from "fastify";
import { streamProgress } from "../../lib/progress-stream.js";
import type { ProgressEvents } from "./events.js";
import type { Owner } from "./owner.js";
import type { AnalysisRow } from "./repository.js";
import { type ReaderTeam, toState } from "./service.js";

/** Server-sent `state` events of an analysis until it is completed or failed. */
export function streamAnalysis(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    first: AnalysisRow;
    read: () => Promise<AnalysisRow | undefined>;
    events: ProgressEvents;
    /** Who reads it (see `toState`). */
    who: Owner | null;
    /** The reader's Agency team, if any (see `toState`). */
    team: ReaderTeam | null;
  },
): void {
  streamProgress(request, reply, {
    first: options.first,
    read: options.read,
    subscribe: (listener) => options.events.subscribe(options.first.id, listener),
    event: "state",
    data: (row) => toState(row, options.who, { team: options.team }),
    signature: (row) =>
      `${row.status}|${row.step}|${row.progress}|${row.message}|${row.fetchedComments}|${row.updatedAt.getTime()}`,
    finished: (row) => row.status === "completed" || row.status === "failed",
  });
}
