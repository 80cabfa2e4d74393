import type {
  AgencyBranding,
  AnalysisComment,
  ExportFormat,
  ProfileAnalysisDetail,
} from "@commentlens/shared";
import type { ProfileExportFormat } from "../agency/export/index.js";
import type { CompletedAnalysis } from "../analyses/export/report.js";

/** What an export worker thread renders, and the messages it trades with the API. */

export type ExportJob =
  | {
      kind: "analysis";
      format: ExportFormat;
      /** The comments follow as `comments` messages, then `end`. */
      analysis: CompletedAnalysis;
      generatedAt: string;
    }
  | {
      kind: "profile";
      format: ProfileExportFormat;
      detail: ProfileAnalysisDetail;
      branding: AgencyBranding | null;
      generatedAt: string;
    };

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
