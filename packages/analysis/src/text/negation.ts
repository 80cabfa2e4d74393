import { cueWord } from "../cues/cues.js";
import type { Token } from "./tokenize.js";

/**
 * The words that turn, strengthen or soften an opinion are cue data (`word` groups, one file
 * per language): `negator` ("not", "nunca", "pas"), `intensifier` ("very", "muy"),
 * `after-intensifier` ("lindo demais"), `softener` ("kinda", "un peu") and `contrast` ("but",
 * "pero": what follows carries the verdict).
 */
export const isNegator = (word: string) => cueWord("negator", word);
const isIntensifier = (word: string) => cueWord("intensifier", word);
const isAfterIntensifier = (word: string) => cueWord("after-intensifier", word);
const isSoftener = (word: string) => cueWord("softener", word);
const isContrast = (word: string) => cueWord("contrast", word);

const SCOPE_BREAK = new Set([
  ".",
  ",",
  ";",
  ":",
  "!",
  "?",
  "…",
  "!!",
  "??",
  "!!!",
  "???",
  "?!",
  "!?",
]);

/** How many words a negation reaches ("not very good at all" still negates "good"). */
const SCOPE = 3;

export interface Modifiers {
  /** The token lies in a negation scope ("not [good]", "no me [gusta]", "pas [bon]"). */
  negated: Uint8Array;
  /** Weight for the token's opinion: >1 after an intensifier or a contrast, <1 after a softener. */
  weight: Float32Array;
}

/**
 * Negation scope and emphasis for each token. A scope opens at a negator and covers the next
 * three words, ending early at punctuation, an emoji, or a contrast word; a second negator
 * inside a scope extends it rather than cancelling it ("ne … pas" is one negation).
 */
export function modifiers(tokens: readonly Token[]): Modifiers {
  const n = tokens.length;
  const negated = new Uint8Array(n);
  const weight = new Float32Array(n).fill(1);
  let scope = 0;
  let boost = 1;
  let contrastSeen = -1;
  for (let i = 0; i < n; i++) {
    const t = tokens[i] as Token;
    if (t.kind === "punct" || t.kind === "emoji" || t.kind === "emoticon") {
      if (t.kind !== "punct" || SCOPE_BREAK.has(t.text)) scope = 0;
      boost = 1;
      continue;
    }
    if (t.kind !== "word") continue;
    const w = t.text;
    if (isContrast(w)) {
      scope = 0;
      contrastSeen = i;
      continue;
    }
    if (isNegator(w) || w.endsWith("n't")) {
      scope = SCOPE;
      continue;
    }
    if (isIntensifier(w)) {
      boost = 1.5;
      continue;
    }
    if (isSoftener(w)) {
      boost = 0.5;
      continue;
    }
    if (isAfterIntensifier(w) && i > 0) {
      weight[i - 1] = (weight[i - 1] as number) * 1.5;
      continue;
    }
    if (scope > 0) {
      negated[i] = 1;
      scope--;
    }
    weight[i] = (weight[i] as number) * boost * (t.shouted ? 1.3 : 1) * (t.elongated ? 1.2 : 1);
    boost = 1;
  }
  if (contrastSeen >= 0) {
    for (let i = 0; i < n; i++) weight[i] = (weight[i] as number) * (i < contrastSeen ? 0.5 : 1.5);
  }
  return { negated, weight };
}
