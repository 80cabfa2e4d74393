export interface ClassStats {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface Scores {
  n: number;
  accuracy: number;
  /** Averages over the classes present in the gold labels. */
  macroF1: number;
  macroRecall: number;
  perClass: Record<string, ClassStats>;
}

/**
 * Accuracy and macro averages over the gold classes: a predicted class that never occurs in
 * the gold labels (neutral on a binary set) only costs recall of the gold classes.
 */
export function scoreLabels(gold: readonly string[], predicted: readonly string[]): Scores {
  if (gold.length !== predicted.length) throw new Error("gold and predicted differ in length");
  const classes = [...new Set(gold)].sort();
  const perClass: Record<string, ClassStats> = {};
  let correct = 0;
  for (let i = 0; i < gold.length; i++) if (gold[i] === predicted[i]) correct++;
  let f1Sum = 0;
  let recallSum = 0;
  for (const c of classes) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (let i = 0; i < gold.length; i++) {
      const g = gold[i] === c;
      const p = predicted[i] === c;
      if (g && p) tp++;
      else if (p) fp++;
      else if (g) fn++;
    }
    const precision = tp + fp ? tp / (tp + fp) : 0;
    const recall = tp + fn ? tp / (tp + fn) : 0;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    perClass[c] = { precision, recall, f1, support: tp + fn };
    f1Sum += f1;
    recallSum += recall;
  }
  const k = classes.length || 1;
  return {
    n: gold.length,
    accuracy: gold.length ? correct / gold.length : 0,
    macroF1: f1Sum / k,
    macroRecall: recallSum / k,
    perClass,
  };
}

/** Pearson correlation; NaN when either side is constant. */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i] as number;
    my += ys[i] as number;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}
