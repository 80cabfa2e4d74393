import { describe, expect, it } from "vitest";
import { readModelJson } from "../model-files.js";
import { checkCueFile, compileCues, entryFinds } from "./cue-data.js";
import { readCueSources } from "./cue-sources.js";

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
