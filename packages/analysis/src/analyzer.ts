import type { AnalysisResult, Comment, Post } from "@commentlens/shared";
import { analyzeComments } from "./analyze.js";
import { buildReport } from "./report/build-report.js";

export interface AnalyzeRequest {
  comments: Comment[];
  post: Post | null;
  /** Comments the post has in all, when known. */
  available?: number;
  /** Whether the comments include the creator's replies. */
  repliesIncluded: boolean;
  includeSpamInSentiment?: boolean;
  signal?: AbortSignal;
}

/** Anything that turns comments into a report: the local engine, or an LLM with it. */
export interface Analyzer {
  readonly engine: AnalysisResult["engine"];
  analyze(request: AnalyzeRequest): Promise<AnalysisResult>;
}

export const LOCAL_MODEL = "commentlens-local-1";

/** Offline, deterministic, milliseconds: the default analyzer and every other's fallback. */
export class LocalAnalyzer implements Analyzer {
  readonly engine = "local" as const;

  async analyze(request: AnalyzeRequest): Promise<AnalysisResult> {
    request.signal?.throwIfAborted();
    const startedAt = performance.now();
    const analyses = analyzeComments(
      request.comments.map((c) => ({ text: c.text, isFromOwner: c.isFromOwner })),
    );
    return buildReport({
      comments: request.comments,
      analyses,
      post: request.post,
      available: request.available,
      repliesIncluded: request.repliesIncluded,
      includeSpamInSentiment: request.includeSpamInSentiment,
      engine: "local",
      model: LOCAL_MODEL,
      startedAt,
    });
  }
}
