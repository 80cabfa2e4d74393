import { readModelJson } from "../model-files.js";
import { emojiKey } from "./emoji.js";

/** Shape of model/emoji-sentiment.json (written by `npm run train`). */
export interface EmojiTableFile {
  source: string;
  licence: string;
  /** Folded emoji (see `emojiKey`) → polarity in -1..1. */
  emoji: Record<string, number>;
}

let table: Map<string, number> | undefined;

function load(): Map<string, number> {
  if (!table) {
    const file = readModelJson<EmojiTableFile>("emoji-sentiment.json");
    table = new Map(Object.entries(file.emoji));
  }
  return table;
}

/**
 * Polarity of one emoji in -1..1 (Emoji Sentiment Ranking, with newer emoji estimated from
 * their Unicode subgroup), or 0 when unknown. A ZWJ sequence missing from the table takes
 * the mean of its known parts ("❤️‍🩹" from ❤ and 🩹).
 */
export function emojiPolarity(emoji: string): number {
  const t = load();
  const key = emojiKey(emoji);
  const hit = t.get(key);
  if (hit !== undefined) return hit;
  if (!key.includes("\u200d")) return 0;
  let sum = 0;
  let n = 0;
  for (const part of key.split("\u200d")) {
    const p = t.get(part);
    if (p !== undefined) {
      sum += p;
      n++;
    }
  }
  return n ? sum / n : 0;
}
