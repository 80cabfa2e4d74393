import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../../context.js";
import { plural, quote, verb } from "../../format.js";
import { insight } from "../../insight.js";
import type { Row } from "../../rows.js";

/** Engagement: pin the most liked positive comment, make buying easy for those who ask. */
export function engagementStrategy(ctx: ReportContext): Array<Insight | undefined> {
  const { purchase } = ctx;
  let topPositive: Row | undefined;
  for (const r of ctx.real)
    if (r.analysis.label === "positive" && (!topPositive || r.rank < topPositive.rank))
      topPositive = r;
  const shoppers = ctx.peopleIn(purchase);
  return [
    topPositive && (topPositive.comment.likes ?? 0) > 0
      ? insight(
          `Pin the most liked positive comment (${plural(topPositive.comment.likes ?? 0, "like")}): “${quote(topPositive.comment.text)}”`,
          [topPositive],
        )
      : undefined,
    purchase.length > 0
      ? insight(
          `Put a clear way to buy in the caption or bio: ${plural(shoppers, "person", "people")} ${verb(shoppers, "wants", "want")} to buy or ${verb(shoppers, "asks", "ask")} how`,
          purchase,
        )
      : undefined,
  ];
}
