import type { AnalysisComment } from "@commentlens/shared";
import { type CompletedAnalysis, chronological } from "./report.js";

/** The whole report as one document, in the API's own (snake_case) shapes. */
export function renderJson(
  analysis: CompletedAnalysis,
  comments: readonly AnalysisComment[],
  generatedAt: Date,
): string {
  const document = {
    analysis: {
      id: analysis.id,
      post_url: analysis.post_url,
      shortcode: analysis.shortcode,
      source: analysis.source,
      file_name: analysis.file_name,
      created_at: analysis.created_at,
    },
    generated_at: generatedAt.toISOString(),
    post: analysis.post,
    result: analysis.result,
    comparison: analysis.comparison,
    timeline: analysis.timeline,
    comments: chronological(comments),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
