import { readModelJson } from "../model-files.js";
import { hasLetterOrDigit } from "../text/characters.js";
import { wholeWords } from "../text/whole-words.js";
import { type CompiledCues, compileEntries, compilePatterns } from "./cue-data.js";

/**
 * The cue groups every stage reads, from `model/cues.json`. A group's expression joins the
 * patterns of all its files (every language's), built once and kept.
 */

let compiled: CompiledCues | undefined;
let disabled: ReadonlySet<string> = new Set();
const cache = new Map<string, Built | null>();

function model(): CompiledCues {
  compiled ??= readModelJson<CompiledCues>("cues.json");
  return compiled;
}

function groupOf(name: string) {
  const group = model().groups[name];
  if (!group) throw new Error(`no cue group "${name}" in model/cues.json`);
  return group;
}

/** A group's patterns, of every file not set aside (see `withoutCueFiles`). */
export function patternsOf(name: string): string[] {
  return Object.entries(groupOf(name).files)
    .filter(([file]) => !disabled.has(file))
    .flatMap(([, list]) => list);
}

interface Built {
  /** The group's patterns, each in a capture group, global: see `compileEntries`. */
  re: RegExp;
  /** Per capture group, its entry's key (`<file>:<pattern>`). */
  keys: string[];
}

function build(name: string): Built | null {
  const group = groupOf(name);
  const keys: string[] = [];
  const patterns: string[] = [];
  for (const [file, list] of Object.entries(group.files)) {
    if (disabled.has(file)) continue;
    for (const pattern of list) {
      keys.push(cueEntryKey(file, pattern));
      patterns.push(pattern);
    }
  }
  const re = compileEntries(group.mode, patterns);
  return re ? { re, keys } : null;
}

function cached(name: string): Built | null {
  let built = cache.get(name);
  if (built === undefined) {
    built = build(name);
    cache.set(name, built);
  }
  return built;
}

/** An entry's key: its file and its pattern, so reordering a file changes no key. */
export function cueEntryKey(file: string, pattern: string): string {
  return `${file}:${pattern}`;
}

const tests = new Map<string, RegExp | null>();

/** Whether a group finds the text: normalised text for word groups, raw for symbols. */
export function hasCue(group: string, text: string): boolean {
  let found = tests.get(group);
  if (found === undefined) {
    found = compilePatterns(groupOf(group).mode, patternsOf(group)) ?? null;
    tests.set(group, found);
  }
  return found?.test(text) ?? false;
}

/** A comment as cues read it: its text as written, and normalised (see `normaliseForCues`). */
export interface CueReadable {
  readonly text: string;
  readonly cueText: string;
}

/** Whether a group finds a comment, read the way the group reads (see `CueMode`). */
export function cueIn(group: string, comment: CueReadable): boolean {
  return hasCue(group, readsRawText(group) ? comment.text : comment.cueText);
}

/** Keyed by the list itself: callers pass module constants, and no key is built per comment. */
const unions = new Map<readonly string[], RegExp | null>();

/**
 * Whether any of the groups (all of one mode) finds the text: one pass over it instead of one
 * per group, which spares most comments (they hold no cue at all) every other test.
 */
export function hasAnyCue(groups: readonly string[], text: string): boolean {
  let found = unions.get(groups);
  if (found === undefined) {
    found = compilePatterns(groupOf(groups[0] as string).mode, groups.flatMap(patternsOf)) ?? null;
    unions.set(groups, found);
  }
  return found?.test(text) ?? false;
}

/** The keys of the group's entries that find the text, each once, in the text's order. */
export function cueEntryHits(group: string, text: string): string[] {
  const built = cached(group);
  if (!built) return [];
  const { re, keys } = built;
  re.lastIndex = 0;
  const hits: string[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const k = m.findIndex((part, i) => i > 0 && part !== undefined);
    const key = keys[k - 1];
    if (key !== undefined && !hits.includes(key)) hits.push(key);
    if (m[0] === "") re.lastIndex++;
  }
  return hits;
}

/** Where a group first finds the text (normalised, for word groups), or -1. */
export function cueIndex(group: string, text: string): number {
  const built = cached(group);
  if (!built) return -1;
  built.re.lastIndex = 0;
  return built.re.exec(text)?.index ?? -1;
}

/** The text with every hit of the group blanked out (normalised text, for word groups). */
export function withoutCue(group: string, text: string): string {
  const built = cached(group);
  if (!built) return text;
  built.re.lastIndex = 0;
  return text.replace(built.re, " ");
}

/** How many times a symbols group occurs in the text. */
export function countCue(group: string, text: string): number {
  const built = cached(group);
  if (!built) return 0;
  built.re.lastIndex = 0;
  let n = 0;
  while (built.re.exec(text)) n++;
  return n;
}

const quoting = new Map<string, RegExp | null>();

/**
 * A word group's expression on raw text in any case: for quoting the words a comment used
 * ("most mention “got mine”"), where the comment as written is what is shown.
 */
export function cuePattern(group: string): RegExp | null {
  let re = quoting.get(group);
  if (re === undefined) {
    const patterns = patternsOf(group);
    re = patterns.length > 0 ? wholeWords(patterns, "iu") : null;
    quoting.set(group, re);
  }
  return re;
}

/** `cuePattern` for several groups at once (words and emoji), or one that finds nothing. */
export function cuesPattern(groups: readonly string[]): RegExp {
  const patterns = groups.flatMap(patternsOf);
  return patterns.length > 0 ? wholeWords(patterns, "iu") : NOTHING;
}
const NOTHING = /(?!)/;

/** A `word` group: its literal words in a set, the rest as one expression. */
interface WordGroup {
  words: Set<string>;
  re: RegExp | null;
}

const wordGroups = new Map<string, WordGroup>();
/** An entry that is only plain words joined by "|" ("love|loved|lovely"). */
function isPlainWords(pattern: string): boolean {
  return pattern
    .split("|")
    .every(
      (word) => word !== "" && [...word].every((ch) => "'’ -".includes(ch) || hasLetterOrDigit(ch)),
    );
}

/**
 * Whether one word (normalised: see `normaliseForCues`) is in a `word` group. Most entries of
 * such groups are plain words, looked up in a set; the others are tested as one expression.
 */
export function cueWord(group: string, word: string): boolean {
  let built = wordGroups.get(group);
  if (!built) {
    const spec = groupOf(group);
    if (spec.mode !== "word") throw new Error(`cue group "${group}" is not a word group`);
    const words = new Set<string>();
    const rest: string[] = [];
    for (const [file, list] of Object.entries(spec.files)) {
      if (disabled.has(file)) continue;
      for (const pattern of list) {
        if (isPlainWords(pattern)) for (const w of pattern.split("|")) words.add(w);
        else rest.push(pattern);
      }
    }
    built = { words, re: compilePatterns("word", rest) ?? null };
    wordGroups.set(group, built);
  }
  return built.words.has(word) || (built.re?.test(word) ?? false);
}

/**
 * A `word` group's words by language (the folder of each file), for the stages that build
 * tables of their own from them (the language vote, the toxicity lexicon). Its entries must
 * be plain words.
 */
export function cueWordLists(group: string): Map<string, string[]> {
  const spec = groupOf(group);
  if (spec.mode !== "word") throw new Error(`cue group "${group}" is not a word group`);
  const out = new Map<string, string[]>();
  for (const [file, list] of Object.entries(spec.files)) {
    if (disabled.has(file)) continue;
    const words = list.flatMap((pattern) => {
      if (!isPlainWords(pattern)) throw new Error(`${file}: "${pattern}" is not plain words`);
      return pattern.split("|");
    });
    const lang = file.slice(0, file.indexOf("/"));
    out.set(lang, [...(out.get(lang) ?? []), ...words]);
  }
  return out;
}

/** Whether a group reads the comment as written (emoji) rather than its normalised words. */
export function readsRawText(group: string): boolean {
  return groupOf(group).mode === "symbols";
}

/**
 * Every cue file's name (`<lang>/<group>`), for ablation: all but the files of groups read
 * once when the analyzer loads (`readOnce`), which leaving out would not change.
 */
export function cueFileNames(): string[] {
  return Object.values(model().groups)
    .filter((g) => !g.readOnce)
    .flatMap((g) => Object.keys(g.files))
    .sort();
}

const resets: Array<() => void> = [];

/**
 * Asks to be told when cue files are set aside or brought back (see `withoutCueFiles`): a
 * stage that builds tables of its own from cue groups drops them then, and builds them again.
 */
export function onCueFilesChange(reset: () => void): void {
  resets.push(reset);
}

/**
 * Reads comments as if the named cue files did not exist (none when empty): how the
 * evaluation measures what each file adds on posts it was not written from.
 */
export function withoutCueFiles(names: Iterable<string>): void {
  disabled = new Set(names);
  for (const reset of resets) reset();
  cache.clear();
  tests.clear();
  wordGroups.clear();
  unions.clear();
  quoting.clear();
  shapes.clear();
}

/** Builds every group's expression, so a check can see them all. */
export function buildEveryCueGroup(): void {
  for (const [name, group] of Object.entries(model().groups)) {
    cached(name);
    if (group.mode === "words") cuePattern(name);
  }
}

/** A name someone cheers or jeers, as written, and the phrase that says it. */
export interface NamedHit {
  name: string;
  phrase: string;
}

/** The group's patterns as one alternation (no captures of their own: see the cue README). */
function alternation(group: string): string {
  return patternsOf(group).join("|");
}

/** Where a sentence opens: the text's start, after its punctuation, or after an emoji. */
const SENTENCE_OPEN = String.raw`(?:^|[.!?,;:\n][^\S\n]*|\p{Extended_Pictographic}\s*)`;
/** A name: capitalised and three letters or more, or any such word that ends the phrase. */
const NAME = String.raw`(\p{Lu}\p{L}{2,}|\p{L}{3,}(?=\s*(?:$|[!.,]|\p{Extended_Pictographic})))`;

const shapes = new Map<string, RegExp[]>();

function shaped(key: string, make: () => RegExp[]): RegExp[] {
  let res = shapes.get(key);
  if (!res) {
    res = make();
    shapes.set(key, res);
  }
  return res;
}

function namedHits(res: readonly RegExp[], text: string): NamedHit[] {
  const out: NamedHit[] = [];
  for (const re of res) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text))
      out.push({ phrase: m[1] as string, name: m[2] as string });
  }
  return out;
}

/**
 * Names written right after a hit of the group that opens a sentence ("Go Reds!", "vamos
 * Rafa"), or glued to it in a hashtag ("#goReds"), in the text as written.
 */
export function namesAfterCue(group: string, text: string): NamedHit[] {
  const res = shaped(`after:${group}`, () => {
    const alt = alternation(group);
    return [
      new RegExp(`${SENTENCE_OPEN}((?:${alt})\\s+${NAME})`, "giu"),
      new RegExp(`(#(?:${alt})(\\p{L}{3,}))`, "giu"),
    ];
  });
  return namedHits(res, text);
}

/**
 * An expression a stage shapes around cue groups (a request: an opener, then a verb, then its
 * object), built once from the groups' patterns and rebuilt when cue files are set aside.
 * `alternation` gives a group's patterns as one alternative, without captures of its own.
 */
export function cueExpression(
  key: string,
  build: (alternationOf: (group: string) => string) => RegExp,
): RegExp {
  return shaped(`expression:${key}`, () => [build(alternation)])[0] as RegExp;
}

/** Names written right before a hit of the group ("reds suck"), in the text as written. */
export function namesBeforeCue(group: string, text: string): NamedHit[] {
  // The start is a lookbehind: after a `(?:^|[^\p{L}])` start, `\p{L}{3,}` takes
  // milliseconds a run on a comment with emoji.
  const res = shaped(`before:${group}`, () => [
    new RegExp(`(?<!\\p{L})((\\p{L}{3,})\\s+(?:${alternation(group)}))(?!\\p{L})`, "giu"),
  ]);
  return namedHits(res, text);
}
