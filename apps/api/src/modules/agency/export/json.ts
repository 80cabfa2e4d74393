import type { ProfileAnalysisDetail } from "@commentlens/shared";
import { postsNewestFirst } from "./report.js";

/**
 * The whole report as one document in the API's own (snake_case) shapes. Left out: the live
 * progress record, and `created_by`, a team member's email that has no place in a report
 * handed to a client.
 */
export function renderProfileJson(detail: ProfileAnalysisDetail, generatedAt: Date): string {
  const {
    posts: _posts,
    profile_insights,
    progress: _progress,
    created_by: _by,
    ...profile
  } = detail;
  const document = {
    profile,
    generated_at: generatedAt.toISOString(),
    posts: postsNewestFirst(detail),
    profile_insights,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
