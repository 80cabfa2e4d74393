import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { EmojiUsageFile } from "../sentiment/emoji-table.js";
import { type CueGroupSpec, type CueSourceFile, cueFileName } from "./cue-data.js";

/** The cue sources: `packages/analysis/cues` (source and build sit at the same depth). */
export const CUES_DIR = fileURLToPath(new URL("../../cues/", import.meta.url));

export interface CueSources {
  groups: Record<string, CueGroupSpec>;
  /** Keyed `<lang>/<group>`. */
  files: Map<string, CueSourceFile>;
}

/** Reads `groups.json` and every `<lang>/<group>.json` under the folder. */
export function readCueSources(dir = CUES_DIR): CueSources {
  const groups = JSON.parse(readFileSync(path.join(dir, "groups.json"), "utf8")) as Record<
    string,
    CueGroupSpec
  >;
  const files = new Map<string, CueSourceFile>();
  for (const lang of readdirSync(dir, { withFileTypes: true })) {
    if (!lang.isDirectory()) continue;
    for (const file of readdirSync(path.join(dir, lang.name)).sort()) {
      if (!file.endsWith(".json")) continue;
      const text = readFileSync(path.join(dir, lang.name, file), "utf8");
      files.set(cueFileName(lang.name, file.slice(0, -".json".length)), JSON.parse(text));
    }
  }
  return { groups, files };
}

/** The emoji set to their meaning in today's comments (`cues/emoji-usage.json`). */
export const EMOJI_USAGE_FILE = "emoji-usage.json";

export function readEmojiUsage(dir = CUES_DIR): EmojiUsageFile {
  return JSON.parse(readFileSync(path.join(dir, EMOJI_USAGE_FILE), "utf8")) as EmojiUsageFile;
}
