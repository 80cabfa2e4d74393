import type { CommentTarget } from "@commentlens/shared";
import { fitSoftmax, type SoftmaxOptions } from "../learn/softmax-regression.js";
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

const WITHOUT_SUBJECT = TARGET_CLASSES.map((c) => c !== "subject");

export type TargetTrainOptions = SoftmaxOptions;

export const TARGET_TRAIN_OPTIONS: TargetTrainOptions = {
  steps: 2000,
  learningRate: 0.5,
  l2: 0.003,
};

/** Fits the target classifier (see `fitSoftmax`) on labelled comments' facts. */
export function trainTarget(
  examples: readonly TargetExample[],
  options: TargetTrainOptions = TARGET_TRAIN_OPTIONS,
): Pick<TargetModelFile, "classes" | "bias" | "weights"> {
  const fitted = fitSoftmax(
    examples.map((e) => ({
      x: e.x,
      y: TARGET_CLASSES.indexOf(e.target),
      ...(e.withSubject ? {} : { allowed: WITHOUT_SUBJECT }),
    })),
    TARGET_CLASSES.length,
    TARGET_FEATURES.length,
    options,
  );
  return {
    classes: [...TARGET_CLASSES],
    bias: fitted.bias,
    weights: Object.fromEntries(
      TARGET_FEATURES.map(([name], j) => [name, fitted.weights[j] as number[]]),
    ),
  };
}
