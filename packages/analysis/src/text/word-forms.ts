/**
 * Forms of one word that name the same thing: "pre-orders", "preorder" and "Pre order" are one
 * theme, "jars" and "jar" one topic.
 */

/** The text without spaces, hyphens and apostrophes ("Pre-order's" → "Preorders"). */
export function withoutSeparators(text: string): string {
  let out = "";
  for (const ch of text) if (ch !== "-" && ch !== "'" && ch !== "’" && ch.trim() !== "") out += ch;
  return out;
}

/**
 * A word without a plain plural "s": four letters or more, and not "-ss", "-us" or "-is"
 * ("jars" → "jar"; "glass", "bonus", "iris" stay).
 */
export function withoutPlural(word: string): string {
  if (word.length < 4 || !word.endsWith("s")) return word;
  return "siu".includes(word.at(-2) as string) ? word : word.slice(0, -1);
}
