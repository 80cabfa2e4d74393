import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { type Token, tokenize } from "../text/tokenize.js";
import { countScripts, languageFromScript } from "./scripts.js";

interface Eld {
  detect(text: string): { language: string; isReliable(): boolean };
}

let eldDetector: Eld | undefined;

/**
 * eld's n-gram tables cost ~250 ms and ~140 MB when loaded, and most comments never need
 * them, so they load on the first comment that does. eld is ESM-only without a require
 * condition: resolve its file, then require it (Node ≥ 20.19 loads ES modules that way).
 */
function eld(): Eld {
  if (!eldDetector) {
    const file = fileURLToPath(import.meta.resolve("eld/small"));
    eldDetector = (createRequire(import.meta.url)(file) as { eld: Eld }).eld;
  }
  return eldDetector;
}

/**
 * Frequent function words (and a few comment staples) per Latin-script language. A word
 * listed for several languages counts 1/k for each, so "de" or "la" barely moves the vote.
 * Romanised Hindi is listed because Indian Instagram comments are mostly written that way.
 */
const FUNCTION_WORDS: Record<string, string> = {
  en: `a the and you your you're is are was this that it it's to of in for with my me i i'm so
    just but not what how where when can do does did have has be will would all get please
    thank thanks very really omg lol looks look love beautiful amazing who why they we our
    she he her his our from at on an or if want need got than then there here`,
  es: `a el la los las del que y es en un una por para con muy más mas pero como qué me te lo
    se su sus tu mi yo está esta estoy eres son gracias hola todo bien también quiero
    donde dónde cuánto cuanto precio jaja hermosa hermoso bonito bonita lindo linda amo
    encanta gusta ya hay tiene nada eso esto cuando siempre porque vez hace`,
  pt: `o a os as do da dos das que e é em um uma não nao muito mais com para pra por você
    voce vc eu meu minha seu sua isso esse essa está tá ta tô obrigado obrigada kk linda
    lindo também quero onde quanto amei tudo bem ficou demais ao na no nas nos já tem
    gente aqui esse qual vai sou mim`,
  fr: `le la les de des du et est un une je tu il elle nous vous pas que qui pour avec dans
    sur ce c' j' n' l' d' qu' très trop mais ça merci bonjour mon ma mes ton ta tes oui
    aussi où combien au aux sont suis magnifique belle tout bien vraiment`,
  de: `der die das und ist ich du nicht ein eine einen mit auf für sie es wie sehr auch
    aber noch schon mal wo was wer danke bitte mein meine dein deine hast habe bin bist
    sind kann toll schön gibt einfach echt den dem im zu von wir ihr uns hier jetzt`,
  it: `il lo la le gli di che e è un una per con non sono sei mi ti ci molto più ma come
    questo questa grazie bello bella bellissima bellissimo anche dove quanto tutto ciao
    complimenti ho hai della del nel alla sempre brava bravo troppo`,
  nl: `de het een en van ik je niet is dat wat op te zo heel mooi echt maar ook voor met
    zijn wel dit deze jij bedankt leuk super`,
  id: `yang dan di ini itu aku kamu ada tidak gak ga nggak dengan untuk ke dari sudah udah
    bisa mau banget bgt sih ya kak kakak deh dong nya juga lagi saya apa cantik bagus
    keren semoga aja lucu min harga berapa sama kok`,
  tr: `ve bir bu çok cok için icin ne mi mı ben sen ama gibi daha var yok güzel guzel
    teşekkürler harika canım abla nasıl kaç fiyat çok olmuş`,
  pl: `i w na nie się sie to jest że ze z do co jak ale tak bardzo jestem piękne dzięki
    czy ja ty już tylko ten`,
  tl: `ang ng sa mga ko mo po ako ikaw ganda salamat naman talaga lang sobrang yung ito`,
  hi: `hai hain ka ki ke ko se mein main nahi nhi kya bhi aur ho tha thi yeh ye woh wo kar
    karo bahut bohot bhai ji sab accha acha hum tum aap mera meri tera teri apna kuch bas
    yaar hoga raha rahi`,
};

/** Letters that only some Latin-script languages use, with how much each one says. */
const LETTER_HINTS: Array<[string, Record<string, number>]> = [
  ["ãõ", { pt: 2 }],
  ["ñ¿¡", { es: 2 }],
  ["ß", { de: 2 }],
  ["äöü", { de: 1, tr: 0.5 }],
  ["ğşı", { tr: 2 }],
  ["łąężśźć", { pl: 2 }],
  ["ç", { pt: 0.5, fr: 0.5, tr: 0.5 }],
  ["èêëœ", { fr: 1 }],
  ["ìòù", { it: 1 }],
  ["ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ", { vi: 3 }],
];
const hintOf = new Map<number, Record<string, number>>();
for (const [chars, hint] of LETTER_HINTS) {
  for (const ch of chars) {
    hintOf.set(ch.codePointAt(0) as number, hint);
    hintOf.set(ch.toUpperCase().codePointAt(0) as number, hint);
  }
}

const votes = new Map<string, Array<[string, number]>>();
for (const [lang, list] of Object.entries(FUNCTION_WORDS)) {
  for (const w of list.split(/\s+/)) {
    if (!w) continue;
    const entry = votes.get(w) ?? [];
    if (!entry.some(([l]) => l === lang)) entry.push([lang, 1]);
    votes.set(w, entry);
  }
}
for (const entry of votes.values()) for (const e of entry) e[1] = 1 / entry.length;

export const DETECTABLE_LATIN = Object.keys(FUNCTION_WORDS).concat("vi");

export interface LanguageOptions {
  /**
   * Ask the statistical detector (eld) when the fast paths cannot decide. Costs ~30-80 µs per
   * comment; off, such comments are "und".
   */
  fallback?: boolean;
}

/** ISO 639-1 of ISO 639-3 codes eld can return here and the report might show. */
const MIN_LETTERS = 3;
const MIN_FALLBACK_LETTERS = 12;

/**
 * Language of a comment as ISO 639-1, or "und" when it cannot be told (emoji only, too short,
 * or no clear winner). Order: non-Latin script → function-word vote with letter hints →
 * optional eld fallback for longer Latin text.
 */
export function detectLanguage(text: string, tokens?: Token[], opts: LanguageOptions = {}): string {
  const counts = countScripts(text);
  if (counts.total < MIN_LETTERS) return "und";
  const byScript = languageFromScript(text, counts);
  if (byScript) return byScript;
  if (counts.latin < MIN_LETTERS) return "und";

  const scores = new Map<string, number>();
  let words = 0;
  for (const t of tokens ?? tokenize(text)) {
    if (t.kind !== "word") continue;
    words++;
    const entry = votes.get(t.text);
    if (!entry) continue;
    for (const [lang, w] of entry) scores.set(lang, (scores.get(lang) ?? 0) + w);
  }
  // Each distinctive letter counts once per comment, however often it appears.
  let seen: Set<Record<string, number>> | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xa1 || c > 0x1ef9) continue;
    const hint = hintOf.get(c);
    if (!hint) continue;
    seen ??= new Set();
    if (seen.has(hint)) continue;
    seen.add(hint);
    for (const lang in hint) scores.set(lang, (scores.get(lang) ?? 0) + (hint[lang] as number));
  }
  let best = "und";
  let top = 0;
  let second = 0;
  for (const [lang, s] of scores) {
    if (s > top) {
      second = top;
      top = s;
      best = lang;
    } else if (s > second) {
      second = s;
    }
  }
  // One clear function word decides a two-word comment; longer ones need a margin.
  const needed = words <= 3 ? 1 : 1.5;
  if (top >= needed && top >= 2 * second) return best;

  if (opts.fallback && counts.latin >= MIN_FALLBACK_LETTERS) {
    const r = eld().detect(text);
    if (r.language && r.isReliable()) return r.language;
  }
  if (top >= 1 && top > second) return best;
  return "und";
}
