import { onCueFilesChange, patternsOf } from "../cues/cues.js";
import { withoutAccents } from "./characters.js";
import { normalizeArabic } from "./tokenize.js";

/**
 * A small hand-written opinion lexicon for the words Instagram comments use most, in the
 * languages the model has little training text for. The trained model learns word weights
 * from data; this gives it a shared, language-independent signal ("this word is praise")
 * that carries over to languages and slang the training tweets barely cover.
 *
 * Keys are lower case, usually without accents (input is matched as written, then without
 * accents). A trailing "*" matches any ending ("gorgeous*" →
 * "gorgeously"); stems are at least 4 letters. Words that flip meaning between languages
 * ("mal" is "bad" in Spanish but "once" in German, "gift" is poison in German) are left out,
 * as are romanised Hindi words that are common words elsewhere ("acha" is Portuguese,
 * "ganda" Tagalog for beauty). Arabic keys are written as `normalizeArabic` leaves them, and
 * Arabic words are also tried without a leading و / ال / ب / ل / ف ("والجميل" → "جميل").
 */

/**
 * The lexicon's words are cue data, one file per language and level: `opinion-strong-praise`
 * (+2), `opinion-praise` (+1), `opinion-criticism` (-1), `opinion-strong-criticism` (-2). An
 * entry's words are joined by "|"; a word ending in `\p{L}*` is a stem.
 */
const LEVELS: Array<[number, string]> = [
  [2, "opinion-strong-praise"],
  [1, "opinion-praise"],
  [-1, "opinion-criticism"],
  [-2, "opinion-strong-criticism"],
];
const STEM_END = "\\p{L}*";

interface Tables {
  exact: Map<string, number>;
  /** First words of two-word entries, so most word pairs are rejected with one Set lookup. */
  phraseStarts: Set<string>;
  stems: Map<string, number>;
  minStem: number;
  maxStem: number;
}

let built: Tables | undefined;
onCueFilesChange(() => {
  built = undefined;
  cache.clear();
});

function tables(): Tables {
  if (built) return built;
  const t: Tables = {
    exact: new Map(),
    phraseStarts: new Set(),
    stems: new Map(),
    minStem: 99,
    maxStem: 0,
  };
  for (const [score, group] of LEVELS) {
    for (const entry of patternsOf(group).flatMap((pattern) => pattern.split("|"))) {
      const word = normalizeArabic(entry);
      if (word.endsWith(STEM_END)) {
        const stem = word.slice(0, -STEM_END.length);
        t.stems.set(stem, score);
        t.minStem = Math.min(t.minStem, stem.length);
        t.maxStem = Math.max(t.maxStem, stem.length);
      } else {
        t.exact.set(word, score);
        const space = word.indexOf(" ");
        if (space > 0) t.phraseStarts.add(word.slice(0, space));
      }
    }
  }
  built = t;
  return t;
}

const cache = new Map<string, number>();

/**
 * Prior opinion of a lower-cased word: -2..2, or 0 when unknown. Elongated words are tried
 * with their letters squeezed ("amooo" → "amo"), so the caller passes `squeezed` as well.
 */
export function lexiconScore(word: string, squeezed?: string): number {
  const score = cachedLookup(word);
  // The cache holds each form's own score, so a word reads the same whichever form of it
  // came first ("boom" after "booom" is still "boom").
  return score === 0 && squeezed && squeezed !== word ? cachedLookup(squeezed) : score;
}

function cachedLookup(word: string): number {
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  const score = lookupFolded(word);
  if (cache.size > 100_000) cache.clear();
  cache.set(word, score);
  return score;
}

/** Accented keys ("schön") match only as written, so "schon" (already) is not praise. */
function lookupFolded(w: string): number {
  const direct = lookup(w);
  if (direct !== 0) return direct;
  const folded = withoutAccents(w);
  return folded === w ? 0 : lookup(folded);
}

function lookup(w: string): number {
  const { exact, stems, minStem, maxStem } = tables();
  const e = exact.get(w);
  if (e !== undefined) return e;
  for (let k = Math.min(w.length, maxStem); k >= minStem; k--) {
    const s = stems.get(w.slice(0, k));
    if (s !== undefined) return s;
  }
  const first = w.charCodeAt(0);
  if (first >= 0x600 && first <= 0x6ff) {
    for (const prefix of ARABIC_PREFIXES) {
      if (w.length - prefix.length >= 3 && w.startsWith(prefix)) {
        const rest = lookupArabicStem(w.slice(prefix.length));
        if (rest !== 0) return rest;
      }
    }
  }
  return 0;
}

/** Conjunctions, prepositions and the article that Arabic writes onto the word, longest first. */
const ARABIC_PREFIXES = ["وال", "بال", "فال", "كال", "لل", "ال", "و", "ب", "ف", "ل"];

function lookupArabicStem(w: string): number {
  const { exact, stems, minStem, maxStem } = tables();
  const e = exact.get(w);
  if (e !== undefined) return e;
  for (let k = Math.min(w.length, maxStem); k >= minStem; k--) {
    const s = stems.get(w.slice(0, k));
    if (s !== undefined) return s;
  }
  return 0;
}

/** Two-word entries ("me gusta", "never again"), looked up on adjacent words. */
export function phraseScore(first: string, second: string): number {
  const { exact, phraseStarts } = tables();
  if (!phraseStarts.has(first) && !phraseStarts.has(withoutAccents(first))) return 0;
  return (
    exact.get(`${first} ${second}`) ??
    exact.get(`${withoutAccents(first)} ${withoutAccents(second)}`) ??
    0
  );
}
