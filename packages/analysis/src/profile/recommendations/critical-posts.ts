import { plural } from "../../report/format.js";
import { example } from "../context.js";
import { criticisesCreator, item } from "../model.js";
import { scoreText } from "../stats.js";
import { type RecommendationKind, rec } from "./kind.js";

/** The post the audience took badly: replies there keep the thread from setting the tone. */
export const criticalPosts: RecommendationKind = (ctx) =>
  ctx.outliers.flatMap((e) => {
    const critical = e.rows.filter((r) => r.real && criticisesCreator(r));
    if (critical.length < 2 || ctx.medianSentiment === null) return [];
    const pain = e.result.audience_insights.pain_points[0]?.text;
    return [
      rec(
        "engagement_improvement",
        3,
        item(
          `Reply to the ${plural(critical.length, "critical comment")} under ${e.name}, whose sentiment (${scoreText(e.sentiment ?? 0)}) sits well below your median post (${scoreText(ctx.medianSentiment)})${pain ? `: ${pain.charAt(0).toLowerCase()}${pain.slice(1)}` : example(critical)}`,
          critical,
          [e],
        ),
      ),
    ];
  });
