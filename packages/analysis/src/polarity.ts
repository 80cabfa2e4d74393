import type { CommentTag, SentimentLabel } from "@commentlens/shared";

/**
 * Whether a comment is warm or critical, one rule for post reports and profile insights.
 * It reads only the sentiment label and the tags, so both can hand over what they hold.
 */
export interface Polar {
  /** Null when the comment could not be analysed: then only its tags count. */
  label: SentimentLabel | null;
  tags: readonly CommentTag[];
}

// A question ("can I freeze it? 🙂") is asking, not praising or criticising, unless tagged so.
// An insult is never warm, whatever kind words it holds ("nice video, you idiot").

export function isPositive(c: Polar): boolean {
  if (c.tags.includes("toxic")) return false;
  return c.tags.includes("praise") || (c.label === "positive" && !c.tags.includes("question"));
}

export function isNegative(c: Polar): boolean {
  return c.tags.includes("complaint") || (c.label === "negative" && !c.tags.includes("question"));
}
