import { type AnalysisResult, analysisResultSchema } from "@commentlens/shared";

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
