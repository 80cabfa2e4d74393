import type { OverallSentiment } from "./analysis-result.js";

/**
 * Number and label formatting shared by the pages, the exports and the mails, so a figure
 * reads the same everywhere.
 */

/** 999 → "999", 1,234 → "1.2K", 1,250,000 → "1.3M" (1,000+ as K, 1,000,000+ as M, 1 decimal). */
export function formatCount(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${(value / 1_000).toFixed(1)}K`;
  return String(value);
}

/** 1234 → "1,234": exact figures in reports and tables. */
export function formatNumber(value: number): string {
  return value.toLocaleString("en-US");
}

/**
 * Comments per like ×100 with one decimal ("0.0" with no likes); null when the owner hides
 * likes, so the page can say so instead of inventing a rate.
 */
export function engagementRate(comments: number, likes: number | null): string | null {
  if (likes === null) return null;
  if (likes <= 0) return "0.0";
  return ((comments / likes) * 100).toFixed(1);
}

/** "overwhelmingly positive" → "Overwhelmingly Positive" (the UI shows bands in title case). */
export function sentimentTitle(sentiment: OverallSentiment): string {
  return sentiment.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** What the sentiment score is, in one line, wherever it is shown (web, PDF, profile). */
export const SENTIMENT_SCORE_DEFINITION = "Share of positive comments, neutral ones counting half";

/** 0.873 → 87 (a 0..1 score as a whole percentage). */
export function wholePercent(score: number): number {
  return Math.round(score * 100);
}

/**
 * Whole percentages that add up to exactly 100 (largest remainder), so figures shown together
 * never read 99% or 101%. All zeros when there is nothing to count.
 */
export function wholePercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const raw = counts.map((c) => (c / total) * 100);
  const floors = raw.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left--;
  }
  return floors;
}
