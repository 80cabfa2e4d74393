import type { CommentTarget } from "@commentlens/shared";
import { TARGET_FEATURES } from "./target-facts.js";
import type { TargetModelFile } from "./target-model.js";

export const TARGET_CLASSES: readonly CommentTarget[] = [
  "creator",
  "subject",
  "commenter",
  "other",
  "none",
];

export interface TargetExample {
  x: readonly number[];
  target: CommentTarget;
  /** See `subjectPossible`: false leaves "subject" out of this example's choices. */
  withSubject: boolean;
}

const SUBJECT = TARGET_CLASSES.indexOf("subject");

export interface TargetTrainOptions {
  /** Full-batch gradient steps. */
  steps: number;
  learningRate: number;
  /** L2 penalty on the weights (not the biases). */
  l2: number;
}

export const TARGET_TRAIN_OPTIONS: TargetTrainOptions = {
  steps: 2000,
  learningRate: 0.5,
  l2: 0.003,
};

/**
 * Multinomial logistic regression by full-batch gradient descent from zero weights: no
 * randomness, so the same examples always give the same model.
 */
export function trainTarget(
  examples: readonly TargetExample[],
  options: TargetTrainOptions = TARGET_TRAIN_OPTIONS,
): Pick<TargetModelFile, "classes" | "bias" | "weights"> {
  const k = TARGET_CLASSES.length;
  const d = TARGET_FEATURES.length;
  const w = Array.from({ length: d }, () => new Array<number>(k).fill(0));
  const b = new Array<number>(k).fill(0);
  // A comment labelled "subject" where the classifier may not answer it teaches nothing.
  const usable = examples.filter((e) => e.withSubject || e.target !== "subject");
  const n = Math.max(1, usable.length);
  for (let step = 0; step < options.steps; step++) {
    const gw = Array.from({ length: d }, () => new Array<number>(k).fill(0));
    const gb = new Array<number>(k).fill(0);
    for (const e of usable) {
      const s = scores(e.x, w, b);
      if (!e.withSubject) s[SUBJECT] = Number.NEGATIVE_INFINITY;
      const p = softmax(s);
      const gold = TARGET_CLASSES.indexOf(e.target);
      for (let c = 0; c < k; c++) {
        const err = (p[c] as number) - (c === gold ? 1 : 0);
        gb[c] = (gb[c] as number) + err;
        e.x.forEach((v, j) => {
          if (v !== 0) (gw[j] as number[])[c] = ((gw[j] as number[])[c] as number) + err * v;
        });
      }
    }
    for (let c = 0; c < k; c++) {
      b[c] = (b[c] as number) - (options.learningRate * (gb[c] as number)) / n;
      for (let j = 0; j < d; j++) {
        const row = w[j] as number[];
        const grad = ((gw[j] as number[])[c] as number) / n + options.l2 * (row[c] as number);
        row[c] = (row[c] as number) - options.learningRate * grad;
      }
    }
  }
  return {
    classes: [...TARGET_CLASSES],
    bias: b.map(round4),
    weights: Object.fromEntries(
      TARGET_FEATURES.map(([name], j) => [name, (w[j] as number[]).map(round4)]),
    ),
  };
}

function scores(x: readonly number[], w: number[][], b: number[]): number[] {
  const s = [...b];
  x.forEach((v, j) => {
    if (v === 0) return;
    const row = w[j] as number[];
    for (let c = 0; c < s.length; c++) s[c] = (s[c] as number) + v * (row[c] as number);
  });
  return s;
}

function softmax(s: number[]): number[] {
  const m = Math.max(...s);
  const e = s.map((v) => Math.exp(v - m));
  const z = e.reduce((a, v) => a + v, 0);
  return e.map((v) => v / z);
}

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;
