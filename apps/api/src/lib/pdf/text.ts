import { emojiName } from "./emoji-names.js";

/**
 * Text for pdfkit's built-in Helvetica, which is encoded in WinAnsi: ASCII, Latin-1 and a few
 * typographic marks. pdfkit writes any other character as bytes that render as garbage, so
 * untrusted text (comments, captions, names) goes through here first. Latin accents survive;
 * emoji and other scripts do not, and the text says so rather than showing noise.
 */

/** Code points beyond Latin-1 that WinAnsi has (pdfkit maps them to bytes 0x80..0x9F). */
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a,
  0x20ac, 0x2122,
]);

export function isWinAnsi(cp: number): boolean {
  return (
    (cp >= 0x20 && cp <= 0x7e) ||
    (cp >= 0xa0 && cp <= 0xff && cp !== 0xad) ||
    WIN_ANSI_EXTRA.has(cp)
  );
}

/** Close stand-ins for common characters WinAnsi lacks. */
const SUBSTITUTES: Record<string, string> = {
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2015": "—",
  "\u2212": "-",
  "\u2032": "'",
  "\u2033": '"',
  "\u201b": "'",
  "\u201f": '"',
  "\u2024": ".",
  "\u2027": "·",
  "\u2044": "/",
  // Latin letters with no decomposition to a WinAnsi base.
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  ı: "i",
  Ħ: "H",
  ħ: "h",
};

/**
 * Invisible joiners and modifiers, emoji parts left outside a cluster, and lone surrogates
 * (half an emoji, left by a quote cut in the middle of one): dropped.
 */
function isInvisible(cp: number): boolean {
  return (
    cp < 0x20 ||
    (cp >= 0xd800 && cp <= 0xdfff) ||
    (cp >= 0x7f && cp <= 0x9f) ||
    cp === 0xad ||
    cp === 0x200b ||
    cp === 0x200c ||
    cp === 0x200d ||
    cp === 0x2060 ||
    cp === 0xfeff ||
    cp === 0x20e3 ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0x1f000 && cp <= 0x1faff) ||
    (cp >= 0xe0020 && cp <= 0xe007f)
  );
}

/** One emoji as people see it: a base, with its modifiers, joiners and flag pairs. */
const EMOJI_CLUSTER =
  /(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:[\uFE0E\uFE0F\u20E3\u{1F3FB}-\u{1F3FF}]|\u200D(?:\p{Extended_Pictographic}|\p{Regional_Indicator})|\p{Regional_Indicator})*/gu;
const COMBINING = /\p{M}/gu;
/** Stands for a word of a script the font lacks until runs of them are merged. */
const UNKNOWN = "\uFFFD";
const OPENING = /[(“‘"'[]/;
const CLOSING = /[)\]”’"',.;:!?…]/;

/** Characters one by one: WinAnsi kept, Latin letters stripped of marks WinAnsi lacks. */
function plainText(text: string): string {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (isWinAnsi(cp)) out += ch;
    else if (/\s/u.test(ch)) out += " ";
    else if (isInvisible(cp)) continue;
    else if (SUBSTITUTES[ch] !== undefined) out += SUBSTITUTES[ch];
    else {
      const base = ch.normalize("NFKD").replace(COMBINING, "");
      const ok = base !== "" && [...base].every((c) => isWinAnsi(c.codePointAt(0) as number));
      out += ok ? base : UNKNOWN;
    }
  }
  return out;
}

type Token = { emoji: false; text: string } | { emoji: true; name: string | null };

export interface PdfTextOptions {
  /**
   * "drop" removes emoji (decoration in a quoted comment); "mark" names them, "[emoji: fire]",
   * because in the report's own sentences an emoji is what the sentence is about.
   */
  emoji?: "drop" | "mark";
}

/**
 * One line of WinAnsi text: whitespace runs become one space, a run of emoji is dropped or
 * named once, letters with a WinAnsi base keep it ("ő" → "o"), other scripts become "?".
 */
export function pdfText(value: string, options: PdfTextOptions = {}): string {
  const source = value.normalize("NFC");
  const tokens: Token[] = [];
  let last = 0;
  for (const match of source.matchAll(EMOJI_CLUSTER)) {
    const bare = match[0].replace(/[\uFE0E\uFE0F]/g, "");
    // © ® ™ are pictographic but WinAnsi has them: they stay text.
    if ([...bare].length === 1 && isWinAnsi(bare.codePointAt(0) as number)) continue;
    if (match.index > last)
      tokens.push({ emoji: false, text: plainText(source.slice(last, match.index)) });
    tokens.push({ emoji: true, name: emojiName(match[0]) });
    last = match.index + match[0].length;
  }
  if (last < source.length) tokens.push({ emoji: false, text: plainText(source.slice(last)) });

  let out = "";
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (!token.emoji) {
      out += token.text;
      continue;
    }
    // Emoji separated only by spaces are one run: "❤️ 😍 🔥".
    const names: string[] = [];
    let j = i;
    for (; j < tokens.length; j++) {
      const t = tokens[j] as Token;
      if (t.emoji) {
        if (t.name && !names.includes(t.name)) names.push(t.name);
      } else if (t.text.trim() !== "" || !tokens[j + 1]?.emoji) break;
    }
    i = j - 1;
    out = out.trimEnd();
    const next = tokens[j];
    if (next && !next.emoji) next.text = next.text.trimStart();
    const left = out.at(-1);
    const right = next && !next.emoji ? next.text[0] : undefined;
    const padLeft = left !== undefined && !OPENING.test(left);
    const padRight = right !== undefined && !CLOSING.test(right);
    if (options.emoji === "mark") {
      const mark = names.length > 0 ? `[emoji: ${names.join(", ")}]` : "[emoji]";
      out += `${padLeft ? " " : ""}${mark}${padRight ? " " : ""}`;
    } else if (padLeft && padRight) out += " ";
  }
  // A word of another script becomes one "?", and several such words in a row one "?".
  out = out.replace(/\uFFFD+/g, "\uFFFD").replace(/\uFFFD(?:\s+\uFFFD)+/g, "\uFFFD");
  return out
    .replace(/\uFFFD/g, "?")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * One of the report's own sentences, which may quote comments in “curly quotes”. Emoji the
 * sentence talks about are named ("[emoji: fire] appears in 198 comments"); inside a quote
 * they are decoration and dropped, unless the quote is nothing but emoji.
 */
export function pdfSentence(value: string): string {
  const parts = value.split(/(“[^“”]*”)/u).map((part) => {
    if (part.startsWith("“") && part.endsWith("”") && part.length >= 2) {
      const inner = part.slice(1, -1);
      const shown = pdfText(inner, { emoji: "drop" });
      return `“${shown === "" ? pdfText(inner, { emoji: "mark" }) : shown}”`;
    }
    // Spaces at the edges separate this part from the quotes around it.
    const lead = /^\s/u.test(part) ? " " : "";
    const trail = /\s$/u.test(part) ? " " : "";
    const shown = pdfText(part, { emoji: "mark" });
    return shown === "" ? lead || trail : `${lead}${shown}${trail}`;
  });
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** Cuts to at most `max` characters at a word boundary when one is near, adding "…". */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  const end = space > max * 0.7 ? cut.slice(0, space) : cut;
  return `${end.replace(/(?<![\s,;:.\-–—])[\s,;:.\-–—]+$/u, "")}…`;
}

const LETTERS = /[\p{L}\p{N}]/gu;

/**
 * A comment for quoting in the PDF. When most of its letters cannot be shown (another script)
 * or it is emoji alone, a short note stands in, pointing to the exports that keep the text.
 */
export function pdfQuote(text: string, max: number, keptIn = "the CSV or XLSX"): string {
  const shown = pdfText(text, { emoji: "drop" });
  const before = text.match(LETTERS)?.length ?? 0;
  if (before === 0) return shown === "" ? "(emoji only)" : truncate(shown, max);
  const after = shown.replace(/\?/g, "").match(LETTERS)?.length ?? 0;
  if (after < before / 2) return `(written in a script this PDF cannot show; see ${keptIn})`;
  return truncate(shown, max);
}
