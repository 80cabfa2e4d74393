import { formatNumber, type ProfileInsightItem, type ProfileStatement } from "@commentlens/shared";
import { isPositive } from "../polarity.js";
import { plural } from "../report/format.js";
import {
  type Context,
  commentPeak,
  peakText,
  postCount,
  statement,
  windowContrast,
  windowsText,
} from "./context.js";
import { item, named, type PostEntry, type Row } from "./model.js";
import { capital, day, list, median, rateText, times, whole } from "./stats.js";

/** The Content tab: themes, posting rhythm, the best post, when to publish. */

export function contentThemes(ctx: Context): ProfileInsightItem[] {
  const n = ctx.entries.length;
  return ctx.themes.slice(0, 8).map((t) => {
    const posts = [...t.posts.entries()].sort(
      (a, b) => b[1].length - a[1].length || b[0].takenAt - a[0].takenAt,
    );
    const [topPost, topRows] = posts[0] as [PostEntry, Row[]];
    const warm = t.rows.filter(isPositive).length;
    const asks = t.rows.filter(
      (r) => r.tags.includes("question") || r.tags.includes("suggestion"),
    ).length;
    const where = n === 1 ? "under the post" : `under ${t.posts.size} of ${postCount(n)}`;
    const most = n > 1 ? `; most under ${named(topPost, topRows.length)}` : "";
    return item(
      `“${t.label}” comes up ${where}: ${plural(t.rows.length, "comment")} by ${plural(t.people, "person", "people")}, ${Math.round((warm / t.rows.length) * 100)}% positive${asks > 0 ? `, ${asks} asking or suggesting` : ""}${most}`,
      t.rows,
      posts.map(([e]) => e),
    );
  });
}

export function postingFrequency(ctx: Context): ProfileStatement {
  const { entries } = ctx;
  const n = entries.length;
  if (n < 2) {
    return statement(
      n === 1
        ? "Only one post was analysed: posting frequency needs at least two posts."
        : "No post could be analysed, so posting frequency cannot be told.",
      false,
    );
  }
  const first = (entries[0] as PostEntry).takenAt;
  const last = (entries[n - 1] as PostEntry).takenAt;
  const spanDays = (last - first) / 86_400_000;
  if (spanDays <= 0) {
    return statement(
      "Every post carries the same publication time, so posting frequency cannot be told.",
      false,
    );
  }
  const gaps: number[] = [];
  for (let i = 1; i < n; i++) {
    gaps.push(
      ((entries[i] as PostEntry).takenAt - (entries[i - 1] as PostEntry).takenAt) / 86_400_000,
    );
  }
  const every = spanDays / (n - 1);
  const weeks = Math.max(1, Math.round(spanDays / 7));
  const parts = [
    `A post every ${every.toFixed(1)} days on average over the last ${plural(weeks, "week")} (${n} posts from ${day(first)} to ${day(last)}; gaps from ${Math.min(...gaps).toFixed(1)} to ${Math.max(...gaps).toFixed(1)} days).`,
  ];
  const since = (ctx.now.getTime() - last) / 86_400_000;
  if (since >= 0) {
    parts.push(
      since > every * 2
        ? `The latest post was ${since.toFixed(1)} days before this analysis, longer than the usual gap.`
        : `The latest post was ${since.toFixed(1)} days before this analysis.`,
    );
  }
  return statement(parts.join(" "));
}

export function bestPerforming(ctx: Context): ProfileInsightItem {
  const { entries } = ctx;
  const n = entries.length;
  if (n === 0) {
    return { text: "No post could be analysed.", post_shortcodes: [], comment_ids: [], support: 0 };
  }
  const mostCommented = [...entries].sort(
    (a, b) => b.comments - a.comments || b.takenAt - a.takenAt,
  )[0] as PostEntry;
  if (n === 1) {
    return item(
      `The only analysed post, ${mostCommented.name}, has ${plural(mostCommented.comments, "comment")}${mostCommented.rate !== null ? ` and an engagement rate of ${rateText(mostCommented.rate)}` : ""}.`,
      mostCommented.rows,
      [mostCommented],
    );
  }
  const medComments = median(entries.map((e) => e.comments)) ?? 0;
  const commentsLine = `${mostCommented.name} drew the most comments: ${formatNumber(mostCommented.comments)}${medComments > 0 ? `, ${times(mostCommented.comments, medComments)} the median of ${whole(medComments)}` : ""}.`;
  const rated = entries.filter((e) => e.rate !== null);
  if (rated.length === 0) {
    return item(
      `${commentsLine} Likes are hidden, so the posts are ranked by comments.`,
      mostCommented.rows,
      [mostCommented],
    );
  }
  const best = [...rated].sort(
    (a, b) => (b.rate ?? 0) - (a.rate ?? 0) || b.comments - a.comments,
  )[0] as PostEntry;
  const medRate = median(rated.map((e) => e.rate ?? 0)) ?? 0;
  const rateLine = `${best.name} has the highest engagement rate: ${rateText(best.rate ?? 0)} (${formatNumber(best.comments)} comments on ${formatNumber(best.likes ?? 0)} likes)${rated.length > 1 && medRate > 0 ? `, ${times(best.rate ?? 0, medRate)} the profile's median of ${rateText(medRate)}` : ""}.`;
  if (best === mostCommented)
    return item(`${rateLine} It is also the most commented post.`, best.rows, [best]);
  return item(`${rateLine} ${commentsLine}`, best.rows, [best, mostCommented]);
}

export function optimalPostingTimes(ctx: Context): ProfileStatement {
  const parts: string[] = [];
  const peak = commentPeak(ctx);
  if (peak) parts.push(`Your audience comments most ${peakText(peak)}.`);
  else if (!ctx.timed && ctx.rows.length > 1) {
    parts.push(
      "The comments carry no usable times, so the audience's busiest hour cannot be told.",
    );
  }
  const contrast = windowContrast(ctx);
  if (contrast) {
    parts.push(`${capital(windowsText(contrast))}.`);
  } else if (ctx.drivers.windows.length >= 2) {
    parts.push(
      `No publication window clearly leads: ${list(ctx.drivers.windows.map((w) => `${w.value} averages ${whole(w.averageComments)} comments (${w.entries.length})`))}.`,
    );
  } else if (ctx.entries.length >= 2) {
    parts.push(
      "The posts were published at too few different times of day to compare publication hours.",
    );
  }
  if (!peak && !contrast) {
    return statement(
      ctx.entries.length === 0
        ? "No post could be analysed, so there are no comment times to read."
        : parts.join(" ") || "One post cannot show which publication hours work better.",
      false,
    );
  }
  return statement(parts.join(" "));
}
