import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cueWord, cueWordLists } from "../cues/cues.js";
import { readModelJson } from "../model-files.js";
import { joinSpeltOutWords } from "../text/characters.js";
import { squeeze, type Token, tokenize } from "../text/tokenize.js";
import { countScripts, languageFromScript } from "./scripts.js";

interface Eld {
  detect(text: string): { language: string; isReliable(): boolean };
}

let eldDetector: Eld | undefined;

/** model/eld-ngrams-extrasmall.json (scripts/build-eld-table.ts). */
interface EldTable {
  eld: string;
  ngrams: unknown;
}

/**
 * eld's n-gram tables cost time and memory when loaded (its smallest tables: 85 MB, against
 * 145 MB for the next size, for the same accuracy on our labelled comments once the word
 * votes have spoken), and most comments never need them, so they load on the first comment
 * that does. eld ships the table as JavaScript, which takes about half a second to compile;
 * the same table as JSON (built from the installed eld) parses in a third of that. After an
 * upgrade of eld, until the JSON is built again, eld's own table is used. eld is ESM-only
 * without a require condition: resolve its files, then require them (Node ≥ 20.19 loads ES
 * modules that way).
 */
function eld(): Eld {
  if (!eldDetector) {
    const entry = fileURLToPath(import.meta.resolve("eld/extrasmall"));
    // eld's src folder (the entry sits in src/entries) and the package folder above it.
    const src = path.dirname(path.dirname(entry));
    const require = createRequire(import.meta.url);
    const installed = (require(path.join(path.dirname(src), "package.json")) as { version: string })
      .version;
    const table = readModelJson<EldTable>("eld-ngrams-extrasmall.json");
    if (table.eld === installed) {
      const { createEld } = require(path.join(src, "languageDetector.js")) as {
        createEld(): { instance: Eld; loadData(data: unknown): void };
      };
      const { instance, loadData } = createEld();
      loadData(table.ngrams);
      eldDetector = instance;
    } else {
      eldDetector = (require(entry) as { eld: Eld }).eld;
    }
  }
  return eldDetector;
}

/**
 * Frequent function words (and a few comment staples) per Latin-script language: cue group
 * `function-word`, one file per language. A word listed for several languages counts 1/k for
 * each, so "de" or "la" barely moves the vote.
 */
const FUNCTION_WORDS = cueWordLists("function-word");

/** Letters that only some Latin-script languages use, with how much each one says. */
const LETTER_HINTS: Array<[string, Record<string, number>]> = [
  ["ãõ", { pt: 2 }],
  ["ñ¿¡", { es: 2 }],
  ["ß", { de: 2 }],
  ["ä", { de: 1 }],
  ["öü", { de: 0.75, tr: 0.75 }],
  ["ğşıİ", { tr: 2 }],
  ["łąężśźć", { pl: 2 }],
  ["ç", { pt: 0.5, fr: 0.5, tr: 0.5 }],
  ["èêëœ", { fr: 1 }],
  ["ìòù", { it: 1 }],
  ["ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ", { vi: 3 }],
];
const hintOf = new Map<number, Record<string, number>>();
for (const [chars, hint] of LETTER_HINTS) {
  for (const ch of chars) {
    hintOf.set(ch.codePointAt(0) as number, hint);
    hintOf.set(ch.toUpperCase().codePointAt(0) as number, hint);
  }
}

const votes = new Map<string, Array<[string, number]>>();
for (const [lang, list] of FUNCTION_WORDS) {
  for (const w of list) {
    const entry = votes.get(w) ?? [];
    if (!entry.some(([l]) => l === lang)) entry.push([lang, 1]);
    votes.set(w, entry);
  }
}
for (const entry of votes.values()) for (const e of entry) e[1] = 1 / entry.length;

/** Languages that can get a score (function words and letter hints), by index. */
const SCORED = [
  ...new Set([...FUNCTION_WORDS.keys(), ...LETTER_HINTS.flatMap(([, h]) => Object.keys(h))]),
];
const SCORE_INDEX = new Map(SCORED.map((l, i) => [l, i]));
/** Per-comment scores, reused: one comment is scored at a time. */
const scoreBoard = new Float64Array(SCORED.length);
const indexedVotes = new Map(
  [...votes].map(([w, entry]) => [
    w,
    entry.map(([l, v]) => [SCORE_INDEX.get(l) as number, v] as const),
  ]),
);
/** Per letter, its group's scores: letters of one group share one array (counted once). */
const indexedHints = new Map<number, Array<readonly [number, number]>>();
const hintArrays = new Map<Record<string, number>, Array<readonly [number, number]>>();
for (const [code, hint] of hintOf) {
  let array = hintArrays.get(hint);
  if (!array) {
    array = Object.entries(hint).map(([l, v]) => [SCORE_INDEX.get(l) as number, v] as const);
    hintArrays.set(hint, array);
  }
  indexedHints.set(code, array);
}

/**
 * Common words per language (model/language-vocabulary.json, built by
 * scripts/build-language-vocabulary.ts), worth `VOCABULARY_WEIGHT` a word; function words,
 * listed above, count in full and win. A word in several lists is shared by rank: "mira" is
 * among the commonest Spanish words and a rare Italian one. English loanwords fill the other
 * languages' lists ("cool", "team"), so a word in the English list counts for English only.
 */
const VOCABULARY_WEIGHT = 0.6;
const EN = SCORE_INDEX.get("en") as number;
let vocabularyVotes: Map<string, Array<readonly [number, number]>> | undefined;

function vocabulary(): Map<string, Array<readonly [number, number]>> {
  if (vocabularyVotes) return vocabularyVotes;
  const file = readModelJson<{ words: Record<string, string> }>("language-vocabulary.json");
  // Most words are in one list: they share one vote array per language. Words in several
  // lists keep [language, 1 / rank] per list until all lists are read.
  const alone = new Map<number, Array<readonly [number, number]>>();
  const map = new Map<string, Array<readonly [number, number]>>();
  const shared = new Map<string, Array<[number, number]>>();
  const firstRank = new Map<string, number>();
  for (const [lang, list] of Object.entries(file.words)) {
    const k = SCORE_INDEX.get(lang);
    if (k === undefined) continue;
    const single: Array<readonly [number, number]> = [[k, VOCABULARY_WEIGHT]];
    alone.set(k, single);
    let rank = 0;
    for (const w of list.split(" ")) {
      rank++;
      if (votes.has(w)) continue;
      const before = map.get(w);
      if (!before) {
        map.set(w, single);
        firstRank.set(w, rank);
        continue;
      }
      let entry = shared.get(w);
      if (!entry) {
        const [k0] = before[0] as readonly [number, number];
        entry = [[k0, 1 / (firstRank.get(w) as number)]];
        shared.set(w, entry);
      }
      entry.push([k, 1 / rank]);
    }
  }
  for (const [w, entry] of shared) {
    if (entry.some(([k]) => k === EN)) {
      map.set(w, alone.get(EN) as Array<readonly [number, number]>);
      continue;
    }
    let sum = 0;
    for (const [, r] of entry) sum += r;
    map.set(
      w,
      entry.map(([k, r]) => [k, (VOCABULARY_WEIGHT * r) / sum] as const),
    );
  }
  vocabularyVotes = map;
  return map;
}

export const DETECTABLE_LATIN = [...FUNCTION_WORDS.keys()].concat("vi");

/** Other languages' function words that are also English words ("no notes", "as always"). */
const isEnglishSpelling = (word: string) => cueWord("english-spelling", word);
/** English words other languages use too ("on" in French, "super" everywhere). */
const isSharedWithEnglish = (word: string) => cueWord("shared-with-english", word);

/**
 * The second language, given the words of a comment that belong to one language only: two
 * English words and one of the comment's language, or the reverse for an English comment.
 */
function mixing(single: string[], lang: string): string | undefined {
  if (lang === "und" || !FUNCTION_WORDS.has(lang)) return undefined;
  let english = 0;
  let other = 0;
  let best: string | undefined;
  let top = 0;
  const counts = scoreBoard;
  counts.fill(0);
  for (const word of single) {
    const l = ((votes.get(word) as Array<[string, number]>)[0] as [string, number])[0];
    if (l === "en") {
      if (!isSharedWithEnglish(word)) english++;
    } else if (!isEnglishSpelling(word)) {
      if (l === lang) other++;
      // In an English comment a short word of another language is mostly English slang or a
      // piece of an address ("em", "im", ".com", "min"): only longer ones show mixing.
      if (lang === "en" && word.length < 4) continue;
      const k = SCORE_INDEX.get(l) as number;
      const n = (counts[k] as number) + 1;
      counts[k] = n;
      if (n > top) {
        best = l;
        top = n;
      }
    }
  }
  if (english < 2) return undefined;
  if (lang !== "en") return other >= 1 ? "en" : undefined;
  return best;
}

export interface LanguageOptions {
  /**
   * Results of the statistical detector by cleaned text, shared over a batch: comments that
   * differ only in emoji, mentions or punctuation ask it once.
   */
  cache?: Map<string, string>;
  /**
   * Ask the statistical detector (eld) when the fast paths cannot decide. Costs ~30-80 µs per
   * comment; off, such comments are "und".
   */
  fallback?: boolean;
}

/** ISO 639-1 of ISO 639-3 codes eld can return here and the report might show. */
const MIN_LETTERS = 3;
const MIN_FALLBACK_LETTERS = 12;

/**
 * Language of a comment as ISO 639-1, or "und" when it cannot be told (emoji only, too short,
 * or no clear winner). Order: non-Latin script → function-word vote with letter hints →
 * optional eld fallback for longer Latin text.
 */
export function detectLanguage(
  text: string,
  tokens?: readonly Token[],
  opts: LanguageOptions = {},
): string {
  return languageOf(text, tokens, opts).lang;
}

export interface LanguageResult {
  /** ISO 639-1, or "und". */
  lang: string;
  /**
   * The second language of a comment that switches between English and another Latin-script
   * language mid-sentence ("leg day em casa, love it"): "en" for a comment in another
   * language, or that language for an English one.
   */
  mixedWith?: string;
}

/** `detectLanguage`, and whether the comment mixes in English (or English mixes in another). */
export function languageOf(
  raw: string,
  rawTokens?: readonly Token[],
  opts: LanguageOptions = {},
): LanguageResult {
  // Letters from "fancy font" generators (𝕊𝕥𝕒𝕪, ｈｉｇｈ) read as the plain letters they imitate.
  const styled = hasStyledLetters(raw);
  const text = styled ? raw.normalize("NFKC") : raw;
  const tokens = styled ? undefined : rawTokens;
  const counts = countScripts(text);
  if (counts.total < MIN_LETTERS) return UND;
  const byScript = languageFromScript(text, counts);
  if (byScript) return { lang: byScript };
  if (counts.latin < MIN_LETTERS) return UND;

  const scores = scoreBoard;
  scores.fill(0);
  let list = tokens ?? tokenize(text);
  if (hasSpacedLetters(list)) list = tokenize(joinSpeltOutWords(text));
  const common = vocabulary();
  let words = 0;
  // Words that belong to one language only, each once, for telling mixed comments.
  let single: string[] | undefined;
  for (const t of list) {
    if (t.kind !== "word") continue;
    words++;
    // A word neither list knows as written: "yesss" is read as "yess", then as "yes";
    // "tragicc" as "tragic"; else a Turkish suffix may tell. One lookup for most words.
    let word = t.text;
    let entry = indexedVotes.get(word);
    if (!entry) {
      let other = common.get(word);
      if (!other) {
        word = t.elongated ? squeeze(word) : withoutDoubledEnd(word);
        entry = indexedVotes.get(word);
        if (!entry) other = common.get(word) ?? suffixVote(word);
      }
      if (!entry) {
        if (other) for (const [lang, w] of other) scores[lang] = (scores[lang] as number) + w;
        continue;
      }
    }
    for (const [lang, w] of entry) scores[lang] = (scores[lang] as number) + w;
    if (entry.length === 1) {
      single ??= [];
      if (!single.includes(word)) single.push(word);
    }
  }
  // Each distinctive letter counts once per comment, however often it appears.
  let seen: Array<readonly (readonly [number, number])[]> | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xa1 || c > 0x1ef9) continue;
    const hint = indexedHints.get(c);
    if (!hint) continue;
    seen ??= [];
    if (seen.includes(hint)) continue;
    seen.push(hint);
    for (const [lang, v] of hint) scores[lang] = (scores[lang] as number) + v;
  }
  let best = "und";
  let top = 0;
  let second = 0;
  for (let k = 0; k < scores.length; k++) {
    const sc = scores[k] as number;
    if (sc > top) {
      second = top;
      top = sc;
      best = SCORED[k] as string;
    } else if (sc > second) {
      second = sc;
    }
  }
  let lang = "und";
  // One clear word decides a comment of up to five words; longer ones need a margin.
  const needed = words <= 5 ? 0.5 : 1.5;
  if (top >= needed && top >= 2 * second) lang = best;
  else {
    if (opts.fallback && counts.latin >= MIN_FALLBACK_LETTERS) {
      lang = statistical(text, opts.cache);
      // The detector reads Indonesian slang as Malay; the words say which it is.
      if (lang === "ms" && (scores[ID] as number) > 0) lang = "id";
    }
    if (lang === "und" && top >= 1 && top > second) lang = best;
  }
  const mixedWith = single && single.length >= 3 ? mixing(single, lang) : undefined;
  return mixedWith ? { lang, mixedWith } : { lang };
}

const UND: LanguageResult = { lang: "und" };

/** Mathematical alphanumeric symbols (surrogate lead D835) or fullwidth Latin letters. */
function hasStyledLetters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0xd835 || (c >= 0xff21 && c <= 0xff3a) || (c >= 0xff41 && c <= 0xff5a)) return true;
  }
  return false;
}

/** "tragicc" → "tragic": a last letter doubled by a slip or for emphasis. */
function withoutDoubledEnd(w: string): string {
  const n = w.length;
  return n >= 4 && w.charCodeAt(n - 1) === w.charCodeAt(n - 2) ? w.slice(0, -1) : w;
}

/**
 * Turkish words carry long, distinctive suffixes ("kaslanarak", "geliyor", "yapmışsın"):
 * a word no list knows that ends in one counts for Turkish like a common word.
 */
const TURKISH_SUFFIX =
  /(?:[ae]rak|[ıiuü]yor(?:um|sun|uz|lar)?|m[ıiuü]ş(?:sın|sin|sun|sün|ım|im|um|üm)?|[ae]c[ae]k(?:sın|sin|ım|im)?|m[ae]k(?:tan|ten|ta|te)?|l[ae]r[ıi]n[ıi]?|s[ıi]n[ıi]z)$/;
let turkishVote: Array<readonly [number, number]> | undefined;
function suffixVote(word: string): Array<readonly [number, number]> | undefined {
  if (word.length < 6 || !TURKISH_SUFFIX.test(word)) return undefined;
  turkishVote ??= [[SCORE_INDEX.get("tr") as number, VOCABULARY_WEIGHT]];
  return turkishVote;
}
const ID = SCORE_INDEX.get("id") as number;

/** Three single-letter words in a row: a word written letter by letter ("K I N G"). */
function hasSpacedLetters(tokens: readonly Token[]): boolean {
  let run = 0;
  for (const t of tokens) {
    if (t.kind === "word" && t.text.length === 1) {
      if (++run === 3) return true;
    } else run = 0;
  }
  return false;
}

const NOT_LETTERS = /(?:@[\w.]+|https?:\/\/\S+|www\.\S+|[^\p{L}\p{M}'’]+)+/gu;

/** The text as the statistical detector sees it: lower-case words, nothing else. */
function lettersOnly(text: string): string {
  return text.replace(NOT_LETTERS, " ").trim().toLowerCase();
}

/**
 * Letters eld reads of one comment. Its own clean-up patterns take time quadratic in a run of
 * letters or quotes, and a few hundred letters already name the language as surely as more.
 */
const ELD_MAX_LETTERS = 600;

/** eld's language for the words of `text` when it is sure, else "und". */
function statistical(text: string, cache?: Map<string, string>): string {
  const words = lettersOnly(text).slice(0, ELD_MAX_LETTERS);
  let lang = cache?.get(words);
  if (lang === undefined) {
    const r = eld().detect(words);
    lang = r.language && r.isReliable() ? r.language : "und";
    cache?.set(words, lang);
  }
  return lang;
}
