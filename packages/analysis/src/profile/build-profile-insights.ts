import {
  formatNumber,
  type ProfileInsights,
  type ProfileMetrics,
  wholePercentages,
} from "@commentlens/shared";
import { percentOf, plural } from "../report/format.js";
import { sentimentBand } from "../sentiment-band.js";
import { withoutAt } from "../text/characters.js";
import {
  audiencePreferences,
  behaviour,
  demographicInsights,
  engagementPatterns,
  sentimentAnalysis,
} from "./audience.js";
import { bestPerforming, contentThemes, optimalPostingTimes, postingFrequency } from "./content.js";
import { type Context, postCount, windowContrast } from "./context.js";
import { dominant, findDrivers, type Group, typical } from "./drivers.js";
import {
  type Commenter,
  type PostEntry,
  type ProfileInsightsInput,
  sentimentOf,
  type Tally,
  toEntry,
} from "./model.js";
import {
  benchmarkComparison,
  engagementTrends,
  growthIndicators,
  roiIndicators,
} from "./performance.js";
import { recommendations } from "./recommendations/recommendations.js";
import { capital, list, mean, median, round, scoreText, sum, whole } from "./stats.js";
import { indexThemes, pickThemes } from "./themes.js";

/**
 * Profile insights from a profile's analysed posts: every figure is computed from the posts
 * and their comments, and every finding names the posts and comments it rests on. Where
 * the data cannot tell (likes hidden, no replies, a single post), the statement says so.
 */

export type { ProfileInsightsInput, ProfilePostInput } from "./model.js";

/** A post whose sentiment sits this far below the median post is named as the exception. */
const MOOD_GAP = 0.15;

// ---- metrics --------------------------------------------------------------------------

function computeMetrics(ctx: Context, tally: Tally, failed: number): ProfileMetrics {
  const { entries, rows, real } = ctx;
  const withLikes = entries.filter((e) => e.likes !== null);
  const rates = entries.flatMap((e) => (e.rate === null ? [] : [e.rate]));
  const s = sentimentOf(rows);
  const score = round(s.score ?? 0.5, 3);
  const [pPos = 0, pNeu = 0, pNeg = 0] = wholePercentages([s.positive, s.neutral, s.negative]);
  const langs = new Map<string, number>();
  for (const r of rows) langs.set(r.lang, (langs.get(r.lang) ?? 0) + 1);
  const withReplies = entries.filter((e) => e.unanswered !== null);
  return {
    posts_analyzed: entries.length,
    posts_failed: failed,
    total_comments: tally.analysed,
    total_likes: withLikes.length > 0 ? sum(withLikes.map((e) => e.likes ?? 0)) : null,
    average_engagement:
      withLikes.length > 0
        ? round(sum(withLikes.map((e) => (e.likes ?? 0) + e.comments)) / withLikes.length, 1)
        : null,
    engagement_rate: rates.length > 0 ? round(mean(rates) ?? 0, 2) : null,
    median_engagement_rate: rates.length > 0 ? round(median(rates) ?? 0, 2) : null,
    active_commenters: ctx.commenters.size,
    repeat_commenters: [...ctx.commenters.values()].filter((c) => c.posts.size >= 2).length,
    sentiment_score: score,
    overall_sentiment: sentimentBand(score),
    sentiment_breakdown: { positive: pPos, neutral: pNeu, negative: pNeg },
    sentiment_counts: { positive: s.positive, neutral: s.neutral, negative: s.negative },
    spam_count: tally.spam,
    giveaway_count: tally.giveaway,
    questions: real.filter((r) => r.tags.includes("question")).length,
    unanswered_questions:
      withReplies.length > 0 ? sum(withReplies.map((e) => e.unanswered?.size ?? 0)) : null,
    languages: [...langs.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([language, count]) => ({
        language,
        count,
        percentage: percentOf(count, rows.length),
      })),
  };
}

// ---- summary --------------------------------------------------------------------------

function summary(
  ctx: Context,
  metrics: ProfileMetrics,
  failed: number,
  recs: ProfileInsights["recommendations"],
): string {
  const n = ctx.entries.length;
  if (n === 0) {
    return `None of the ${failed === 1 ? "post" : `${failed} posts`} of @${ctx.handle} could be analysed, so there are no insights yet.`;
  }
  const counted =
    metrics.sentiment_counts.positive +
    metrics.sentiment_counts.neutral +
    metrics.sentiment_counts.negative;
  const failedNote = failed > 0 ? ` (${plural(failed, "post")} could not be analysed)` : "";
  const mood =
    counted > 0
      ? `; sentiment is ${metrics.overall_sentiment} (${scoreText(metrics.sentiment_score)})${ctx.outliers.length > 0 ? `, with ${list(ctx.outliers.map((e) => e.name))} the exception (${list(ctx.outliers.map((e) => `${sentimentBand(e.sentiment ?? 0)}, ${scoreText(e.sentiment ?? 0)}`))})` : ""}`
      : "";
  const sentences = [
    `@${ctx.handle}: ${postCount(n)} analysed${failedNote}, ${plural(metrics.total_comments, "comment")} from ${plural(metrics.active_commenters, "person", "people")}${mood}.`,
  ];
  const drivers: string[] = [];
  // One viral post would mislead a headline figure: say what the group does without it.
  const aside = (g: Group) => {
    const top = dominant(g);
    return top ? ` (${whole(typical(g))} without “${top.title}”)` : "";
  };
  const [bestFormat, ...otherFormats] = ctx.drivers.formats;
  if (bestFormat && otherFormats.length > 0) {
    drivers.push(
      `${bestFormat.noun} average ${whole(bestFormat.averageComments)} comments${aside(bestFormat)} vs ${list(otherFormats.map((g) => `${whole(g.averageComments)} for ${g.noun}${aside(g)}`))}`,
    );
  }
  const contrast = windowContrast(ctx);
  if (contrast) {
    drivers.push(
      `posts published ${contrast.best.value} average ${whole(contrast.best.averageComments)}${aside(contrast.best)} vs ${list(contrast.others.map((o) => `${whole(o.averageComments)} for ${o.value.replace(" UTC", "")}`))}`,
    );
  }
  if (drivers.length > 0) sentences.push(`${capital(drivers.join(", and "))}.`);
  else if (n > 1) {
    const best = [...ctx.entries].sort((a, b) => b.comments - a.comments)[0] as PostEntry;
    sentences.push(
      `The most commented post is ${best.name}, with ${formatNumber(best.comments)} comments.`,
    );
  }
  const top = recs.primary_recommendation.text;
  sentences.push(
    `Top priority: ${top.charAt(0).toLowerCase()}${top.slice(1)}${".!?".includes(top.at(-1) ?? "") && top !== "" ? "" : "."}`,
  );
  return sentences.join(" ");
}

// ---- assembly -------------------------------------------------------------------------

/** The UTC quarter hour (0–95) of an ISO time; read from the text when it is already UTC. */
function quarterOf(timestamp: string): number | null {
  if (timestamp.length >= 17 && timestamp.endsWith("Z") && timestamp.charCodeAt(10) === 84) {
    const digit = (i: number) => timestamp.charCodeAt(i) - 48;
    const hour = digit(11) * 10 + digit(12);
    const minute = digit(14) * 10 + digit(15);
    if (hour >= 0 && hour < 24 && minute >= 0 && minute < 60) {
      return hour * 4 + Math.floor(minute / 15);
    }
  }
  const t = new Date(timestamp);
  if (Number.isNaN(t.getTime())) return null;
  return t.getUTCHours() * 4 + Math.floor(t.getUTCMinutes() / 15);
}

/**
 * The profile as every section reads it: the analysed posts, their audience comments, the
 * commenters, themes, drivers and timing. Also counts what was left out (spam, giveaway
 * entries) and the posts that could not be analysed.
 */
export function readProfile(input: ProfileInsightsInput): {
  ctx: Context;
  tally: Tally;
  failed: number;
} {
  const now = input.now ?? new Date();
  const handle = withoutAt((input.profile?.username ?? input.username).trim());
  const owner = handle.toLowerCase();
  const tally: Tally = { spam: 0, giveaway: 0, analysed: 0 };
  const entries = input.posts
    .filter((p) => p.result !== null)
    .map((p) => toEntry(p, owner, tally))
    .sort((a, b) => a.takenAt - b.takenAt || (a.shortcode < b.shortcode ? -1 : 1));
  const failed = input.posts.length - entries.length;
  const n = entries.length;

  const rows = entries.flatMap((e) => e.rows);
  const real = rows.filter((r) => r.real);

  const commenters = new Map<string, Commenter>();
  const quarters = new Array<number>(96).fill(0);
  let firstTime: string | null = null;
  let timed = false;
  for (const r of rows) {
    let c = commenters.get(r.user);
    if (!c) {
      c = { handle: r.comment.username, rows: [], posts: new Set() };
      commenters.set(r.user, c);
    }
    c.rows.push(r);
    c.posts.add(r.entry);
    const q = quarterOf(r.comment.timestamp);
    if (q !== null) quarters[q] = (quarters[q] ?? 0) + 1;
    if (firstTime === null) firstTime = r.comment.timestamp;
    else if (r.comment.timestamp !== firstTime) timed = true;
  }

  const index = indexThemes(rows);
  const minPosts = n <= 1 ? 1 : Math.max(2, Math.ceil(n / 4));
  const themes = n > 0 ? pickThemes(index, minPosts, 10) : [];
  const regularMin = Math.max(2, Math.ceil(n / 2));
  const regulars = [...commenters.values()]
    .filter((c) => n >= 2 && c.posts.size >= regularMin)
    .sort((a, b) => b.posts.size - a.posts.size || b.rows.length - a.rows.length);
  const scored = entries.filter((e) => e.sentiment !== null);
  const medianSentiment = median(scored.map((e) => e.sentiment ?? 0));
  const outliers =
    scored.length >= 3 && medianSentiment !== null
      ? scored.filter((e) => (e.sentiment ?? 0) <= medianSentiment - MOOD_GAP)
      : [];

  // Without distinct times (an import stamping every comment alike) the clock would only show one spike.
  if (!timed && rows.length > 1) quarters.fill(0);
  const ctx: Context = {
    handle,
    entries,
    rows,
    real,
    commenters,
    themes,
    drivers: findDrivers(entries),
    regularMin,
    regulars,
    quarters,
    timed: timed || (rows.length === 1 && n > 0),
    outliers,
    medianSentiment,
    now,
    profile: input.profile,
  };
  return { ctx, tally, failed };
}

export function buildProfileInsights(input: ProfileInsightsInput): ProfileInsights {
  const { ctx, tally, failed } = readProfile(input);
  const { entries, commenters, quarters, now } = ctx;
  const metrics = computeMetrics(ctx, tally, failed);
  const recs = recommendations(ctx, metrics);
  const postingHours = new Array<number>(24).fill(0);
  for (const e of entries) {
    const h = new Date(e.takenAt).getUTCHours();
    postingHours[h] = (postingHours[h] ?? 0) + 1;
  }
  const allRegulars = [...commenters.values()]
    .filter((c) => c.posts.size >= 2)
    .sort(
      (a, b) =>
        b.posts.size - a.posts.size ||
        b.rows.length - a.rows.length ||
        a.handle.localeCompare(b.handle),
    )
    .slice(0, 20);

  return {
    summary: summary(ctx, metrics, failed, recs),
    audience_insights: {
      engagement_patterns: engagementPatterns(ctx, metrics),
      sentiment_analysis: sentimentAnalysis(ctx, metrics),
      audience_preferences: audiencePreferences(ctx),
      demographic_insights: demographicInsights(ctx, metrics),
      behaviour: behaviour(ctx),
    },
    content_strategy: {
      content_themes: contentThemes(ctx),
      posting_frequency: postingFrequency(ctx),
      best_performing_content: bestPerforming(ctx),
      optimal_posting_times: optimalPostingTimes(ctx),
    },
    performance_metrics: {
      engagement_trends: engagementTrends(ctx),
      growth_indicators: growthIndicators(ctx),
      benchmark_comparison: benchmarkComparison(ctx),
      roi_indicators: roiIndicators(ctx),
    },
    recommendations: recs,
    metrics,
    trend: entries.map((e) => ({
      shortcode: e.shortcode,
      taken_at: new Date(e.takenAt).toISOString(),
      media_type: e.post.mediaType,
      likes: e.likes,
      comments: e.comments,
      engagement_rate: e.rate === null ? null : round(e.rate, 2),
      sentiment_score: e.sentiment === null ? null : round(e.sentiment, 3),
    })),
    drivers: ctx.drivers.drivers,
    comment_quarter_hours: quarters,
    posting_hours_utc: postingHours,
    regulars: allRegulars.map((c) => ({ username: c.handle, posts: c.posts.size })),
    generated_at: now.toISOString(),
  };
}
