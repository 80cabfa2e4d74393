import type { CommentTarget } from "@commentlens/shared";
import { softmaxScores } from "../learn/softmax-regression.js";
import { readModelJson } from "../model-files.js";
import {
  subjectPossible,
  TARGET_FEATURES,
  type TargetFacts,
  targetVector,
} from "./target-facts.js";

/** Shape of model/target.json (written by `npm run train`). */
export interface TargetModelFile {
  format: 1;
  classes: CommentTarget[];
  /** Per class, its bias. */
  bias: number[];
  /** Per feature name, one weight per class. */
  weights: Record<string, number[]>;
  training: Record<string, unknown>;
}

export class TargetModel {
  readonly classes: readonly CommentTarget[];
  private readonly bias: readonly number[];
  /** Row per feature of `TARGET_FEATURES`, one weight per class. */
  private readonly rows: ReadonlyArray<readonly number[]>;
  private readonly noSubject: readonly boolean[];

  constructor(file: TargetModelFile) {
    this.classes = file.classes;
    this.bias = file.bias;
    this.rows = TARGET_FEATURES.map(([name]) => {
      const row = file.weights[name];
      if (!row || row.length !== file.classes.length)
        throw new Error(`target model: no weights for feature "${name}"`);
      return row;
    });
    if (file.bias.length !== file.classes.length) throw new Error("target model: bad bias");
    this.noSubject = file.classes.map((c) => c !== "subject");
  }

  /** The class with the highest score; ties go to the earlier class. */
  predict(facts: TargetFacts): CommentTarget {
    return this.predictVector(targetVector(facts), subjectPossible(facts));
  }

  /** As `predict`, from the feature vector (see `targetVector`) and `subjectPossible`. */
  predictVector(x: readonly number[], withSubject = true): CommentTarget {
    const scores = softmaxScores(x, this.rows, this.bias, withSubject ? undefined : this.noSubject);
    let best = 0;
    for (let c = 1; c < scores.length; c++)
      if ((scores[c] as number) > (scores[best] as number)) best = c;
    return this.classes[best] as CommentTarget;
  }
}

let shipped: TargetModel | undefined;

/** The shipped target classifier (model/target.json), loaded once. */
export function targetModel(): TargetModel {
  shipped ??= new TargetModel(readModelJson<TargetModelFile>("target.json"));
  return shipped;
}
