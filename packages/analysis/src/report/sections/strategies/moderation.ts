import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../../context.js";
import { plural } from "../../format.js";
import { insight } from "../../insight.js";

/** Moderation: report look-alike scam accounts, hide spam. */
export function moderationStrategy(ctx: ReportContext): Array<Insight | undefined> {
  const { spam } = ctx;
  const impostorRows = spam.filter((r) => ctx.impostors.has(r.comment.id));
  return [
    impostorRows.length > 0
      ? insight(
          `Report the ${plural(impostorRows.length, "comment")} from look-alike accounts (${[...new Set(impostorRows.map((r) => `@${r.comment.username}`))].slice(0, 3).join(", ")}) telling people they won: a common giveaway scam`,
          impostorRows,
        )
      : undefined,
    spam.length > 0
      ? insight(
          `Hide or delete the ${plural(spam.length, "spam comment")}; they are left out of the sentiment`,
          spam,
        )
      : undefined,
  ];
}
