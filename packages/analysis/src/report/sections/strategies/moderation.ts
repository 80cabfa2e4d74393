import type { CommentTarget, Insight } from "@commentlens/shared";
import type { ReportContext } from "../../context.js";
import { plural } from "../../format.js";
import { insight } from "../../insight.js";

const AIMED_AT: Record<CommentTarget, string> = {
  subject: "the people in the post",
  commenter: "other commenters",
  creator: "you",
  other: "someone else",
  none: "no one in particular",
};

/** "3 aimed at the people in the post, 2 at other commenters", biggest group first. */
export function toxicTargets(targets: readonly CommentTarget[]): string {
  const counts = new Map<CommentTarget, number>();
  for (const t of targets) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([t, n], i) => `${n} ${i === 0 ? "aimed at " : "at "}${AIMED_AT[t]}`)
    .join(", ");
}

/** Moderation: hide or report abuse, report look-alike scam accounts, hide spam. */
export function moderationStrategy(ctx: ReportContext): Array<Insight | undefined> {
  const { spam, toxic } = ctx;
  const impostorRows = spam.filter((r) => ctx.impostors.has(r.comment.id));
  return [
    // Abuse first: it is what a visitor to the post sees and what hurts people most.
    toxic.length > 0
      ? insight(
          `Hide or report the ${plural(toxic.length, "abusive comment")} (${toxicTargets(toxic.map((r) => r.analysis.target))}), most liked first in the evidence: insults, slurs or threats left standing tell others they are welcome`,
          toxic,
          { kind: "abuse" },
        )
      : undefined,
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
