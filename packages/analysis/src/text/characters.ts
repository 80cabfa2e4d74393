/**
 * The one place that says what a space, a letter, a digit, an accent and a link are. Every
 * stage asks these helpers instead of writing its own expression, so "a word" means the same
 * thing in the tokens, the topics, the language guess, the lexicons and the threads.
 */

const SPACE_RUN = /\s+/u;
const SPACE_RUNS = /\s+/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTER_OR_DIGIT_RUNS = /[\p{L}\p{N}]+/gu;
const LETTER = /\p{L}/u;
const MARKS = /\p{M}+/gu;
// "www." only where a word does not run into it ("awwww.. cute" holds no link).
const LINKS = /https?:\/\/\S+|(?<![\p{L}\p{N}])www\.[\p{L}\p{N}]\S*/giu;

/** The text with each run of white space written as `by` (one space unless told). */
export function collapseSpaces(text: string, by = " "): string {
  return text.replace(SPACE_RUNS, by);
}

/** The words of a text as white space separates them, without empty ones. */
export function spaceSeparated(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === "" ? [] : trimmed.split(SPACE_RUN);
}

/** Runs of letters and digits, as written. */
export function letterDigitRuns(text: string): string[] {
  return text.match(LETTER_OR_DIGIT_RUNS) ?? [];
}

/** Whether the text holds a letter or a digit anywhere. */
export function hasLetterOrDigit(text: string): boolean {
  return LETTER_OR_DIGIT.test(text);
}

/** Whether the text holds a letter anywhere. */
export function hasLetter(text: string): boolean {
  return LETTER.test(text);
}

/** Whether the text is ASCII digits and nothing else (not empty). */
export function isAllDigits(text: string): boolean {
  if (text === "") return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

const CAPITAL_FIRST = /^\p{Lu}/u;

/**
 * Whether a UTF-16 code unit is an ASCII letter, digit or "_": what the `\b` of an
 * expression reads as a word character.
 */
export function isAsciiWordChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95
  );
}

/** Whether the text opens with a capital letter. */
export function startsCapitalised(text: string): boolean {
  return CAPITAL_FIRST.test(text);
}

const UPPER_CASE = /^[^\p{Ll}\p{Lu}]*\p{Lu}[^\p{Ll}]*$/u;
const NUMERAL = /^\p{N}+$/u;

/** Whether a text has no lower-case letter and at least one capital ("LOVE", "OMG!!"). */
export function isUpperCase(text: string): boolean {
  return UPPER_CASE.test(text);
}

/** Whether the text is digits of any script and nothing else ("2024", "٢٠٢٤"). */
export function isNumeral(text: string): boolean {
  return NUMERAL.test(text);
}

/** The text without accents and other combining marks ("café" → "cafe"); ASCII as it is. */
export function withoutAccents(text: string): string {
  for (let i = 0; i < text.length; i++)
    if (text.charCodeAt(i) > 0x7f) return text.normalize("NFD").replace(MARKS, "");
  return text;
}

/** A quick test before the full expression, with no lower-cased copy of the text. */
const MAY_HOLD_LINKS = /http|www\./i;
const mayHoldLinks = (text: string) => MAY_HOLD_LINKS.test(text);

/** Where a link ends: punctuation right after it is the sentence's ("…/shop?", "…com."). */
function linkLength(found: string): number {
  let end = found.length;
  while (end > 0 && ".,!?;:)…".includes(found[end - 1] as string)) end--;
  return end;
}

/** The text with every link replaced (by a space unless told). */
export function withoutLinks(text: string, by = " "): string {
  return mayHoldLinks(text)
    ? text.replace(LINKS, (found) => by + found.slice(linkLength(found)))
    : text;
}

/** The links of a text, as written ("https://shop.example.com/a?b", "www.example.com"). */
export function linksIn(text: string): string[] {
  if (!mayHoldLinks(text)) return [];
  return (text.match(LINKS) ?? []).map((found) => found.slice(0, linkLength(found)));
}

/** The names a link's host is made of, lower case: "shop", "example", "com". */
export function linkHostParts(link: string): string[] {
  const lower = link.toLowerCase();
  const start = lower.startsWith("http") ? lower.indexOf("//") + 2 : 0;
  let end = start;
  while (end < lower.length && !"/?#:".includes(lower[end] as string)) end++;
  return lower
    .slice(start, end)
    .split(".")
    .filter((part) => part !== "");
}

/** Whether a text begins with a link ("https://…", "www."). */
export function startsWithLink(text: string): boolean {
  const head = text.slice(0, 8).toLowerCase();
  return head.startsWith("http://") || head.startsWith("https://") || head.startsWith("www.");
}

/** Curly apostrophes typed straight ("don’t" → "don't"). */
export function straightApostrophes(text: string): string {
  return text.includes("’") ? text.replaceAll("’", "'") : text;
}

/** The text with a byte-order mark at its start left out. */
export function withoutByteOrderMark(text: string): string {
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

/** A handle without its "@" ("@sam" → "sam"). */
export function withoutAt(handle: string): string {
  return handle.startsWith("@") ? handle.slice(1) : handle;
}

/** Single letters spaced out, three or more ("K I N G", "G U R U R"): a word chanted. */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?: \p{L}){2,}(?![\p{L}\p{N}])/gu;

/** The text with each word spelt out letter by letter written whole ("K I N G" → "KING"). */
export function joinSpeltOutWords(text: string): string {
  return text.includes(" ") ? text.replace(SPACED_LETTERS, (run) => run.replaceAll(" ", "")) : text;
}

/** A word as people type it: letters and digits, with apostrophes inside ("don't", "y'all"). */
const WORDS = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The words of a text (see `WORDS`), as written. */
export function wordsOf(text: string): string[] {
  return text.match(WORDS) ?? [];
}

/** A sentence with the punctuation that ends it ("where is it?", "so pretty!"). */
const SENTENCES = /[^.!?¡¿？؟\n]+[.!?？؟\n]*/gu;

/** The sentences of a text, each with the punctuation that ends it, as written. */
export function sentencesOf(text: string): string[] {
  return text.match(SENTENCES) ?? [];
}

/** Capitalised words in a row ("Jason Day", "Kobe's"), not inside a word, a handle or a hashtag. */
const CAPITALISED_RUNS = /(?<![\p{L}@#])\p{Lu}[\p{Ll}'’]+(?:\s+\p{Lu}[\p{Ll}'’]+)*/gu;

/** Words written with a capital, one after another: a name, often. */
export interface CapitalisedRun {
  /** As written ("Jason Day"). */
  text: string;
  /** It opens the text or a sentence, where capitals say nothing of a name. */
  opensSentence: boolean;
  /** The five characters after it ("'s", " 2"), for what follows a name. */
  after: string;
}

/** The runs of capitalised words in a text, in order. */
export function capitalisedRuns(text: string): CapitalisedRun[] {
  const out: CapitalisedRun[] = [];
  for (const m of text.matchAll(CAPITALISED_RUNS)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    out.push({
      text: m[0],
      opensSentence: endsSentence(text.slice(0, at)),
      after: text.slice(end, end + 5),
    });
  }
  return out;
}

/** Whether text ending here ends a sentence (or is empty): spaces aside, its last mark ends one. */
function endsSentence(before: string): boolean {
  if (before === "") return true;
  let j = before.length;
  while (j > 0 && before[j - 1] !== "\n" && (before[j - 1] as string).trim() === "") j--;
  return j > 0 && ".!?:\n".includes(before[j - 1] as string);
}
