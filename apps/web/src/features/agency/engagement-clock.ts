/*
 * The Engagement Clock: audience comments per hour of the viewer's day. The server counts
 * comments in 96 UTC quarter-hours, so any time zone (whole, half or quarter hour offsets,
 * e.g. +5:30 India, +5:45 Nepal, −3:30 Newfoundland) re-buckets exactly into local hours.
 */

const QUARTERS = 96;
const MINUTES_PER_DAY = 24 * 60;

/**
 * Re-buckets 96 UTC quarter-hour counts into 24 local hours. `offsetMinutes` is the viewer's
 * offset from UTC, east positive (+330 for India; the negation of `getTimezoneOffset()`).
 * A quarter goes to the local hour its start falls in; offsets that are not whole quarters
 * (historical zones only) are placed by their start minute as well.
 */
export function hourlyCommentCounts(
  quarterHours: readonly number[],
  offsetMinutes: number,
): number[] {
  if (quarterHours.length !== QUARTERS) {
    throw new RangeError(`expected ${QUARTERS} quarter-hour buckets, got ${quarterHours.length}`);
  }
  const hours = new Array<number>(24).fill(0);
  quarterHours.forEach((count, quarter) => {
    const local =
      (((quarter * 15 + offsetMinutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
    const hour = Math.floor(local / 60);
    hours[hour] = (hours[hour] ?? 0) + count;
  });
  return hours;
}

/** The busiest hour (the earliest on a tie), or null when there are no comments. */
export function peakHour(hours: readonly number[]): number | null {
  let best: number | null = null;
  hours.forEach((count, hour) => {
    if (count > 0 && (best === null || count > (hours[best] ?? 0))) best = hour;
  });
  return best;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** 17 → "17:00–18:00"; 23 → "23:00–00:00". */
export function hourRange(hour: number): string {
  return `${pad(hour)}:00–${pad((hour + 1) % 24)}:00`;
}

/** "Most comments arrive 17:00–18:00 (your time)", or why there is no peak. */
export function peakSentence(hours: readonly number[]): string {
  const peak = peakHour(hours);
  if (peak === null) return "No audience comments with a time to place on the clock.";
  return `Most comments arrive ${hourRange(peak)} (your time)`;
}

/** The viewer's offset from UTC in minutes, east positive, at `at`. */
export function viewerOffsetMinutes(at: Date = new Date()): number {
  // getTimezoneOffset() is west positive (−330 → +5:30); `|| 0` turns −0 into 0.
  return -at.getTimezoneOffset() || 0;
}

/** "UTC+5:30", "UTC−3:30", "UTC". */
export function formatOffset(offsetMinutes: number): string {
  if (offsetMinutes === 0) return "UTC";
  const sign = offsetMinutes > 0 ? "+" : "−";
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${minutes ? `:${pad(minutes)}` : ""}`;
}

/** The viewer's time zone as a name and offset: "Asia/Kolkata (UTC+5:30)". */
export function viewerTimeZoneLabel(at: Date = new Date()): string {
  const offset = formatOffset(viewerOffsetMinutes(at));
  let name: string | undefined;
  try {
    name = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    name = undefined;
  }
  return name ? `${name} (${offset})` : offset;
}

/** A UTC hour as the viewer's local start time: 16 at +5:30 → "21:30". */
export function localTimeOfUtcHour(utcHour: number, offsetMinutes: number): string {
  const local =
    (((utcHour * 60 + offsetMinutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(local / 60))}:${pad(local % 60)}`;
}
