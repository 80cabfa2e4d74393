// Turns public labelled sets (train and dev splits only; never a test split, never Instagram
// comments) into training files in the evaluation files' JSONL format. See training/SOURCES.md.
//
//   npx tsx packages/analysis/scripts/prepare-training-data.ts --out DIR [--data DIR] \
//     [--goemotions DIR] [--smsa DIR] [--tr-reviews DIR] [--tr-kulcu DIR]
//
// Each input is a folder holding the source files as published (names below). Same inputs give
// byte-identical outputs. Every row whose text also appears in a set used to measure the
// analyzer (the evaluation files, the real posts' comments, the hand-labelled comments) is left out.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { requireDataFolder } from "./data-folder.js";
import { PACKAGE_DIR, type Row, readJsonl, sha256 } from "./lib.js";
import {
  capByHashedId,
  dedupeByText,
  dropOverlaps,
  labelCounts,
  normaliseText,
  overlapKey,
  readGoEmotions,
  readLines,
  readPolarityCsv,
  readTextLabelTsv,
  toJsonl,
} from "./training-data.js";

// Keeps each file under 6 MB; GoEmotions' train split is the only set this large.
const CAPS: Record<string, number> = { "goemotions-train.jsonl": 35_000 };

const { values: args } = parseArgs({
  options: {
    out: { type: "string" },
    /** The data folder (see data-folder.ts), whose texts are left out of the outputs. */
    data: { type: "string" },
    goemotions: { type: "string" },
    smsa: { type: "string" },
    "tr-reviews": { type: "string" },
    "tr-kulcu": { type: "string" },
  },
});
if (!args.out) {
  console.error(
    "Usage: prepare-training-data.ts --out DIR [--data DIR] [--goemotions DIR] [--smsa DIR] [--tr-reviews DIR] [--tr-kulcu DIR]",
  );
  process.exit(2);
}
const outDir = args.out;
const dataDir = requireDataFolder(["real-posts"]);
mkdirSync(outDir, { recursive: true });

const measurement = measurementKeys();
for (const [group, keys] of measurement) console.log(`${group}: ${keys.size} texts held out`);

const inputs: Record<string, string> = {};
function read(dir: string, name: string): string {
  const file = path.join(dir, name);
  const text = readFileSync(file, "utf8");
  inputs[`${path.basename(dir)}/${name}`] = sha256(text);
  return text;
}

interface Report {
  file: string;
  read: number;
  unclear: number;
  empty: number;
  duplicates: number;
  conflicting: number;
  overlaps: Record<string, number>;
  capped: number;
  rows: number;
  labels: Record<string, number>;
  bytes: number;
  sha256: string;
}
const reports: Report[] = [];

/**
 * Cleans, removes overlaps and writes one output file. `heldOut` names texts of the same
 * dataset's other split or of its authors' test files, which must not leak into this file.
 */
function write(
  file: string,
  rows: Row[],
  unclear = 0,
  heldOut: Array<[string, ReadonlySet<string>]> = [],
): Row[] {
  const cleaned = dedupeByText(rows);
  let kept = cleaned.rows;
  const overlaps: Record<string, number> = {};
  for (const [group, keys] of [...measurement, ...heldOut]) {
    const result = dropOverlaps(kept, keys);
    overlaps[group] = result.dropped;
    kept = result.rows;
  }
  const capped = capByHashedId(kept, CAPS[file] ?? Number.POSITIVE_INFINITY);
  const body = toJsonl(capped);
  writeFileSync(path.join(outDir, file), body);
  reports.push({
    file,
    read: rows.length + unclear,
    unclear,
    empty: cleaned.empty,
    duplicates: cleaned.duplicates,
    conflicting: cleaned.conflicting,
    overlaps,
    capped: kept.length - capped.length,
    rows: capped.length,
    labels: labelCounts(capped),
    bytes: Buffer.byteLength(body),
    sha256: sha256(body),
  });
  return capped;
}

function keysOf(rows: readonly Row[]): Set<string> {
  return new Set(rows.map((r) => overlapKey(r.text)));
}

if (args.goemotions) {
  const dir = args.goemotions;
  const emotionsFile = existsSync(path.join(dir, "emotions.txt")) ? "emotions.txt" : "labels.txt";
  const emotions = read(dir, emotionsFile).trim().split("\n");
  // Dev is for evaluation only, so train loses every text that dev also has.
  const dev = readGoEmotions(read(dir, "dev.tsv"), emotions, "dev");
  const devRows = write("goemotions-dev.jsonl", dev.rows, dev.unclear);
  const train = readGoEmotions(read(dir, "train.tsv"), emotions, "train");
  write("goemotions-train.jsonl", train.rows, train.unclear, [["goemotions-dev", keysOf(devRows)]]);
}

if (args.smsa) {
  const dir = args.smsa;
  const valid = readTextLabelTsv(read(dir, "valid_preprocess.tsv"), "smsa:valid", "id", "smsa");
  const validRows = write("smsa-valid.jsonl", valid);
  const train = readTextLabelTsv(read(dir, "train_preprocess.tsv"), "smsa:train", "id", "smsa");
  write("smsa-train.jsonl", train, 0, [["smsa-valid", keysOf(validRows)]]);
}

if (args["tr-reviews"]) {
  const dir = args["tr-reviews"];
  const source = "tr-aydin";
  // The authors test on these two files; their texts stay out of the training files.
  const testKeys = keysOf([
    ...readPolarityCsv(read(dir, "test_tr.csv"), "test", "tr", source),
    ...readPolarityCsv(read(dir, "Turkish_twitter_test.csv"), "test", "tr", source),
  ]);
  const movies = readPolarityCsv(
    read(dir, "Sentiment_dataset_turk.csv"),
    "tr-movies:all",
    "tr",
    "tr-movie-reviews",
  );
  write("tr-movie-reviews.jsonl", movies, 0, [["authors' test files", testKeys]]);
  const tweets = readPolarityCsv(
    read(dir, "Turkish_twitter_train.csv"),
    "tr-tweets:train",
    "tr",
    "tr-tweets",
  );
  write("tr-tweets-train.jsonl", tweets, 0, [["authors' test files", testKeys]]);
}

if (args["tr-kulcu"]) {
  const dir = args["tr-kulcu"];
  const files = [
    ["negative.txt", "negative"],
    ["notr.txt", "neutral"],
    ["positive.txt", "positive"],
  ] as const;
  const rows = files.flatMap(([name, label]) =>
    readLines(read(dir, name), `tr-kulcu:${path.basename(name, ".txt")}`, label, "tr", "tr-kulcu"),
  );
  write("tr-tweets-kulcu.jsonl", rows);
}

console.log(JSON.stringify({ inputs, outputs: reports }, null, 2));

/**
 * Texts that measure the analyzer, by where they come from: every evaluation file except the
 * training splits, the comments of the real posts, and the hand-labelled comments in the repo.
 */
function measurementKeys(): Array<[string, Set<string>]> {
  const key = (text: string) => overlapKey(normaliseText(text));
  const evalKeys = new Set<string>();
  for (const name of readdirSync(dataDir).sort()) {
    if (!name.endsWith(".jsonl") || name.endsWith("-train.jsonl")) continue;
    for (const r of readJsonl(path.join(dataDir, name))) evalKeys.add(key(r.text));
  }
  const realPosts = new Set<string>();
  const realPostsDir = path.join(dataDir, "real-posts");
  for (const name of readdirSync(realPostsDir).sort()) {
    if (!name.endsWith(".jsonl")) continue;
    for (const line of readFileSync(path.join(realPostsDir, name), "utf8").split("\n")) {
      if (line.trim() === "") continue;
      const post = JSON.parse(line) as { comments?: Array<{ text?: string }> };
      for (const c of post.comments ?? []) if (c.text) realPosts.add(key(c.text));
    }
  }
  const labelled = new Set<string>();
  const labelledDir = path.join(PACKAGE_DIR, "labelled");
  for (const name of readdirSync(labelledDir).sort()) {
    if (!name.endsWith(".jsonl")) continue;
    // Our labels of real comments name them by id only: their texts are in the real posts.
    for (const r of readJsonl(path.join(labelledDir, name))) if (r.text) labelled.add(key(r.text));
  }
  return [
    ["evaluation files", evalKeys],
    ["real posts", realPosts],
    ["hand-labelled comments", labelled],
  ];
}
