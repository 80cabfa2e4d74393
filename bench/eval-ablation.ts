// Cue ablation: what each cue file adds, measured by reading the labelled posts again with the
// file left out. A file's delta is the figure with it minus the figure without it, on the
// posts its entries were written from (`tuned`: the tune posts) and on posts they were not
// (`unseen`: the holdout and fresh posts). A file stays only if it helps on unseen posts.
import { binaryScores, macroF1, scoreLabels } from "@commentlens/analysis/internal";
import { f3, pad } from "./eval-table.js";

/** One labelled comment as the report read it. */
export interface ReadComment {
  post: string;
  slice: "tune" | "holdout" | "fresh";
  sentiment: { gold: string; predicted: string };
  tags: { gold: readonly string[]; predicted: readonly string[] };
}

export const SPLITS = ["tuned", "unseen"] as const;
export type Split = (typeof SPLITS)[number];

export interface CommentFigures {
  comments: number;
  sentimentAccuracy: number;
  sentimentMacroF1: number;
  tagsMacroF1: number;
}

export type Delta = Omit<CommentFigures, "comments">;

export interface AblationFigures {
  about: string;
  tags: readonly string[];
  base: Record<Split, CommentFigures>;
  /** Per cue file, sorted by what it adds to unseen sentiment accuracy, least first. */
  files: Array<{ file: string; delta: Record<Split, Delta> }>;
  /** The files whose leaving out raises sentiment accuracy on all the labelled posts. */
  hurtOnAllPosts: string[];
  /** Each post read without the files that hurt on the other posts, pooled. */
  leaveOnePostOut: Record<Split, CommentFigures>;
}

/** Sentiment accuracy and macro-F1, and the macro-F1 of `tags`, over some comments. */
export function commentFigures(rows: readonly ReadComment[], tags: readonly string[]) {
  const sentiment = scoreLabels(
    rows.map((r) => r.sentiment.gold),
    rows.map((r) => r.sentiment.predicted),
  );
  const perTag = Object.fromEntries(
    tags.map((tag) => [
      tag,
      binaryScores(
        rows.map((r) => ({
          gold: r.tags.gold.includes(tag),
          predicted: r.tags.predicted.includes(tag),
        })),
      ),
    ]),
  );
  return {
    comments: rows.length,
    sentimentAccuracy: sentiment.accuracy,
    sentimentMacroF1: sentiment.macroF1,
    tagsMacroF1: macroF1(perTag, tags),
  };
}

/** The figures of the tune posts and of the posts nobody tuned on. */
export function splitFigures(
  rows: readonly ReadComment[],
  tags: readonly string[],
): Record<Split, CommentFigures> {
  return {
    tuned: commentFigures(
      rows.filter((r) => r.slice === "tune"),
      tags,
    ),
    unseen: commentFigures(
      rows.filter((r) => r.slice !== "tune"),
      tags,
    ),
  };
}

function delta(withIt: CommentFigures, without: CommentFigures): Delta {
  return {
    sentimentAccuracy: withIt.sentimentAccuracy - without.sentimentAccuracy,
    sentimentMacroF1: withIt.sentimentMacroF1 - without.sentimentMacroF1,
    tagsMacroF1: withIt.tagsMacroF1 - without.tagsMacroF1,
  };
}

/**
 * Reads the comments with everything, then once per unit with that unit left out. `leaveOut`
 * is called with the units to leave out (none at the end, so the reader is as it was).
 * `readings` holds every reading: "" with everything, else the unit left out.
 */
export async function ablate(
  units: readonly string[],
  tags: readonly string[],
  read: () => Promise<readonly ReadComment[]>,
  leaveOut: (units: readonly string[]) => void,
): Promise<
  Pick<AblationFigures, "tags" | "base" | "files"> & {
    readings: Map<string, readonly ReadComment[]>;
  }
> {
  leaveOut([]);
  const readings = new Map<string, readonly ReadComment[]>();
  readings.set("", await read());
  const base = splitFigures(readings.get("") as ReadComment[], tags);
  const files: AblationFigures["files"] = [];
  try {
    for (const unit of units) {
      leaveOut([unit]);
      readings.set(unit, await read());
      const without = splitFigures(readings.get(unit) as ReadComment[], tags);
      files.push({
        file: unit,
        delta: {
          tuned: delta(base.tuned, without.tuned),
          unseen: delta(base.unseen, without.unseen),
        },
      });
    }
  } finally {
    leaveOut([]);
  }
  files.sort(
    (a, b) =>
      a.delta.unseen.sentimentAccuracy - b.delta.unseen.sentimentAccuracy ||
      a.file.localeCompare(b.file),
  );
  return { tags, base, files, readings };
}

const accuracy = (rows: readonly ReadComment[]) =>
  rows.length === 0
    ? 0
    : rows.filter((r) => r.sentiment.gold === r.sentiment.predicted).length / rows.length;

/**
 * The rule the team keeps, as a choice made from some posts: the units whose leaving out
 * raises sentiment accuracy on those posts' comments (they hurt there).
 */
export function unitsThatHurt(
  readings: ReadonlyMap<string, readonly ReadComment[]>,
  posts: ReadonlySet<string>,
): string[] {
  const on = (rows: readonly ReadComment[] | undefined) =>
    accuracy((rows ?? []).filter((r) => posts.has(r.post)));
  const base = on(readings.get(""));
  return [...readings.keys()].filter((unit) => unit !== "" && on(readings.get(unit)) > base);
}

/**
 * Leave-one-post-out: for each post, a choice is made from the other posts alone and the post
 * is read with it; the readings of every post, pooled, measure the choosing rule on posts it
 * did not see. Posts with the same choice are read together.
 */
export async function leaveOnePostOut<Choice>(
  posts: readonly string[],
  choose: (others: ReadonlySet<string>) => Choice,
  read: (choice: Choice, posts: ReadonlySet<string>) => Promise<readonly ReadComment[]>,
): Promise<ReadComment[]> {
  const groups = new Map<string, { choice: Choice; posts: Set<string> }>();
  for (const post of posts) {
    const choice = choose(new Set(posts.filter((p) => p !== post)));
    const key = JSON.stringify(choice);
    const group = groups.get(key) ?? { choice, posts: new Set<string>() };
    group.posts.add(post);
    groups.set(key, group);
  }
  const out: ReadComment[] = [];
  for (const { choice, posts: held } of groups.values()) {
    out.push(...(await read(choice, held)).filter((r) => held.has(r.post)));
  }
  return out;
}

/** One line per cue file that changes anything, then how many change nothing. */
export function printAblation(figures: AblationFigures): void {
  const signed = (x: number) => (x === 0 ? "     0" : `${x > 0 ? "+" : ""}${f3(x)}`);
  const cells = (d: Delta) =>
    `${pad(signed(d.sentimentAccuracy), 9)}${pad(signed(d.sentimentMacroF1), 9)}${pad(signed(d.tagsMacroF1), 9)}`;
  const { base } = figures;
  console.log(
    `\nCue ablation: what each cue file adds (with it minus without it) to sentiment accuracy, sentiment macro-F1 and tags macro-F1\n` +
      `tuned: ${base.tuned.comments} comments of the tune posts (${f3(base.tuned.sentimentAccuracy)} ${f3(base.tuned.sentimentMacroF1)} ${f3(base.tuned.tagsMacroF1)}); ` +
      `unseen: ${base.unseen.comments} of the holdout and fresh posts (${f3(base.unseen.sentimentAccuracy)} ${f3(base.unseen.sentimentMacroF1)} ${f3(base.unseen.tagsMacroF1)})`,
  );
  console.log(`${pad("cue file", 32)}${pad("tuned", 27)}unseen`);
  let idle = 0;
  for (const { file, delta: d } of figures.files) {
    const zero = [d.tuned, d.unseen].every(
      (x) => x.sentimentAccuracy === 0 && x.sentimentMacroF1 === 0 && x.tagsMacroF1 === 0,
    );
    if (zero) idle++;
    else console.log(`${pad(file, 32)}${cells(d.tuned)}${cells(d.unseen)}`);
  }
  console.log(`${idle} of ${figures.files.length} cue files change nothing on these posts`);
  const hurt = figures.hurtOnAllPosts;
  console.log(
    `files whose leaving out raises sentiment accuracy on all labelled posts: ${hurt.length > 0 ? hurt.join(", ") : "none"}`,
  );
  const lopo = figures.leaveOnePostOut;
  const line = (f: CommentFigures) =>
    `${f3(f.sentimentAccuracy)} ${f3(f.sentimentMacroF1)} ${f3(f.tagsMacroF1)}`;
  console.log(
    `leave-one-post-out (each post read without the files that hurt on the others): tuned ${line(lopo.tuned)}, unseen ${line(lopo.unseen)}`,
  );
}
