import type { ReportContext } from "../context.js";
import { has, type Row } from "../rows.js";

export interface Commenters {
  /** Each audience member's comments, indexed by `Row.user` (empty for the creator). */
  all: Row[][];
  /** Commenters with at least one comment that is not spam: the base of the personas. */
  active: Row[][];
}

export function groupCommenters(ctx: ReportContext): Commenters {
  const all: Row[][] = Array.from({ length: ctx.usernames.length }, () => []);
  for (const r of ctx.audience) (all[r.user] as Row[]).push(r);
  const active = all.filter((list) => list.length > 0 && !list.every((r) => has(r, "spam")));
  return { all, active };
}
