/** Small numeric and wording pieces for the profile insights. */

export function sum(xs: readonly number[]): number {
  let total = 0;
  for (const x of xs) total += x;
  return total;
}

export function mean(xs: readonly number[]): number | null {
  return xs.length === 0 ? null : sum(xs) / xs.length;
}

export function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1
    ? (s[mid] as number)
    : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/**
 * Theil–Sen slope of the values against their position (0, 1, 2 …): the median of the
 * pairwise slopes, so one viral post does not make a trend. Quadratic in the number of
 * posts, which stays in the tens.
 */
export function slope(ys: readonly number[]): number {
  const slopes: number[] = [];
  for (let i = 0; i < ys.length; i++) {
    for (let j = i + 1; j < ys.length; j++) {
      slopes.push(((ys[j] as number) - (ys[i] as number)) / (j - i));
    }
  }
  return median(slopes) ?? 0;
}

export { round } from "../round.js";

/** 1234.4 → "1,234": an average count as a sentence shows it. */
export function whole(x: number): string {
  return Math.round(x).toLocaleString("en-US");
}

/** An engagement rate (comments per 100 likes) as "2.3%". */
export function rateText(x: number): string {
  return `${x.toFixed(1)}%`;
}

/** A 0..1 sentiment score as "74%". */
export function scoreText(x: number): string {
  return `${Math.round(x * 100)}%`;
}

/** How many times the reference a value is: "2.4×". */
export function times(value: number, reference: number): string {
  return `${(value / reference).toFixed(1)}×`;
}

/** "+35%" / "−12%": the change from `before` to `after`. */
export function change(after: number, before: number): string {
  if (before === 0) return after === 0 ? "±0%" : "new";
  const pct = Math.round(((after - before) / before) * 100);
  return pct > 0 ? `+${pct}%` : pct < 0 ? `−${Math.abs(pct)}%` : "±0%";
}

const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/** "8 Sep 2026" (UTC). */
export function day(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export function hourRange(from: number, to: number): string {
  const pad = (h: number) => `${String(h).padStart(2, "0")}:00`;
  return `${pad(from)}–${pad(to)} UTC`;
}

/** "a, b and c" */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Upper-cases the first letter of a sentence. */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
