import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../../context.js";
import { insight, rowsOf } from "../../insight.js";

/**
 * Partnerships: reach out to the account the audience brings up most, when at least two
 * different people bring it up warmly (see `collaborationIdeas`); a lone request to
 * collaborate is often a brand's own pitch and no premise for a partnership.
 */
export function partnershipStrategy(
  ctx: ReportContext,
  collaborations: Insight[],
): Array<Insight | undefined> {
  const account = collaborations.find((c) => c.kind === "account");
  if (!account) return [];
  return [insight({ ...account, kind: "reach-out" }, rowsOf(ctx.rows, account))];
}
