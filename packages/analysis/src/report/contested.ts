import type { ReportContext } from "./context.js";
import { pushTo } from "./lists.js";
import { has, type Row } from "./rows.js";

/** The accounts `rows` name, other than the post's own family, with how many people name each. */
export function namedAccounts(ctx: ReportContext, rows: readonly Row[]): Map<string, number> {
  const byHandle = new Map<string, Row[]>();
  for (const r of rows)
    for (const m of r.record.mentions) if (!ctx.post.isOwnerFamily(m)) pushTo(byHandle, m, r);
  const people = new Map<string, number>();
  for (const [handle, named] of byHandle) people.set(handle, ctx.peopleIn(named));
  return people;
}

const contestedOf = new WeakMap<ReportContext, Set<string>>();

/**
 * Accounts the complaints are about: named by three people or more in comments that complain
 * or raise a concern (the photographer nobody credited). Praise that names one of them is
 * often a jab ("really surprised @maker didn't take it… wait"): no comment to pin, and no
 * partner brought up warmly. Read once per report.
 */
export function contestedAccounts(ctx: ReportContext): Set<string> {
  let contested = contestedOf.get(ctx);
  if (contested) return contested;
  const complaining = ctx.real.filter(
    (r) => r.record.mentions.length > 0 && (has(r, "complaint") || ctx.evidentThemes(r).length > 0),
  );
  contested = new Set<string>();
  for (const [handle, people] of namedAccounts(ctx, complaining))
    if (people >= 3) contested.add(handle);
  contestedOf.set(ctx, contested);
  return contested;
}
