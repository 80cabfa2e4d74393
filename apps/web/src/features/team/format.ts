/** "Mar 5, 2026" in the viewer's time zone: dates in the team's lists. */
export function formatShortDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(new Date(iso));
}

/** "March 5, 2026": dates in sentences. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date(iso));
}
