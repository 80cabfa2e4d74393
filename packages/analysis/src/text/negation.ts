import { spaceSeparated } from "./characters.js";
import type { Token } from "./tokenize.js";

const words = (s: string) => new Set(spaceSeparated(s));

/** Words that open a negation scope (en, es, pt, fr, de, it, nl, id, ar, hi), lower case. */
export const NEGATORS = words(`
  not no never nothing nobody none nor neither without cannot
  don't doesn't didn't isn't aren't wasn't weren't won't wouldn't can't couldn't shouldn't
  haven't hasn't hadn't ain't dont doesnt didnt isnt arent wasnt werent wont wouldnt cant
  couldnt shouldnt havent hasnt aint
  nunca jamás jamas ni nada nadie sin tampoco ningún ninguna ninguno
  não nao ñ nem ninguém ninguem sem nenhum nenhuma jamais
  ne n' pas rien aucun aucune sans
  nicht kein keine keinen keinem keiner keines nie niemals nichts ohne weder
  non mai niente nulla nessuno nessuna senza né neanche nemmeno neppure
  niet geen nooit
  tidak tak gak ga nggak enggak engga bukan jangan belum
  لا ليس لم لن مش مو مب مافي
  nahi nahin nhi नहीं नही
`);

/** Words that strengthen the next opinion word ("very good", "muy bueno", "sehr gut"). */
export const INTENSIFIERS = words(`
  very so soo really too super extremely totally absolutely incredibly truly such most
  literally insanely crazy hella mega ultra
  muy tan súper demasiado bastante re recontra
  muito mto mt tão tao bem
  très tres trop vraiment tellement hyper
  sehr voll echt total richtig extrem ganz besonders wirklich
  molto tanto troppo davvero proprio così cosi veramente
  heel erg zo
  sangat amat
  جدا مره كثير
  bahut bohot bahot bohut bht बहुत
`);

/** Intensifiers written after the word they strengthen ("lindo demais", "bagus banget"). */
export const POST_INTENSIFIERS = words("demais demasiado banget bgt sekali bngt");

/** Words that soften the next opinion word ("kind of nice", "un peu cher"). */
export const DIMINISHERS = words(`
  kinda somewhat slightly bit barely hardly fairly almost
  poco algo meio pouco peu assez etwas bisschen ziemlich kaum
  abbastanza piuttosto quasi agak
`);

/** Contrast words: what follows usually carries the writer's verdict ("nice but overpriced"). */
export const CONTRASTS = words(
  "but however although pero aunque mas porém mais cependant aber jedoch ma però tuttavia maar tapi namun",
);

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
    if (CONTRASTS.has(w)) {
      scope = 0;
      contrastSeen = i;
      continue;
    }
    if (NEGATORS.has(w) || w.endsWith("n't")) {
      scope = SCOPE;
      continue;
    }
    if (INTENSIFIERS.has(w)) {
      boost = 1.5;
      continue;
    }
    if (DIMINISHERS.has(w)) {
      boost = 0.5;
      continue;
    }
    if (POST_INTENSIFIERS.has(w) && i > 0) {
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
