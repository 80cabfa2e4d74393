/** The report's headline label, lower case as in the analysis result (the UI title-cases it). */
export type OverallSentiment =
  | "overwhelmingly positive"
  | "positive"
  | "mixed"
  | "negative"
  | "overwhelmingly negative";

/**
 * Maps a sentiment score in 0..1 to its band: 80-100% overwhelmingly positive, 60-79
 * positive, 40-59 mixed, 20-39 negative, 0-19 overwhelmingly negative. The score is read as
 * the whole percentage the report shows, so a label never disagrees with the figure beside it.
 */
export function sentimentBand(score: number): OverallSentiment {
  if (!Number.isFinite(score)) throw new RangeError(`sentiment score must be finite, got ${score}`);
  const percent = Math.round(Math.min(1, Math.max(0, score)) * 100);
  if (percent >= 80) return "overwhelmingly positive";
  if (percent >= 60) return "positive";
  if (percent >= 40) return "mixed";
  if (percent >= 20) return "negative";
  return "overwhelmingly negative";
}
