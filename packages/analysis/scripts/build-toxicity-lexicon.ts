// `npx tsx --conditions=source packages/analysis/scripts/build-toxicity-lexicon.ts --data <folder>`
//
// Writes model/toxicity-lexicon.json from the hand-written seed lists (toxicity-seeds.json):
// each slur, insult, targeted adjective and pattern is matched, the way the analyzer matches
// it, against the training files of the public toxicity sets that prepare-toxicity-data.ts
// wrote into <folder> (`toxicity-<set>-train.jsonl`; dev files are never read here). An entry
// found in at least MIN_SUPPORT training texts of its language, fewer than MIN_PRECISION of
// them toxic, is left out: there it mostly stands in harmless text. Languages without a
// training set keep every entry. Deterministic: same inputs, same file.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { squeeze, tokenize } from "../src/text/tokenize.js";
import {
  compileLists,
  fold,
  normalizedWords,
  type ToxicityLists,
} from "../src/toxicity/toxicity.js";
import { MODEL_DIR, PACKAGE_DIR, sha256 } from "./lib.js";
import type { ToxicityRow } from "./prepare-toxicity-data.js";

const MIN_SUPPORT = 8;
const MIN_PRECISION = 0.4;
/** Training sets per language, by the name prepare-toxicity-data.ts gives their files. */
const TRAINING: Record<string, string[]> = {
  en: ["olid"],
  pt: ["toldbr"],
  de: ["germeval"],
  tr: ["offenseval-tr"],
};

const args = process.argv.slice(2);
const dataDir = args[args.indexOf("--data") + 1];
if (!args.includes("--data") || !dataDir) throw new Error("--data <folder> is required");

/** A language's seeds: word lists as space-separated strings, patterns as a list. */
interface SeedLists {
  always: string;
  targeted: string;
  targets: string;
  patterns: string[];
}
type Seeds = Record<string, SeedLists | string>;
const seedsFile = path.join(PACKAGE_DIR, "scripts/toxicity-seeds.json");
const seeds = JSON.parse(readFileSync(seedsFile, "utf8")) as Seeds;

interface Check {
  texts: number;
  toxic: number;
}

/** The languages of the vocabulary each common word (folded) belongs to. */
const commonIn = new Map<string, Set<string>>();
for (const [lang, list] of Object.entries(
  (
    JSON.parse(readFileSync(path.join(MODEL_DIR, "language-vocabulary.json"), "utf8")) as {
      words: Record<string, string>;
    }
  ).words,
))
  for (const w of list.split(" ")) {
    const key = fold(w);
    const langs = commonIn.get(key) ?? new Set<string>();
    langs.add(lang);
    commonIn.set(key, langs);
  }
/** Every word of the language vocabulary: a spelling that is a common word is not an insult. */
const commonWords = new Set(commonIn.keys());

const inputs: Record<string, string> = { "toxicity-seeds.json": sha256(readFileSync(seedsFile)) };
const languages: Record<string, ToxicityLists> = {};
const dropped: Record<string, Record<string, Check>> = {};
const kept: Record<string, Record<string, Check>> = {};

for (const [lang, value] of Object.entries(seeds)) {
  if (typeof value === "string") continue;
  const lists: ToxicityLists = {
    always: value.always.split(/\s+/).filter(Boolean),
    targeted: value.targeted.split(/\s+/).filter(Boolean),
    targets: value.targets.split(/\s+/).filter(Boolean),
    patterns: value.patterns,
  };
  const rows: Array<{ words: string; toxic: boolean }> = [];
  for (const set of TRAINING[lang] ?? []) {
    const file = path.join(dataDir, `toxicity-${set}-train.jsonl`);
    if (!existsSync(file)) throw new Error(`${file} is missing: run prepare-toxicity-data.ts`);
    const text = readFileSync(file, "utf8");
    inputs[path.basename(file)] = sha256(text);
    for (const line of text.split("\n")) {
      if (!line.trim()) continue;
      const r = JSON.parse(line) as ToxicityRow;
      rows.push({ words: normalizedWords(tokenize(r.text)), toxic: r.toxic });
    }
  }
  const check = (only: Partial<ToxicityLists>): Check => {
    const re = compileLists({ always: [], targeted: [], targets: [], patterns: [], ...only }, lang);
    let texts = 0;
    let toxic = 0;
    for (const r of rows) {
      if (!re.test(r.words)) continue;
      texts++;
      if (r.toxic) toxic++;
    }
    return { texts, toxic };
  };
  const keep = <K extends "always" | "targeted" | "patterns">(key: K) => {
    lists[key] = lists[key].filter((entry) => {
      if (!rows.length) return true;
      const c =
        key === "targeted"
          ? check({ targeted: [entry], targets: lists.targets })
          : check({ [key]: [entry] });
      const bad = c.texts >= MIN_SUPPORT && c.toxic / c.texts < MIN_PRECISION;
      if (c.texts > 0) {
        const into = bad ? dropped : kept;
        into[lang] ??= {};
        (into[lang] as Record<string, Check>)[entry] = c;
      }
      return !bad;
    });
  };
  keep("always");
  keep("targeted");
  keep("patterns");
  // A stretched comment word is read without doubled letters ("niggaaa" → "niga"), so each
  // entry with a doubled letter gets that spelling too, unless it is a common word of some
  // language ("coon" → "con") or ends in "*" ("nigger*" → "niger*" would catch "Nigeria").
  for (const key of ["always", "targeted"] as const) {
    const extra: string[] = [];
    for (const entry of lists[key]) {
      if (entry.endsWith("*")) continue;
      const plain = entry
        .split("_")
        .map((w) => squeeze(fold(w)))
        .join("_");
      if (plain !== fold(entry) && plain.length >= 4 && !commonWords.has(plain)) extra.push(plain);
    }
    lists[key] = [...new Set([...lists[key], ...extra])];
  }
  languages[lang] = lists;
  const all = rows.length ? check(lists) : undefined;
  console.log(
    `${lang}: ${lists.always.length} always, ${lists.targeted.length} targeted, ${lists.patterns.length} patterns` +
      (all
        ? `; on ${rows.length} training texts: ${all.texts} matched, precision ${(all.toxic / Math.max(1, all.texts)).toFixed(3)}, dropped ${Object.keys(dropped[lang] ?? {}).join(" ") || "none"}`
        : "; no training set"),
  );
}

// Entries that are everyday words in another language, where they insult nobody ("negro" is
// an Italian insult and the Spanish for black; "idiota" insults in all three languages that
// use it): a comment of unknown language is not read for them.
const insultsIn = new Map<string, Set<string>>();
for (const [lang, lists] of Object.entries(languages))
  for (const e of [...lists.always, ...lists.targeted]) {
    const langs = insultsIn.get(fold(e)) ?? new Set<string>();
    langs.add(lang);
    insultsIn.set(fold(e), langs);
  }
for (const [lang, lists] of Object.entries(languages))
  lists.ambiguous = [...new Set([...lists.always, ...lists.targeted])].filter((e) =>
    [...(commonIn.get(fold(e)) ?? [])].some((l) => l !== lang && !insultsIn.get(fold(e))?.has(l)),
  );

const out = {
  about:
    "Toxicity lexicon: built by scripts/build-toxicity-lexicon.ts from scripts/toxicity-seeds.json, checked against public training sets (see src/toxicity/SOURCES.md). Do not edit by hand.",
  licence: "CC BY-SA 4.0",
  rule: { minSupport: MIN_SUPPORT, minPrecision: MIN_PRECISION, training: TRAINING },
  inputs,
  languages,
  /** Per entry found in training texts: how many texts matched and how many were toxic. */
  checked: { kept, dropped },
};
const target = path.join(MODEL_DIR, "toxicity-lexicon.json");
writeFileSync(target, `${JSON.stringify(out, null, 1)}\n`);
console.log(`wrote ${target}`);
