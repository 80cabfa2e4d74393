/**
 * Script fast path: most writing systems name their language outright, so Arabic, Hebrew,
 * Greek, Cyrillic, Indic, Thai, Hangul, kana and Han text is decided by counting code points,
 * without any statistical model.
 */

export type Script =
  | "latin"
  | "arabic"
  | "hebrew"
  | "greek"
  | "cyrillic"
  | "devanagari"
  | "bengali"
  | "gurmukhi"
  | "gujarati"
  | "tamil"
  | "telugu"
  | "kannada"
  | "malayalam"
  | "sinhala"
  | "thai"
  | "lao"
  | "khmer"
  | "myanmar"
  | "georgian"
  | "armenian"
  | "ethiopic"
  | "hangul"
  | "kana"
  | "han";

const RANGES: Array<[number, number, Script]> = [
  [0x0370, 0x03ff, "greek"],
  [0x0400, 0x052f, "cyrillic"],
  [0x0530, 0x058f, "armenian"],
  [0x0590, 0x05ff, "hebrew"],
  [0x0600, 0x06ff, "arabic"],
  [0x0750, 0x077f, "arabic"],
  [0x08a0, 0x08ff, "arabic"],
  [0x0900, 0x097f, "devanagari"],
  [0x0980, 0x09ff, "bengali"],
  [0x0a00, 0x0a7f, "gurmukhi"],
  [0x0a80, 0x0aff, "gujarati"],
  [0x0b80, 0x0bff, "tamil"],
  [0x0c00, 0x0c7f, "telugu"],
  [0x0c80, 0x0cff, "kannada"],
  [0x0d00, 0x0d7f, "malayalam"],
  [0x0d80, 0x0dff, "sinhala"],
  [0x0e00, 0x0e7f, "thai"],
  [0x0e80, 0x0eff, "lao"],
  [0x1000, 0x109f, "myanmar"],
  [0x10a0, 0x10ff, "georgian"],
  [0x1100, 0x11ff, "hangul"],
  [0x1200, 0x139f, "ethiopic"],
  [0x1780, 0x17ff, "khmer"],
  [0x1f00, 0x1fff, "greek"],
  [0x3040, 0x30ff, "kana"],
  [0x3130, 0x318f, "hangul"],
  [0x3400, 0x4dbf, "han"],
  [0x4e00, 0x9fff, "han"],
  [0xac00, 0xd7af, "hangul"],
  [0xf900, 0xfaff, "han"],
  [0xfb50, 0xfdff, "arabic"],
  [0xfe70, 0xfeff, "arabic"],
];

/** The script of one code point, or undefined for non-letters (digits, emoji, punctuation). */
export function scriptOf(cp: number): Script | undefined {
  if (cp < 0x41) return undefined;
  if (cp <= 0x7a) return cp <= 0x5a || cp >= 0x61 ? "latin" : undefined;
  if (cp < 0xc0) return cp === 0xaa || cp === 0xba ? "latin" : undefined;
  if (cp <= 0x24f) return cp === 0xd7 || cp === 0xf7 ? undefined : "latin";
  if (cp >= 0x1e00 && cp <= 0x1eff) return "latin";
  let lo = 0;
  let hi = RANGES.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = RANGES[mid] as [number, number, Script];
    if (cp < r[0]) hi = mid - 1;
    else if (cp > r[1]) lo = mid + 1;
    else return r[2];
  }
  return undefined;
}

/** Languages a script decides on its own; Arabic, Cyrillic and Han need a closer look. */
const SCRIPT_LANGUAGE: Partial<Record<Script, string>> = {
  hebrew: "he",
  greek: "el",
  devanagari: "hi",
  bengali: "bn",
  gurmukhi: "pa",
  gujarati: "gu",
  tamil: "ta",
  telugu: "te",
  kannada: "kn",
  malayalam: "ml",
  sinhala: "si",
  thai: "th",
  lao: "lo",
  khmer: "km",
  myanmar: "my",
  georgian: "ka",
  armenian: "hy",
  ethiopic: "am",
  hangul: "ko",
};

export interface ScriptCounts {
  latin: number;
  total: number;
  /** The most frequent non-Latin script and its count. */
  other?: Script;
  otherCount: number;
}

/**
 * Letters per script, skipping URLs, @mentions and emoji (their letters say nothing about the
 * writer's language). Stops early: only the top non-Latin script is needed.
 */
export function countScripts(text: string): ScriptCounts {
  // Created only when a non-Latin letter shows up: most comments never need it.
  let counts: Map<Script, number> | undefined;
  let latin = 0;
  let total = 0;
  let skip = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      skip = false;
      continue;
    }
    if (skip) continue;
    if (
      c === 0x40 ||
      (c === 0x68 && text.startsWith("http", i)) ||
      (c === 0x77 && text.startsWith("www.", i))
    ) {
      skip = true;
      continue;
    }
    let cp = c;
    if (c >= 0xd800 && c <= 0xdbff) {
      cp = text.codePointAt(i) as number;
      i++;
    }
    const s = scriptOf(cp);
    if (!s) continue;
    total++;
    if (s === "latin") latin++;
    else {
      counts ??= new Map();
      counts.set(s, (counts.get(s) ?? 0) + 1);
    }
  }
  let other: Script | undefined;
  let otherCount = 0;
  if (counts === undefined) return { latin, total, other, otherCount };
  for (const [s, n] of counts) {
    if (n > otherCount) {
      other = s;
      otherCount = n;
    }
  }
  return { latin, total, other, otherCount };
}

/** Letters that tell one language of a script from another, as strings of the letters. */
const URDU = "\u0679\u0688\u0691\u06BA\u06D2";
const PERSIAN = "\u067E\u0698";
const PERSIAN_YEH_KAF = "\u06CC\u06A9";
const ARABIC_YEH_KAF = "\u064A\u0643";
const UKRAINIAN = "іїєґІЇЄҐ";
const BELARUSIAN = "ўЎ";
const SERBIAN = "ђћџљњЂЋЏЉЊ";

/** Whether the text holds one of the letters. */
function hasOneOf(text: string, letters: string): boolean {
  for (const letter of letters) if (text.includes(letter)) return true;
  return false;
}

/** Whether the text holds hiragana or katakana. */
function hasKana(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x3040 && c <= 0x30ff) return true;
  }
  return false;
}

/** Arabic-script languages: Urdu and Persian have letters Arabic does not use. */
function arabicLanguage(text: string): string {
  if (hasOneOf(text, URDU)) return "ur";
  if (
    hasOneOf(text, PERSIAN) ||
    (hasOneOf(text, PERSIAN_YEH_KAF) && !hasOneOf(text, ARABIC_YEH_KAF))
  )
    return "fa";
  return "ar";
}

function cyrillicLanguage(text: string): string {
  if (hasOneOf(text, UKRAINIAN)) return "uk";
  if (hasOneOf(text, BELARUSIAN)) return "be";
  if (hasOneOf(text, SERBIAN)) return "sr";
  return "ru";
}

/**
 * The language a non-Latin script decides, or undefined when the text is mostly Latin (or
 * has no letters). Han without kana is read as Chinese, Han with kana as Japanese.
 */
export function languageFromScript(text: string, counts: ScriptCounts): string | undefined {
  const { other, otherCount, latin } = counts;
  if (!other || otherCount < latin) return undefined;
  switch (other) {
    case "arabic":
      return arabicLanguage(text);
    case "cyrillic":
      return cyrillicLanguage(text);
    case "kana":
      return "ja";
    case "han":
      return hasKana(text) ? "ja" : "zh";
    default:
      return SCRIPT_LANGUAGE[other];
  }
}
