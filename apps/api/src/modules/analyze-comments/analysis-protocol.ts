import type { AnalyzeStep, ProfilePostInput } from "@commentlens/analysis";
import type {
  AnalysisResult,
  Comment,
  CommentResult,
  LabelCorrection,
  Post,
  Profile,
  ProfileInsights,
} from "@commentlens/shared";
import type { Config } from "../../config.js";

/**
 * Messages between the API and an analysis worker thread. A worker runs one analysis at a
 * time and stays for the next ("start" opens each). Comments and their results travel a page
 * at a time: copying 100,000 of them between threads in one message would hold the API's
 * event loop as long as the work it moves away.
 */

export interface AnalysisJob {
  analyzer: Config["analyzer"];
  post: Post | null;
  owner?: string | null;
  available?: number;
  repliesIncluded: boolean;
  includeSpamInSentiment?: boolean;
  /** The owner's label corrections, as [comment id, correction] pairs. */
  corrections?: Array<[string, LabelCorrection]>;
}

export type ToAnalysisWorker =
  | { type: "start"; job: AnalysisJob }
  /** A profile's insights: its owner first, then each post (with its comments), then the end. */
  | { type: "insights-start"; username: string; profile: Profile | null; now: string }
  | { type: "insights-post"; post: ProfilePostInput }
  | { type: "insights-end" }
  | { type: "comments"; items: Comment[] }
  | { type: "end" }
  /** The API has recorded the step the worker announced: go on. */
  | { type: "step-recorded" }
  /** Send the next page of results (one at a time, so the API reads each between others). */
  | { type: "more" };

export type FromAnalysisWorker =
  | { type: "step"; step: AnalyzeStep }
  /** The report without its per-comment results, which follow as `results` pages. */
  | { type: "report"; report: Omit<AnalysisResult, "comments"> }
  | { type: "results"; items: CommentResult[] }
  | { type: "done" }
  | { type: "insights"; insights: ProfileInsights }
  | { type: "error"; message: string };

/** Comments or results per message. */
export const PAGE_SIZE = 2_000;
