import type { AnalysisResult } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { percentages, percentOf } from "../format.js";
import { pushTo } from "../lists.js";
import type { Row } from "../rows.js";

export interface Sentiment {
  /** Share of positive comments, neutral ones counting half; 0.5 with none. */
  score: number;
  /** Whole percentages that add up to 100. */
  breakdown: AnalysisResult["sentiment_breakdown"];
}

/** Sentiment: the share of positive comments, with neutral ones counting half. */
export function sentiment(ctx: ReportContext): Sentiment {
  let pos = 0;
  let neu = 0;
  let neg = 0;
  for (const r of ctx.counted) {
    if (r.analysis.label === "positive") pos++;
    else if (r.analysis.label === "neutral") neu++;
    else neg++;
  }
  const score = ctx.counted.length === 0 ? 0.5 : (pos + 0.5 * neu) / ctx.counted.length;
  const [positive = 0, neutral = 0, negative = 0] = percentages([pos, neu, neg]);
  return { score, breakdown: { positive, neutral, negative } };
}

export interface Languages {
  /** Most used first. */
  breakdown: AnalysisResult["language_breakdown"];
  byLanguage: Map<string, Row[]>;
}

/** Languages of the audience's comments. */
export function languages(ctx: ReportContext): Languages {
  const byLanguage = new Map<string, Row[]>();
  for (const r of ctx.audience) pushTo(byLanguage, r.analysis.lang, r);
  const breakdown = [...byLanguage.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([language, rs]) => ({
      language,
      count: rs.length,
      percentage: percentOf(rs.length, ctx.audience.length),
    }));
  return { breakdown, byLanguage };
}
