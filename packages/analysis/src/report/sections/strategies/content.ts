import type { Insight } from "@commentlens/shared";
import { intentPhrase } from "../../../tags/question-intents.js";
import type { ReportContext } from "../../context.js";
import { insight, quoteOf, rowsOf } from "../../insight.js";
import { type IntentGroups, requestsToCreator } from "../content-gaps.js";

/** People behind a question or a loved theme before it is worth a post of its own. */
const MIN_PEOPLE_FOR_CONTENT = 3;

/** Content strategy: answer the most asked question, build on what was loved, weigh suggestions. */
export function contentStrategy(
  ctx: ReportContext,
  intentGroups: IntentGroups,
  loved: Insight[],
): Array<Insight | undefined> {
  // A post is worth making for a question several people ask, and a theme is worth building
  // on when several people loved it: one or two are a reply, not a content plan.
  const topGap = intentGroups.find((g) => ctx.peopleIn(g[1]) >= MIN_PEOPLE_FOR_CONTENT);
  // The most praised topic (“crust”: praised by …), not a sentence about supporters or emoji.
  // Under a post that mourns someone, "build on what was loved" would make content of grief.
  const topLoved = ctx.post.grief
    ? undefined
    : loved.find(
        (i) =>
          i.kind === "loved-topic" &&
          i.support >= MIN_PEOPLE_FOR_CONTENT &&
          ctx.peopleIn(rowsOf(ctx.rows, i)) >= MIN_PEOPLE_FOR_CONTENT,
      );
  return [
    topGap
      ? insight(
          {
            kind: "post-for-gap",
            phrase: intentPhrase(topGap[0]),
            figures: { people: ctx.peopleIn(topGap[1]) },
          },
          topGap[1],
        )
      : undefined,
    topLoved
      ? insight(
          {
            kind: "build-on-loved",
            topic: topLoved.topic,
            figures: { comments: topLoved.support },
          },
          rowsOf(ctx.rows, topLoved),
        )
      : undefined,
    suggestionsToWeigh(ctx),
  ];
}

/**
 * The suggestions and requests made to the creator, with what they most ask for named (up to
 * three requests two or more people share; among three suggestions or fewer, any request), so
 * the strategy says what to weigh and not only how many.
 */
function suggestionsToWeigh(ctx: ReportContext): Insight | undefined {
  const groups = requestsToCreator(ctx);
  const rows = [...new Set([...ctx.suggestions, ...groups.flatMap((g) => g.rows)])];
  if (rows.length === 0) return undefined;
  const shared = groups.filter((g) => ctx.peopleIn(g.rows) >= 2);
  // A request one person made is named only among a few suggestions, where it is one of them.
  const named = (shared.length > 0 ? shared : rows.length <= 3 ? groups : []).slice(0, 3);
  if (named.length === 0)
    return insight(
      { kind: "weigh-suggestions", figures: { comments: rows.length }, quote: quoteOf(rows) },
      rows,
    );
  // An example only of what the named requests do not already say.
  const namedRows = new Set(named.flatMap((g) => g.rows));
  return insight(
    {
      kind: "weigh-suggestions",
      figures: { comments: rows.length, shared: shared.length > 0 ? 1 : 0 },
      terms: named.map((g) => ({ label: g.phrase, people: ctx.peopleIn(g.rows) })),
      quote: quoteOf(rows.filter((r) => !namedRows.has(r))),
    },
    rows,
  );
}
