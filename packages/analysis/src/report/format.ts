import { languageName as sharedLanguageName, wholePercentages } from "@commentlens/shared";
import { collapseSpaces } from "../text/characters.js";
/** Small wording helpers so report sentences read naturally. */

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/** Whole percentages that add up to exactly 100 (largest remainder). */
export const percentages = wholePercentages;

export function percentOf(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 1000) / 10;
}

/** A short quote of a comment for a sentence: first line, at most `max` characters. */
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** A one-line quote of at most `max` characters, cut between whole characters (never half an emoji). */
export function quote(text: string, max = 60): string {
  const line = collapseSpaces(text).trim();
  if (line.length <= max) return line;
  let cut = 0;
  for (const { segment, index } of graphemes.segment(line)) {
    if (index + segment.length > max - 1) break;
    cut = index + segment.length;
  }
  return `${line.slice(0, cut).trimEnd()}…`;
}

/**
 * The first `max` characters of a line, cut between words and without the punctuation left
 * at the cut ("Preorders open Thursday, 8pm sharp" → "Preorders open Thursday"). A line
 * without a space to cut at is cut where it is.
 */
export function cutBetweenWords(line: string, max: number): string {
  let end = Math.min(line.length, max);
  if (end < line.length || isSpace(line[end - 1])) {
    let space = end - 1;
    while (space > 0 && !isSpace(line[space])) space--;
    if (space > 0) {
      while (space > 0 && isSpace(line[space - 1])) space--;
      end = space;
    }
  }
  while (end > 0 && (isSpace(line[end - 1]) || ",.:;!?–-".includes(line[end - 1] as string))) end--;
  return line.slice(0, end);
}
const isSpace = (ch: string | undefined) => ch !== undefined && ch.trim() === "";

/** A language's English name for a sentence. */
export const languageName = sharedLanguageName;
