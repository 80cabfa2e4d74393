import type { Comment, CommentResult, Timeline } from "@commentlens/shared";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/**
 * Hourly points up to this span: the page groups them into days of the viewer's own time zone
 * when the span is longer than two days, so the busiest day is a day where the viewer lives.
 */
const MAX_HOURLY_SPAN = 31 * DAY;
/** The dense part holds at least this share of the comments. */
const DENSE_SHARE = 0.95;
/** A silence ends the dense part when longer than a day and than the part so far times this. */
const LONG_TAIL = 0.5;

/** A dense part longer than this is checked for a heavy tail (see `busyEnd`). */
const HEAVY_TAIL_SPAN = 14 * DAY;

/**
 * Where the busy days end when a quarter of the comments trickle in over months (a launch
 * post commented on for two years): the last day with a real share of comments (2% of the
 * busiest day's, and 3 at least) before a silence of such days longer than a week and than
 * the busy span so far. Used only when it keeps half of the comments on the chart; else the
 * dense part stays as it was.
 */
function busyEnd(entries: ReadonlyArray<{ t: number }>, denseEnd: number): number {
  const first = (entries[0] as { t: number }).t;
  const perDay = new Map<number, number>();
  let busiest = 0;
  for (const { t } of entries) {
    const day = Math.floor((t - first) / DAY);
    const n = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, n);
    if (n > busiest) busiest = n;
  }
  const threshold = Math.max(3, 0.02 * busiest);
  let lastBusy = -1;
  for (const day of [...perDay.keys()].sort((a, b) => a - b)) {
    if ((perDay.get(day) as number) < threshold) continue;
    if (lastBusy >= 0 && day - lastBusy > Math.max(7, lastBusy + 1)) break;
    lastBusy = day;
  }
  if (lastBusy < 0) return denseEnd;
  const end = first + (lastBusy + 1) * DAY - 1;
  let kept = 0;
  for (const { t } of entries) if (t <= end) kept++;
  if (kept < entries.length / 2 || end >= denseEnd) return denseEnd;
  // The last comment of that day, so the chart ends where comments do.
  let last = first;
  for (const { t } of entries) if (t <= end) last = t;
  return last;
}

/**
 * Comments per hour or day, by label, over the dense part of the span (empty buckets kept),
 * and the long tail after it as one `later` bucket. The creator's own replies are not counted.
 */
export function buildTimeline(comments: Comment[], results: CommentResult[]): Timeline {
  const entries: Array<{ t: number; label: CommentResult["label"] }> = [];
  comments.forEach((comment, i) => {
    const t = Date.parse(comment.timestamp);
    const result = results[i];
    if (Number.isFinite(t) && result && !comment.isFromOwner)
      entries.push({ t, label: result.label });
  });
  if (entries.length === 0) return { bucket: "hour", points: [], later: null };
  entries.sort((a, b) => a.t - b.t);
  const first = (entries[0] as (typeof entries)[number]).t;
  const last = (entries.at(-1) as (typeof entries)[number]).t;
  // The dense part runs to the comment that completes 95% of them, then on through the
  // comments that follow it closely; the first long silence after that starts the tail.
  const cutIndex = Math.ceil(entries.length * DENSE_SHARE) - 1;
  let denseEnd = (entries[cutIndex] as (typeof entries)[number]).t;
  for (let i = cutIndex + 1; i < entries.length; i++) {
    const t = (entries[i] as (typeof entries)[number]).t;
    if (t - denseEnd > Math.max(DAY, (denseEnd - first) * LONG_TAIL)) break;
    denseEnd = t;
  }

  if (denseEnd - first > HEAVY_TAIL_SPAN) denseEnd = busyEnd(entries, denseEnd);

  const bucket = denseEnd - first <= MAX_HOURLY_SPAN ? "hour" : "day";
  const size = bucket === "hour" ? HOUR : DAY;
  const start = Math.floor(first / size) * size;
  const count = Math.floor((denseEnd - start) / size) + 1;
  const points = Array.from({ length: count }, (_, i) => ({
    start: new Date(start + i * size).toISOString(),
    positive: 0,
    neutral: 0,
    negative: 0,
  }));
  let later: Timeline["later"] = null;
  for (const { t, label } of entries) {
    if (t <= denseEnd) {
      const point = points[Math.floor((t - start) / size)];
      if (point) point[label] += 1;
      continue;
    }
    later ??= {
      from: new Date(t).toISOString(),
      to: new Date(last).toISOString(),
      positive: 0,
      neutral: 0,
      negative: 0,
    };
    later[label] += 1;
  }
  return { bucket, points, later };
}
