import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { insight } from "../insight.js";
import { has, type Row } from "../rows.js";

/**
 * How the creator replied: to how many comments, to what (questions, complaints, the rest)
 * and how fast (the median delay). The evidence is the audience's comments replied to, never
 * the creator's own.
 */
export function ownerReplySummary(ctx: ReportContext): Insight[] {
  const byId = new Map(ctx.rows.map((r) => [r.comment.id, r]));
  const answered = new Map<Row, number>();
  for (const o of ctx.ownerReplies) {
    const parent = o.comment.parentId ? byId.get(o.comment.parentId) : undefined;
    if (!parent || parent.comment.isFromOwner) continue;
    const delay = Date.parse(o.comment.timestamp) - Date.parse(parent.comment.timestamp);
    const seen = answered.get(parent);
    if (seen === undefined || delay < seen) answered.set(parent, delay);
  }
  if (answered.size === 0) return [];
  const parents = [...answered.keys()];
  const questions = parents.filter((r) => has(r, "question")).length;
  const complaints = parents.filter((r) => !has(r, "question") && has(r, "complaint")).length;
  const rest = parents.length - questions - complaints;
  const delays = [...answered.values()].filter((d) => d >= 0).sort((a, b) => a - b);
  const median = delays.length > 0 ? (delays[Math.floor((delays.length - 1) / 2)] as number) : null;
  return [
    insight(
      {
        kind: "owner-replies",
        figures: {
          comments: parents.length,
          questions,
          complaints,
          others: rest,
          ...(median === null ? {} : { medianMs: median }),
        },
      },
      parents,
    ) as Insight,
  ];
}
