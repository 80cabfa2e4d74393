// Tuning on training data only: k-fold cross-validation over the training splits (folds by
// id hash), pooled predictions scored per language and on the rows that contain emoji.
// Usage: tsx scripts/tune.ts '{"epochs":8}' '{"charWeight":0.5}' [folds] [emojiWeight] [--data <dir>]
import { scoreLabels } from "../src/metrics.js";
import { DENSE } from "../src/sentiment/features.js";
import { LABELS, type ModelFile, SentimentModel } from "../src/sentiment/model.js";
import { quantise, type TrainOptions, trainSentiment } from "../src/sentiment/train.js";
import {
  experimentSetting,
  requireCommentTrainingFolder,
  requireDataFolder,
  withoutDataFlag,
} from "./data-folder.js";
import {
  COMMENT_TRAINING_FILES,
  foldOf,
  loadTraining,
  PLAIN_QUESTION_NEGATIVE,
  TRAIN_OPTIONS,
  TRAINING_DATASETS,
} from "./lib.js";

const dataDir = requireDataFolder(TRAINING_DATASETS);
const commentTrainingDir = requireCommentTrainingFolder(dataDir, COMMENT_TRAINING_FILES);
const args = withoutDataFlag(process.argv.slice(2));
const overrides = JSON.parse(args[0] ?? "{}") as Partial<TrainOptions>;
const featureOverrides = JSON.parse(args[1] ?? "{}") as Partial<TrainOptions["features"]>;
const folds = Number(args[2] ?? 5);
const emojiWeight = Number(args[3] ?? 0);
const opts: TrainOptions = {
  ...TRAIN_OPTIONS,
  ...overrides,
  features: { ...TRAIN_OPTIONS.features, ...featureOverrides },
};

const { examples } = loadTraining({ dataDir, commentTrainingDir }, emojiWeight);
const EMOJI = /\p{Extended_Pictographic}/u;
const groups = new Map<string, { gold: string[]; pred: string[] }>();
const push = (name: string, gold: string, pred: string) => {
  const g = groups.get(name) ?? { gold: [], pred: [] };
  g.gold.push(gold);
  g.pred.push(pred);
  groups.set(name, g);
};
const t0 = performance.now();
for (let f = 0; f < folds; f++) {
  const fit = examples.filter((e) => foldOf(e.id, folds) !== f);
  const held = examples.filter((e) => foldOf(e.id, folds) === f);
  const trained = trainSentiment(fit, opts);
  const { q, scale } = quantise(trained.hashed);
  const dense: ModelFile["dense"] = {};
  DENSE.forEach((name, k) => {
    dense[name] = [0, 1, 2].map((c) => trained.dense[k * 3 + c] as number) as [
      number,
      number,
      number,
    ];
  });
  const model = new SentimentModel(
    {
      format: 1,
      classes: [...LABELS],
      features: opts.features,
      hashed: { file: "", scale, sha256: "", bytes: q.length },
      dense,
      cueEntries: {},
      classBias: [0, 0, 0],
      plainQuestionNegative: Number(
        experimentSetting("QUESTION_FACTOR") ?? PLAIN_QUESTION_NEGATIVE,
      ),
      training: {},
    },
    q,
  );
  for (const e of held) {
    if (e.group === "emoji-ranking") continue;
    const p = model.score(e.text).label;
    push(e.group, e.label, p);
    if (e.group !== "en" && EMOJI.test(e.text)) push("emoji", e.label, p);
  }
}
const seconds = (performance.now() - t0) / 1000;
const rows: string[] = [];
let umsab = 0;
for (const name of [...groups.keys()].sort()) {
  const g = groups.get(name) as { gold: string[]; pred: string[] };
  const s = scoreLabels(g.gold, g.pred);
  rows.push(`${name}:${s.macroF1.toFixed(3)}`);
  if (name !== "emoji") umsab += s.macroF1;
}
const en = groups.get("en") as { gold: string[]; pred: string[] };
const emoji = groups.get("emoji") as { gold: string[]; pred: string[] };
console.log(
  JSON.stringify({
    ...overrides,
    ...featureOverrides,
    emojiWeight,
    q: experimentSetting("QUESTION_FACTOR"),
  }),
  `${seconds.toFixed(0)}s`,
  `enR ${scoreLabels(en.gold, en.pred).macroRecall.toFixed(4)}`,
  `langF1 ${(umsab / (groups.size - 1)).toFixed(4)}`,
  `emojiF1 ${scoreLabels(emoji.gold, emoji.pred).macroF1.toFixed(4)}`,
  rows.join(" "),
);
