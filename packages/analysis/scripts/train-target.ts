// The target classifier's step of `npm run train`. Its labelled comments: our own labels of
// real comments from posts no evaluation reads (ids and labels only, in
// labelled/real-posts-own.jsonl), and the tune posts' labels (real-posts/labels.jsonl in the
// data folder; the evaluation reports those posts leave-one-post-out). Each labelled comment
// is read in its thread, through the same stages as the report, into its facts.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { CommentTarget, PostFile } from "@commentlens/shared";
import { postFileRequest } from "../src/post-file.js";
import { subjectPossible, targetVector } from "../src/target/target-facts.js";
import { TargetModel, type TargetModelFile } from "../src/target/target-model.js";
import {
  TARGET_TRAIN_OPTIONS,
  type TargetExample,
  trainTarget,
} from "../src/target/train-target.js";
import { threadTargetFacts } from "../src/thread/analyze-thread.js";
import { PACKAGE_DIR, sha256 } from "./lib.js";
import { TUNE_POSTS } from "./real-posts-slices.js";

const OWN_LABELS = "labelled/real-posts-own.jsonl";
const OWN_LABELS_FILE = path.join(PACKAGE_DIR, OWN_LABELS);
const TUNE_LABELS = "real-posts/labels.jsonl";
/** What the target step needs in the data folder. */
export const TARGET_DATASETS = [
  "real-posts/nikegolf.jsonl",
  "real-posts/niketraining.jsonl",
  TUNE_LABELS,
];

interface PostLabel {
  post: string;
  id: string;
  target: CommentTarget;
}

function readLabels(file: string): PostLabel[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as PostLabel);
}

/**
 * The training comments' feature vectors and targets, by post: our own labels and the tune
 * posts' labels. The account's own comments and spam are left out: rules set their target.
 */
export function targetExamples(dataDir: string): Map<string, TargetExample[]> {
  const tune = new Set<string>(TUNE_POSTS);
  const labels = [
    ...readLabels(OWN_LABELS_FILE),
    ...readLabels(path.join(dataDir, TUNE_LABELS)).filter((l) => tune.has(l.post)),
  ];
  const wanted = new Set(labels.map((l) => l.post));
  const posts = new Map<string, PostFile>();
  for (const file of TARGET_DATASETS.filter((f) => f !== TUNE_LABELS)) {
    for (const line of readFileSync(path.join(dataDir, file), "utf8").split("\n")) {
      if (line.trim() === "") continue;
      const post = JSON.parse(line) as PostFile & { shortcode: string };
      if (wanted.has(post.shortcode)) posts.set(post.shortcode, post);
    }
  }
  const byPost = new Map<string, TargetExample[]>();
  for (const shortcode of [...wanted].sort()) {
    const post = posts.get(shortcode);
    if (!post) throw new Error(`the target labels name post ${shortcode}, not in the data folder`);
    const request = postFileRequest(post);
    const facts = threadTargetFacts({
      comments: request.comments,
      post: { caption: request.post?.caption ?? "", owner: request.post?.owner.username ?? "" },
    });
    const index = new Map(request.comments.map((c, i) => [c.id, i]));
    const examples: TargetExample[] = [];
    for (const label of labels.filter((l) => l.post === shortcode)) {
      const i = index.get(label.id);
      if (i === undefined)
        throw new Error(`the target labels name comment ${label.id}, not in ${shortcode}`);
      const f = facts[i];
      if (f)
        examples.push({
          x: targetVector(f),
          target: label.target,
          withSubject: subjectPossible(f),
        });
    }
    byPost.set(shortcode, examples);
  }
  return byPost;
}

export interface LeaveOnePostOut {
  /** Right predictions and comments, over the posts asked for. */
  right: number;
  comments: number;
  accuracy: number;
}

/**
 * Each of `posts` predicted by a classifier fitted on every other post's examples: the
 * figure for posts whose labels also train the shipped classifier.
 */
export function targetLeaveOnePostOut(
  byPost: ReadonlyMap<string, readonly TargetExample[]>,
  posts: Iterable<string> = byPost.keys(),
  options = TARGET_TRAIN_OPTIONS,
): LeaveOnePostOut {
  let right = 0;
  let comments = 0;
  for (const post of posts) {
    const held = byPost.get(post) ?? [];
    const rest = [...byPost].filter(([p]) => p !== post).flatMap(([, e]) => e);
    const model = new TargetModel({ format: 1, ...trainTarget(rest, options), training: {} });
    right += held.filter((e) => model.predictVector(e.x, e.withSubject) === e.target).length;
    comments += held.length;
  }
  return { right, comments, accuracy: comments === 0 ? 0 : right / comments };
}

/** Fits the classifier on every training post and says how it does on posts left out. */
export function buildTargetModel(dataDir: string): TargetModelFile {
  const byPost = targetExamples(dataDir);
  const all = [...byPost.values()].flat();
  const lopo = targetLeaveOnePostOut(byPost);
  console.log(
    `target: ${all.length} labelled comments of ${byPost.size} posts, leave-one-post-out accuracy ${lopo.accuracy.toFixed(3)}`,
  );
  return {
    format: 1,
    ...trainTarget(all),
    training: {
      algorithm:
        "multinomial logistic regression over structural facts, full-batch gradient descent from zero",
      options: TARGET_TRAIN_OPTIONS,
      examples: all.length,
      posts: byPost.size,
      leaveOnePostOut: Math.round(lopo.accuracy * 1000) / 1000,
      labels: {
        [OWN_LABELS]: sha256(readFileSync(OWN_LABELS_FILE)),
        [TUNE_LABELS]: `the labels of ${TUNE_POSTS.length} tune posts`,
      },
    },
  };
}
