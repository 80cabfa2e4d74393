// `npm run train [-- --data <dir>]`: rebuilds everything in packages/analysis/model from the
// training splits in the data folder (see data-folder.ts). Same inputs → byte-identical
// outputs (fixed seed, fixed epochs, no timestamps).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { readEmojiUsage } from "../src/cues/cue-sources.js";
import { buildEmojiTable, type EmojibaseEntry } from "../src/sentiment/emoji-table.js";
import { DENSE } from "../src/sentiment/features.js";
import { LABELS, type ModelFile } from "../src/sentiment/model.js";
import { quantise, trainWithCues } from "../src/sentiment/train.js";
import {
  experimentSetting,
  requireCommentTrainingFolder,
  requireDataFolder,
} from "./data-folder.js";
import {
  COMMENT_TRAINING_FILES,
  TRAIN_OPTIONS as DEFAULTS,
  EMOJI_RANKING_FILE,
  loadTraining,
  MODEL_DIR,
  PLAIN_QUESTION_NEGATIVE,
  sha256,
  TRAINING_DATASETS,
} from "./lib.js";
import { buildTargetModel, TARGET_DATASETS } from "./train-target.js";

const dataDir = requireDataFolder([...TRAINING_DATASETS, ...TARGET_DATASETS]);
const commentTrainingDir = requireCommentTrainingFolder(dataDir, COMMENT_TRAINING_FILES);

// Experiments only: TRAIN_OVERRIDES='{"balance":0.5}' trains a variant; the shipped model
// is always built from the defaults in lib.ts.
const TRAIN_OPTIONS = { ...DEFAULTS, ...JSON.parse(experimentSetting("TRAIN_OVERRIDES") ?? "{}") };

const require = createRequire(import.meta.url);
const t0 = performance.now();
mkdirSync(MODEL_DIR, { recursive: true });

// 1. Emoji polarity table (CC BY-SA 4.0, see model/README.md).
const csvFile = path.join(dataDir, EMOJI_RANKING_FILE);
const emojibase = require("emojibase-data/en/data.json") as EmojibaseEntry[];
const table = buildEmojiTable(readFileSync(csvFile, "utf8"), emojibase, readEmojiUsage());
writeFileSync(path.join(MODEL_DIR, "emoji-sentiment.json"), `${JSON.stringify(table, null, 2)}\n`);
console.log(`emoji table: ${Object.keys(table.emoji).length} emoji`);

// 2. Sentiment model. Feature extraction reads the emoji table written above.
const { examples, cueExamples, files } = loadTraining({ dataDir, commentTrainingDir });
console.log(`training on ${examples.length} examples and ${cueExamples.length} cue examples`);
const trained = trainWithCues(examples, cueExamples, TRAIN_OPTIONS);
const { q, scale } = quantise(trained.hashed);
const weightsFile = "sentiment-weights.bin";
const bytes = new Uint8Array(q.buffer, q.byteOffset, q.byteLength);
writeFileSync(path.join(MODEL_DIR, weightsFile), bytes);

const dense: ModelFile["dense"] = {};
DENSE.forEach((name, k) => {
  dense[name] = [0, 1, 2].map((c) => round6(trained.dense[k * 3 + c] as number)) as [
    number,
    number,
    number,
  ];
});
const meta: ModelFile = {
  format: 1,
  classes: [...LABELS],
  features: TRAIN_OPTIONS.features,
  hashed: { file: weightsFile, scale, sha256: sha256(bytes), bytes: bytes.length },
  dense,
  cueEntries: Object.fromEntries(
    [...trained.cueEntries].map(([key, w]) => [
      key,
      [0, 1, 2].map((c) => round6(w[c] as number)) as [number, number, number],
    ]),
  ),
  classBias: [0, 0, 0],
  plainQuestionNegative: PLAIN_QUESTION_NEGATIVE,
  training: {
    algorithm: "multinomial logistic regression, AdaGrad SGD, int8-quantised hashed weights",
    options: { ...TRAIN_OPTIONS, features: undefined },
    examples: examples.length,
    files,
  },
};
writeFileSync(path.join(MODEL_DIR, "sentiment.json"), `${JSON.stringify(meta, null, 2)}\n`);
console.log(`model: ${bytes.length} bytes of weights, scale ${scale}`);

// 3. Target classifier: reads each labelled comment through the sentiment model written above.
const target = buildTargetModel(dataDir);
writeFileSync(path.join(MODEL_DIR, "target.json"), `${JSON.stringify(target, null, 2)}\n`);
console.log(`done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
