import { formatNumber, type ProfileStatement } from "@commentlens/shared";
import { plural, quote } from "../report/format.js";
import { type Drivers, type Group, outlierNote, typical } from "./drivers.js";
import {
  byRank,
  type Commenter,
  type PostEntry,
  type ProfileInsightsInput,
  type Row,
} from "./model.js";
import { hourRange, list, sum, whole } from "./stats.js";
import type { Theme } from "./themes.js";

/** What every section of the profile insights reads, and the small pieces they share. */

export function statement(text: string, available = true): ProfileStatement {
  return { text, available };
}

export interface Context {
  handle: string;
  entries: PostEntry[];
  rows: Row[];
  real: Row[];
  commenters: Map<string, Commenter>;
  themes: Theme[];
  drivers: Drivers;
  regularMin: number;
  regulars: Commenter[];
  /** Audience comments per UTC quarter hour. */
  quarters: number[];
  /** Whether comment times vary at all (imports may stamp every comment alike). */
  timed: boolean;
  outliers: PostEntry[];
  medianSentiment: number | null;
  now: Date;
  profile: ProfileInsightsInput["profile"];
}

export function postCount(n: number): string {
  return plural(n, "post");
}

export function topRow(rows: readonly Row[]): Row | undefined {
  let best: Row | undefined;
  for (const r of rows) if (!best || byRank(r, best) < 0) best = r;
  return best;
}

/** `, e.g. “most liked comment”`: the words of the audience behind a finding. */
export function example(rows: readonly Row[]): string {
  const best = topRow(rows);
  return best ? `, e.g. “${quote(best.comment.text)}”` : "";
}

export function isOpen(r: Row): boolean {
  return r.entry.unanswered?.has(r.comment.id) ?? false;
}

export interface Peak {
  hour: number;
  count: number;
  total: number;
}

export function commentPeak(ctx: Context): Peak | null {
  if (!ctx.timed) return null;
  const hours = Array.from({ length: 24 }, (_, h) => sum(ctx.quarters.slice(h * 4, h * 4 + 4)));
  const total = sum(hours);
  if (total === 0) return null;
  let hour = 0;
  for (let h = 1; h < 24; h++) if ((hours[h] ?? 0) > (hours[hour] ?? 0)) hour = h;
  return { hour, count: hours[hour] ?? 0, total };
}

export function peakText(p: Peak): string {
  return `between ${hourRange(p.hour, p.hour + 1).replace("–", " and ")} (${formatNumber(p.count)} of ${plural(p.total, "audience comment")}, ${Math.round((p.count / p.total) * 100)}%)`;
}

/**
 * The publication window with the most comments (two posts or more), against the other
 * windows; null when it is not clearly ahead of each of them.
 */
export function windowContrast(ctx: Context): { best: Group; others: Group[] } | null {
  const solid = ctx.drivers.windows.filter((w) => w.entries.length >= 2);
  const best = solid.sort((a, b) => typical(b) - typical(a))[0];
  if (!best) return null;
  const others = ctx.drivers.windows.filter((w) => w !== best);
  if (others.length === 0) return null;
  if (others.some((o) => typical(o) * 1.25 > typical(best))) return null;
  return { best, others };
}

export function windowsText(c: { best: Group; others: Group[] }): string {
  return `posts published ${c.best.value} average ${whole(c.best.averageComments)} comments (${postCount(c.best.entries.length)}${outlierNote(c.best)}) vs ${list(c.others.map((o) => `${whole(o.averageComments)} for ${o.value} (${o.entries.length})`))}`;
}
