import {
  formatNumber,
  type ProfileInsightItem,
  type ProfileInsights,
  type ProfileMetrics,
  type ProfileStatement,
} from "@commentlens/shared";
import { isNegative, isPositive } from "../polarity.js";
import { languageName, percentOf, plural } from "../report/format.js";
import { sentimentBand } from "../sentiment-band.js";
import { type Context, example, postCount, statement } from "./context.js";
import { outlierNote } from "./drivers.js";
import { type Commenter, criticisesCreator, item, type PostEntry } from "./model.js";
import { capital, list, median, rateText, scoreText, sum, whole } from "./stats.js";

/** The Audience tab: engagement, sentiment, preferences, who is talking. */

/** How many usernames a behaviour tile lists. */
const TILE_NAMES = 10;

export function engagementPatterns(ctx: Context, metrics: ProfileMetrics): ProfileStatement {
  const { entries } = ctx;
  const n = entries.length;
  if (n === 0)
    return statement("No post could be analysed, so engagement cannot be computed.", false);
  const counts = entries.map((e) => e.comments);
  const byComments = [...entries].sort((a, b) => a.comments - b.comments);
  const least = byComments[0] as PostEntry;
  const most = byComments[n - 1] as PostEntry;
  const commentsLine =
    n > 1
      ? `Comments per post run from ${whole(least.comments)} on ${least.name} to ${whole(most.comments)} on ${most.name}, median ${whole(median(counts) ?? 0)}.`
      : `The post has ${whole(most.comments)} comments.`;
  const withLikes = entries.filter((e) => e.likes !== null);
  if (withLikes.length === 0 || metrics.average_engagement === null) {
    return statement(
      `Likes are hidden on ${n === 1 ? "the post" : `all ${n} posts`}, so average engagement and the engagement rate cannot be computed. ${commentsLine}`,
      false,
    );
  }
  const hidden = n - withLikes.length;
  const avgLikes = sum(withLikes.map((e) => e.likes ?? 0)) / withLikes.length;
  const avgComments = sum(withLikes.map((e) => e.comments)) / withLikes.length;
  const parts = [
    `Average engagement: ${formatNumber(Math.round(metrics.average_engagement))} likes and comments per post (${whole(avgLikes)} likes and ${whole(avgComments)} comments on average over ${postCount(withLikes.length)}${hidden > 0 ? `; likes are hidden on ${plural(hidden, "other post")}` : ""}).`,
  ];
  if (metrics.engagement_rate !== null && metrics.median_engagement_rate !== null) {
    parts.push(
      `Engagement rate (comments per 100 likes): ${rateText(metrics.engagement_rate)} on average, median ${rateText(metrics.median_engagement_rate)}.`,
    );
  }
  const followers = ctx.profile?.followerCount ?? null;
  if (followers !== null && followers > 0) {
    parts.push(
      `Likes and comments per post come to ${((metrics.average_engagement / followers) * 100).toFixed(1)}% of the ${formatNumber(followers)} followers.`,
    );
  }
  parts.push(commentsLine);
  return statement(parts.join(" "));
}

export function sentimentAnalysis(ctx: Context, metrics: ProfileMetrics): ProfileStatement {
  const c = metrics.sentiment_counts;
  const counted = c.positive + c.neutral + c.negative;
  if (counted === 0) {
    return statement(
      "No audience comment could be scored (spam and giveaway entries are left out), so there is no sentiment to report.",
      false,
    );
  }
  const b = metrics.sentiment_breakdown;
  const parts = [
    `${capital(metrics.overall_sentiment)} overall: ${scoreText(metrics.sentiment_score)} across ${plural(counted, "audience comment")} (spam and giveaway entries left out): ${formatNumber(c.positive)} positive (${b.positive}%), ${formatNumber(c.neutral)} neutral (${b.neutral}%), ${formatNumber(c.negative)} negative (${b.negative}%).`,
  ];
  const scored = ctx.entries.filter((e) => e.sentiment !== null);
  if (scored.length >= 2 && ctx.medianSentiment !== null) {
    const others = scored.filter((e) => !ctx.outliers.includes(e));
    const lo = Math.min(...others.map((e) => e.sentiment ?? 0));
    const hi = Math.max(...others.map((e) => e.sentiment ?? 0));
    if (ctx.outliers.length > 0) {
      const named = ctx.outliers.map(
        (e) => `${e.name}: ${sentimentBand(e.sentiment ?? 0)} (${scoreText(e.sentiment ?? 0)})`,
      );
      parts.push(
        `${ctx.outliers.length === 1 ? "One post stands out" : `${ctx.outliers.length} posts stand out`}, ${list(named)}, against a median post of ${scoreText(ctx.medianSentiment)}; the other ${postCount(others.length)} range from ${scoreText(lo)} to ${scoreText(hi)}.`,
      );
    } else {
      const low = scored.reduce((a, e) => ((e.sentiment ?? 0) < (a.sentiment ?? 0) ? e : a));
      const high = scored.reduce((a, e) => ((e.sentiment ?? 0) > (a.sentiment ?? 0) ? e : a));
      parts.push(
        `Posts range from ${scoreText(low.sentiment ?? 0)} (${low.name}) to ${scoreText(high.sentiment ?? 0)} (${high.name}), with no post far below the median of ${scoreText(ctx.medianSentiment)}.`,
      );
    }
  }
  return statement(parts.join(" "));
}

export function audiencePreferences(ctx: Context): ProfileInsightItem[] {
  const n = ctx.entries.length;
  const items = ctx.themes
    .map((t) => ({ t, warm: t.rows.filter(isPositive) }))
    .filter(({ t, warm }) => warm.length >= 3 && warm.length >= t.rows.length * 0.6)
    .sort((a, b) => b.warm.length - a.warm.length)
    .slice(0, 4)
    .map(({ t, warm }) =>
      item(
        `“${t.label}”: ${plural(warm.length, "warm comment")} under ${t.posts.size} of ${postCount(n)}, ${Math.round((warm.length / t.rows.length) * 100)}% of all comments about it${example(warm)}`,
        warm,
      ),
    );
  const [best, ...others] = ctx.drivers.formats;
  if (best && others.length > 0) {
    items.push(
      item(
        `${capital(best.noun)} typically draw the most comments: ${whole(best.averageComments)} on average over ${postCount(best.entries.length)}${outlierNote(best)}, vs ${list(others.map((g) => `${whole(g.averageComments)} for ${g.noun} (${g.entries.length}${outlierNote(g)})`))}`,
        [],
        best.entries,
      ),
    );
  }
  return items;
}

type Persona = { type: string; describe: string; members: Commenter[] };

function personas(ctx: Context): Persona[] {
  const n = ctx.entries.length;
  const groups: Persona[] = [
    {
      type: "Regulars",
      describe: `comment on at least ${ctx.regularMin} of the ${postCount(n)}`,
      members: [],
    },
    {
      type: "Returning commenters",
      describe:
        ctx.regularMin > 3
          ? `commented on 2 to ${ctx.regularMin - 1} of the posts`
          : "commented on 2 of the posts",
      members: [],
    },
    { type: "Critics", describe: "mostly critical, on one post", members: [] },
    { type: "Question askers", describe: "came with a question, on one post", members: [] },
    { type: "Fans", describe: "only warm words, on one post", members: [] },
    { type: "Casual commenters", describe: "neutral remarks on one post", members: [] },
  ];
  for (const c of ctx.commenters.values()) {
    const pos = c.rows.filter(isPositive).length;
    const neg = c.rows.filter(isNegative).length;
    const index =
      n >= 2 && c.posts.size >= ctx.regularMin
        ? 0
        : n >= 2 && c.posts.size >= 2
          ? 1
          : neg > pos
            ? 2
            : c.rows.some((r) => r.tags.includes("question"))
              ? 3
              : pos > 0 && neg === 0
                ? 4
                : 5;
    groups[index]?.members.push(c);
  }
  return groups.filter((g) => g.members.length > 0);
}

export function demographicInsights(ctx: Context, metrics: ProfileMetrics): ProfileInsightItem[] {
  const n = ctx.entries.length;
  const items: ProfileInsightItem[] = [];
  for (const l of metrics.languages) {
    if (l.language === "und" || (l.percentage < 5 && l !== metrics.languages[0])) continue;
    if (items.length >= 4) break;
    items.push(
      item(
        `${l.percentage}% of audience comments are in ${languageName(l.language)}`,
        ctx.rows.filter((r) => r.lang === l.language),
      ),
    );
  }
  const active = ctx.commenters.size;
  if (n >= 2) {
    const repeat = [...ctx.commenters.values()].filter((c) => c.posts.size >= 2);
    if (repeat.length > 0) {
      items.push(
        item(
          `${percentOf(repeat.length, active)}% of commenters (${formatNumber(repeat.length)} of ${formatNumber(active)}) commented on 2 or more of the ${postCount(n)}`,
          repeat.flatMap((c) => c.rows),
        ),
      );
      const top = ctx.regulars[0] ?? repeat.sort((a, b) => b.posts.size - a.posts.size)[0];
      if (top) {
        const warm = top.rows.filter(isPositive).length;
        items.push(
          item(
            `The most loyal commenter, @${top.handle}, commented on ${top.posts.size} of the ${postCount(n)} (${plural(top.rows.length, "comment")}, ${Math.round((warm / top.rows.length) * 100)}% positive)`,
            top.rows,
          ),
        );
      }
    }
  }
  for (const p of personas(ctx)) {
    items.push(
      item(
        `${p.type} (${percentOf(p.members.length, active)}% of commenters, ${formatNumber(p.members.length)}): ${p.describe}`,
        p.members.flatMap((c) => c.rows),
      ),
    );
  }
  return items;
}

function tile(
  ctx: Context,
  label: string,
  description: string,
  members: Commenter[],
): ProfileInsights["audience_insights"]["behaviour"][number] {
  const ordered = [...members].sort(
    (a, b) => b.posts.size - a.posts.size || b.rows.length - a.rows.length,
  );
  return {
    label,
    count: members.length,
    percentage: percentOf(members.length, ctx.commenters.size),
    description,
    usernames: ordered.slice(0, TILE_NAMES).map((c) => c.handle),
  };
}

export function behaviour(ctx: Context): ProfileInsights["audience_insights"]["behaviour"] {
  const n = ctx.entries.length;
  const all = [...ctx.commenters.values()];
  const tiles: ProfileInsights["audience_insights"]["behaviour"] = [];
  if (n >= 2) {
    tiles.push(
      tile(
        ctx,
        "Regulars",
        `Commented on at least ${ctx.regularMin} of the ${postCount(n)}`,
        ctx.regulars,
      ),
    );
  }
  tiles.push(
    tile(
      ctx,
      "Question askers",
      "Asked at least one question",
      all.filter((c) => c.rows.some((r) => r.real && r.tags.includes("question"))),
    ),
    tile(
      ctx,
      "Fans",
      "Every comment they wrote is warm",
      all.filter(
        (c) => c.rows.some((r) => r.real) && c.rows.every((r) => !r.real || isPositive(r)),
      ),
    ),
    tile(
      ctx,
      "Critics",
      "More critical comments than warm ones",
      all.filter((c) => c.rows.filter(criticisesCreator).length > c.rows.filter(isPositive).length),
    ),
  );
  if (n >= 2) {
    const older = new Set(ctx.entries.slice(0, Math.floor(n / 2)));
    const newer = n - older.size;
    tiles.push(
      tile(
        ctx,
        "Newcomers",
        `First seen on the latest ${postCount(newer)}, not on the ${older.size} before`,
        all.filter((c) => ![...c.posts].some((p) => older.has(p))),
      ),
    );
  }
  return tiles;
}
