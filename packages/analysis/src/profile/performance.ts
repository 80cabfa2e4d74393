import { formatNumber, type ProfileStatement } from "@commentlens/shared";
import { plural } from "../report/format.js";
import { type Context, isOpen, postCount, statement } from "./context.js";
import { named, type PostEntry, postsOf } from "./model.js";
import { change, day, mean, median, rateText, scoreText, slope, times, whole } from "./stats.js";

/** The performance summary: trends, growth, benchmark, return on investment. */

/** "rose", "fell" or "held steady": a robust fitted change against a tolerance of the median. */
function direction(fitted: number, reference: number, tolerance: number): string {
  if (Math.abs(fitted) <= tolerance * Math.abs(reference)) return "held steady";
  return fitted > 0 ? "rose" : "fell";
}

/** The values oldest to newest, or the first and last few when there are many. */
function series(values: readonly string[]): string {
  if (values.length <= 16) return values.join(", ");
  return `${values.slice(0, 3).join(", ")} … ${values.slice(-3).join(", ")}`;
}

export function engagementTrends(ctx: Context): ProfileStatement {
  const { entries } = ctx;
  const n = entries.length;
  if (n < 2) {
    return statement(
      n === 1
        ? "Only one post was analysed: a trend needs at least two posts."
        : "No post could be analysed, so there is no trend to show.",
      false,
    );
  }
  const first = entries[0] as PostEntry;
  const last = entries[n - 1] as PostEntry;
  const counts = entries.map((e) => e.comments);
  const med = median(counts) ?? 0;
  const fitted = slope(counts) * (n - 1);
  const parts = [
    `Comments per post, oldest to newest (${day(first.takenAt)} to ${day(last.takenAt)}): ${series(counts.map(whole))}. Over the ${postCount(n)} they ${direction(fitted, med, 0.25)}${Math.abs(fitted) > 0.25 * med ? ` (a robust fitted change of ${fitted > 0 ? "+" : "−"}${whole(Math.abs(fitted))} against a median of ${whole(med)})` : ` around a median of ${whole(med)}`}.`,
  ];
  const rated = entries.filter((e) => e.rate !== null);
  if (rated.length >= 2) {
    const rates = rated.map((e) => e.rate ?? 0);
    const f = slope(rates) * (rates.length - 1);
    parts.push(
      `Engagement rate: ${series(rates.map(rateText))}; it ${direction(f, median(rates) ?? 0, 0.25)}.`,
    );
  } else if (rated.length === 0) {
    parts.push("Likes are hidden, so the engagement rate cannot be followed.");
  }
  const scored = entries.filter((e) => e.sentiment !== null);
  if (scored.length >= 2) {
    const scores = scored.map((e) => e.sentiment ?? 0);
    const f = slope(scores) * (scores.length - 1);
    parts.push(
      `Sentiment: ${series(scores.map(scoreText))}; it ${Math.abs(f) <= 0.05 ? "held steady" : f > 0 ? "rose" : "fell"}.`,
    );
  }
  return statement(parts.join(" "));
}

export function growthIndicators(ctx: Context): ProfileStatement {
  const { entries } = ctx;
  const n = entries.length;
  if (n < 2) {
    return statement(
      n === 1
        ? "Only one post was analysed: growth needs older and newer posts to compare."
        : "No post could be analysed, so growth cannot be told.",
      false,
    );
  }
  const older = entries.slice(0, Math.floor(n / 2));
  const newer = entries.slice(Math.floor(n / 2));
  const avg = (es: PostEntry[], f: (e: PostEntry) => number | null) =>
    mean(
      es.flatMap((e) => {
        const v = f(e);
        return v === null ? [] : [v];
      }),
    );
  const cNew = avg(newer, (e) => e.comments) ?? 0;
  const cOld = avg(older, (e) => e.comments) ?? 0;
  const mNew = median(newer.map((e) => e.comments)) ?? 0;
  const mOld = median(older.map((e) => e.comments)) ?? 0;
  const parts = [
    `The newer ${postCount(newer.length)} average ${whole(cNew)} comments vs ${whole(cOld)} for the older ${older.length} (${change(cNew, cOld)}; by median ${whole(mNew)} vs ${whole(mOld)}, ${change(mNew, mOld)}).`,
  ];
  const lNew = avg(newer, (e) => e.likes);
  const lOld = avg(older, (e) => e.likes);
  if (lNew !== null && lOld !== null) {
    parts.push(`Likes: ${whole(lNew)} vs ${whole(lOld)} (${change(lNew, lOld)}).`);
  } else {
    const where =
      lNew === null && lOld === null
        ? ""
        : lNew === null
          ? " on the newer posts"
          : " on the older posts";
    parts.push(`Likes are hidden${where}, so likes cannot be compared.`);
  }
  const sNew = avg(newer, (e) => e.sentiment);
  const sOld = avg(older, (e) => e.sentiment);
  if (sNew !== null && sOld !== null) {
    parts.push(`Sentiment: ${scoreText(sNew)} vs ${scoreText(sOld)}.`);
  }
  const olderSet = new Set(older);
  const newerPeople = [...ctx.commenters.values()].filter((c) =>
    [...c.posts].some((p) => !olderSet.has(p)),
  );
  const firstTime = newerPeople.filter((c) => ![...c.posts].some((p) => olderSet.has(p)));
  if (newerPeople.length > 0) {
    parts.push(
      `${formatNumber(firstTime.length)} of the ${formatNumber(newerPeople.length)} people commenting on the newer posts had not commented on the older ones.`,
    );
  }
  return statement(parts.join(" "));
}

export function benchmarkComparison(ctx: Context): ProfileStatement {
  const { entries } = ctx;
  const n = entries.length;
  if (n < 2) {
    return statement(
      n === 1
        ? "Only one post was analysed: it has no other posts to be compared with."
        : "No post could be analysed, so there is nothing to compare.",
      false,
    );
  }
  const rated = entries.filter((e) => e.rate !== null);
  const byRate = rated.length >= 2;
  const pool = byRate ? rated : entries;
  const value = (e: PostEntry) => (byRate ? (e.rate ?? 0) : e.comments);
  const show = (x: number) => (byRate ? rateText(x) : whole(x));
  const med = median(pool.map(value)) ?? 0;
  const sorted = [...pool].sort((a, b) => value(b) - value(a));
  const above = pool.filter((e) => value(e) > med).length;
  const best = sorted[0] as PostEntry;
  const worst = sorted[sorted.length - 1] as PostEntry;
  const ratio = (x: number) => (med > 0 ? ` (${times(x, med)})` : "");
  const what = byRate ? "engagement rate" : "comment count";
  const parts = [
    `Against the profile's median ${what} of ${show(med)}, ${above} of ${postCount(pool.length)} do better. Best: ${best.name} at ${show(value(best))}${ratio(value(best))}; weakest: ${worst.name} at ${show(value(worst))}${ratio(value(worst))}.`,
  ];
  if (!byRate) parts.push("Likes are hidden, so posts are compared by comments.");
  else {
    const medC = median(entries.map((e) => e.comments)) ?? 0;
    const topC = [...entries].sort((a, b) => b.comments - a.comments)[0] as PostEntry;
    if (topC !== best && medC > 0) {
      parts.push(
        `By comments, ${topC.name} leads with ${formatNumber(topC.comments)} (${times(topC.comments, medC)} the median of ${whole(medC)}).`,
      );
    }
  }
  return statement(parts.join(" "));
}

export function roiIndicators(ctx: Context): ProfileStatement {
  const buying = ctx.real.filter((r) => r.tags.includes("purchase_intent"));
  const n = ctx.entries.length;
  if (n === 0 || buying.length === 0) {
    return statement(
      n === 0
        ? "No post could be analysed, so return on investment cannot be derived."
        : "Return on investment cannot be derived: no comment shows an intent to buy, and Instagram's public data has no sales, link clicks or reach.",
      false,
    );
  }
  const posts = postsOf(buying);
  const top = posts[0] as PostEntry;
  const topCount = buying.filter((r) => r.entry === top).length;
  const asking = buying.filter((r) => r.tags.includes("question"));
  const open = asking.filter(isOpen);
  const repliesKnown = ctx.entries.some((e) => e.unanswered !== null);
  const parts = [
    `${plural(buying.length, "comment")} under ${posts.length} of ${postCount(n)} show an intent to buy (${(buying.length / n).toFixed(1)} per post), most under ${named(top, topCount)}.`,
  ];
  if (asking.length > 0) {
    parts.push(
      `${formatNumber(asking.length)} of them are questions about buying${repliesKnown ? `, ${formatNumber(open.length)} still without a reply` : ""}.`,
    );
  }
  parts.push(
    "Sales and link clicks are not in Instagram's public data, so revenue itself cannot be measured.",
  );
  return statement(parts.join(" "));
}
