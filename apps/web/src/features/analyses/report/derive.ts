import type {
  AnalysisResult,
  CommentResult,
  CommentStance,
  CommentTag,
  CommentTarget,
  Insight,
  InsightKind,
  OverallSentiment,
  SentimentLabel,
  Timeline,
} from "@commentlens/shared";
import {
  COMMENT_STANCES,
  COMMENT_TARGETS,
  formatNumber,
  kindOf,
  renderInsight,
  wholePercentages,
} from "@commentlens/shared";

/**
 * Figures the report derives from the result on the client. Pure functions, so the report
 * can memoise them once per result (a 3,000-comment result must stay fast) and tests can
 * check them directly.
 */

export interface Breakdown {
  /** Whole percentages summing to 100 (or all 0 when nothing is counted). */
  percent: Record<SentimentLabel, number>;
  count: Record<SentimentLabel, number>;
  /** Comments counted in the breakdown. */
  total: number;
  /** The counts are the comments themselves, not estimated from the percentages. */
  exact: boolean;
}

export { wholePercentages };

/**
 * The sentiment breakdown over the audience's comments (the creator's own replies never
 * count), leaving spam and giveaway entries out unless asked: the same rule the analyzer
 * applies, so the default matches the server's figures.
 */
export function sentimentBreakdown(
  comments: readonly CommentResult[],
  includeSpam: boolean,
): Breakdown {
  const count: Record<SentimentLabel, number> = { positive: 0, neutral: 0, negative: 0 };
  for (const c of comments) {
    if (c.tags.includes("creator_reply")) continue;
    if (!includeSpam && (c.tags.includes("spam") || c.tags.includes("giveaway_entry"))) continue;
    count[c.label] += 1;
  }
  const [positive = 0, neutral = 0, negative = 0] = wholePercentages([
    count.positive,
    count.neutral,
    count.negative,
  ]);
  return {
    percent: { positive, neutral, negative },
    count,
    total: count.positive + count.neutral + count.negative,
    exact: true,
  };
}

/** A count per sentiment is the rounded percentage of the total. */
export function approximateCount(percentage: number, total: number): number {
  return Math.round((percentage * total) / 100);
}

/**
 * The breakdown the report shows. Excluded (the default) is the server's own breakdown; its
 * counts rest on the comments it counted. Without per-comment results (an old or partial
 * result) the toggle has nothing to recompute from, so the server's figures stand.
 */
export function displayedBreakdown(result: AnalysisResult, includeSpam: boolean): Breakdown {
  if (result.comments.length === 0) {
    const total = Math.max(0, result.total_comments - result.spam_count - result.giveaway_count);
    const percent = result.sentiment_breakdown;
    return {
      percent: { ...percent },
      count: {
        positive: approximateCount(percent.positive, total),
        neutral: approximateCount(percent.neutral, total),
        negative: approximateCount(percent.negative, total),
      },
      total,
      exact: false,
    };
  }
  const computed = sentimentBreakdown(result.comments, includeSpam);
  if (includeSpam) return computed;
  const percent = result.sentiment_breakdown;
  // The comments reproduce the server's shares: their counts are the figures, exactly as the
  // exports and the explorer count them.
  if (SENTIMENT_ORDER.every((label) => computed.percent[label] === percent[label])) return computed;
  return {
    percent: { ...percent },
    count: {
      positive: approximateCount(percent.positive, computed.total),
      neutral: approximateCount(percent.neutral, computed.total),
      negative: approximateCount(percent.negative, computed.total),
    },
    total: computed.total,
    exact: false,
  };
}

const SENTIMENT_ORDER = ["positive", "neutral", "negative"] as const;

export interface TagCount {
  tag: CommentTag;
  count: number;
}

/** How many comments carry each tag, most first; tags no comment has are left out. */
export function tagCounts(comments: readonly CommentResult[]): TagCount[] {
  const counts = new Map<CommentTag, number>();
  for (const c of comments) for (const tag of c.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** The explorer's "Aimed at" choices. */
export const TARGET_FILTER_NAMES: Record<CommentTarget, string> = {
  creator: "The creator",
  subject: "The subject of the post",
  commenter: "Other commenters",
  other: "Someone else",
  none: "No one in particular",
};

export interface TargetCount {
  target: CommentTarget;
  count: number;
}

/**
 * How many comments are aimed at each target, in a fixed order, targets no comment has left
 * out. Empty when no comment has a target (a report from before targets were read), since there
 * is then nothing to tell apart.
 */
export function targetCounts(comments: readonly CommentResult[]): TargetCount[] {
  const counts = countsInOrder(comments, (c) => c.target, COMMENT_TARGETS);
  if (counts.length === 0 || (counts.length === 1 && counts[0]?.value === "none")) return [];
  return counts.map(({ value, count }) => ({ target: value, count }));
}

/** How many comments have each value of `field`, in `order`; values no comment has left out. */
function countsInOrder<T extends string>(
  comments: readonly CommentResult[],
  field: (c: CommentResult) => T,
  order: readonly T[],
): Array<{ value: T; count: number }> {
  const counts = new Map<T, number>();
  for (const c of comments) counts.set(field(c), (counts.get(field(c)) ?? 0) + 1);
  return order.flatMap((value) => {
    const count = counts.get(value) ?? 0;
    return count > 0 ? [{ value, count }] : [];
  });
}

export interface StanceCount {
  stance: CommentStance;
  count: number;
}

/** How many comments take each stance, in a fixed order; empty when none takes a side. */
export function stanceCounts(comments: readonly CommentResult[]): StanceCount[] {
  const counts = countsInOrder(comments, (c) => c.stance, COMMENT_STANCES);
  if (!counts.some(({ value }) => value !== "neutral")) return [];
  return counts.map(({ value, count }) => ({ stance: value, count }));
}

export interface AboutCount {
  about: string;
  count: number;
}

/** Entities the "About" filter offers at most. */
export const ABOUT_OPTIONS_MAX = 12;

/** Entities comments are about, at least two comments each, most talked about first. */
export function aboutCounts(comments: readonly CommentResult[]): AboutCount[] {
  const counts = new Map<string, number>();
  for (const c of comments) if (c.about) counts.set(c.about, (counts.get(c.about) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, ABOUT_OPTIONS_MAX)
    .map(([about, count]) => ({ about, count }));
}

export const FINDING_KINDS = [
  "abuse",
  "mourning",
  "loved",
  "improve",
  "pain",
  "unanswered",
  "demand",
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** A key finding: its sentence (as `renderInsight` writes it), its comments and its place. */
export interface Finding {
  kind: FindingKind;
  text: string;
  evidence: string[];
  support: number;
}

function finding(i: Insight, kind: FindingKind): Finding {
  return { kind, text: renderInsight(i), evidence: i.evidence, support: i.support };
}

/** Whether a finding is of one of `kinds` (stored reports from before kinds included). */
function isKind(i: Insight, ...kinds: InsightKind[]): boolean {
  const kind = kindOf(i);
  return kind !== undefined && kinds.includes(kind);
}

/** People saying they will buy before that is a key finding. */
const MIN_DEMAND = 5;

function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/**
 * The three findings that matter most: the best supported of each kind first (what was
 * loved, what to improve, what hurts, what is left unanswered), so the answer is not three
 * variations of one theme; any places left go to the next best supported, never one that
 * rests mostly on the comments of a finding already shown. What was loved is a named topic
 * when there is one.
 */
export function keyFindings(result: AnalysisResult, limit = 3): Finding[] {
  // What was loved is told by what people named (“crust”: praised by …) when they named
  // anything; emoji-only reactions and the like say less, however many there are.
  const named = result.what_users_loved.filter((i) => isKind(i, "loved-topic", "topic"));
  const loved = named.length > 0 ? named : result.what_users_loved;
  const candidates: Finding[] = [
    ...loved.map((i) => finding(i, "loved")),
    ...result.areas_for_improvement.map((i) => finding(i, "improve")),
    ...result.audience_insights.pain_points.map((i) => finding(i, "pain")),
  ];
  // Many people saying they will buy is worth a place left over (a launch where nobody
  // complains), never one of the kinds above.
  const demand = result.audience_insights.engagement_drivers.find(
    (i) => i.support >= MIN_DEMAND && isKind(i, "buying"),
  );
  if (demand) candidates.push(finding(demand, "demand"));
  const unanswered = result.unanswered_questions;
  if (unanswered.available && unanswered.comment_ids.length > 0) {
    const n = unanswered.comment_ids.length;
    candidates.push({
      kind: "unanswered",
      text: `${plural(n, "question is", "questions are")} still waiting for your reply`,
      evidence: unanswered.comment_ids,
      support: n,
    });
  }
  // Abuse in the thread is always a key finding: people are being hurt under the post.
  const abuse =
    result.toxic_count > 0
      ? result.actionable_strategies
          .find((s) => s.category === "Moderation")
          ?.recommendations.find((r) => isKind(r, "abuse"))
      : undefined;
  // Under a post that mourns someone, the tributes are what the comments are: said first, so
  // a negative sentiment reads as the sorrow it is.
  const mourning = result.audience_insights.engagement_drivers.find((i) => isKind(i, "tributes"));
  // Stable order within equal support: the analyzer lists the stronger insight first.
  const ranked = candidates
    .map((f, i) => ({ f, i }))
    .sort((a, b) => b.f.support - a.f.support || a.i - b.i)
    .map(({ f }) => f);
  // Abuse and mourning come on top of the usual three, so they never push a pain point out.
  const pinned: Finding[] = [
    ...(abuse ? [finding(abuse, "abuse")] : []),
    ...(mourning ? [finding(mourning, "mourning")] : []),
  ];
  const picked: Finding[] = [...pinned];
  const kinds = new Set<FindingKind>(pinned.map((f) => f.kind));
  // A finding resting mostly on comments another one already shows ("“link”: criticised by
  // 12" and "10 people raise concerns about the website") says the same thing twice.
  const shown = new Set<string>();
  const repeats = (f: Finding) =>
    f.evidence.length > 0 &&
    f.evidence.filter((id) => shown.has(id)).length >= f.evidence.length / 2;
  const pick = (f: Finding) => {
    picked.push(f);
    kinds.add(f.kind);
    for (const id of f.evidence) shown.add(id);
  };
  limit += pinned.length;
  for (const f of ranked) {
    if (picked.length >= limit) break;
    if (f.kind !== "demand" && !kinds.has(f.kind) && !repeats(f)) pick(f);
  }
  for (const f of ranked) {
    if (picked.length >= limit) break;
    if (!picked.includes(f) && !repeats(f)) pick(f);
  }
  const rank = (f: Finding) => (f.kind === "abuse" ? 2 : f.kind === "mourning" ? 1 : 0);
  return picked.sort((a, b) => rank(b) - rank(a) || b.support - a.support);
}

export type PersonaKind = "fan" | "new" | "engaged" | "professional" | "generic";

/**
 * The persona's icon by keywords in its type; the first match wins (fan, new, engaged,
 * professional), else generic.
 */
export function personaKind(type: string): PersonaKind {
  const t = type.toLowerCase();
  if (/loyal|fan/.test(t)) return "fan";
  if (/new|casual/.test(t)) return "new";
  if (/engaged|active/.test(t)) return "engaged";
  if (/professional|expert/.test(t)) return "professional";
  return "generic";
}

export type SentimentTone = "positive" | "mixed" | "negative" | "other";

export interface SentimentLook {
  tone: SentimentTone;
  emoji: string;
}

const LOOKS: Record<OverallSentiment, SentimentLook> = {
  "overwhelmingly positive": { tone: "positive", emoji: "🤩" },
  positive: { tone: "positive", emoji: "😊" },
  mixed: { tone: "mixed", emoji: "😐" },
  negative: { tone: "negative", emoji: "😟" },
  "overwhelmingly negative": { tone: "negative", emoji: "😠" },
};

/** Emoji and colour of the overall band; anything unexpected gets a neutral look. */
export function sentimentLook(sentiment: string): SentimentLook {
  return LOOKS[sentiment as OverallSentiment] ?? { tone: "other", emoji: "💬" };
}

/** "Analyzed 150 of 3,106 comments", or "150 comments analyzed" when all were. */
export function analyzedLine(analyzed: number, available: number): string {
  if (available > analyzed) {
    return `Analyzed ${formatNumber(analyzed)} of ${formatNumber(available)} comments`;
  }
  return `${formatNumber(analyzed)} ${analyzed === 1 ? "comment" : "comments"} analyzed`;
}

/** 0.4 → "0.4 s"; one decimal, so a fast run never reads "0 s". */
export function formatSeconds(seconds: number): string {
  if (seconds > 0 && seconds < 0.1) return "< 0.1 s";
  return `${seconds.toFixed(1)} s`;
}

export function commentsLabel(n: number): string {
  return plural(n, "comment", "comments");
}

export type TimelinePoint = Timeline["points"][number];

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Beyond this many buckets the gaps are left as they are rather than drawn as thousands of bars. */
const MAX_FILLED_BUCKETS = 400;

/**
 * The timeline with empty buckets filled in, so a quiet day reads as zero instead of the bars
 * either side of it sitting next to each other.
 */
export function fillTimeline(timeline: Timeline): TimelinePoint[] {
  const points = [...timeline.points].sort((a, b) => a.start.localeCompare(b.start));
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return points;
  const step = timeline.bucket === "hour" ? HOUR_MS : DAY_MS;
  const from = Date.parse(first.start);
  const to = Date.parse(last.start);
  if ((to - from) / step + 1 > MAX_FILLED_BUCKETS) return points;
  const byStart = new Map(points.map((p) => [Date.parse(p.start), p]));
  const filled: TimelinePoint[] = [];
  for (let t = from; t <= to; t += step) {
    filled.push(
      byStart.get(t) ?? { start: new Date(t).toISOString(), positive: 0, neutral: 0, negative: 0 },
    );
  }
  return filled;
}

/** Hourly points over more than two days read better as days: days of the viewer's time zone. */
const HOURS_BEFORE_DAYS = 48;

/**
 * The points to chart and their unit: hourly points spanning more than two days are summed
 * into the viewer's local days, so "busiest day" is a day where the viewer lives.
 */
export function chartedTimeline(timeline: Timeline): {
  points: TimelinePoint[];
  unit: Timeline["bucket"];
} {
  const points = fillTimeline(timeline);
  if (timeline.bucket !== "hour" || points.length <= HOURS_BEFORE_DAYS) {
    return { points, unit: timeline.bucket };
  }
  const days: TimelinePoint[] = [];
  let key = "";
  for (const p of points) {
    const at = new Date(p.start);
    const dayKey = `${at.getFullYear()}-${at.getMonth()}-${at.getDate()}`;
    if (dayKey !== key) {
      key = dayKey;
      const midnight = new Date(at.getFullYear(), at.getMonth(), at.getDate());
      days.push({ start: midnight.toISOString(), positive: 0, neutral: 0, negative: 0 });
    }
    const day = days.at(-1) as TimelinePoint;
    day.positive += p.positive;
    day.neutral += p.neutral;
    day.negative += p.negative;
  }
  return { points: days, unit: "day" };
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const hourFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
});

/** Absolute dates in the viewer's time zone (reports say when, not "3 days ago"). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** Axis label of a timeline bucket: "Oct 20" for days, "Oct 20, 2 PM" for hours. */
export function formatBucket(iso: string, bucket: Timeline["bucket"]): string {
  return (bucket === "hour" ? hourFormat : dayFormat).format(new Date(iso));
}
