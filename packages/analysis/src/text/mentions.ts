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
