import { createRequire } from "node:module";

/**
 * Content words of a comment, for topics: lower-cased words and two-word phrases, without
 * stopwords (per language, plus English, which Instagram comments mix in everywhere) and
 * without the generic praise and filler words that say how people feel, not what about.
 */

// stopwords-iso ships a JSON file as its entry point.
const stopwords = createRequire(import.meta.url)("stopwords-iso") as Record<string, string[]>;

const GENERIC = new Set(
  `love loved loving lovely amazing awesome great good best better nice cute beautiful gorgeous
  stunning perfect wow omg lol lmao haha hahaha yes yess yesss yeah yay need want wanted like
  likes liked looks look looking really so much very thank thanks thx pls please plz cool
  fire insane obsessed literally honestly definitely absolutely totally super fav fave favorite
  favourite goals queen king girl guys bro sis babe dude ever never always today tomorrow
  post video pic picture photo reel content account page follow followed
  amo amei encanta encantó hermoso hermosa precioso preciosa bonito bonita lindo linda increíble
  genial gracias perfecto perfecta maravilloso maravilla divino divina bello bella quiero
  lindo lindos perfeito perfeita maravilhoso maravilhosa incrível obrigado obrigada adoro
  magnifique adore merci trop belle beau génial parfait parfaite sublime
  toll schön schöne danke super wunderschön liebe geil
  bellissimo bellissima grazie adoro stupendo stupenda
  disappointed disappointing sad angry hate hated terrible awful worst horrible ugh sucks meh
  decepcionado decepcionada decepción triste odio horrible peor decepcionante
  decepcionado decepcionada triste odeio horrível pior chateado chateada
  déçu déçue déçus décevant triste nul nulle horrible
  enttäuscht enttäuschend traurig schrecklich
  deluso delusa deludente triste orribile`.split(/\s+/),
);

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;

/** A fast membership test: stopwords-iso lists are arrays. */
const stopSets = new Map<string, Set<string>>();
function stopSet(lang: string): Set<string> {
  let set = stopSets.get(lang);
  if (!set) {
    set = new Set([...(stopwords.en ?? []), ...(stopwords[lang] ?? [])]);
    stopSets.set(lang, set);
  }
  return set;
}

function cleanForTerms(text: string): string {
  return text
    .replace(/https?:\/\/\S+/gi, " ")
    .replace(/@[\w.]+/g, " ")
    .replace(/#(\p{L}[\p{L}\p{N}_]*)/gu, " $1 ");
}

export interface CommentTerms {
  /** Unigrams and bigrams, each once per comment. */
  terms: string[];
  /** Surface forms as written, for display (lower-cased term → as written). */
  surface: Map<string, string>;
}

export function extractTerms(text: string, lang: string): CommentTerms {
  const stop = stopSet(lang);
  const words: Array<{ lower: string; raw: string } | null> = [];
  for (const match of cleanForTerms(text).matchAll(WORD)) {
    // Drop English possessives and French/Italian elisions (c'est → est, l'hôtel → hôtel).
    const raw = match[0]
      .replace(/['’]s$/, "")
      .replace(/^(?:c|j|n|l|d|s|m|t|qu|dell|all|un)['’]/i, "");
    const lower = raw.toLocaleLowerCase();
    const skip = lower.length < 3 || /^\d+$/.test(lower) || GENERIC.has(lower) || stop.has(lower);
    words.push(skip ? null : { lower, raw });
  }
  const terms = new Set<string>();
  const surface = new Map<string, string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (!w) continue;
    terms.add(w.lower);
    if (!surface.has(w.lower)) surface.set(w.lower, w.raw);
    const next = words[i + 1];
    if (next) {
      const bigram = `${w.lower} ${next.lower}`;
      terms.add(bigram);
      if (!surface.has(bigram)) surface.set(bigram, `${w.raw} ${next.raw}`);
    }
  }
  return { terms: [...terms], surface };
}
