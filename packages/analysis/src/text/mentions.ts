import { onlyPictographsAnd } from "./emoji.js";

/**
 * The one definition of a mention: "@" and a handle of letters, digits, "_" and "." (a "."
 * at the end is the sentence's, not the handle's).
 */
export const MENTION_SOURCE = String.raw`@[\p{L}\p{N}_.]*[\p{L}\p{N}_]`;

/** Every mention in a text. */
export const MENTIONS = new RegExp(MENTION_SOURCE, "gu");

/** The text with each mention replaced (by a space unless told). */
export function withoutMentions(text: string, replacement = " "): string {
  return text.includes("@") ? text.replace(MENTIONS, replacement) : text;
}

/** Handles as the analyzer compares them: lower case, no "@", no trailing dot. */
export function handleKey(handle: string): string {
  let h = handle.toLowerCase();
  if (h.startsWith("@")) h = h.slice(1);
  let end = h.length;
  while (end > 0 && h.charCodeAt(end - 1) === 46) end--;
  return end === h.length ? h : h.slice(0, end);
}

const NONE: readonly string[] = [];

/**
 * A handle's (or a hashtag's) letters and digits, lower case: "slowpour.coffee_winners",
 * "SlowPour_Coffee_Winners" and "#slowpourcoffeewinners" agree ("slowpourcoffeewinners").
 */
export function handleLetters(name: string): string {
  let out = "";
  for (const ch of name.toLowerCase())
    if ((ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9")) out += ch;
  return out;
}

/** Handles mentioned in a text, as keys (see `handleKey`), each once, in order. */
export function mentionsIn(text: string): readonly string[] {
  if (!text.includes("@")) return NONE;
  const out: string[] = [];
  for (const [m] of text.matchAll(MENTIONS)) {
    const h = handleKey(m);
    if (h && !out.includes(h)) out.push(h);
  }
  return out;
}

/** What may follow a closing mention: spaces, end punctuation and emoji. */
const isTrailer = (text: string) => onlyPictographsAnd(text, "?!.,:)");

/**
 * The mentions a comment is addressed with: the one it opens with ("@sam are you going?") and
 * the one it ends with ("where did you get that paint @inkwell?"), as keys, when there are.
 */
export function framingMentions(text: string): { opensWith?: string; endsWith?: string } {
  if (!text.includes("@")) return {};
  let first: RegExpExecArray | undefined;
  let last: RegExpExecArray | undefined;
  MENTIONS.lastIndex = 0;
  for (let m = MENTIONS.exec(text); m; m = MENTIONS.exec(text)) {
    first ??= m;
    last = m;
  }
  const out: { opensWith?: string; endsWith?: string } = {};
  if (first && text.slice(0, first.index).trim() === "") out.opensWith = handleKey(first[0]);
  if (last && isTrailer(text.slice(last.index + last[0].length))) out.endsWith = handleKey(last[0]);
  return out;
}

/** The words a handle runs together, cut at its dots, underscores and digits ("ben.fero_23" → "ben", "fero"). */
export function handleParts(handle: string): string[] {
  const parts: string[] = [];
  let part = "";
  for (const ch of handle) {
    if (ch === "." || ch === "_" || (ch >= "0" && ch <= "9")) {
      if (part !== "") parts.push(part);
      part = "";
    } else part += ch;
  }
  if (part !== "") parts.push(part);
  return parts;
}
