import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { quoteOf } from "../insight.js";
import { topicInsights } from "../topics.js";
import { isConcern } from "./pain-points.js";

/**
 * Areas for growth: topics the creator is criticised for (complaints aimed at the creator,
 * its product or its content). What people ask for is a content gap, not a criticism.
 */
export function areasForImprovement(ctx: ReportContext): Insight[] {
  if (ctx.post.grief) return [];
  return topicInsights(
    ctx.topics,
    isConcern,
    0.5,
    (_, m) => ({
      kind: "criticised-topic",
      figures: { people: ctx.peopleIn(m) },
      quote: quoteOf(m),
    }),
    ctx.peopleIn,
  );
}
