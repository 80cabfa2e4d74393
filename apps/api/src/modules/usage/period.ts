/**
 * Monthly usage periods counted from an anchor date: a Free account's sign-up day, or a paid
 * subscription's period start. No rollover: each period has its own counter.
 */

export interface Period {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/**
 * `anchor` plus `months` calendar months at the same UTC time of day, on the anchor's day of
 * month or the month's last day when it is shorter (Jan 31 → Feb 28 → Mar 31), as card
 * billing does.
 */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** The period `[anchor + k months, anchor + k+1 months)` that contains `now`. */
export function monthlyPeriod(anchor: Date, now: Date): Period {
  let k =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - anchor.getUTCMonth());
  if (addMonths(anchor, k) > now) k -= 1;
  else if (addMonths(anchor, k + 1) <= now) k += 1;
  return { start: addMonths(anchor, k), end: addMonths(anchor, k + 1) };
}

/** A Free account's period: monthly from the start (00:00 UTC) of its sign-up day. */
export function freePeriod(signedUpAt: Date, now: Date): Period {
  const day = new Date(
    Date.UTC(signedUpAt.getUTCFullYear(), signedUpAt.getUTCMonth(), signedUpAt.getUTCDate()),
  );
  return monthlyPeriod(day, now);
}

/**
 * Counter keys. A Free period is named by the month it starts in (each month holds exactly
 * one start day, so the name is unique); a paid period by its exact start, so a new
 * subscription starts a fresh count and a renewal resets it.
 */
export const freePeriodKey = (period: Period) => period.start.toISOString().slice(0, 7);
export const paidPeriodKey = (period: Period) => period.start.toISOString();
