import type { AnalysisResult } from "@commentlens/shared";
import type { RunFigures } from "./repository.js";

type Shares = AnalysisResult["sentiment_breakdown"];

/**
 * The sentiment shares of one run or of several read as one (a profile's posts): each run's
 * shares weighed by its analysed comments, so a post with ten comments moves the whole as
 * much as its comments do. Null when no run has any.
 */
export function sentimentShares(runs: RunFigures[]): Shares | null {
  const read = runs.filter(
    (run): run is RunFigures & { breakdown: Shares } => run.breakdown !== null,
  );
  if (read.length === 1) return read[0]?.breakdown ?? null;
  const weight = read.reduce((total, run) => total + run.analyzed, 0);
  if (weight === 0) return null;
  const share = (pick: keyof Shares) =>
    Math.round(
      (read.reduce((total, run) => total + run.breakdown[pick] * run.analyzed, 0) / weight) * 10,
    ) / 10;
  return { positive: share("positive"), neutral: share("neutral"), negative: share("negative") };
}
