import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { plural } from "../format.js";
import { insight } from "../insight.js";
import { has, type Row } from "../rows.js";

const MINUTE = 60_000;

/** "25 minutes", "3 hours", "2 days": a delay as people say it. */
export function delayText(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 48) return plural(hours, "hour");
  return plural(Math.round(hours / 24), "day");
}

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
  const parts = [
    questions > 0 ? plural(questions, "question") : "",
    complaints > 0 ? plural(complaints, "complaint") : "",
    rest > 0 ? `${rest} other ${rest === 1 ? "comment" : "comments"}` : "",
  ].filter(Boolean);
  const delays = [...answered.values()].filter((d) => d >= 0).sort((a, b) => a - b);
  const median = delays.length > 0 ? (delays[Math.floor((delays.length - 1) / 2)] as number) : null;
  const speed = median === null ? "" : `; half of the replies came within ${delayText(median)}`;
  return [
    insight(
      `You replied to ${plural(parents.length, "comment")} (${parts.join(", ")})${speed}`,
      parents,
    ) as Insight,
  ];
}
