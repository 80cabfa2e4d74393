import { formatNumber, type MediaType } from "@commentlens/shared";

/** Card and detail percent: rounded completed / total, 0 when there are no posts. */
export function postsPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((completed / total) * 100)));
}

/** "3 of 10 posts analyzed". */
export function postsAnalyzedText(completed: number, total: number): string {
  return `${formatNumber(completed)} of ${formatNumber(total)} posts analyzed`;
}

/** An engagement rate (comments per like ×100) with one decimal: "3.4%". */
export function formatRate(rate: number): string {
  return `${rate.toFixed(1)}%`;
}

/** A percentage with one decimal, for tables: "65.2%". */
export function formatPercent1(value: number): string {
  return `${value.toFixed(1)}%`;
}

export const LIKES_HIDDEN = "Likes hidden";

export const MEDIA_TYPE_NAMES: Record<MediaType, string> = {
  photo: "Photo",
  video: "Reel / video",
  carousel: "Carousel",
  media: "Post",
};

/** "1 post" / "3 posts". */
export function postsLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "post" : "posts"}`;
}

/** "1 comment" / "12 comments". */
export function commentsLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "comment" : "comments"}`;
}

/** The address of a post's own full report. */
export function postReportPath(analysisId: string): string {
  return `/app?analysis_id=${encodeURIComponent(analysisId)}`;
}
