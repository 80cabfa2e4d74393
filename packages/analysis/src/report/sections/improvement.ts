import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { plural, verb } from "../format.js";
import { example, insight } from "../insight.js";
import { findTopics, topicInsights } from "../topics.js";
import { isConcern } from "./pain-points.js";

/**
 * Areas for growth: topics the creator is criticised for (complaints aimed at the creator,
 * its product or its content), then what people ask the creator to make or change.
 */
export function areasForImprovement(ctx: ReportContext): Insight[] {
  const criticised = ctx.post.grief
    ? []
    : topicInsights(
        ctx.topics,
        isConcern,
        0.5,
        (t, m) =>
          `“${t.label}”: criticised by ${plural(ctx.peopleIn(m), "person", "people")}${example(m)}`,
      );
  return [...criticised, ...requestedThemes(ctx)];
}

/** What people ask the creator to make or change ("make clubs again"), by topic. */
function requestedThemes(ctx: ReportContext): Insight[] {
  const { peopleIn } = ctx;
  // Advice traded between commenters is theirs; requests to the creator are improvement areas.
  const suggestions = ctx.suggestions.filter((r) => r.analysis.target !== "commenter");
  const suggestionSet = new Set(suggestions);
  return findTopics(suggestions, ctx.termIndex, ctx.labels, ctx.people, (r) => suggestionSet.has(r))
    .filter((t) => !ctx.scope.isOwnName(t.term) && peopleIn(t.rows) >= (ctx.smallPost ? 2 : 3))
    .slice(0, 5)
    .map((t) => {
      const n = peopleIn(t.rows);
      return insight(
        `${plural(n, "person", "people")} ${verb(n, "suggests", "suggest")} something about “${t.label}”${example(t.rows)}`,
        t.rows,
      ) as Insight;
    });
}
