import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { plural, verb } from "../format.js";
import { example, insight } from "../insight.js";
import { compact } from "../lists.js";
import { isNegativeRow } from "../rows.js";
import { findTopics, topicInsights } from "../topics.js";

/** Areas for growth: criticised topics, what suggestions are about, and all suggestions. */
export function areasForImprovement(ctx: ReportContext): Insight[] {
  const { suggestions, peopleIn } = ctx;
  const suggestionSet = new Set(suggestions);
  const suggestionTopics = findTopics(suggestions, ctx.termIndex, ctx.labels, ctx.people, (r) =>
    suggestionSet.has(r),
  );
  return [
    ...topicInsights(
      ctx.topics,
      isNegativeRow,
      0.5,
      (t, m) =>
        `“${t.label}”: criticised by ${plural(peopleIn(m), "person", "people")}${example(m)}`,
    ),
    ...suggestionTopics
      .filter((t) => peopleIn(t.rows) >= 3)
      .slice(0, 5)
      .map((t) => {
        const n = peopleIn(t.rows);
        return insight(
          `${plural(n, "person", "people")} ${verb(n, "suggests", "suggest")} something about “${t.label}”${example(t.rows)}`,
          t.rows,
        ) as Insight;
      }),
    ...compact([
      insight(
        `${plural(suggestions.length, "comment")} ${verb(suggestions.length, "suggests", "suggest")} something${example(suggestions)}`,
        suggestions,
      ),
    ]),
  ];
}
