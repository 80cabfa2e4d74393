import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../../context.js";
import { plural, quote } from "../../format.js";
import { insight, rowsOf } from "../../insight.js";
import { intentPhrase } from "../../intents.js";
import { best } from "../../rows.js";
import type { IntentGroups } from "../content-gaps.js";

/** Content strategy: answer the most asked question, build on what was loved, weigh suggestions. */
export function contentStrategy(
  ctx: ReportContext,
  intentGroups: IntentGroups,
  loved: Insight[],
): Array<Insight | undefined> {
  const { suggestions } = ctx;
  const topGap = intentGroups[0];
  // The most praised topic (“crust”: praised by …), not a sentence about supporters or emoji.
  // Under a post that mourns someone, "build on what was loved" would make content of grief.
  const topLoved = ctx.post.grief ? undefined : loved.find((i) => i.text.startsWith("“"));
  return [
    topGap
      ? insight(
          `Make a post that answers ${intentPhrase(topGap[0])}: ${plural(ctx.peopleIn(topGap[1]), "person", "people")} asked`,
          topGap[1],
        )
      : undefined,
    topLoved
      ? insight(
          `Build on what was loved most: ${topLoved.text.split(":")[0]} drew ${plural(topLoved.support, "positive comment")}`,
          rowsOf(ctx.rows, topLoved),
        )
      : undefined,
    suggestions.length > 0
      ? insight(
          `Consider the ${plural(suggestions.length, "suggestion")}, e.g. “${quote(best(suggestions)?.comment.text ?? "")}”`,
          suggestions,
        )
      : undefined,
  ];
}
