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

/**
 * One pass over the text: links and @mentions are matched so they can be skipped (their
 * letters are not topics), everything else that starts with a letter or digit is a word.
 * "#ootd" yields the word "ootd" because "#" starts no match.
 */
const PIECE = /[hH][tT][tT][pP][sS]?:\/\/\S+|@[\w.]+|[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;
const POSSESSIVE = /['’]s$/;
const ELISION = /^(?:c|j|n|l|d|s|m|t|qu|dell|all|un)['’]/i;
const DIGITS = /^\d+$/;

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

export interface CommentTerms {
  /** Unigrams and bigrams, each once per comment. */
  terms: string[];
  /** Surface forms as written, for display (lower-cased term → as written). */
  surface: Map<string, string>;
}

/**
 * Called once per term and comment with the term as written, when that differs from the
 * lower-cased term (so the report can show "SPF" rather than "spf").
 */
export type SurfaceSink = (term: string, written: string) => void;

/**
 * The comment's terms. With `sink`, surface forms go to it and `surface` stays empty, which
 * spares a map per comment when a caller counts forms over many comments.
 */
export function extractTerms(text: string, lang: string, sink?: SurfaceSink): CommentTerms {
  const stop = stopSet(lang);
  const terms: string[] = [];
  const surface = sink ? NO_SURFACE : new Map<string, string>();
  let prevLower = "";
  let prevRaw = "";
  PIECE.lastIndex = 0;
  for (let m = PIECE.exec(text); m !== null; m = PIECE.exec(text)) {
    let raw = m[0];
    const first = raw.charCodeAt(0);
    // Links and mentions vanish without breaking a phrase, as if cut out of the text.
    if (first === 0x40 || ((first === 0x68 || first === 0x48) && raw.includes("://"))) continue;
    if (raw.includes("'") || raw.includes("’")) {
      // Drop English possessives and French/Italian elisions (c'est → est, l'hôtel → hôtel).
      raw = raw.replace(POSSESSIVE, "").replace(ELISION, "");
    }
    const lower = raw.toLowerCase();
    if (lower.length < 3 || GENERIC.has(lower) || stop.has(lower) || DIGITS.test(lower)) {
      prevLower = "";
      continue;
    }
    // Comments are short: a linear scan beats a Set for a handful of terms.
    if (!terms.includes(lower)) {
      terms.push(lower);
      if (!sink) surface.set(lower, raw);
      else if (raw !== lower) sink(lower, raw);
    }
    if (prevLower) {
      const bigram = `${prevLower} ${lower}`;
      if (!terms.includes(bigram)) {
        terms.push(bigram);
        const written = `${prevRaw} ${raw}`;
        if (!sink) surface.set(bigram, written);
        else if (prevRaw !== prevLower || raw !== lower) sink(bigram, written);
      }
    }
    prevLower = lower;
    prevRaw = raw;
  }
  return { terms, surface };
}

const NO_SURFACE = new Map<string, string>();
