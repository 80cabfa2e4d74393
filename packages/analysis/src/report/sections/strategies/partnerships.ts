import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../../context.js";
import { insight, rowsOf } from "../../insight.js";

/** Partnerships: reach out to the account the audience brings up most. */
export function partnershipStrategy(
  ctx: ReportContext,
  collaborations: Insight[],
): Array<Insight | undefined> {
  if (collaborations.length === 0) return [];
  return [
    insight(
      `Reach out to the accounts your audience brings up: ${collaborations[0]?.text}`,
      rowsOf(ctx.rows, collaborations[0]),
    ),
  ];
}
