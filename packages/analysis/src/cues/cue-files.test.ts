import { describe, expect, it } from "vitest";
import { readModelJson } from "../model-files.js";
import { SYMBOL_GROUPS, WORD_GROUPS } from "../sentiment/comment-cues.js";
import type { ModelFile } from "../sentiment/model.js";
import { checkCueFile, compileCues, entryFinds } from "./cue-data.js";
import { readCueSources } from "./cue-sources.js";
import { cueEntryKey } from "./cues.js";

// One test per cue entry, generated from the cue files: each entry finds its own `match`
// examples and none of its `not` examples, read the way comments are read.
const { groups, files } = readCueSources();

describe("cue files", () => {
  it("are well formed: a known group, a pattern, a source and both kinds of example", () => {
    const problems = [...files].flatMap(([name, file]) =>
      checkCueFile(name, groups[name.split("/")[1] as string], file),
    );
    expect(problems).toEqual([]);
  });

  it("are what model/cues.json holds (run `npm run cues` after editing them)", () => {
    expect(readModelJson("cues.json")).toEqual(compileCues(groups, files));
  });

  it("are what the sentiment model was trained on (run `npm run train` after editing them)", () => {
    const trained = new Set(Object.keys(readModelJson<ModelFile>("sentiment.json").cueEntries));
    const current = new Set<string>();
    const untrained: string[] = [];
    for (const [name, file] of files) {
      const group = name.split("/")[1] as string;
      for (const { pattern } of file.entries) {
        const key = cueEntryKey(name, pattern);
        current.add(key);
        // Every entry the sentiment reads has a weight: its own examples hit it in training.
        // Honouring words count only beside named hardship, which their examples lack.
        const read =
          (WORD_GROUPS.includes(group) || SYMBOL_GROUPS.includes(group)) && group !== "honoured";
        if (read && groups[group]?.teaches && !trained.has(key)) untrained.push(key);
      }
    }
    expect(untrained).toEqual([]);
    expect([...trained].filter((key) => !current.has(key))).toEqual([]);
  });
});

for (const [name, file] of files) {
  const mode = groups[name.split("/")[1] as string]?.mode ?? "words";
  describe(`cues/${name}`, () => {
    for (const entry of file.entries) {
      it(`/${entry.pattern}/ finds its examples and none of its near misses`, () => {
        const missed = entry.match.filter((text) => !entryFinds(mode, entry.pattern, text));
        const found = entry.not.filter((text) => entryFinds(mode, entry.pattern, text));
        expect({ missed, found }).toEqual({ missed: [], found: [] });
      });
    }
  });
}
