import type {
  MediaType,
  ProfileAnalysisDetail,
  ProfileInsightItem,
  ProfileInsights,
  ProfilePost,
} from "@commentlens/shared";
import { plural } from "../../../lib/report-format.js";

/**
 * What the profile report's formats share: figures worded once, the Engagement Clock's hours
 * and the strategy's areas in the page's order, so the PDF and the CSV never disagree.
 */

/** 2.4 → "2.4%" (comments per 100 likes); null when likes are hidden. */
export function rateText(rate: number | null): string | null {
  return rate === null ? null : `${rate.toFixed(1)}%`;
}

/** A 0–1 sentiment score as the page shows it: "0.78". */
export function scoreText(score: number): string {
  return score.toFixed(2);
}

export function mediaTypeName(type: MediaType): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** "18:00–19:00 UTC". */
export function hourRange(hour: number): string {
  const pad = (h: number) => `${String(h % 24).padStart(2, "0")}:00`;
  return `${pad(hour)}–${pad(hour + 1)} UTC`;
}

/** Audience comments per UTC hour (24), from the 96 quarter-hour buckets. */
export function commentHours(insights: ProfileInsights): number[] {
  const hours = Array.from({ length: 24 }, () => 0);
  insights.comment_quarter_hours.forEach((n, i) => {
    const hour = Math.floor(i / 4);
    hours[hour] = (hours[hour] ?? 0) + n;
  });
  return hours;
}

/** The busiest hour (the earliest of a tie), or null when no comment has a time. */
export function peakHour(hours: readonly number[]): { hour: number; count: number } | null {
  let best: { hour: number; count: number } | null = null;
  hours.forEach((count, hour) => {
    if (count > 0 && (best === null || count > best.count)) best = { hour, count };
  });
  return best;
}

/**
 * How many comments or posts back a finding: "(12 comments on 3 posts)" or "(3 posts)".
 * Findings about comments list some of them; findings about posts list only posts.
 */
export function itemSupport(item: ProfileInsightItem): string {
  const posts = item.post_shortcodes.length;
  if (item.comment_ids.length === 0 && posts > 0) return `(${plural(item.support, "post")})`;
  const on = posts > 1 ? ` on ${plural(posts, "post")}` : "";
  return `(${plural(item.support, "comment")}${on})`;
}

export type RecommendationArea = keyof ProfileInsights["recommendations"];

/** The Strategy tab's lists, in its order, with what each says when it is empty. */
export const RECOMMENDATION_AREAS: ReadonlyArray<{
  key: Exclude<RecommendationArea, "primary_recommendation">;
  title: string;
}> = [
  { key: "content_optimization", title: "Content optimization" },
  { key: "audience_growth", title: "Audience growth" },
  { key: "engagement_improvement", title: "Engagement improvement" },
  { key: "monetization_opportunities", title: "Monetization opportunities" },
];

/** Every recommendation with its area, the primary one first. */
export function recommendations(
  insights: ProfileInsights,
): Array<{ area: RecommendationArea; item: ProfileInsightItem }> {
  const r = insights.recommendations;
  return [
    { area: "primary_recommendation" as const, item: r.primary_recommendation },
    ...RECOMMENDATION_AREAS.flatMap(({ key }) => r[key].map((item) => ({ area: key, item }))),
  ];
}

/** The analysed posts newest first, as the detail view lists them. */
export function postsNewestFirst(detail: ProfileAnalysisDetail): ProfilePost[] {
  return [...detail.posts].sort(
    (a, b) =>
      Date.parse(b.taken_at) - Date.parse(a.taken_at) ||
      (a.shortcode < b.shortcode ? -1 : a.shortcode > b.shortcode ? 1 : 0),
  );
}

/** Why the report has no insights yet (or null when it has them). */
export function missingInsightsNote(detail: ProfileAnalysisDetail): string | null {
  if (detail.profile_insights) return null;
  if (detail.analysis_status === "failed") {
    return `This analysis failed${detail.error ? `: ${detail.error}` : "."}`;
  }
  if (detail.analysis_status === "completed")
    return "No insights were generated for this analysis.";
  return `Analysis in progress: ${detail.completed_posts} of ${plural(detail.total_posts, "post")} analyzed. Insights appear once every post is done.`;
}
