/**
 * The analysis engine as the apps use it: analyzers that turn a post's comments into a report,
 * and the insights across the posts of a profile. Everything else (the per-comment readers,
 * the sentiment model and its training, metrics) is internal: evaluation, benchmarks and
 * training reach it through `@commentlens/analysis/internal`.
 */
export {
  type AnalyzeRequest,
  type Analyzer,
  type AnalyzeStep,
  LOCAL_MODEL,
  LocalAnalyzer,
} from "./analyzer.js";
export type { LabelCorrections } from "./corrections.js";
export {
  INCOMPLETE_RESPONSE,
  INVALID_RESPONSE,
  LlmAnalyzer,
  type LlmAnalyzerOptions,
  LlmResponseError,
} from "./llm/llm-analyzer.js";
export {
  buildProfileInsights,
  type ProfileInsightsInput,
  type ProfilePostInput,
} from "./profile/build-profile-insights.js";
export { buildTimeline } from "./timeline.js";
