// Precision, recall and F1 of a yes/no decision (a tag, toxicity) over labelled comments.

export interface BinaryScores {
  precision: number;
  recall: number;
  f1: number;
  /** Comments where the gold answer is yes. */
  support: number;
  /** Comments where the prediction is yes. */
  predicted: number;
}

/** Scores of `predicted` against `gold`, one pair per comment; 0 where a ratio has no cases. */
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

/** The mean F1 over `names`. */
export function macroF1(perName: Record<string, BinaryScores>, names: readonly string[]): number {
  return names.reduce((sum, name) => sum + (perName[name]?.f1 ?? 0), 0) / names.length;
}
