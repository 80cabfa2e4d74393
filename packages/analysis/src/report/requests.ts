import { normaliseForCues } from "../cues/cue-data.js";
import { type CueReadable, cueExpression, cueIn, cueIndex, cueWord, hasCue } from "../cues/cues.js";
import {
  collapseSpaces,
  hasLetter,
  hasLetterOrDigit,
  isAsciiWordChar,
  spaceSeparated,
} from "../text/characters.js";
import { pushTo } from "./lists.js";
import type { Row } from "./rows.js";

/**
 * What people ask the creator to make, bring back or release, read from the request itself
 * ("please make more", "bring back the old logo", "release these"): the verb and the first
 * words of its object, grouped by the head of the object (the thing asked for) rather than by
 * topic words.
 */

/**
 * A request verb (cue group `request-verb`) where a request starts: after an opener
 * (`request-opener`: "please", "should", "time to"), a hope a few words before it
 * (`request-hope`: "hope they will make") or a sentence break; "bring back" anywhere, since
 * it only ever asks. The verb is the first capture, its object (up to the clause's end) the
 * second.
 */
const request = () =>
  cueExpression(
    "request",
    (alt) =>
      new RegExp(
        `(?:^|[.!?;,\\n][^\\S\\n]*|\\b(?:${alt("request-opener")})\\s+|\\b(?:${alt("request-hope")})\\s+(?:(?!(?:${alt("request-self")})\\s)[\\p{L}@._']+\\s+){0,2}?(?:(?:${alt("request-modal")})\\s+)?|(?=(?:${alt("request-anywhere")})\\b))(${alt("request-verb")})\\b([^.!?;\\n]{0,80})`,
        "giu",
      ),
  );

/** Whether a word of the comment, as written, is in a `word` cue group. */
const isWord = (group: string, word: string) => cueWord(group, normaliseForCues(word));

/**
 * A word that ends the object (cue group `object-ender`: a conjunction, a filler, a verb that
 * opens a clause, as in "the colourway he is wearing"), a mention or a hashtag.
 */
const endsObject = (word: string) =>
  word.startsWith("@") || word.startsWith("#") || isWord("object-ender", word);
/** Words that measure what is asked for ("a bit of", "a box of"). */
const measures = (word: string) => isWord("measure-word", word);
/** Objects that only point at the product in the post ("drop these", "release them"). */
const points = (word: string) => isWord("pointing-word", word);
/** Words that open an object without naming it ("the", "some"). */
const opensObject = (word: string) => isWord("object-opener", word);

/** Objects that are not something to make ("make sure", "make me cry", "make my day"). */
const notAnObject = (rest: string) =>
  cueIndex("not-an-object", normaliseForCues(rest.trim())) === 0;

/** A "why" that objects ("why you gotta make this political?"), unlike "why don't you make…". */
const objects = (before: string) => hasCue("objecting-why", normaliseForCues(before));

/** Whether a character is a letter, a digit or an apostrophe: what a word is made of. */
const isWordChar = (ch: string) => ch === "'" || ch === "’" || hasLetterOrDigit(ch);

/**
 * A word of an object without the punctuation around it: none before it (a mention or a
 * hashtag keeps its sign), none after it ("one!" → "one").
 */
function trimmed(raw: string): string {
  const chars = [...raw];
  let start = 0;
  while (
    start < chars.length &&
    !(hasLetterOrDigit(chars[start] as string) || "@#".includes(chars[start] as string))
  )
    start++;
  let end = chars.length;
  while (end > start && !isWordChar(chars[end - 1] as string)) end--;
  return chars.slice(start, end).join("");
}

/** A participle that opens a clause after a noun ("a new mug dedicated to him"). */
function isParticiple(word: string): boolean {
  const w = word.toLowerCase();
  const stem = w.endsWith("ed") ? w.slice(0, -2) : w.endsWith("ing") ? w.slice(0, -3) : "";
  return ([...stem].length >= 3 && [...stem].every(hasLetter)) || cueWord("participle-word", w);
}

/** The words of an object, letters and digits only. */
function wordsOf(rest: string): string[] {
  const words: string[] = [];
  for (const raw of spaceSeparated(rest)) {
    const w = trimmed(raw);
    if (w.length === 0) break;
    // "a bit of starter" asks for starter: a measure word carries on past "of".
    if (w.toLowerCase() === "of" && words.length <= 2 && measures(words.at(-1) ?? "")) {
      words.push(w);
      continue;
    }
    if (endsObject(w)) break;
    if (![...w].every((ch) => ch === "-" || isWordChar(ch))) break;
    // A participle after a noun opens a clause ("a new mug dedicated to him").
    if (words.length >= 2 && isParticiple(w)) break;
    words.push(w);
    // Trailing punctuation ends the object after this word.
    if (!isWordChar([...raw].at(-1) as string)) break;
  }
  return words;
}

/**
 * "the old ones back" → "the old ones": what is asked back, when "back" follows it within
 * forty characters.
 */
function objectBeforeBack(rest: string): string | undefined {
  const lower = rest.toLowerCase();
  for (let at = lower.indexOf("back", 1); at > 0; at = lower.indexOf("back", at + 1)) {
    let start = at;
    while (start > 0 && (lower[start - 1] as string).trim() === "") start--;
    if (start > 40) return undefined;
    if (start === at || start === 0) continue;
    if (!isAsciiWordChar(lower.charCodeAt(at + 4))) return rest.slice(0, start);
  }
  return undefined;
}

/** A plural "s" after three letters or more ("clubs" → "club", "bus" stays). */
function withoutPluralS(word: string): string {
  if (!word.endsWith("s")) return word;
  const before = [...word.slice(0, -1)].slice(-3);
  return before.length === 3 && before.every(hasLetter) ? word.slice(0, -1) : word;
}

export interface RequestPhrase {
  /** What groups requests: the head of what is asked for ("tin" for "make tea tins"). */
  key: string;
  /** The request as written: up to three object words after any article ("make the tea tins"). */
  phrase: string;
}

/** The first request in a comment, if it asks for something by name. */
export function requestPhrase(comment: CueReadable): RequestPhrase | undefined {
  if (!cueIn("request-verb", comment)) return undefined;
  const text = comment.text;
  const REQUEST = request();
  REQUEST.lastIndex = 0;
  for (let m = REQUEST.exec(text); m !== null; m = REQUEST.exec(text)) {
    let verb = collapseSpaces((m[1] as string).toLowerCase());
    // "we need a new mug" asks the creator to make one; "we need these" wants the product
    // in the post, which is made already.
    const wanting = cueWord("request-wanting", verb);
    if (wanting) verb = "make";
    let rest = m[2] as string;
    // "Release date?" asks about the release; "can you release it?" asks for one.
    const cue = m[0].slice(0, m[0].length - (m[1] as string).length - rest.length);
    const cued = !(
      cue === "" ||
      (".!?;,\n".includes(cue[0] as string) && cue.slice(1).trim() === "")
    );
    if (!cued && text[m.index + m[0].length] === "?") continue;
    if (objects(text.slice(0, m.index + m[0].length - rest.length))) continue;
    if (notAnObject(rest)) continue;
    // "bring the old ones back" asks the same as "bring back the old ones".
    if (verb === "bring") {
      const before = objectBeforeBack(rest);
      if (before === undefined) continue;
      verb = "bring back";
      rest = before;
    }
    const written = wordsOf(rest);
    let lead = 0;
    while (lead < written.length - 1 && opensObject(written[lead] as string)) lead++;
    let words = written.slice(lead);
    const only = words[0] as string;
    if (words.length === 1 && opensObject(only) && !points(only)) words = [];
    if (words.length === 0) {
      if (cueWord("request-alone", verb)) return { key: verb, phrase: verb };
      continue;
    }
    // The last word of a short noun phrase is its head in English ("new tea tins"); a
    // pointer at the post's product groups with the other pointers ("drop these", "release
    // them", "make a lot of them").
    const object = words.slice(0, 3);
    const last = object[object.length - 1] as string;
    if (wanting && object.length === 1 && points(last)) continue;
    const head = points(last) ? "these" : withoutPluralS(last.toLowerCase());
    // Shown with its article, as asked: "make this a regular", "bring back the old tote".
    const shown = written.slice(0, lead + object.length);
    return { key: head, phrase: `${verb} ${shown.join(" ")}` };
  }
  return undefined;
}

export interface RequestGroup {
  /** As most of its people wrote it. */
  phrase: string;
  rows: Row[];
}

/** Requests grouped by what they ask for, the most asked first. */
export function requestGroups(
  rows: readonly Row[],
  peopleIn: (rs: Row[]) => number,
): RequestGroup[] {
  const byKey = new Map<string, Row[]>();
  const phrases = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const found = requestPhrase(r.record);
    if (!found) continue;
    pushTo(byKey, found.key, r);
    let forms = phrases.get(found.key);
    if (!forms) {
      forms = new Map();
      phrases.set(found.key, forms);
    }
    // Pointers are named alike ("release em" and "release these" both ask to release these).
    const written =
      found.key === "these"
        ? `${found.phrase.slice(0, found.phrase.lastIndexOf(" "))} these`.toLowerCase()
        : found.phrase.toLowerCase();
    forms.set(written, (forms.get(written) ?? 0) + 1);
  }
  return [...byKey.entries()]
    .map(([key, rs]) => {
      let phrase = key;
      let top = 0;
      for (const [form, n] of phrases.get(key) ?? [])
        if (n > top || (n === top && form.length < phrase.length)) {
          phrase = form;
          top = n;
        }
      return { phrase, rows: rs, people: peopleIn(rs) };
    })
    .sort((a, b) => b.people - a.people || (a.phrase < b.phrase ? -1 : 1))
    .map(({ phrase, rows: rs }) => ({ phrase, rows: rs }));
}
