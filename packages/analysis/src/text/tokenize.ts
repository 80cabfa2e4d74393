import { hasLetter, isNumeral, isUpperCase, startsWithLink } from "./characters.js";
import { emojiEnd, emojiKey } from "./emoji.js";
import { MENTION_SOURCE } from "./mentions.js";

export type TokenKind =
  | "word"
  | "emoji"
  | "emoticon"
  | "url"
  | "mention"
  | "hashtag"
  | "number"
  | "punct";

export interface Token {
  kind: TokenKind;
  /**
   * Normalised text: words lower-cased with letter runs of 3+ cut to 2 ("soooo" → "soo");
   * emoji folded by `emojiKey`; hashtags lower-cased without "#"; URLs "<url>"; mentions
   * "<user>"; emoticons as written; punctuation runs cut to 3 ("!!!!!" → "!!!").
   */
  text: string;
  /** A letter was repeated 3+ times ("soooo"). */
  elongated: boolean;
  /** Written in capitals ("LOVE"), when the whole comment is not shouted. */
  shouted: boolean;
  /**
   * Where it stands in the text the tokenizer read (see `cleanText`): from its first code
   * unit to just past its last, so a reader can take it as written ("SPF", "t-shirt").
   */
  from: number;
  to: number;
}

// One alternation per token kind, tried at each start position (sticky). Order matters: a URL
// wins over an emoticon inside it, an emoticon over the word "xD".
const TOKEN = new RegExp(
  [
    String.raw`(https?:\/\/\S+|www\.\S+)`,
    `(${MENTION_SOURCE}|<username>|<user>)`,
    String.raw`(#[\p{L}\p{N}_]+)`,
    String.raw`((?:>?[:;=8][\-'^o]?(?:[)(\]\[dpP3\/\\|*@$]|[oO](?![\p{L}])))(?![\p{L}\p{N}])|<\/?3+|\^[_.]?\^|[xX][dD]+(?![\p{L}])|-_-|[)(][\-']?[:;=])`,
    // Letters, digits and combining marks, but not the emoji selectors FE0E/FE0F/20E3.
    String.raw`((?:[\p{L}\p{N}]|(?![\uFE0E\uFE0F\u20E3])\p{M})+(?:['’](?:[\p{L}]|(?![\uFE0E\uFE0F\u20E3])\p{M})+)*)`,
    "([!?¡¿.,;:…]+)",
  ].join("|"),
  "uy",
);

const KINDS: TokenKind[] = ["url", "mention", "hashtag", "emoticon", "word", "punct"];

/** Letters French and Italian elide before an apostrophe ("c'est", "l'amour", "n'est"). */
export const ELIDING_LETTERS = "cdjlmnst";

/**
 * The length of a French/Italian elision the word opens with, apostrophe included, or 0:
 * "n'est" → 2 ("n'" "est"), "qu'il" → 3; a letter must follow ("l'" alone is no elision).
 */
function elisionLength(w: string): number {
  const n = w.startsWith("qu'")
    ? 3
    : w[1] === "'" && ELIDING_LETTERS.includes(w[0] as string)
      ? 2
      : 0;
  const next = w.codePointAt(n);
  return n > 0 && next !== undefined && hasLetter(String.fromCodePoint(next)) ? n : 0;
}

/** The text with each literal "\\uXXXX" escape written as the character it stands for. */
function withEscapesRead(text: string): string {
  let out = "";
  let i = 0;
  for (let at = text.indexOf("\\u"); at >= 0; at = text.indexOf("\\u", at + 1)) {
    const hex = text.slice(at + 2, at + 6);
    if (at < i || hex.length < 4 || !isHex(hex)) continue;
    out += text.slice(i, at) + String.fromCharCode(Number.parseInt(hex, 16));
    i = at + 6;
  }
  return out + text.slice(i);
}

function isHex(text: string): boolean {
  for (const ch of text.toLowerCase())
    if (!((ch >= "0" && ch <= "9") || (ch >= "a" && ch <= "f"))) return false;
  return true;
}

/** No-break, typographic and zero-width spaces (not the ZWJ that joins emoji). */
function isOddSpace(c: number): boolean {
  return c === 0xa0 || (c >= 0x2000 && c <= 0x200b) || c === 0x202f || c === 0x205f || c === 0x3000;
}

function withPlainSpaces(text: string): string {
  let i = 0;
  while (i < text.length && !isOddSpace(text.charCodeAt(i))) i++;
  if (i === text.length) return text;
  let out = text.slice(0, i);
  for (; i < text.length; i++) out += isOddSpace(text.charCodeAt(i)) ? " " : text[i];
  return out;
}

/** Three equal letters in a row (digits such as "2000" do not count). */
function hasLetterRun(w: string): boolean {
  for (let i = 2; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c === w.charCodeAt(i - 1) && c === w.charCodeAt(i - 2) && (c < 48 || c > 57)) return true;
  }
  return false;
}

/** "soooo" → "soo"; callers wanting the one-letter form use `squeeze`. */
export function collapseElongation(word: string): string {
  return mayRepeatThrice(word) ? withLetterRunsCut(word, 2) : word;
}

/**
 * Whether some character (one code unit, or a surrogate pair) comes three times in a row: a
 * quick pass that spares most texts the letter-run expression, which finds none in them.
 */
function mayRepeatThrice(s: string): boolean {
  for (let i = 2; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === s.charCodeAt(i - 1) && c === s.charCodeAt(i - 2)) return true;
    if (
      i >= 5 &&
      c === s.charCodeAt(i - 2) &&
      c === s.charCodeAt(i - 4) &&
      s.charCodeAt(i - 1) === s.charCodeAt(i - 3) &&
      s.charCodeAt(i - 1) === s.charCodeAt(i - 5)
    )
      return true;
  }
  return false;
}

/** "soo" → "so", "goood" → "god": only for look-ups that already failed on the two-letter form. */
export function squeeze(word: string): string {
  return withLetterRunsCut(word, 1);
}

/** The word with each run of one letter written at most `keep` times ("soooo", 2 → "soo"). */
function withLetterRunsCut(word: string, keep: number): string {
  let out = "";
  let last = "";
  let run = 0;
  for (const ch of word) {
    run = ch === last ? run + 1 : 1;
    last = ch;
    if (run <= keep || !hasLetter(ch)) out += ch;
  }
  return out;
}

/**
 * Cleans what the sources leave in comment text: literal "\u2019" escapes (some tweet dumps),
 * non-breaking and zero-width spaces (other than the ZWJ inside emoji).
 */
export function cleanText(text: string): string {
  let t = text;
  if (t.includes("\\u")) t = withEscapesRead(t);
  return withPlainSpaces(t);
}

function isMostlyUpper(text: string): boolean {
  let upper = 0;
  let lower = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) upper++;
    else if (c >= 97 && c <= 122) lower++;
  }
  return upper > 3 && upper > lower;
}

/**
 * The usual Arabic spelling normalisation: without short-vowel marks and tatweel (ـ), every
 * alef written as ا, final ى as ي and ة as ه, so the many spellings of a word meet.
 */
export function normalizeArabic(w: string): string {
  let out = "";
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if ((c >= 0x64b && c <= 0x65f) || c === 0x670 || c === 0x640) continue;
    if (c === 0x622 || c === 0x623 || c === 0x625) out += "\u0627";
    else if (c === 0x649) out += "\u064a";
    else if (c === 0x629) out += "\u0647";
    else out += w[i];
  }
  return out;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/**
 * End of the ASCII word starting at `i` when the full pattern would read it the same way,
 * else -1: not a link ("http…", "www."), not "xD", and followed by a space, ASCII
 * punctuation other than an apostrophe, or the end of the text.
 */
function asciiWordEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if ((c === 104 || c === 72 || c === 119 || c === 87) && startsWithLink(text.slice(i, i + 8)))
    return -1;
  if ((c === 120 || c === 88) && (text.charCodeAt(i + 1) | 32) === 100) return -1;
  let j = i + 1;
  for (; j < text.length; j++) {
    const x = text.charCodeAt(j);
    if (!(isAsciiLetter(x) || (x >= 48 && x <= 57))) break;
  }
  if (j === text.length) return j;
  const stop = text.charCodeAt(j);
  return stop < 0x80 && stop !== 39 ? j : -1;
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one scanner loop over the text: splitting it would re-read each character
export function tokenize(raw: string): Token[] {
  const text = cleanText(raw);
  const out: Token[] = [];
  const allCaps = isMostlyUpper(text);
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      i++;
      continue;
    }
    // Fast path for the commonest token, a plain ASCII word ending at a space, ASCII
    // punctuation or the end; anything else (links, "xD", accents, apostrophes) takes the
    // full pattern below.
    if (isAsciiLetter(c)) {
      const end = asciiWordEnd(text, i);
      if (end > 0) {
        const from = i;
        const s = text.slice(i, end);
        i = end;
        let upper = 0;
        let lower = 0;
        for (let k = 0; k < s.length; k++) {
          const x = s.charCodeAt(k);
          if (x >= 65 && x <= 90) upper++;
          else if (x >= 97 && x <= 122) lower++;
        }
        const shouted = !allCaps && s.length >= 3 && c <= 90 && lower === 0;
        const w = upper > 0 ? s.toLowerCase() : s;
        const elongated = hasLetterRun(w);
        out.push({
          kind: "word",
          text: elongated ? collapseElongation(w) : w,
          elongated,
          shouted,
          from,
          to: end,
        });
        continue;
      }
    }
    // Emoji first: keycaps start with a digit and would otherwise be read as a number.
    if (c >= 0x23) {
      const end = emojiEnd(text, i);
      if (end > i) {
        out.push({
          kind: "emoji",
          text: emojiKey(text.slice(i, end)),
          elongated: false,
          shouted: false,
          from: i,
          to: end,
        });
        i = end;
        continue;
      }
    }
    TOKEN.lastIndex = i;
    const m = TOKEN.exec(text);
    if (!m) {
      i += c >= 0xd800 && c <= 0xdbff ? 2 : 1;
      continue;
    }
    const from = i;
    i = TOKEN.lastIndex;
    const to = i;
    let g = 1;
    while (m[g] === undefined) g++;
    const kind = KINDS[g - 1] as TokenKind;
    const s = m[0];
    switch (kind) {
      case "url":
        out.push({ kind, text: "<url>", elongated: false, shouted: false, from, to });
        break;
      case "mention":
        out.push({ kind, text: "<user>", elongated: false, shouted: false, from, to });
        break;
      case "hashtag":
        out.push({
          kind,
          text: collapseElongation(s.slice(1).toLowerCase()),
          elongated: false,
          shouted: false,
          from,
          to,
        });
        break;
      case "emoticon":
        out.push({
          kind,
          text: s.length > 3 && s[0] === "<" ? "<3" : s,
          elongated: false,
          shouted: false,
          from,
          to,
        });
        break;
      case "punct":
        out.push({
          kind,
          text: s.length > 3 ? s.slice(0, 3) : s,
          elongated: false,
          shouted: false,
          from,
          to,
        });
        break;
      default: {
        const first = s.charCodeAt(0);
        const shouted = !allCaps && s.length >= 3 && first >= 65 && first <= 90 && isUpperCase(s);
        let w = s.toLowerCase();
        if (first >= 0x600 && first <= 0x6ff) w = normalizeArabic(w);
        // Where the word starts once an elision ("l'" of "l'hôtel", ASCII) is its own token.
        let start = from;
        if (w.includes("'") || w.includes("’")) {
          w = w.replace("’", "'");
          const elided = elisionLength(w);
          if (elided > 0) {
            start = from + elided;
            out.push({
              kind: "word",
              text: w.slice(0, elided),
              elongated: false,
              shouted: false,
              from,
              to: start,
            });
            w = w.slice(elided);
          }
        }
        if (first >= 48 && first <= 57 && isNumeral(w)) {
          out.push({ kind: "number", text: w, elongated: false, shouted: false, from, to });
          break;
        }
        const elongated = hasLetterRun(w);
        out.push({
          kind: "word",
          text: elongated ? collapseElongation(w) : w,
          elongated,
          shouted,
          from: start,
          to,
        });
      }
    }
  }
  return out;
}
