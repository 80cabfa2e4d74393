import { type AnalysisResult, analysisResultSchema, type CommentResult } from "@commentlens/shared";

/**
 * A stored result in today's shape. Reports stored before a field or a tag name changed (a
 * comment without a target, the old "giveaway" tag) read as today's, since responses and the
 * profile aggregation know only today's names. A result that does not read at all is passed on
 * as stored rather than lost.
 */
export function readStoredResult(stored: AnalysisResult): AnalysisResult {
  const parsed = analysisResultSchema.safeParse(stored);
  return parsed.success ? parsed.data : stored;
}

/** The report with its per-comment results (kept in their own column; inside older reports). */
export function fullResult(
  data: AnalysisResult | null,
  commentResults: string | null,
): AnalysisResult | null {
  if (!data) return null;
  return readStoredResult(
    commentResults === null
      ? data
      : { ...data, comments: JSON.parse(commentResults) as CommentResult[] },
  );
}
