// Function words of every language, from the maintained stopwords-iso lists.
import { createRequire } from "node:module";
import { cueWord } from "../cues/cues.js";
import { straightApostrophes } from "./characters.js";

// stopwords-iso ships a JSON file as its entry point.
const stopwordLists = createRequire(import.meta.url)("stopwords-iso") as Record<string, string[]>;

/** Stopword lists as sets, with apostrophes typed straight and also left out ("dont"). */
const stopSets = new Map<string, Set<string>>();
/** Apostrophe-less forms that are words of their own ("ill", "well"), kept out of the lists. */
const isRealWord = (word: string) => cueWord("not-a-stopword", word);
function listSet(words: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const word of words) {
    const w = straightApostrophes(word.toLowerCase()).replaceAll("‘", "'");
    set.add(w);
    const bare = w.replaceAll("'", "");
    if (bare !== w && !isRealWord(bare)) set.add(bare);
  }
  return set;
}
export function stopSet(lang: string): Set<string> {
  let set = stopSets.get(lang);
  if (!set) {
    set = listSet(stopwordLists[lang] ?? []);
    stopSets.set(lang, set);
  }
  return set;
}
export const ENGLISH_STOPWORDS = stopSet("en");
/**
 * Short stopwords of every language: particles of one language turn up in comments read as
 * another ("yang", "que", "eu" in a comment called English). Longer entries of other
 * languages' lists are often plain words here ("design", "store").
 */
export const SHORT_ANYWHERE = new Set(
  [...listSet(Object.values(stopwordLists).flat())].filter((w) => w.length <= 4),
);
