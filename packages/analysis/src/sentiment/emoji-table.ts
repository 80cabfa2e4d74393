import { emojiKey } from "../text/emoji.js";
import type { EmojiTableFile } from "../text/emoji-polarity.js";

export interface EmojibaseEntry {
  emoji: string;
  subgroup?: number;
}

/**
 * Emoji whose meaning in today's comments differs from the 2013-2015 tweets the ranking was
 * annotated on (🔥 was mostly literal fire there), or that are newer than it: the data file
 * `cues/emoji-usage.json`, each entry with the comments it must read (see emoji-usage.test.ts).
 */
export interface EmojiUsageFile {
  about: string;
  entries: Array<{
    emoji: string;
    /** Polarity in -1..1, as the ranking's scores. */
    value: number;
    note: string;
    /** Comments in our own words and how the shipped model must read them. */
    examples: Array<{ text: string; reads: "positive" | "neutral" | "negative" }>;
    source: string;
  }>;
}

/** The usage file's values by emoji. */
function usageValues(usage: EmojiUsageFile): Map<string, number> {
  const values = new Map<string, number>();
  for (const e of usage.entries) {
    if (values.has(e.emoji)) throw new Error(`emoji-usage.json: ${e.emoji} listed twice`);
    if (!(e.value >= -1 && e.value <= 1)) throw new Error(`emoji-usage.json: ${e.emoji} value`);
    values.set(e.emoji, e.value);
  }
  return values;
}

/**
 * Builds the compact emoji polarity table from the Emoji Sentiment Ranking CSV (Kralj Novak
 * et al. 2015) and the Unicode subgroups in emojibase-data.
 *
 * Ranked emoji: (positive − negative) / (occurrences + 3), i.e. the paper's score shrunk
 * towards 0 for rarely seen emoji. Emoji newer than the ranking (🥰, 🤮, 🙄, 🫶 …) take half
 * the occurrence-weighted mean of the ranked emoji in their subgroup (face-affection,
 * face-unwell …) when that subgroup has at least 3 ranked members. The usage file wins over
 * both.
 */
export function buildEmojiTable(
  csv: string,
  emojibase: EmojibaseEntry[],
  usage: EmojiUsageFile,
): EmojiTableFile {
  const current = usageValues(usage);
  const ranked = new Map<string, { score: number; occurrences: number }>();
  const lines = csv.trim().split("\n").slice(1);
  for (const line of lines) {
    const [emoji, , occ, , neg, , pos] = line.split(",");
    if (!emoji || !occ || !neg || !pos) continue;
    const occurrences = Number(occ);
    const score = (Number(pos) - Number(neg)) / (occurrences + 3);
    ranked.set(emojiKey(emoji), { score, occurrences });
  }

  const bySubgroup = new Map<number, { sum: number; weight: number; members: number }>();
  for (const e of emojibase) {
    const r = ranked.get(emojiKey(e.emoji));
    if (!r || e.subgroup === undefined) continue;
    const g = bySubgroup.get(e.subgroup) ?? { sum: 0, weight: 0, members: 0 };
    g.sum += r.score * r.occurrences;
    g.weight += r.occurrences;
    g.members++;
    bySubgroup.set(e.subgroup, g);
  }

  const out = new Map<string, number>();
  for (const [key, r] of ranked) out.set(key, r.score);
  for (const e of emojibase) {
    const key = emojiKey(e.emoji);
    if (out.has(key) || e.subgroup === undefined) continue;
    const g = bySubgroup.get(e.subgroup);
    if (!g || g.members < 3 || g.weight === 0) continue;
    const estimate = (0.5 * g.sum) / g.weight;
    if (Math.abs(estimate) >= 0.05) out.set(key, estimate);
  }

  const known = new Set(emojibase.map((e) => emojiKey(e.emoji)));
  for (const [e, score] of current) {
    const key = emojiKey(e);
    out.set(key, score);
    // Its man and woman forms ("🤦‍♂️") mean the same.
    for (const sign of ["\u2642", "\u2640"]) {
      const gendered = `${key}\u200d${sign}`;
      if (known.has(gendered)) out.set(gendered, score);
    }
  }

  // Sorted by code point order so the file is stable and diffable.
  const keys = [...out.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const emoji: Record<string, number> = {};
  for (const k of keys) emoji[k] = Math.round((out.get(k) as number) * 1000) / 1000;
  return {
    source: `Emoji Sentiment Ranking v1.0 (Kralj Novak, Smailović, Sluban & Mozetič 2015, PLoS ONE 10(12): e0144296, http://hdl.handle.net/11356/1048), scores shrunk for rare emoji; newer emoji estimated from their emojibase-data subgroup; ${current.size} emoji set to current Instagram usage by CommentLens`,
    licence: "CC BY-SA 4.0",
    emoji,
  };
}
