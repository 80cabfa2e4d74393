import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { plural, verb } from "../format.js";
import { example, insight } from "../insight.js";
import { requestGroups } from "../requests.js";
import { has } from "../rows.js";
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

/**
 * What people ask the creator to make, bring back or release ("make more", "bring back the
 * clubs"), by what they ask for; then other suggestions by topic.
 */
function requestedThemes(ctx: ReportContext): Insight[] {
  const { peopleIn } = ctx;
  const minimum = ctx.smallPost ? 2 : 3;
  // Advice traded between commenters is theirs; requests to the creator are improvement areas.
  const toCreator = ctx.real.filter(
    (r) => r.analysis.target !== "commenter" && !has(r, "toxic") && !has(r, "spam"),
  );
  const asked = requestGroups(toCreator, peopleIn)
    .filter((g) => peopleIn(g.rows) >= minimum)
    .slice(0, 3);
  const askedRows = new Set(asked.flatMap((g) => g.rows));
  const requests = asked.map((g) => {
    const n = peopleIn(g.rows);
    return insight(
      `${plural(n, "person", "people")} ${verb(n, "asks", "ask")} you to ${g.phrase}${example(g.rows)}`,
      g.rows,
    ) as Insight;
  });
  const suggestions = ctx.suggestions.filter(
    (r) => r.analysis.target !== "commenter" && !askedRows.has(r),
  );
  const suggestionSet = new Set(suggestions);
  const byTopic = findTopics(suggestions, ctx.termIndex, ctx.labels, ctx.people, (r) =>
    suggestionSet.has(r),
  )
    .filter((t) => !ctx.scope.isOwnName(t.term) && peopleIn(t.rows) >= minimum)
    .slice(0, 5 - requests.length)
    .map((t) => {
      const n = peopleIn(t.rows);
      return insight(
        `${plural(n, "person", "people")} ${verb(n, "suggests", "suggest")} something about “${t.label}”${example(t.rows)}`,
        t.rows,
      ) as Insight;
    });
  return [...requests, ...byTopic];
}
