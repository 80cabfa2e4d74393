import type { CommentTarget, Insight } from "@commentlens/shared";
import type { ReportContext } from "../../context.js";
import { insight } from "../../insight.js";

/** How many abusive comments are aimed at each target, biggest group first. */
export function toxicTargets(
  targets: readonly CommentTarget[],
): Array<{ label: CommentTarget; people: number }> {
  const counts = new Map<CommentTarget, number>();
  for (const t of targets) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([label, people]) => ({ label, people }));
}

/** Moderation: hide or report abuse, report look-alike scam accounts, hide spam. */
export function moderationStrategy(ctx: ReportContext): Array<Insight | undefined> {
  const { spam, toxic } = ctx;
  const impostorRows = spam.filter((r) => ctx.impostors.has(r.comment.id));
  return [
    // Abuse first: it is what a visitor to the post sees and what hurts people most.
    toxic.length > 0
      ? insight(
          {
            kind: "abuse",
            figures: { comments: toxic.length },
            terms: toxicTargets(toxic.map((r) => r.analysis.target)),
          },
          toxic,
        )
      : undefined,
    impostorRows.length > 0
      ? insight(
          {
            kind: "impostors",
            figures: { comments: impostorRows.length },
            terms: [...new Set(impostorRows.map((r) => `@${r.comment.username}`))]
              .slice(0, 3)
              .map((label) => ({ label, people: 1 })),
          },
          impostorRows,
        )
      : undefined,
    spam.length > 0
      ? insight({ kind: "spam", figures: { comments: spam.length } }, spam)
      : undefined,
  ];
}
