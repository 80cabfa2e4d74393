import { cueWordLists, onCueFilesChange } from "../cues/cues.js";
import { readModelJson } from "../model-files.js";
import type { CommentRecord } from "../record/comment-record.js";
import { hasLetter, withoutAccents } from "../text/characters.js";
import { ELIDING_LETTERS, squeeze, type Token, tokenize } from "../text/tokenize.js";

/** One language's lists in model/toxicity-lexicon.json (see scripts/toxicity-seeds.json). */
export interface ToxicityLists {
  /** Slurs, insulting names, harassment: toxic wherever they stand. */
  always: string[];
  /** Insulting only when aimed at a person ("you're so ugly", not "the colour is ugly"). */
  targeted: string[];
  /** Words that aim the comment at a person: pronouns, "this guy". */
  targets: string[];
  /** Regular expressions over the comment's words (threats, "go back to your country"). */
  patterns: string[];
  /**
   * Entries that are everyday words in another language ("negro": Italian insult, Spanish
   * colour), left out when a comment's language is unknown.
   */
  ambiguous?: string[];
}

export interface ToxicityLexicon {
  languages: Record<string, ToxicityLists>;
}

/**
 * Words allowed between a target and an English adjective (cue group `insult-filler`): "you
 * are so ugly", "she looks fat", but not "you made the logo ugly" (criticism of a thing).
 */
const englishFillers = () => cueWordLists("insult-filler").get("en") ?? [];
/** Negations that cancel an insult between target and adjective ("you're not ugly"). */
const denials = () => [...cueWordLists("insult-denial").values()].flat();

/** Without accents, and Turkish dotless ı as i: comments are written either way. */
export function fold(word: string): string {
  const w = withoutAccents(word);
  return w.includes("ı") ? w.replaceAll("ı", "i") : w;
}

/** The text as a literal inside a regular expression: its special characters escaped. */
function escaped(text: string): string {
  let out = "";
  for (const ch of text) out += ".*+?^{}()|[]$\\".includes(ch) ? `\\${ch}` : ch;
  return out;
}

/**
 * A lexicon entry as a regular-expression alternative: tokenised and folded like a comment
 * (so "t'es" reads "t' es"), "_" for spaces, a trailing "*" for any ending.
 */
export function entrySource(entry: string): string {
  const wildcard = entry.endsWith("*");
  const words = (wildcard ? entry.slice(0, -1) : entry).replaceAll("_", " ");
  const joined = wordsOf(tokenize(words)).join(" ");
  return escaped(joined) + (wildcard ? "[^ |]*" : "");
}

/** Patterns are written as a comment reads once folded: "j'espere" → "j' espere". */
export function patternSource(pattern: string): string {
  return fold(pattern.toLowerCase())
    .split("'")
    .reduce((text, part, i) => (i === 0 ? part : `${text}'${elides(text, part) ? " " : ""}${part}`))
    .replaceAll("-", " ");
}

function alternatives(entries: string[], source: (e: string) => string): string {
  return [...new Set(entries.map(source))].filter(Boolean).join("|");
}

/** The part of a language's expression that needs a person target before the adjective. */
function targetedSource(lists: ToxicityLists, lang: string): string | undefined {
  if (!lists.targeted.length || !lists.targets.length) return undefined;
  const notNegation = `(?!(?:${denials().map(fold).join("|")})(?= ))`;
  const between =
    lang === "en"
      ? `(?: ${notNegation}(?:${englishFillers().map(escaped).join("|")})){0,3}`
      : `(?: ${notNegation}[^ |@]+){0,2}`;
  return `(?:${alternatives(lists.targets, entrySource)})${between} (?:${alternatives(lists.targeted, entrySource)})`;
}

/** One expression for a language's lists, matched against `normalizedWords`. */
export function compileLists(lists: ToxicityLists, lang: string): RegExp {
  const parts = [
    alternatives(lists.always, entrySource),
    lists.patterns.map(patternSource).join("|"),
    targetedSource(lists, lang),
  ].filter((p): p is string => !!p);
  return new RegExp(`(?<= )(?:${parts.join("|")})(?= )`, "u");
}

/**
 * The words of a comment as the lexicon reads them: lower case, folded, stretched words
 * without doubled letters, mentions as "@", sentence ends as "|", emoji and other signs left
 * out. Joined by single spaces, with a space at each end.
 */
export function normalizedWords(tokens: readonly Token[]): string {
  return ` ${wordsOf(tokens).join(" ")} `;
}

function wordsOf(tokens: readonly Token[]): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    if (t.kind === "word" || t.kind === "hashtag")
      out.push(fold(t.elongated ? squeeze(t.text) : unstretchEnd(t.text)));
    else if (t.kind === "mention") out.push("@");
    else if (t.kind === "punct" && endsSentence(t.text)) out.push("|");
  }
  return out;
}
const endsSentence = (punct: string) =>
  punct.includes(".") || punct.includes("!") || punct.includes("?");

/** "galinhaa" → "galinha": a final vowel written twice is often a stretch too short to count. */
function unstretchEnd(w: string): string {
  const n = w.length;
  if (n < 5) return w;
  const last = w.charCodeAt(n - 1);
  return last === w.charCodeAt(n - 2) && VOWELS.includes(w[n - 1] as string) ? w.slice(0, -1) : w;
}
const VOWELS = "aeiou";

/**
 * English turns of phrase that use an insult's word for something else: new shoes praised as
 * "them bitches clean", swearing as an intensifier ("hurts like a bitch", "rage like a
 * bastard"), "a snowflake's chance". Read on `normalizedWords`; replaced before matching.
 */
const HARMLESS_ENGLISH = new RegExp(
  [
    " (?:them|these|those|that|this|dem|dese|@) (?:bitch|bitches|hoe|hoes|fucker|fuckers)(?= (?:is |are |r |be |look |looks |lookin |looking |so |mad |hella |too |go |goes |going )?(?:clean|fire|sick|hard|dope|fresh|nice|cold|crazy|tough|tuff|heat|hot|slap|slaps|bang|banging|fly|lit) )",
    // Dutch and Afrikaans "hoe" (how), in a comment too short to be told from English.
    "(?<= (?:@|kijk|kyk|ag|jy|en|maar|nee|ja|oh|wow)) hoe(?= (?:vet|mooi|lekker|gaaf|tof|leuk|stoer|stout|groot|gaat|lank|mooie|oulik|lelik|kan|moet|werk|is dit|is die|cool|nice) )",
    "(?<=(?:hurts?|hurting|rage|raging|sweat|sweating|burns?|burning|itch|itches|sore|cold|work|working) like an?) (?:bastard|bitch)(?= )",
    " snowflakes?(?= chance )",
  ].join("|"),
  "g",
);

/** English words are insults in comments of every language but these, where they are common words. */
const ENGLISH_LOOKALIKES = new Set(["nl", "af"]);

let lexicon: ToxicityLexicon | undefined;
let compiled: Map<string, RegExp> | undefined;
let unknownLanguage: RegExp[] | undefined;
// The expressions hold the `insult-filler` and `insult-denial` cue groups' words.
onCueFilesChange(() => {
  compiled = undefined;
  unknownLanguage = undefined;
});

function lists(): Record<string, ToxicityLists> {
  lexicon ??= readModelJson<ToxicityLexicon>("toxicity-lexicon.json");
  return lexicon.languages;
}

function expressions(): Map<string, RegExp> {
  compiled ??= new Map(Object.entries(lists()).map(([lang, l]) => [lang, compileLists(l, lang)]));
  return compiled;
}

/**
 * For a comment whose language is unknown: every language's lists but English (asked
 * anyway), without the entries that are everyday words in another language.
 */
function unknownLanguageExpressions(): RegExp[] {
  if (!unknownLanguage) {
    unknownLanguage = Object.entries(lists())
      .filter(([lang]) => lang !== "en")
      .map(([lang, l]) => {
        const ambiguous = new Set(l.ambiguous);
        const plain = (entries: string[]) => entries.filter((e) => !ambiguous.has(e));
        return compileLists({ ...l, always: plain(l.always), targeted: plain(l.targeted) }, lang);
      });
  }
  return unknownLanguage;
}

/**
 * Whether a comment insults, harasses, threatens or demeans someone: a slur or insulting name,
 * a threat or wish of harm, or a demeaning word aimed at a person. Plain criticism ("this shoe
 * is ugly") and swearing that insults nobody ("damn these are fire") are not toxic. English is
 * checked in every language (comments mix it in), then the comment's own language, or every
 * language when it is unknown.
 */
export function isToxic(comment: CommentRecord, lang: string): boolean {
  const list = comment.tokens;
  let words = 0;
  for (const t of list) if (t.kind === "word" || t.kind === "hashtag") words++;
  if (words === 0) return false;
  const all = expressions();
  const s = normalizedWords(list);
  // Harmless turns of phrase are taken out only where an insult's word matched: most
  // comments never pay for the extra pass.
  const en = ENGLISH_LOOKALIKES.has(lang) ? undefined : all.get("en");
  if (en?.test(s) && en.test(s.replace(HARMLESS_ENGLISH, " ~"))) return true;
  if (lang === "und") return unknownLanguageExpressions().some((e) => e.test(s));
  const own = lang === "en" ? undefined : all.get(lang);
  return own ? own.test(s) : false;
}

/** Whether an apostrophe between `before` and `after` ends a French elision ("j'" of "j'espere"). */
function elides(before: string, after: string): boolean {
  const letter = before.at(-1) ?? "";
  const ahead = before.at(-2);
  return (
    ELIDING_LETTERS.includes(letter) &&
    letter !== "" &&
    (ahead === undefined || !hasLetter(ahead)) &&
    hasLetter([...after][0] ?? "")
  );
}
