import { normaliseForCues } from "../cues/cue-data.js";
import { cueWord } from "../cues/cues.js";
import { pushTo } from "./lists.js";
import type { Row } from "./rows.js";

/**
 * What people ask the creator to make, bring back or release, read from the request itself
 * ("please make more", "bring back the old logo", "release these"): the verb and the first
 * words of its object, grouped by the head of the object (the thing asked for) rather than by
 * topic words.
 */

/** A cheap test for the verbs of `REQUEST`, which most comments lack. */
const REQUEST_VERB =
  /make|bring|release|drop|restock|put out|come out|start|sell|give us|we need|we want/i;

/**
 * A request verb where a request starts: after a cue ("please", "should", "time to") or a
 * sentence break; "bring back" anywhere, since it only ever asks.
 */
const REQUEST =
  /(?:^|[.!?;,\n][^\S\n]*|\b(?:ple+a*s+e*|pl[sz]+|should|need to|needs to|have to|has to|gotta|could you|can you|would you|will you|why not|y'?all|you guys|u guys|just|now|time to|wish you would|hope you)\s+|\b(?:hopefully|hope|hoping|wish)\s+(?:(?!(?:i|we|i'?m|my)\s)[\p{L}@._']+\s+){0,2}?(?:(?:will|would|could|can|gonna)\s+)?|(?=bring back\b))(make|bring back|bring|release|drop|restock|put out|come out with|start making|start selling|sell|give us|we need|we want)\b([^.!?;\n]{0,80})/giu;

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
const NOT_AN_OBJECT =
  /^(sure|me|my|you|your (?:day|own|mind|life|way|point)|up|him|her|them feel|us feel|it happen|it work|sense|fun|a difference|time|money|millions|billions|bank|a killing|room|space|history|no sense|off|out|by|a follow)\b/iu;

/** A "why" that objects ("why you gotta make this political?"), unlike "why don't you make…". */
const OBJECTING_WHY =
  /\bwhy\b(?!\s+(?:not|don'?t|dont|doesn'?t|can'?t|cant|won'?t|wont)\b)[^.!?\n]*$/iu;

/** Verbs that ask for something on their own ("restock!"). */
const STANDS_ALONE = new Set(["restock"]);

/** The words of an object, letters and digits only. */
function wordsOf(rest: string): string[] {
  const words: string[] = [];
  for (const raw of rest.trim().split(/\s+/u)) {
    const w = raw.replace(/^[^\p{L}\p{N}@#]+|(?<![^\p{L}\p{N}'’])[^\p{L}\p{N}'’]+$/gu, "");
    if (w.length === 0) break;
    // "a bit of starter" asks for starter: a measure word carries on past "of".
    if (w.toLowerCase() === "of" && words.length <= 2 && measures(words.at(-1) ?? "")) {
      words.push(w);
      continue;
    }
    if (endsObject(w)) break;
    if (!/^[\p{L}\p{N}'’-]+$/u.test(w)) break;
    // A participle after a noun opens a clause ("a new sneaker dedicated to him").
    if (words.length >= 2 && /^(?:\p{L}{3,}(?:ed|ing)|made|done|worn|built)$/iu.test(w)) break;
    words.push(w);
    // Trailing punctuation ends the object after this word.
    if (/[^\p{L}\p{N}'’]$/u.test(raw)) break;
  }
  return words;
}

export interface RequestPhrase {
  /** What groups requests: the head of what is asked for ("club" for "make golf clubs"). */
  key: string;
  /** The request as written: up to three object words after any article ("make the golf clubs"). */
  phrase: string;
}

/** The first request in a comment, if it asks for something by name. */
export function requestPhrase(text: string): RequestPhrase | undefined {
  if (!REQUEST_VERB.test(text)) return undefined;
  REQUEST.lastIndex = 0;
  for (let m = REQUEST.exec(text); m !== null; m = REQUEST.exec(text)) {
    let verb = (m[1] as string).toLowerCase().replace(/\s+/g, " ");
    // "we need a new sneaker" asks the creator to make one; "we need these" wants the product
    // in the post, which is made already.
    const wanting = verb === "we need" || verb === "we want";
    if (wanting) verb = "make";
    let rest = m[2] as string;
    // "Release date?" asks about the release; "can you release it?" asks for one.
    const cued = !/^(?:[.!?;,\n]\s*)?$/u.test(
      m[0].slice(0, m[0].length - (m[1] as string).length - rest.length),
    );
    if (!cued && text[m.index + m[0].length] === "?") continue;
    if (OBJECTING_WHY.test(text.slice(0, m.index + m[0].length - rest.length))) continue;
    if (NOT_AN_OBJECT.test(rest.trim())) continue;
    // "bring the old ones back" asks the same as "bring back the old ones".
    if (verb === "bring") {
      const back = /^(.{1,40}?)\s+back\b/iu.exec(rest);
      if (!back) continue;
      verb = "bring back";
      rest = back[1] as string;
    }
    const written = wordsOf(rest);
    let lead = 0;
    while (lead < written.length - 1 && opensObject(written[lead] as string)) lead++;
    let words = written.slice(lead);
    const only = words[0] as string;
    if (words.length === 1 && opensObject(only) && !points(only)) words = [];
    if (words.length === 0) {
      if (STANDS_ALONE.has(verb)) return { key: verb, phrase: verb };
      continue;
    }
    // The last word of a short noun phrase is its head in English ("new golf clubs"); a
    // pointer at the post's product groups with the other pointers ("drop these", "release
    // them", "make a lot of them").
    const object = words.slice(0, 3);
    const last = object[object.length - 1] as string;
    if (wanting && object.length === 1 && points(last)) continue;
    const head = points(last) ? "these" : last.toLowerCase().replace(/(?<=\p{L}{3})s$/u, "");
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
    const found = requestPhrase(r.comment.text);
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
        ? found.phrase.replace(/\s\S+$/u, " these").toLowerCase()
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
