import { cueWord } from "../cues/cues.js";
import { type CommentRecord, passingTokens } from "../record/comment-record.js";
import { isOpinionWord } from "../sentiment/comment-cues.js";
import { isAllDigits, straightApostrophes, withoutAccents, wordsOf } from "../text/characters.js";
import { ENGLISH_STOPWORDS as ENGLISH, SHORT_ANYWHERE, stopSet } from "../text/stopwords.js";
import { collapseElongation, type Token as RecordToken } from "../text/tokenize.js";
import { withoutPlural } from "../text/word-forms.js";

/**
 * Content terms of a comment, for themes: words and short phrases people use ("sold out",
 * "no UK release", "size 15", "out of stock"), never function words alone: no stopword of
 * English (mixed in everywhere), of the comment's language or, when short, of any language,
 * and no generic praise, congratulation, swear or filler word that says how people feel
 * rather than about what. Variants share one key: case, accents, a plural "s" and
 * "#hashtag" vs word; the surface forms are reported so a theme shows as people wrote it.
 */

/**
 * The word lists a topic is read with are cue data (`word` groups): `absence-word` ("no
 * restock", "sin stock"), `verb-particle` ("sold out"), `phrase-link` ("out of stock"),
 * `elided-word` ("l'hôtel"), and the English words that tell a verb or a state from a thing
 * (`auxiliary`, `verb-adverb`, `copula`, `degree-word`, `have-or-get`, `object-word`,
 * `time-determiner`, `praise-adjective`, `colour-word`).
 */
const listed = (group: string) => (word: string) => cueWord(group, word);
const isAbsenceWord = listed("absence-word");
const isParticle = listed("verb-particle");
const isPhraseLink = listed("phrase-link");
const isElided = listed("elided-word");
const isAuxiliary = listed("auxiliary");
const isVerbAdverb = listed("verb-adverb");
const isCopula = listed("copula");
const isColour = listed("colour-word");
const isDegree = listed("degree-word");
const isHaveOrGet = listed("have-or-get");
const isObjectWord = listed("object-word");
const isTimeDeterminer = listed("time-determiner");
const isPraiseAdjective = listed("praise-adjective");

/** The word without an English possessive or a leading elision ("dell'anno" → "anno"). */
function withoutApostropheForms(word: string): string {
  let w = word.endsWith("'s") ? word.slice(0, -2) : word;
  const at = w.indexOf("'");
  if (at > 0 && isElided(w.slice(0, at).toLowerCase())) w = w.slice(at + 1);
  return w;
}

type Kind = "content" | "digits" | "negator" | "particle" | "link" | "other";

interface Token {
  kind: Kind;
  /** The key variants share: lower case, no accents, no plural "s". */
  key: string;
  /** As written. */
  raw: string;
  /** As written, in lower case. */
  lower: string;
  /** Punctuation stands between it and the word before: no phrase spans the two. */
  broken: boolean;
  /** A form of "be" as written ("it's" before its "'s" is cut). */
  copula: boolean;
}

/**
 * Whether every word of a phrase is a function word (a stopword of English, of `lang`, or a
 * short one of any language): such a phrase never names a theme on its own ("available",
 * "make more").
 */
export function isFunctionPhrase(text: string, lang: string): boolean {
  const stop = stopSet(lang);
  const words = wordsOf(straightApostrophes(text.toLowerCase()));
  if (words.length === 0) return false;
  return words.every((w) => kindOf(w, w, stop) !== "content" && !isAllDigits(w));
}

/** What ends a phrase: sentence and clause marks, brackets, quotes. */
const PHRASE_BREAKS = '.!?;:,\n(){}[]"“”«»…|¿¡';
const breaksPhrase = (gap: string) => [...gap].some((ch) => PHRASE_BREAKS.includes(ch));

function kindOf(lower: string, raw: string, stop: Set<string>): Kind {
  if (isAbsenceWord(lower)) return "negator";
  if (isParticle(lower)) return "particle";
  if (isPhraseLink(lower)) return "link";
  if (isAllDigits(lower)) return "digits";
  // Cue word groups read words with letter runs cut to two ("yesss" reads "yess").
  const word = collapseElongation(lower);
  if (cueWord("names-a-thing", word)) return "content";
  if (
    cueWord("generic-word", word) ||
    ENGLISH.has(lower) ||
    stop.has(lower) ||
    SHORT_ANYWHERE.has(lower) ||
    cueWord("laughter-word", word) ||
    cueWord("interjection", word)
  )
    return "other";
  // Two letters make a word only as a written acronym ("UK", "XL" are above; "EQ", "4K").
  if (lower.length < 3 && !(raw.length === 2 && raw === raw.toUpperCase())) return "other";
  return "content";
}

const keys = new Map<string, string>();
/** Lower case without accents, and without a plural "s" on words of four letters or more. */
function keyOf(lower: string): string {
  let key = keys.get(lower);
  if (key === undefined) {
    key = withoutAccents(lower);
    key = withoutPlural(key);
    if (keys.size < 200_000) keys.set(lower, key);
  }
  return key;
}

export interface CommentTerms {
  /** Words and phrases, each once per comment. */
  terms: string[];
  /** Surface forms as written, for display (term → as written). */
  surface: Map<string, string>;
}

/**
 * Called once per term and comment with the term as written, when that differs from the
 * term's key (so the report can show "SPF" or "sold out" rather than "spf", "sold").
 */
export type SurfaceSink = (term: string, written: string) => void;

const LOWER_OR_SHOUTED = (raw: string, lower: string) => raw === lower || raw === raw.toUpperCase();
/**
 * English words that are no topic by their place in the sentence, which no word list can
 * tell: verbs ("work" in "link doesn't work" is no topic; in "work from home" it is), "day"
 * in phrases of time ("at the end of the day", not "leg day"), praise ("nice work") and
 * "a bit" of a quality ("a bit dry").
 * Capitalised words stay: after a question's auxiliary they are names ("will Mara sing?"),
 * and "Day" is a surname.
 */
function markNotTopics(out: Token[]): void {
  let afterAuxiliary = false;
  let stateChain = false;
  for (let i = 0; i < out.length; i++) {
    const t = out[i] as Token;
    if (t.broken) {
      afterAuxiliary = false;
      stateChain = false;
    }
    // Words of one clause: punctuation between cuts the link to the word before.
    const before = i > 0 && !t.broken ? (out[i - 1] as Token).lower : "";
    const next = out[i + 1];
    const after = next && !next.broken ? next.lower : "";
    const lower = t.lower;
    const notTopic =
      afterAuxiliary ||
      (isHaveOrGet(before) && lower.endsWith("ed")) ||
      (before === "to" && isObjectWord(after)) ||
      ((lower === "day" || lower === "days") && isTimeDeterminer(before)) ||
      // "nice work", "great job", "hard work": praise, not a topic.
      ((lower === "work" || lower === "job") && isPraiseAdjective(before)) ||
      // "a bit dry" says how much; "a bit of starter" names a thing.
      (lower === "bit" && before === "a" && after !== "of") ||
      // "it's just very busy.", "super busy.": a state at the end of a clause says how the
      // subject is, it names nothing ("the link is broken" keeps "link"). Words of opinion,
      // colours, names such as "small" and what people are doing ("we are cancelling") stay.
      (stateChain &&
        after === "" &&
        !cueWord("names-a-thing", collapseElongation(lower)) &&
        !isColour(lower) &&
        !lower.endsWith("ing") &&
        !isOpinionWord(lower));
    if (notTopic && t.kind === "content" && LOWER_OR_SHOUTED(t.raw, lower)) t.kind = "other";
    if (isAuxiliary(lower)) afterAuxiliary = true;
    else if (!(afterAuxiliary && isVerbAdverb(lower))) afterAuxiliary = false;
    // The chain starts at "be" or at a clause's first word, and runs on through words of degree.
    const clauseStart = i === 0 || t.broken;
    if (t.copula) stateChain = true;
    else stateChain = isDegree(lower) && (stateChain || clauseStart);
  }
}

/**
 * The comment's words in order, as written, read from its tokens: links, mentions, emoji and
 * a French or Italian elision ("l'" of "l'hôtel") are cut out as if never written, "#ootd"
 * reads "ootd", and words joined by hyphens are one ("t-shirt").
 */
function tokens(record: CommentRecord, lang: string): Token[] {
  const stop = stopSet(lang);
  const { tokens: list, text } = passingTokens(record);
  const out: Token[] = [];
  let end = 0;
  let broken = false;
  for (let k = 0; k < list.length; k++) {
    const t = list[k] as RecordToken;
    // Most gaps are one space; only longer ones can hold a mark that breaks a phrase.
    if (t.from - end > 1 || (t.from - end === 1 && text[end] !== " "))
      broken ||= breaksPhrase(text.slice(end, t.from));
    end = t.to;
    if (t.kind === "punct") {
      broken ||= breaksPhrase(t.text);
      continue;
    }
    if (t.kind !== "word" && t.kind !== "number" && t.kind !== "hashtag") continue;
    if (t.kind === "word" && t.text.endsWith("'")) continue;
    const from = t.kind === "hashtag" ? t.from + 1 : t.from;
    for (let next = list[k + 1]; joinsByHyphen(next, end, text); next = list[k + 1]) {
      end = (next as RecordToken).to;
      k++;
    }
    const piece = text.slice(from, end);
    // Drop English possessives and the elisions the tokens keep ("dell'anno" → "anno").
    const raw =
      piece.includes("'") || piece.includes("’")
        ? withoutApostropheForms(straightApostrophes(piece))
        : piece;
    const lower = raw.toLowerCase();
    const kind = t.kind === "number" ? "digits" : kindOf(lower, raw, stop);
    const copula = isCopula(raw === piece ? lower : straightApostrophes(piece.toLowerCase()));
    out.push({ kind, key: keyOf(lower), raw, lower, broken, copula });
    broken = false;
  }
  if (lang === "en" || lang === "und") markNotTopics(out);
  return out;
}

/** Whether `next` is a word written right after a hyphen that ends at `end` ("t-shirt"). */
function joinsByHyphen(next: RecordToken | undefined, end: number, text: string): boolean {
  return (
    next !== undefined &&
    (next.kind === "word" || next.kind === "number") &&
    next.from === end + 1 &&
    text[end] === "-"
  );
}

/** The phrase starting at `i`, of two or three words, when its words make one. */
function phrasesAt(ts: Token[], i: number, emit: (parts: Token[]) => void): void {
  const a = ts[i] as Token;
  const b0 = ts[i + 1];
  const b = b0?.broken ? undefined : b0;
  const c0 = b ? ts[i + 2] : undefined;
  const c = c0?.broken ? undefined : c0;
  if (!b) return;
  if (a.kind === "content") {
    // "checkout crashed", "sold out", "size 15"
    if (b.kind === "content" || b.kind === "particle" || b.kind === "digits") emit([a, b]);
    // "air max 90", "talla de zapato"
    if (c && b.kind === "content" && (c.kind === "content" || c.kind === "digits")) emit([a, b, c]);
    if (c && b.kind === "link" && c.kind === "content") emit([a, b, c]);
  } else if (a.kind === "negator" && b.kind === "content") {
    // "no restock", "no UK release"
    emit([a, b]);
    if (c?.kind === "content") emit([a, b, c]);
  } else if (a.kind === "particle" && b.kind === "link" && c?.kind === "content") {
    // "out of stock"
    emit([a, b, c]);
  }
}

/**
 * The comment's terms. With `sink`, surface forms go to it and `surface` stays empty, which
 * spares a map per comment when a caller counts forms over many comments.
 */
export function extractTerms(
  record: CommentRecord,
  lang: string,
  sink?: SurfaceSink,
): CommentTerms {
  const terms: string[] = [];
  const surface = sink ? NO_SURFACE : new Map<string, string>();
  const add = (term: string, written: string) => {
    // Comments are short: a linear scan beats a Set for a handful of terms.
    if (terms.includes(term)) return;
    terms.push(term);
    if (!sink) surface.set(term, written);
    else if (written !== term) sink(term, written);
  };
  const ts = tokens(record, lang);
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as Token;
    if (t.kind === "content") add(t.key, t.raw);
    phrasesAt(ts, i, (parts) =>
      add(parts.map((p) => p.key).join(" "), parts.map((p) => p.raw).join(" ")),
    );
  }
  return { terms, surface };
}

const NO_SURFACE = new Map<string, string>();

/** A comment's terms in one language, and the forms written unlike their term (term, form, …). */
interface RecordTerms {
  lang: string;
  terms: string[];
  forms: string[];
}

/**
 * Terms read while the per-comment stages still hold each comment's tokens (see
 * `AnalyzeOptions.onRead`), so the report's topics need not read the comments again.
 */
export class TermsOfRecords {
  private readonly read = new WeakMap<CommentRecord, RecordTerms>();

  /** The record's terms in `lang`, read now unless they were read so before. */
  of(record: CommentRecord, lang: string): RecordTerms {
    const known = this.read.get(record);
    if (known?.lang === lang) return known;
    const forms: string[] = [];
    const { terms } = extractTerms(record, lang, (term, form) => forms.push(term, form));
    const read = { lang, terms, forms };
    this.read.set(record, read);
    return read;
  }

  /** `of`, for the thread stage's hand-off (see `AnalyzeOptions.onRead`). */
  note = (record: CommentRecord, lang: string): void => {
    this.of(record, lang);
  };
}
