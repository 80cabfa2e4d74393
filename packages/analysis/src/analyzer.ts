import type { AnalysisResult, Comment, Post } from "@commentlens/shared";

import { type LabelCorrections, withCorrections } from "./corrections.js";
import { readComments } from "./record/comment-record.js";
import { type ReportPhase, reportPhases } from "./report/build-report.js";
import { TermsOfRecords } from "./report/terms.js";
import { analyzeThread } from "./thread/analyze-thread.js";
import { readPost } from "./thread/post-context.js";

/** Steps of an analysis as the progress panel names them. */
export type AnalyzeStep = "sentiment" | ReportPhase;

export interface AnalyzeRequest {
  comments: Comment[];
  post: Post | null;
  /** The post's account when `post` is unknown (an import that names it). */
  owner?: string | null;
  /** Comments the post has in all, when known. */
  available?: number;
  /** Whether the comments include the creator's replies. */
  repliesIncluded: boolean;
  includeSpamInSentiment?: boolean;
  /** Labels the report's owner set for some comments: the report reads them instead. */
  corrections?: LabelCorrections;
  signal?: AbortSignal;
  /** Called as each step starts; awaited, so progress can be stored before the work goes on. */
  onStep?: (step: AnalyzeStep) => void | Promise<void>;
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
    await request.onStep?.("sentiment");
    const owner = request.post?.owner.username ?? request.owner ?? null;
    // Each comment is read once, and the post once (owner, featured people, giveaway), for
    // the thread stage and the report alike.
    const records = readComments(request.comments.map((c) => c.text));
    const caption = request.post?.caption ?? "";
    const postContext = readPost(request.comments, caption, owner ?? undefined, records);
    // The report's topics take each comment's words while the thread stage holds them.
    const terms = new TermsOfRecords();
    const analyses = withCorrections(
      request.comments,
      analyzeThread({
        comments: request.comments,
        post: owner === null ? null : { caption, owner },
        context: postContext,
        records,
        onRead: terms.note,
      }),
      request.corrections,
    );
    const phases = reportPhases({
      comments: request.comments,
      analyses,
      records,
      terms,
      post: request.post,
      owner,
      postContext,
      available: request.available,
      repliesIncluded: request.repliesIncluded,
      includeSpamInSentiment: request.includeSpamInSentiment,
      engine: "local",
      model: LOCAL_MODEL,
      startedAt,
    });
    for (let step = phases.next(); ; step = phases.next()) {
      if (step.done) return step.value;
      request.signal?.throwIfAborted();
      await request.onStep?.(step.value);
    }
  }
}
