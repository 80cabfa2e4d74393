/*
 * Dates in content are calendar days (`YYYY-MM-DD`). They are formatted in UTC so the day
 * shown never shifts with the reader's time zone.
 */

function utcDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "Sep 8, 2026" */
export function formatShortDate(day: string): string {
  return shortDate.format(utcDay(day));
}

/** "September 8, 2026" */
export function formatLongDate(day: string): string {
  return longDate.format(utcDay(day));
}

/** "Maya Okafor" → "MO"; one name gives one letter. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => Array.from(word ?? "")[0]?.toUpperCase() ?? "").join("");
}

export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
