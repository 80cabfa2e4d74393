import type { AgencyBranding, ProfileAnalysisDetail, ProfileInsights } from "@commentlens/shared";
import { csvTable, UTF8_BOM } from "../../../lib/csv.js";
import { languageName } from "../../../lib/report-format.js";
import { commentHours, hourRange, peakHour, postsNewestFirst, recommendations } from "./report.js";

/**
 * The profile report as CSV: three tables one under the other, each with its own header row
 * and a blank line between them, as spreadsheets open them: the posts (one row each), the
 * profile's key figures (metric, value) and the recommendations. Column and metric names are
 * the JSON export's field names.
 */

export const POST_COLUMNS = [
  "shortcode",
  "url",
  "media_type",
  "taken_at",
  "caption",
  "likes",
  "comments",
  "views",
  "engagement_rate",
  "sentiment_score",
  "overall_sentiment",
  "analyzed_comments",
  "status",
  "error",
] as const;

export const METRIC_COLUMNS = ["metric", "value"] as const;
export const RECOMMENDATION_COLUMNS = ["area", "recommendation", "support", "posts"] as const;

type Cell = string | number | boolean | null;

function insightRows(insights: ProfileInsights): Array<[string, Cell]> {
  const m = insights.metrics;
  const peak = peakHour(commentHours(insights));
  const top = m.languages[0];
  return [
    ["summary", insights.summary],
    ["posts_analyzed", m.posts_analyzed],
    ["posts_failed", m.posts_failed],
    ["total_comments", m.total_comments],
    ["total_likes", m.total_likes],
    ["average_engagement", m.average_engagement],
    ["engagement_rate", m.engagement_rate],
    ["median_engagement_rate", m.median_engagement_rate],
    ["active_commenters", m.active_commenters],
    ["repeat_commenters", m.repeat_commenters],
    ["sentiment_score", m.sentiment_score],
    ["overall_sentiment", m.overall_sentiment],
    ["positive_percent", m.sentiment_breakdown.positive],
    ["neutral_percent", m.sentiment_breakdown.neutral],
    ["negative_percent", m.sentiment_breakdown.negative],
    ["spam_count", m.spam_count],
    ["giveaway_count", m.giveaway_count],
    ["questions", m.questions],
    ["unanswered_questions", m.unanswered_questions],
    ["top_language", top ? `${languageName(top.language)} (${top.percentage}%)` : null],
    ["peak_comment_hour", peak ? hourRange(peak.hour) : null],
    ["engagement_patterns", insights.audience_insights.engagement_patterns.text],
    ["sentiment_analysis", insights.audience_insights.sentiment_analysis.text],
    ["best_performing_content", insights.content_strategy.best_performing_content.text],
    ["posting_frequency", insights.content_strategy.posting_frequency.text],
    ["optimal_posting_times", insights.content_strategy.optimal_posting_times.text],
    ["engagement_trends", insights.performance_metrics.engagement_trends.text],
    ["growth_indicators", insights.performance_metrics.growth_indicators.text],
    ["benchmark_comparison", insights.performance_metrics.benchmark_comparison.text],
    ["roi_indicators", insights.performance_metrics.roi_indicators.text],
  ];
}

function metricRows(
  detail: ProfileAnalysisDetail,
  branding: AgencyBranding | null,
  generatedAt: Date,
): Array<[string, Cell]> {
  const rows: Array<[string, Cell]> = [
    ["instagram_username", detail.instagram_username],
    ["full_name", detail.full_name],
    ["profile_url", detail.profile_url],
    ["follower_count", detail.follower_count],
    ["analysis_status", detail.analysis_status],
    ["analyzed_at", detail.created_at],
    ["generated_at", generatedAt.toISOString()],
  ];
  if (branding?.agency_name) rows.push(["prepared_by", branding.agency_name]);
  const insights = detail.profile_insights;
  if (insights) return [...rows, ...insightRows(insights)];
  // Without insights, the card's figures are what exists.
  return [
    ...rows,
    ["posts_analyzed", detail.completed_posts],
    ["posts_failed", detail.failed_posts],
    ["engagement_rate", detail.engagement_rate],
    ["average_engagement", detail.average_engagement],
    ["sentiment_score", detail.sentiment_score],
    ["overall_sentiment", detail.overall_sentiment],
    ["error", detail.error],
  ];
}

export function renderProfileCsv(
  detail: ProfileAnalysisDetail,
  branding: AgencyBranding | null,
  generatedAt: Date,
): string {
  const posts = csvTable(
    POST_COLUMNS,
    postsNewestFirst(detail).map((p) => POST_COLUMNS.map((k) => p[k])),
  );
  const tables = [posts, csvTable(METRIC_COLUMNS, metricRows(detail, branding, generatedAt))];
  const insights = detail.profile_insights;
  if (insights) {
    tables.push(
      csvTable(
        RECOMMENDATION_COLUMNS,
        recommendations(insights).map(({ area, item }) => [
          area,
          item.text,
          item.support,
          item.post_shortcodes.join(" "),
        ]),
      ),
    );
  }
  return `${UTF8_BOM}${tables.join("\r\n\r\n")}\r\n`;
}
