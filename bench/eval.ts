// `npm run eval [-- [sets] [real-posts] [--data <dir>] [--dump <dir>]]`: how well the analyzer
// reads comments, beside AFINN (`sentiment`), VADER and wink-sentiment. Two parts, both by
// default:
//   sets        every labelled file of the data folder, the hand-labelled comments, the demo
//               data, language detectors and speed (eval-sets.ts);
//   real-posts  real Instagram comment sections analysed through the report, with 600
//               labelled comments, in tune / holdout / all slices (eval-real-posts.ts);
//   cues        every cue file's ablation delta on the labelled posts, tuned and unseen
//               (eval-ablation.ts).
// The data folder is --data, else COMMENTLENS_DATA_DIR, else shared/eval beside the
// repository (see packages/analysis/scripts/data-folder.ts). --dump <dir> (outside the
// repository) writes the tune posts' labelled comments, gold beside predicted, one JSONL file
// per post (--dump-holdout adds the holdout posts, for a last look after tuning). Prints compact tables and writes bench/eval.json; a run of one part keeps the
// other part's figures in it. The site reads its accuracy figures from that file.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { cueFileNames, withoutCueFiles } from "@commentlens/analysis/internal";
import {
  dataFolderProblem,
  REPO_ROOT,
  resolveDataFolder,
} from "../packages/analysis/scripts/data-folder.js";
import {
  ablate,
  leaveOnePostOut,
  printAblation,
  splitFigures,
  unitsThatHurt,
} from "./eval-ablation.js";
import {
  evaluateRealPosts,
  MACRO_TAGS,
  printRealPosts,
  REAL_POSTS_DATASETS,
  readLabelledComments,
} from "./eval-real-posts.js";
import { evaluateSets, SETS_DATASETS } from "./eval-sets.js";
import { evaluateToxicity } from "./eval-toxicity.js";

const PARTS = {
  sets: SETS_DATASETS,
  "real-posts": REAL_POSTS_DATASETS,
  cues: REAL_POSTS_DATASETS,
} as const;
type Part = keyof typeof PARTS;
const USAGE = `usage: npm run eval -- [${Object.keys(PARTS).join("] [")}] [--data <dir>] [--dump <dir> [--dump-holdout]]`;

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      data: { type: "string" },
      dump: { type: "string" },
      "dump-holdout": { type: "boolean" },
    },
  });
}
try {
  args = parse();
} catch (error) {
  fail(`${(error as Error).message}; ${USAGE}`, 2);
}
const unknown = args.positionals.filter((p) => !(p in PARTS));
if (unknown.length > 0) fail(`unknown part ${unknown.join(", ")}; ${USAGE}`, 2);
const parts = (args.positionals.length > 0 ? args.positionals : Object.keys(PARTS)) as Part[];

const dataDir = resolveDataFolder({
  argv: args.values.data === undefined ? [] : ["--data", args.values.data],
});
const problem = dataFolderProblem(dataDir, [...new Set(parts.flatMap((p) => PARTS[p]))]);
if (problem) fail(problem);

const dumpDir = args.values.dump === undefined ? undefined : path.resolve(args.values.dump);
if (dumpDir) {
  const inside = path.relative(REPO_ROOT, dumpDir);
  if (!inside.startsWith("..") && !path.isAbsolute(inside)) {
    fail(
      `--dump ${dumpDir} is inside the repository; the dump quotes real comments, so write it elsewhere (e.g. /tmp)`,
    );
  }
  if (!parts.includes("real-posts"))
    fail("--dump writes the real-posts part; run it with that part");
}

const outFile = path.join(REPO_ROOT, "bench/eval.json");
/** The figures of the parts not run this time stay as they were. */
function previous(): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(outFile, "utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const out: Record<string, unknown> = previous();
if (parts.includes("sets")) {
  Object.assign(out, { generatedAt: new Date().toISOString(), node: process.version });
  Object.assign(out, evaluateSets(dataDir));
  const toxicity = evaluateToxicity(dataDir);
  // Without the toxicity folder the last figures measured with it stay, rather than none.
  if (Object.keys(toxicity.sets).length > 0 || out.toxicity === undefined) out.toxicity = toxicity;
  else
    console.log(
      "\nno toxicity folder in the data folder: the toxicity figures of bench/eval.json are kept",
    );
}
if (parts.includes("real-posts")) {
  try {
    out.realPosts = await evaluateRealPosts(dataDir, {
      dumpDir,
      dumpHoldout: args.values["dump-holdout"],
    });
  } catch (error) {
    fail((error as Error).message);
  }
  printRealPosts(out.realPosts as Awaited<ReturnType<typeof evaluateRealPosts>>);
  if (dumpDir) console.log(`\nwrote the labelled comments, gold beside predicted, to ${dumpDir}`);
}

if (parts.includes("cues")) {
  const { readings, ...ablation } = await ablate(
    cueFileNames(),
    MACRO_TAGS,
    () => readLabelledComments(dataDir),
    withoutCueFiles,
  );
  const posts = [...new Set((readings.get("") ?? []).map((r) => r.post))];
  // The keep-only-what-helps rule, measured on each post with the choice made without it.
  const lopo = await leaveOnePostOut(
    posts,
    (others) => unitsThatHurt(readings, others).sort(),
    async (leftOut, held) => {
      withoutCueFiles(leftOut);
      try {
        return await readLabelledComments(dataDir, held);
      } finally {
        withoutCueFiles([]);
      }
    },
  );
  const figures = {
    about:
      "each cue file of packages/analysis/cues left out in turn and the labelled posts read again; delta = with it minus without it; tuned: the tune posts, unseen: the holdout and fresh posts (no cue was written from them). leaveOnePostOut: each post read without the cue files whose leaving out raises sentiment accuracy on the other labelled posts",
    ...ablation,
    hurtOnAllPosts: unitsThatHurt(readings, new Set(posts)),
    leaveOnePostOut: splitFigures(lopo, MACRO_TAGS),
  };
  out.cueAblation = figures;
  printAblation(figures);
}

writeFileSync(outFile, `${JSON.stringify(out, null, 2)}\n`);
// Formatted the way the linter wants it, so the committed file stays lint-clean.
spawnSync(path.join(REPO_ROOT, "node_modules/.bin/biome"), ["format", "--write", outFile], {
  cwd: REPO_ROOT,
});
console.log("\nwrote bench/eval.json");
