import { formatNumber } from "@commentlens/shared";

/**
 * Wording of figures and dates in exported reports (post and profile), so every file reads
 * the same way. Exports are read anywhere, so dates are absolute and in UTC.
 */

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

const UTC_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const UTC_DATE_TIME = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** "Nov 23, 2026". */
export function formatDate(value: string | Date): string {
  return UTC_DATE.format(new Date(value));
}

/** "Nov 23, 2026, 14:28 UTC". */
export function formatDateTime(value: string | Date): string {
  return `${UTC_DATE_TIME.format(new Date(value))} UTC`;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

/** "pt" → "Portuguese"; "und" (emoji only, too short) → "Unknown". */
export function languageName(code: string): string {
  if (code === "und" || code === "") return "Unknown";
  try {
    return LANGUAGE_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}
