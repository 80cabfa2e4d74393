import { hasLetterOrDigit } from "./characters.js";

/**
 * Emoji scanning without a grapheme segmenter: Intl.Segmenter costs several microseconds per
 * comment, while this scanner only looks at code points that can start an emoji.
 *
 * An emoji here is one visible symbol: a pictograph with its presentation selector and skin
 * tone, a ZWJ sequence (👩‍💻, ❤️‍🔥), a flag (two regional indicators or a tag sequence) or a
 * keycap (1️⃣). `emojiKey` folds the variants that mean the same thing (FE0F, skin tones).
 */

const ZWJ = 0x200d;
const VS16 = 0xfe0f;
const VS15 = 0xfe0e;
const KEYCAP = 0x20e3;

const PICTO = /^\p{Extended_Pictographic}$/u;
const pictoCache = new Map<number, boolean>();

/** Extended_Pictographic, with a cheap range test first because nearly all letters fail it. */
export function isPictographic(cp: number): boolean {
  if (cp < 0xa9) return false;
  if (cp >= 0x1f000 && cp <= 0x1faff) return true;
  if (cp < 0x2000 && cp !== 0xa9 && cp !== 0xae) return false;
  let hit = pictoCache.get(cp);
  if (hit === undefined) {
    hit = PICTO.test(String.fromCodePoint(cp));
    pictoCache.set(cp, hit);
  }
  return hit;
}

export function isSkinTone(cp: number): boolean {
  return cp >= 0x1f3fb && cp <= 0x1f3ff;
}

function isRegionalIndicator(cp: number): boolean {
  return cp >= 0x1f1e6 && cp <= 0x1f1ff;
}

function isTagChar(cp: number): boolean {
  return cp >= 0xe0020 && cp <= 0xe007f;
}

function isKeycapBase(cp: number): boolean {
  return (cp >= 0x30 && cp <= 0x39) || cp === 0x23 || cp === 0x2a;
}

function cpAt(s: string, i: number): number {
  return s.codePointAt(i) as number;
}

function width(cp: number): number {
  return cp > 0xffff ? 2 : 1;
}

/**
 * If an emoji starts at UTF-16 index `i`, returns the index just after it, else -1.
 * Keycaps need their U+20E3, so a bare digit is never an emoji.
 */
export function emojiEnd(s: string, i: number): number {
  const cp = cpAt(s, i);
  if (isKeycapBase(cp)) {
    let j = i + 1;
    if (s.charCodeAt(j) === VS16) j++;
    return s.charCodeAt(j) === KEYCAP ? j + 1 : -1;
  }
  if (isRegionalIndicator(cp)) {
    const j = i + 2;
    return j < s.length && isRegionalIndicator(cpAt(s, j)) ? j + 2 : j;
  }
  if (!isPictographic(cp) && !isSkinTone(cp)) return -1;
  let j = i + width(cp);
  for (;;) {
    if (j >= s.length) return j;
    const next = cpAt(s, j);
    if (next === VS16 || next === VS15 || isSkinTone(next) || isTagChar(next)) {
      j += width(next);
    } else if (next === KEYCAP) {
      j += 1;
    } else if (next === ZWJ && j + 1 < s.length && isPictographic(cpAt(s, j + 1))) {
      const joined = cpAt(s, j + 1);
      j += 1 + width(joined);
    } else {
      return j;
    }
  }
}

/** Every emoji in the text, in order, as written (a run "😍😍🔥" gives three). */
export function splitEmoji(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; ) {
    const end = emojiEnd(text, i);
    if (end > i) {
      out.push(text.slice(i, end));
      i = end;
    } else {
      i += width(cpAt(text, i));
    }
  }
  return out;
}

/**
 * The form used for lookups and counting: without variation selectors and skin tones, so
 * "❤️" and "❤", or "👍🏽" and "👍", are the same emoji. ZWJ joins stay, so "👩‍💻" stays whole.
 */
export function emojiKey(emoji: string): string {
  // A lone skin-tone swatch is a colour, not a person; keep it rather than return "".
  return stripEmojiModifiers(emoji) || emoji;
}

/** Removes FE0F/FE0E selectors and skin-tone modifiers from any text. */
export function stripEmojiModifiers(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; ) {
    const cp = cpAt(text, i);
    const w = width(cp);
    if (cp !== VS16 && cp !== VS15 && !isSkinTone(cp)) out += text.slice(i, i + w);
    i += w;
  }
  return out;
}

/**
 * Whether some code unit of the text can start an emoji (©, ®, the symbol blocks, a surrogate
 * of the pictograph planes): most comments' letters are none, and skip the scan.
 */
export function mayHoldEmoji(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0xa9 || c === 0xae || (c >= 0x203c && c <= 0x3299) || (c >= 0xd83c && c <= 0xd83e))
      return true;
  }
  return false;
}

/** True when the text has letters or digits of no kind, only emoji, symbols and spaces. */
export function isEmojiOnly(text: string): boolean {
  return splitEmoji(text).length > 0 && !hasLetterOrDigit(withoutEmoji(text));
}

/** Whether the text holds a flag: two regional indicator letters in a row. */
export function hasFlag(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; ) {
    const cp = cpAt(text, i);
    run = cp >= 0x1f1e6 && cp <= 0x1f1ff ? run + 1 : 0;
    if (run === 2) return true;
    i += width(cp);
  }
  return false;
}

/** The text with every emoji left out (keycaps such as 1️⃣ too: their digit is no digit). */
export function withoutEmoji(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; ) {
    const end = emojiEnd(text, i);
    if (end > i) i = end;
    else {
      const w = width(cpAt(text, i));
      out += text.slice(i, i + w);
      i += w;
    }
  }
  return out;
}

/**
 * Whether the text holds nothing but pictographs (with their joiners, selectors and skin
 * tones), white space and the `allowed` characters. Flags are letters of a kind, not
 * pictographs: "🇧🇷" is not.
 */
export function onlyPictographsAnd(text: string, allowed: string): boolean {
  for (let i = 0; i < text.length; ) {
    const cp = cpAt(text, i);
    const w = width(cp);
    const ch = text.slice(i, i + w);
    const fits =
      isPictographic(cp) ||
      cp === ZWJ ||
      cp === VS16 ||
      isSkinTone(cp) ||
      ch.trim() === "" ||
      allowed.includes(ch);
    if (!fits) return false;
    i += w;
  }
  return true;
}
