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
