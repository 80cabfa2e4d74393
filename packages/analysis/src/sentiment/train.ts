import { readComment } from "../record/comment-record.js";
import {
  DENSE,
  extractFeatures,
  type FeatureConfig,
  FeatureVector,
  FIRST_CUE_FEATURE,
} from "./features.js";
import { LABELS, type SentimentLabel } from "./model.js";

export interface TrainingExample {
  id: string;
  text: string;
  label: SentimentLabel;
  /** Group whose classes are balanced against each other (e.g. a language or a dataset). */
  group: string;
  /** Soft target (negative, neutral, positive) instead of the one-hot label, for lexicon rows. */
  target?: [number, number, number];
  /** Extra weight on top of class balancing (default 1). */
  weight?: number;
}

export interface TrainOptions {
  features: FeatureConfig;
  epochs: number;
  /** AdaGrad base learning rate. */
  learningRate: number;
  /** L2 penalty, applied to the coordinates each example touches. */
  l2: number;
  seed: number;
  /** Exponent for class balancing within a group: 0 = none, 1 = fully balanced. */
  balance: number;
  /** Relative weight of each group's examples (default 1). */
  groupWeight?: Record<string, number>;
  /** Average the weights at the end of the last N epochs (less noise than the final state). */
  averageLast?: number;
  /** Epochs of the second stage, which learns the cue features' weights (see `fitCueWeights`). */
  cueEpochs?: number;
}

export interface TrainedWeights {
  hashed: Float32Array;
  dense: Float32Array;
  /** Per cue entry key, its weights (negative, neutral, positive); see `fitCueWeights`. */
  cueEntries: Map<string, Float32Array>;
}

/** Small, well-mixed PRNG: the same seed gives the same shuffles on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Encoded {
  offsets: Int32Array;
  idx: Int32Array;
  val: Float32Array;
  dense: Float32Array;
  targets: Float32Array;
  weights: Float32Array;
  /** Per example, the cue entries it hits (empty for most). */
  entries: string[][];
}

/** `cues: false` leaves the cue features out (all zero), for the first stage of training. */
function encode(examples: TrainingExample[], opts: TrainOptions, cues = true): Encoded {
  const fv = new FeatureVector();
  const offsets = new Int32Array(examples.length + 1);
  let idx = new Int32Array(examples.length * 256);
  let val = new Float32Array(examples.length * 256);
  const dense = new Float32Array(examples.length * DENSE.length);
  const targets = new Float32Array(examples.length * 3);
  const weights = new Float32Array(examples.length);
  const entries: string[][] = [];

  // Class weights per group: (n_group / (3 · n_class))^balance, then the group's weight.
  const counts = new Map<string, number[]>();
  for (const e of examples) {
    const c = counts.get(e.group) ?? [0, 0, 0];
    (c[LABELS.indexOf(e.label)] as number)++;
    counts.set(e.group, c);
  }

  let n = 0;
  examples.forEach((e, i) => {
    const x = extractFeatures(readComment(e.text), opts.features, fv);
    entries.push(cues ? x.cues.entries : []);
    if (n + fv.n > idx.length) {
      const grow = Math.max(idx.length * 2, n + fv.n);
      const ni = new Int32Array(grow);
      ni.set(idx);
      idx = ni;
      const nv = new Float32Array(grow);
      nv.set(val);
      val = nv;
    }
    idx.set(fv.idx.subarray(0, fv.n), n);
    val.set(fv.val.subarray(0, fv.n), n);
    n += fv.n;
    offsets[i + 1] = n;
    dense.set(cues ? fv.dense : fv.dense.subarray(0, FIRST_CUE_FEATURE), i * DENSE.length);
    const y = LABELS.indexOf(e.label);
    if (e.target) targets.set(e.target, i * 3);
    else targets[i * 3 + y] = 1;
    const c = counts.get(e.group) as number[];
    const total = (c[0] as number) + (c[1] as number) + (c[2] as number);
    const present = c.filter((x) => x > 0).length;
    weights[i] =
      (total / (present * (c[y] as number))) ** opts.balance *
      (opts.groupWeight?.[e.group] ?? 1) *
      (e.weight ?? 1);
  });
  return {
    offsets,
    idx: idx.subarray(0, n),
    val: val.subarray(0, n),
    dense,
    targets,
    weights,
    entries,
  };
}

/** Fisher–Yates, in place, with the given generator: the same seed, the same order. */
function shuffle(order: Int32Array, rand: () => number): void {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = order[i] as number;
    order[i] = order[j] as number;
    order[j] = t;
  }
}

/** The loss gradient on one example's logits, (softmax − target) × its weight, into `grad`. */
function logitGradient(logits: Float64Array, data: Encoded, ex: number, grad: Float64Array): void {
  const m = Math.max(logits[0] as number, logits[1] as number, logits[2] as number);
  let z = 0;
  for (let c = 0; c < 3; c++) {
    const e = Math.exp((logits[c] as number) - m);
    grad[c] = e;
    z += e;
  }
  const sw = data.weights[ex] as number;
  for (let c = 0; c < 3; c++)
    grad[c] = ((grad[c] as number) / z - (data.targets[ex * 3 + c] as number)) * sw;
}

/**
 * The sentiment model in two stages. First every weight but the cue features' is learned from
 * the public training data (`trainSentiment`); then, with those frozen, the cue features'
 * weights are learned from the same data and from `cueExamples` (our own written examples of
 * each cue, see `fitCueWeights`). Freezing keeps the cue examples from moving the word
 * weights the public data taught.
 */
export function trainWithCues(
  examples: TrainingExample[],
  cueExamples: TrainingExample[],
  opts: TrainOptions,
): TrainedWeights {
  const base = trainSentiment(examples, opts, false);
  return fitCueWeights([...examples, ...cueExamples], base, opts);
}

/**
 * Learns the cue features' weights with every other weight fixed: logistic regression on the
 * cue features (one per group, and one per cue entry) over the fixed model's logits, by
 * AdaGrad (the first stage's seed and rate, `cueEpochs` epochs). Examples without any cue
 * carry no gradient and are skipped.
 */
export function fitCueWeights(
  examples: TrainingExample[],
  base: TrainedWeights,
  opts: TrainOptions,
): TrainedWeights {
  const data = encode(examples, opts);
  const D = DENSE.length;
  const G = D - FIRST_CUE_FEATURE;
  // Cue feature j < G is group j's dense feature; j ≥ G is entry j - G.
  const entryIndex = new Map<string, number>();
  const feats: Array<{ ex: number; idx: number[]; val: number[]; fixed: number[] }> = [];
  for (let ex = 0; ex < examples.length; ex++) {
    const idx: number[] = [];
    const val: number[] = [];
    for (let f = FIRST_CUE_FEATURE; f < D; f++) {
      const x = data.dense[ex * D + f] as number;
      if (x === 0) continue;
      idx.push(f - FIRST_CUE_FEATURE);
      val.push(x);
    }
    for (const key of data.entries[ex] as string[]) {
      let j = entryIndex.get(key);
      if (j === undefined) {
        j = entryIndex.size;
        entryIndex.set(key, j);
      }
      idx.push(G + j);
      val.push(1);
    }
    if (idx.length === 0) continue;
    const fixed = [0, 0, 0];
    for (let c = 0; c < 3; c++) {
      let l = 0;
      for (let k = data.offsets[ex] as number; k < (data.offsets[ex + 1] as number); k++)
        l += (data.val[k] as number) * (base.hashed[(data.idx[k] as number) * 3 + c] as number);
      for (let f = 0; f < FIRST_CUE_FEATURE; f++)
        l += (data.dense[ex * D + f] as number) * (base.dense[f * 3 + c] as number);
      fixed[c] = l;
    }
    feats.push({ ex, idx, val, fixed });
  }
  const w = new Float32Array((G + entryIndex.size) * 3);
  for (let j = 0; j < G; j++)
    for (let c = 0; c < 3; c++)
      w[j * 3 + c] = base.dense[(FIRST_CUE_FEATURE + j) * 3 + c] as number;
  const g2 = new Float32Array(w.length);
  const order = Int32Array.from(feats.keys());
  const rand = mulberry32(opts.seed);
  const logits = new Float64Array(3);
  const grad = new Float64Array(3);
  for (let epoch = 0; epoch < (opts.cueEpochs ?? opts.epochs); epoch++) {
    shuffle(order, rand);
    for (const n of order) {
      const { ex, idx, val, fixed } = feats[n] as (typeof feats)[number];
      for (let c = 0; c < 3; c++) logits[c] = fixed[c] as number;
      idx.forEach((j, k) => {
        for (let c = 0; c < 3; c++)
          logits[c] = (logits[c] as number) + (val[k] as number) * (w[j * 3 + c] as number);
      });
      logitGradient(logits, data, ex, grad);
      idx.forEach((j, k) => {
        for (let c = 0; c < 3; c++) {
          const at = j * 3 + c;
          const g = (grad[c] as number) * (val[k] as number);
          const acc = (g2[at] as number) + g * g;
          g2[at] = acc;
          w[at] = (w[at] as number) - (opts.learningRate * g) / Math.sqrt(acc + 1e-8);
        }
      });
    }
  }
  const dense = Float32Array.from(base.dense);
  dense.set(w.subarray(0, G * 3), FIRST_CUE_FEATURE * 3);
  const cueEntries = new Map<string, Float32Array>();
  for (const [key, j] of [...entryIndex].sort((x, y) => (x[0] < y[0] ? -1 : 1)))
    cueEntries.set(key, w.slice((G + j) * 3, (G + j) * 3 + 3));
  return { hashed: base.hashed, dense, cueEntries };
}

/**
 * Multinomial logistic regression (3 classes) by AdaGrad SGD: a fixed seed, a fixed number
 * of epochs and single-threaded float arithmetic, so the same data gives the same weights.
 * `cues: false` learns without the cue features (their weights stay 0).
 */
export function trainSentiment(
  examples: TrainingExample[],
  opts: TrainOptions,
  cues = true,
): TrainedWeights {
  const data = encode(examples, opts, cues);
  const B = 1 << opts.features.bits;
  const D = DENSE.length;
  const w = new Float32Array(B * 3);
  const g2 = new Float32Array(B * 3);
  const wd = new Float32Array(D * 3);
  const gd2 = new Float32Array(D * 3);
  const order = Int32Array.from(examples.keys());
  const rand = mulberry32(opts.seed);
  const lr = opts.learningRate;
  const l2 = opts.l2;
  const logits = new Float64Array(3);
  const grad = new Float64Array(3);

  const avgFrom = opts.epochs - (opts.averageLast ?? 1);
  const sum = new Float64Array(w.length);
  const sumD = new Float64Array(wd.length);
  let snapshots = 0;
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    shuffle(order, rand);
    for (const ex of order) {
      const from = data.offsets[ex] as number;
      const to = data.offsets[ex + 1] as number;
      logits.fill(0);
      for (let k = from; k < to; k++) {
        const b = (data.idx[k] as number) * 3;
        const v = data.val[k] as number;
        for (let c = 0; c < 3; c++) logits[c] = (logits[c] as number) + v * (w[b + c] as number);
      }
      for (let f = 0; f < D; f++) {
        const x = data.dense[ex * D + f] as number;
        if (x === 0) continue;
        for (let c = 0; c < 3; c++)
          logits[c] = (logits[c] as number) + x * (wd[f * 3 + c] as number);
      }
      logitGradient(logits, data, ex, grad);

      for (let k = from; k < to; k++) {
        const b = (data.idx[k] as number) * 3;
        const v = data.val[k] as number;
        for (let c = 0; c < 3; c++) {
          const j = b + c;
          const g = (grad[c] as number) * v + l2 * (w[j] as number);
          const acc = (g2[j] as number) + g * g;
          g2[j] = acc;
          w[j] = (w[j] as number) - (lr * g) / Math.sqrt(acc + 1e-8);
        }
      }
      for (let f = 0; f < D; f++) {
        const x = data.dense[ex * D + f] as number;
        if (x === 0) continue;
        for (let c = 0; c < 3; c++) {
          const j = f * 3 + c;
          const g = (grad[c] as number) * x;
          const acc = (gd2[j] as number) + g * g;
          gd2[j] = acc;
          wd[j] = (wd[j] as number) - (lr * g) / Math.sqrt(acc + 1e-8);
        }
      }
    }
    if (epoch >= avgFrom) {
      for (let j = 0; j < w.length; j++) sum[j] = (sum[j] as number) + (w[j] as number);
      for (let j = 0; j < wd.length; j++) sumD[j] = (sumD[j] as number) + (wd[j] as number);
      snapshots++;
    }
  }
  for (let j = 0; j < w.length; j++) w[j] = (sum[j] as number) / snapshots;
  for (let j = 0; j < wd.length; j++) wd[j] = (sumD[j] as number) / snapshots;
  return { hashed: w, dense: wd, cueEntries: new Map() };
}

/**
 * int8 quantisation with one scale: the 99.99th percentile of |w| maps to 127 and the few
 * larger weights are clipped, which keeps resolution for the bulk of small weights.
 */
export function quantise(w: Float32Array): { q: Int8Array; scale: number } {
  const abs = new Float32Array(w.length);
  for (let i = 0; i < w.length; i++) abs[i] = Math.abs(w[i] as number);
  abs.sort();
  const top = abs[Math.min(abs.length - 1, Math.floor(abs.length * 0.9999))] as number;
  const scale = top > 0 ? top / 127 : 1;
  const q = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) {
    q[i] = Math.max(-127, Math.min(127, Math.round((w[i] as number) / scale)));
  }
  return { q, scale };
}
