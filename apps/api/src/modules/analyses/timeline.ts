import type { Comment, CommentResult, Timeline } from "@commentlens/shared";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** At most this many points: beyond two days of hours, days read better. */
const MAX_HOURLY_SPAN = 48 * HOUR;

/** Comments per hour or day, by label, from the first comment to the last (empty buckets kept). */
export function buildTimeline(comments: Comment[], results: CommentResult[]): Timeline {
  const times = comments.map((c) => Date.parse(c.timestamp));
  const valid = times.filter((t) => Number.isFinite(t));
  if (valid.length === 0) return { bucket: "hour", points: [] };
  let first = valid[0] as number;
  let last = first;
  for (const t of valid) {
    if (t < first) first = t;
    if (t > last) last = t;
  }
  const bucket = last - first <= MAX_HOURLY_SPAN ? "hour" : "day";
  const size = bucket === "hour" ? HOUR : DAY;
  const start = Math.floor(first / size) * size;
  const count = Math.floor((last - start) / size) + 1;
  // Over a long span (a years-old post), cap the points by widening nothing: days stay days,
  // but at most 400 of them (older stragglers join the first point).
  const points = Math.min(count, 400);
  const offset = count - points;
  const buckets = Array.from({ length: points }, (_, i) => ({
    start: new Date(start + (i + offset) * size).toISOString(),
    positive: 0,
    neutral: 0,
    negative: 0,
  }));
  comments.forEach((comment, i) => {
    const t = times[i] as number;
    const result = results[i];
    if (!Number.isFinite(t) || !result || comment.isFromOwner) return;
    const index = Math.max(0, Math.floor((t - start) / size) - offset);
    const point = buckets[index];
    if (point) point[result.label] += 1;
  });
  return { bucket, points: buckets };
}
