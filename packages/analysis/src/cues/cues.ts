import { readModelJson } from "../model-files.js";
import { type CompiledCues, compilePatterns } from "./cue-data.js";

/**
 * The cue groups every stage reads, from `model/cues.json`. A group's expression joins the
 * patterns of all its files (every language's), built once and kept.
 */

let compiled: CompiledCues | undefined;
let disabled: ReadonlySet<string> = new Set();
const cache = new Map<string, RegExp | null>();

function model(): CompiledCues {
  compiled ??= readModelJson<CompiledCues>("cues.json");
  return compiled;
}

function groupOf(name: string) {
  const group = model().groups[name];
  if (!group) throw new Error(`no cue group "${name}" in model/cues.json`);
  return group;
}

function build(name: string, global: boolean): RegExp | null {
  const group = groupOf(name);
  const patterns = Object.entries(group.files)
    .filter(([file]) => !disabled.has(file))
    .flatMap(([, list]) => list);
  return compilePatterns(group.mode, patterns, global) ?? null;
}

function cached(name: string, global: boolean): RegExp | null {
  const key = global ? `${name}/g` : name;
  let re = cache.get(key);
  if (re === undefined) {
    re = build(name, global);
    cache.set(key, re);
  }
  return re;
}

/** Whether a group finds the text: normalised text for word groups, raw for symbols. */
export function hasCue(group: string, text: string): boolean {
  return cached(group, false)?.test(text) ?? false;
}

/** How many times a symbols group occurs in the text. */
export function countCue(group: string, text: string): number {
  const re = cached(group, true);
  if (!re) return 0;
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text)) n++;
  return n;
}

/** Every cue file's name (`<lang>/<group>`), for ablation. */
export function cueFileNames(): string[] {
  return Object.values(model().groups)
    .flatMap((g) => Object.keys(g.files))
    .sort();
}

/**
 * Reads comments as if the named cue files did not exist (none when empty): how the
 * evaluation measures what each file adds on posts it was not written from.
 */
export function withoutCueFiles(names: Iterable<string>): void {
  disabled = new Set(names);
  cache.clear();
}

/** Builds every group's expressions (plain and counting), so a check can see them all. */
export function buildEveryCueGroup(): void {
  for (const name of Object.keys(model().groups)) {
    cached(name, false);
    if (groupOf(name).mode === "symbols") cached(name, true);
  }
}
