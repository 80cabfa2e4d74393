import type { Writable } from "node:stream";
import type { AnalysisComment } from "@commentlens/shared";

/*
 * What an export worker thread renders, and the messages it trades with the API. The pool
 * knows no report: each kind of file is drawn by a renderer module registered with it by
 * name (`kind`), which the worker loads by its address.
 */

export interface ExportJob<Payload = unknown, Format extends string = string> {
  /** The renderer's name, as registered with the pool. */
  kind: string;
  format: Format;
  /** What the renderer needs besides the comments; passed to the worker as structured data. */
  payload: Payload;
  generatedAt: string;
}

/** What the worker hands a renderer besides its job. */
export interface RenderIo {
  /** The comments sent with the job (post exports), once they have all arrived. */
  comments(): Promise<AnalysisComment[]>;
  /** Where the file goes, piece by piece, as the API asks for it. */
  out: Writable;
}

/** What a renderer module exports under the name `render`. */
export type Render<Payload = unknown, Format extends string = string> = (
  job: ExportJob<Payload, Format>,
  io: RenderIo,
) => Promise<void>;

/** The worker thread's `workerData`. */
export interface WorkerInput {
  /** The address of the renderer module. */
  renderer: string;
  job: ExportJob;
}

/** From the API: a page of comments, the end of them, or "send the next piece of the file". */
export type ToWorker =
  | { type: "comments"; items: AnalysisComment[] }
  | { type: "end" }
  | { type: "pull" };

/** From the worker: a piece of the file (its buffer transferred), the end, or why it failed. */
export type FromWorker =
  | { type: "chunk"; data: Uint8Array }
  | { type: "done" }
  | { type: "error"; message: string };
