export interface ClassStats {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

/** Precision, recall and F1 of a yes/no decision (a class, a tag, toxicity). */
export interface BinaryScores extends ClassStats {
  /** Cases where the prediction is yes. */
  predicted: number;
}

/**
 * Scores of `predicted` against `gold`, one pair per case; 0 where a ratio has no cases.
 * `support` counts the cases whose gold answer is yes.
 */
export function binaryScores(pairs: Iterable<{ gold: boolean; predicted: boolean }>): BinaryScores {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { gold, predicted } of pairs) {
    if (gold && predicted) tp++;
    else if (predicted) fp++;
    else if (gold) fn++;
  }
  const precision = tp + fp ? tp / (tp + fp) : 0;
  const recall = tp + fn ? tp / (tp + fn) : 0;
  return {
    precision,
    recall,
    f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
    support: tp + fn,
    predicted: tp + fp,
  };
}

/** The mean F1 over `names` (a name without scores counts as 0). */
export function macroF1(perName: Record<string, BinaryScores>, names: readonly string[]): number {
  return names.reduce((sum, name) => sum + (perName[name]?.f1 ?? 0), 0) / names.length;
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
    const { precision, recall, f1, support } = binaryScores(
      gold.map((g, i) => ({ gold: g === c, predicted: predicted[i] === c })),
    );
    perClass[c] = { precision, recall, f1, support };
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
