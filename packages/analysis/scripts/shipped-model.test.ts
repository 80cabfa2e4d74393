import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileCues } from "../src/cues/cue-data.js";
import { CUES_DIR, EMOJI_USAGE_FILE, readCueSources } from "../src/cues/cue-sources.js";
import type { ModelFile } from "../src/sentiment/model.js";
import { MODEL_DIR, sha256 } from "./lib.js";

describe("the shipped sentiment model", () => {
  // The cue entries are features of the model with learned weights: a cue written or changed
  // without training again would be read with no weight, or another entry's.
  it("was trained on the cue files in the repository (after a cue change, npm run train)", () => {
    const model = JSON.parse(
      readFileSync(path.join(MODEL_DIR, "sentiment.json"), "utf8"),
    ) as ModelFile;
    const files = model.training.files as Record<string, string>;
    const cues = readCueSources();
    expect(files["cues/"]).toBe(sha256(JSON.stringify(compileCues(cues.groups, cues.files))));
  });

  // The emoji table the model's features read is built from the usage file at training time.
  it("was trained on the emoji usage file in the repository (after an edit, npm run train)", () => {
    const model = JSON.parse(
      readFileSync(path.join(MODEL_DIR, "sentiment.json"), "utf8"),
    ) as ModelFile;
    const files = model.training.files as Record<string, string>;
    expect(files[`cues/${EMOJI_USAGE_FILE}`]).toBe(
      sha256(readFileSync(path.join(CUES_DIR, EMOJI_USAGE_FILE))),
    );
  });
});
