import { straightApostrophes, withoutLinks } from "../text/characters.js";
import { withoutMentions } from "../text/mentions.js";
import { collapseElongation } from "../text/tokenize.js";
import { wholeWords } from "../text/whole-words.js";

/**
 * Cue data: the phrase lists the analyzer reads comments with, kept as data files with their
 * own examples (`packages/analysis/cues/<lang>/<group>.json`), compiled into one model file
 * (`model/cues.json`) that every stage reads. Nothing here touches the file system.
 */

/** How a group's patterns are applied to a comment. */
export type CueMode =
  /** Whole words of the normalised text: no letter or digit may touch either end. */
  | "words"
  /** Anywhere in the raw text: emoji and other symbols. */
  | "symbols"
  /** One whole word alone (`^…$`), tested word by word by the stage that uses it. */
  | "word";

/** One cue group as `cues/groups.json` describes it. */
export interface CueGroupSpec {
  about: string;
  mode: CueMode;
  /**
   * The sentiment of the group's `match` examples, for the groups the sentiment model reads:
   * the model learns from them, beside its public training data, what a hit of the group
   * means. Other groups' hits are read by other stages only.
   */
  teaches?: "negative" | "neutral" | "positive";
  /**
   * The group is read once, when the analyzer loads (the language vote's function words, the
   * stopword exceptions): setting its files aside changes nothing, so no ablation lists them.
   */
  readOnce?: boolean;
}

/** One entry of a cue source file. */
export interface CueEntry {
  /** A regular-expression source, on text normalised by `normaliseForCues` (not for symbols). */
  pattern: string;
  /** Texts the pattern must find (our own examples, never copied comments). */
  match: string[];
  /** Texts it must not find: the near misses the pattern was shaped to avoid. */
  not: string[];
  /** Where the entry comes from: "written" for our own, else the published list it is from. */
  source: string;
  /** Why the entry is shaped as it is, when the pattern alone does not say. */
  note?: string;
}

/** A cue source file: `cues/<lang>/<group>.json`. */
export interface CueSourceFile {
  about?: string;
  entries: CueEntry[];
}

/** The compiled model file: per group, its mode and each source file's patterns. */
export interface CompiledCues {
  about: string;
  groups: Record<string, CueGroupSpec & { files: Record<string, string[]> }>;
}

/** A cue file's name: `<lang>/<group>` (its path under `cues/` without `.json`). */
export function cueFileName(lang: string, group: string): string {
  return `${lang}/${group}`;
}

/** What a link reads as in the text cues read: a mark that cue patterns may name. */
const LINK_MARK = " <url> ";

/**
 * What word cues read: lower case, straight apostrophes, letter runs of three or more cut to
 * two ("siiick" → "siick", so "sii?ck" covers every stretch of it), each mention a bare "@"
 * (a handle's letters are no words: "@super_fan" says nothing of "super"), and each link
 * "<url>" (its words and its "?" are not the comment's: "…/?ref=sale" asks nothing).
 */
export function normaliseForCues(text: string): string {
  const lower = withoutLinks(withoutMentions(text, "@").toLowerCase(), LINK_MARK);
  return collapseElongation(straightApostrophes(lower));
}

/** One regular expression for a list of patterns of a mode (`g` for counting symbols). */
export function compilePatterns(mode: CueMode, patterns: readonly string[], global = false) {
  if (patterns.length === 0) return undefined;
  if (mode === "words") return wholeWords(patterns, global ? "gu" : "u");
  if (mode === "word") return new RegExp(`^(?:${patterns.join("|")})$`, global ? "gu" : "u");
  return new RegExp(patterns.join("|"), global ? "gu" : "u");
}

/**
 * One expression for a group that also tells which entries matched: each pattern is wrapped
 * in a capture group of its own (patterns hold none: see `checkCueFile`), global so every
 * hit can be walked.
 */
export function compileEntries(mode: CueMode, patterns: readonly string[]): RegExp | undefined {
  return compilePatterns(
    mode,
    patterns.map((p) => `(${p})`),
    true,
  );
}

/**
 * Whether a pattern holds a capture group: a "(" neither escaped, inside a character class,
 * nor opening "(?:", "(?=", "(?<!" and the like.
 */
function hasCaptureGroup(pattern: string): boolean {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === "\\") i++;
    else if (inClass) inClass = ch !== "]";
    else if (ch === "[") inClass = true;
    else if (ch === "(" && pattern[i + 1] !== "?") return true;
  }
  return false;
}

/** Whether one entry finds a text, read the way its group reads comments. */
export function entryFinds(mode: CueMode, pattern: string, text: string): boolean {
  const re = compilePatterns(mode, [pattern]) as RegExp;
  return re.test(mode === "symbols" ? text : normaliseForCues(text));
}

/** What is wrong with one source file against its group: empty when nothing is. */
export function checkCueFile(name: string, spec: CueGroupSpec | undefined, file: CueSourceFile) {
  const problems: string[] = [];
  if (!spec) return [`${name}: no group "${name.split("/")[1]}" in groups.json`];
  if (!Array.isArray(file.entries) || file.entries.length === 0) return [`${name}: no entries`];
  const seen = new Set<string>();
  for (const [i, e] of file.entries.entries()) {
    const at = `${name} entry ${i} (${e.pattern})`;
    if (typeof e.pattern !== "string" || e.pattern === "") problems.push(`${at}: no pattern`);
    else if (hasCaptureGroup(e.pattern))
      problems.push(`${at}: has a capture group; write (?:…) instead`);
    else if (seen.has(e.pattern)) problems.push(`${at}: written twice`);
    else if (spec.mode !== "symbols" && collapseElongation(e.pattern) !== e.pattern)
      problems.push(`${at}: a letter three times in a row never matches (runs are cut to two)`);
    seen.add(e.pattern);
    try {
      if (entryFinds(spec.mode, e.pattern, "")) problems.push(`${at}: matches an empty text`);
    } catch (error) {
      problems.push(`${at}: ${(error as Error).message}`);
      continue;
    }
    if (!Array.isArray(e.match) || e.match.length === 0) problems.push(`${at}: no match example`);
    if (!Array.isArray(e.not) || e.not.length === 0) problems.push(`${at}: no "not" example`);
    if (typeof e.source !== "string" || e.source === "") problems.push(`${at}: no source`);
  }
  return problems;
}

/** The model file for a set of source files (keys `<lang>/<group>`), in a stable order. */
export function compileCues(
  groups: Record<string, CueGroupSpec>,
  files: ReadonlyMap<string, CueSourceFile>,
): CompiledCues {
  const out: CompiledCues = {
    about:
      "Cue patterns compiled from packages/analysis/cues by scripts/build-cues.ts. Do not edit by hand.",
    groups: {},
  };
  for (const group of Object.keys(groups).sort()) {
    out.groups[group] = { ...(groups[group] as CueGroupSpec), files: {} };
  }
  for (const name of [...files.keys()].sort()) {
    const group = name.split("/")[1] as string;
    const target = out.groups[group];
    if (!target) throw new Error(`${name}: no group "${group}" in groups.json`);
    target.files[name] = (files.get(name) as CueSourceFile).entries.map((e) => e.pattern);
  }
  return out;
}
