import type { ReportContext } from "./context.js";
import { pushTo } from "./lists.js";
import { has, type Row } from "./rows.js";

/**
 * Accounts the complaints are about: named by three people or more in comments that complain
 * or raise a concern (the photographer nobody credited). Praise that names one of them is
 * often a jab ("really surprised @maker didn't take it… wait"): no comment to pin, and no
 * partner brought up warmly.
 */
export function contestedAccounts(ctx: ReportContext): Set<string> {
  const byHandle = new Map<string, Row[]>();
  for (const r of ctx.real) {
    if (r.mentions.length === 0) continue;
    if (!has(r, "complaint") && ctx.evidentThemes(r).length === 0) continue;
    for (const m of r.mentions) if (!ctx.post.isOwnerFamily(m)) pushTo(byHandle, m, r);
  }
  const contested = new Set<string>();
  for (const [handle, rows] of byHandle) if (ctx.peopleIn(rows) >= 3) contested.add(handle);
  return contested;
}
