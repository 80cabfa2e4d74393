// Where `npm run train` and `npm run eval` find their data: the evaluation and training sets
// are other people's data and are kept outside the repository. The data folder is, in order:
// `--data <dir>` on the command line, the COMMENTLENS_DATA_DIR environment variable, or
// `shared/eval` beside the repository's folder. The comment-domain training sets are in
// COMMENTLENS_TRAINING_DIR, else `comment-training` in the data folder. This is the only
// tooling module that reads the environment for them.
import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const DATA_DIR_VARIABLE = "COMMENTLENS_DATA_DIR";
export const TRAINING_DIR_VARIABLE = "COMMENTLENS_TRAINING_DIR";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Settings for experiments only (`TRAIN_OVERRIDES`, `QUESTION_FACTOR`); never for the shipped model. */
export function experimentSetting(name: "TRAIN_OVERRIDES" | "QUESTION_FACTOR"): string | undefined {
  return process.env[name];
}

/** Used when neither the flag nor the variable names a folder. */
export const DEFAULT_DATA_DIR = path.resolve(REPO_ROOT, "../shared/eval");

export interface DataFolderSources {
  /** Command-line arguments after the script's name. */
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  /** What relative paths are relative to. */
  cwd: string;
}

const defaults = (): DataFolderSources => ({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
});

/** The value of `--data <dir>` or `--data=<dir>`, the last one winning. */
export function dataFlag(argv: readonly string[]): string | undefined {
  let value: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--data") value = argv[++i];
    else if (arg.startsWith("--data=")) value = arg.slice("--data=".length);
  }
  return value;
}

/** The arguments without `--data <dir>`, for scripts that read the rest themselves. */
export function withoutDataFlag(argv: readonly string[]): string[] {
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--data") i++;
    else if (!arg.startsWith("--data=")) rest.push(arg);
  }
  return rest;
}

/** The data folder, as an absolute path; not checked. Sources not given are the process's. */
export function resolveDataFolder(given: Partial<DataFolderSources> = {}): string {
  const sources = { ...defaults(), ...given };
  const chosen = dataFlag(sources.argv) || sources.env[DATA_DIR_VARIABLE] || DEFAULT_DATA_DIR;
  return path.resolve(sources.cwd, chosen);
}

function exists(file: string, kind: "file" | "folder"): boolean {
  try {
    const stat = statSync(file);
    return kind === "folder" ? stat.isDirectory() : true;
  } catch {
    return false;
  }
}

/** The comment-domain training sets' folder; not checked. */
export function resolveCommentTrainingFolder(
  dataDir: string,
  given: Partial<DataFolderSources> = {},
): string {
  const sources = { ...defaults(), ...given };
  const chosen = sources.env[TRAINING_DIR_VARIABLE];
  return chosen ? path.resolve(sources.cwd, chosen) : path.join(dataDir, "comment-training");
}

function folderProblem(
  what: string,
  folder: string,
  datasets: readonly string[],
  how: string,
): string | undefined {
  if (!exists(folder, "folder")) {
    return `${what} ${folder} not found; it should hold ${datasets.join(", ")} (${how}).`;
  }
  const missing = datasets.filter((name) => !exists(path.join(folder, name), "file"));
  if (missing.length === 0) return undefined;
  return `${what} ${folder} has no ${missing.join(", ")}; expected ${datasets.join(", ")} (${how}).`;
}

/**
 * One line saying what is missing, or undefined when the folder holds every data set named
 * (paths relative to the folder; a set may be a file or a folder).
 */
export function dataFolderProblem(folder: string, datasets: readonly string[]): string | undefined {
  return folderProblem(
    "Data folder",
    folder,
    datasets,
    `set ${DATA_DIR_VARIABLE} or pass --data <dir>`,
  );
}

function exitOn(problem: string | undefined): void {
  if (!problem) return;
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}

/** The data folder; when it lacks a data set, says so in one line and exits 1. */
export function requireDataFolder(
  datasets: readonly string[],
  sources: Partial<DataFolderSources> = {},
): string {
  const folder = resolveDataFolder(sources);
  exitOn(dataFolderProblem(folder, datasets));
  return folder;
}

/** The comment-domain training sets' folder; when it lacks one, says so in one line and exits 1. */
export function requireCommentTrainingFolder(
  dataDir: string,
  datasets: readonly string[],
  sources: Partial<DataFolderSources> = {},
): string {
  const folder = resolveCommentTrainingFolder(dataDir, sources);
  exitOn(
    folderProblem(
      "Comment training folder",
      folder,
      datasets,
      `set ${TRAINING_DIR_VARIABLE}, or put them in comment-training in the data folder`,
    ),
  );
  return folder;
}
