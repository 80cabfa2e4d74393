/**
 * Multinomial logistic regression, fitted by full-batch gradient descent from zero weights:
 * no randomness, so the same examples always give the same weights. The classifiers over a
 * comment's facts (its target, its tags) are fitted with it.
 */

export interface SoftmaxExample {
  x: readonly number[];
  /** The gold class's index. */
  y: number;
  /** Classes this example may be given; all when absent. */
  allowed?: readonly boolean[];
}

export interface SoftmaxOptions {
  /** Full-batch gradient steps. */
  steps: number;
  learningRate: number;
  /** L2 penalty on the weights (not the biases). */
  l2: number;
}

export interface SoftmaxWeights {
  /** Per class. */
  bias: number[];
  /** Per feature, one weight per class. */
  weights: number[][];
}

/** Fits the weights; an example whose gold class it may not be given teaches nothing. */
export function fitSoftmax(
  examples: readonly SoftmaxExample[],
  classes: number,
  features: number,
  options: SoftmaxOptions,
): SoftmaxWeights {
  const w = Array.from({ length: features }, () => new Array<number>(classes).fill(0));
  const b = new Array<number>(classes).fill(0);
  const usable = examples.filter((e) => e.allowed?.[e.y] !== false);
  const n = Math.max(1, usable.length);
  for (let step = 0; step < options.steps; step++) {
    const gw = Array.from({ length: features }, () => new Array<number>(classes).fill(0));
    const gb = new Array<number>(classes).fill(0);
    for (const e of usable) {
      const p = softmax(softmaxScores(e.x, w, b, e.allowed));
      for (let c = 0; c < classes; c++) {
        const err = (p[c] as number) - (c === e.y ? 1 : 0);
        gb[c] = (gb[c] as number) + err;
        e.x.forEach((v, j) => {
          if (v !== 0) (gw[j] as number[])[c] = ((gw[j] as number[])[c] as number) + err * v;
        });
      }
    }
    for (let c = 0; c < classes; c++) {
      b[c] = (b[c] as number) - (options.learningRate * (gb[c] as number)) / n;
      for (let j = 0; j < features; j++) {
        const row = w[j] as number[];
        const grad = ((gw[j] as number[])[c] as number) / n + options.l2 * (row[c] as number);
        row[c] = (row[c] as number) - options.learningRate * grad;
      }
    }
  }
  return { bias: b.map(round4), weights: w.map((row) => row.map(round4)) };
}

/** Each class's score; a class not allowed scores minus infinity. */
export function softmaxScores(
  x: readonly number[],
  weights: ReadonlyArray<readonly number[]>,
  bias: readonly number[],
  allowed?: readonly boolean[],
): number[] {
  const s = [...bias];
  x.forEach((v, j) => {
    if (v === 0) return;
    const row = weights[j] as readonly number[];
    for (let c = 0; c < s.length; c++) s[c] = (s[c] as number) + v * (row[c] as number);
  });
  if (allowed)
    for (let c = 0; c < s.length; c++) if (allowed[c] === false) s[c] = Number.NEGATIVE_INFINITY;
  return s;
}

function softmax(s: number[]): number[] {
  const m = Math.max(...s);
  const e = s.map((v) => Math.exp(v - m));
  const z = e.reduce((a, v) => a + v, 0);
  return e.map((v) => v / z);
}

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;
