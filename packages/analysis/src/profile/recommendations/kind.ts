import type { ProfileInsightItem, ProfileMetrics } from "@commentlens/shared";
import type { Context } from "../context.js";
import type { Row } from "../model.js";

/** The Strategy tab's lists a recommendation goes to. */
export type RecList =
  | "content_optimization"
  | "audience_growth"
  | "engagement_improvement"
  | "monetization_opportunities";

export interface Rec {
  list: RecList;
  item: ProfileInsightItem;
  /** Lower comes first for the primary recommendation. */
  priority: number;
}

export function rec(list: RecList, priority: number, item: ProfileInsightItem): Rec {
  return { list, priority, item };
}

/**
 * What a kind reads besides the profile: the metrics, and what the open-question
 * recommendations already cover, so no comment or theme is asked about twice.
 */
export interface Earlier {
  metrics: ProfileMetrics;
  /** Open questions an "answer the questions about …" recommendation already names. */
  covered: ReadonlySet<Row>;
  /** Themes those recommendations are about. */
  usedKeys: ReadonlySet<string>;
}

/** One kind of recommendation: none, or the ones the posts and comments call for. */
export type RecommendationKind = (ctx: Context, earlier: Earlier) => Rec[];

/** Whether a comment is about one of the themes already recommended on. */
export function usesTheme(earlier: Earlier, r: Row): boolean {
  return r.keys.some((k) => earlier.usedKeys.has(k));
}
