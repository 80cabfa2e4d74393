import type { Insight } from "@commentlens/shared";
import { cueWord } from "../cues/cues.js";
import { isOpinionWord } from "../sentiment/comment-cues.js";
import { hasLetter, isUpperCase, startsCapitalised } from "../text/characters.js";
import { type InsightRecord, insight, type Mentions } from "./insight.js";
import { count, pushTo } from "./lists.js";
import { best, type PeopleCounter, type Row } from "./rows.js";
import { TermsOfRecords } from "./terms.js";

/** A content word or phrase several commenters use, with the comments that use it. */
export interface Topic {
  term: string;
  label: string;
  rows: Row[];
  /** A word of opinion ("sick", "GOAT", "ugly"): how people feel, not what about. */
  opinion: boolean;
}

/** Terms and the rows that use them; built once for all audience comments. */
export type TermIndex = Map<string, Row[]>;

/** For each term, the ways it is written other than lower case, with their counts. */
export type TermLabels = Map<string, Map<string, number>>;

export function indexTerms(rows: Row[]): TermIndex {
  const byTerm: TermIndex = new Map();
  for (const row of rows) for (const term of row.terms) pushTo(byTerm, term, row);
  return byTerm;
}

/**
 * Sets each row's terms and returns the ways each term is written when that is not lower
 * case ("SPF", "Mazunte"), so topics can be shown as people write them.
 */
export function readTerms(rows: Row[], known?: TermsOfRecords): TermLabels {
  const labels: TermLabels = new Map();
  const noteForm = (term: string, form: string) => {
    let forms = labels.get(term);
    if (!forms) {
      forms = new Map();
      labels.set(term, forms);
    }
    forms.set(form, (forms.get(form) ?? 0) + 1);
  };
  // Repeated texts (copied comments, bot floods) share a record: each is read once per language.
  const read = known ?? new TermsOfRecords();
  for (const r of rows) {
    const hit = read.of(r.record, r.analysis.lang);
    r.terms = hit.terms;
    for (let k = 0; k < hit.forms.length; k += 2)
      noteForm(hit.forms[k] as string, hit.forms[k + 1] as string);
  }
  return labels;
}

/** A name as most people write it: two words or more, each capitalised ("Jason Day", "Air Max"). */
function looksLikeName(label: string): boolean {
  const words = label.split(" ");
  return (
    words.length >= 2 &&
    words.every((w) => startsCapitalised(w) && [...w].every((ch) => hasLetter(ch)))
  );
}

/**
 * Whether a phrase is a name: every word capitalised, and so written inside a sentence at
 * least once ("get the hat Jason Day wore"), since a sentence's first word is capitalised
 * anyway ("Funktioniert Multipoint?").
 */
function isNameIn(label: string, rows: readonly Row[]): boolean {
  if (!looksLikeName(label)) return false;
  return rows.some((r) => {
    const before = r.comment.text.slice(0, Math.max(0, r.comment.text.indexOf(label)));
    const last = before.trimEnd().at(-1);
    return last !== undefined && !".!?".includes(last);
  });
}

/**
 * Topics: content words and phrases used by several commenters, phrases preferred. `index`
 * holds the terms of a superset of `rows` (or exactly theirs); `inRows` keeps a term's rows
 * to `rows` when it is a subset.
 */
export function findTopics(
  rows: Row[],
  index: TermIndex,
  labels: TermLabels,
  people: PeopleCounter,
  inRows?: (r: Row) => boolean,
): Topic[] {
  const minimum = Math.max(2, Math.ceil(rows.length * 0.005));
  const candidates: Array<{ term: string; rows: Row[]; weight: number }> = [];
  for (const [term, all] of index) {
    // Cheap length test first: a term needs at least `minimum` comments to have that many people.
    if (all.length < minimum) continue;
    const list = inRows ? all.filter(inRows) : all;
    if (list.length < minimum) continue;
    const n = people.count(list);
    if (n < minimum) continue;
    // A phrase counts a little more than a single word used as often.
    candidates.push({ term, rows: list, weight: n * (term.includes(" ") ? 1.5 : 1) });
  }
  candidates.sort((a, b) => b.weight - a.weight || (a.term < b.term ? -1 : 1));
  const chosen: Array<Topic & { words: string[]; members: Set<Row> }> = [];
  for (const c of candidates) {
    const words = c.term.split(" ");
    const label = labelOf(c.term, c.rows.length, labels);
    const opinion = isOpinionWord(c.term) || isOpinionWord(label);
    const covered = chosen.some((t) => {
      // A word of opinion ("sick") never stands for the thing it praises ("jackets").
      if (t.opinion !== opinion) return false;
      // A word inside a chosen phrase, or a phrase made of a chosen word: the same topic.
      const related =
        words.every((w) => t.words.includes(w)) || t.words.every((w) => words.includes(w));
      if (related && t.rows.length >= c.rows.length * 0.5) {
        // A name half of them write in full says who the word meant ("Day" → "Jason Day").
        if (
          words.length > t.words.length &&
          c.rows.length >= t.rows.length * 0.5 &&
          isNameIn(label, c.rows)
        ) {
          t.term = c.term;
          t.label = label;
          t.words = words;
        }
        return true;
      }
      // Another word of the same comments ("honest" beside "review"): the same topic too.
      return count(c.rows, (r) => t.members.has(r)) >= c.rows.length * 0.6;
    });
    if (covered) continue;
    chosen.push({ term: c.term, label, rows: c.rows, opinion, words, members: new Set(c.rows) });
    if (chosen.length >= 25) break;
  }
  return chosen.map(({ term, label, rows, opinion }) => ({ term, label, rows, opinion }));
}

/** The most common way a term is written; `labels` counts only forms other than lower case. */
/** What naming a group's terms needs to know of the whole post. */
export interface TermScope {
  labels: TermLabels;
  /** Every term of the post's audience comments, with the comments using it. */
  termIndex: TermIndex;
  /** How many audience comments the index covers. */
  total: number;
  /** Names of the post's own account and its sibling brands: no news in a group. */
  isOwnName: (term: string) => boolean;
}

/**
 * The words and phrases that set a group of comments apart (“UK”, “restock”, “size 15”): used
 * by two people or more in the group, and at least twice as often there as in the post as a
 * whole, so the post's subject ("shoes") and the brand do not name every group. Phrases first
 * on a tie; as written.
 */
export function groupTerms(
  rows: readonly Row[],
  scope: TermScope,
  limit = 3,
  skip?: (term: string) => boolean,
): string[] {
  const users = new Map<string, Set<number>>();
  for (const r of rows) {
    for (const term of r.terms) {
      let who = users.get(term);
      if (!who) {
        who = new Set();
        users.set(term, who);
      }
      who.add(r.user);
    }
  }
  const ranked: Array<{ term: string; n: number }> = [];
  for (const [term, who] of users) {
    if (who.size < 2 || scope.isOwnName(term) || skip?.(term)) continue;
    const inGroup = who.size / Math.max(1, rows.length);
    const inPost = (scope.termIndex.get(term)?.length ?? 0) / Math.max(1, scope.total);
    const lift = inPost === 0 ? 5 : inGroup / inPost;
    if (lift < 2 && rows.length < scope.total) continue;
    ranked.push({ term, n: who.size * Math.min(lift, 5) * (term.includes(" ") ? 1.5 : 1) });
  }
  ranked.sort((a, b) => b.n - a.n || (a.term < b.term ? -1 : 1));
  const picked: string[] = [];
  for (const candidate of ranked) {
    const around = phraseAround(candidate.term, users);
    const term = skip?.(around) ? candidate.term : around;
    // A word already inside a picked phrase (or a phrase around a picked word) says nothing new.
    const words = term.split(" ");
    const overlaps = picked.some((p) => {
      const pw = p.split(" ");
      return words.every((w) => pw.includes(w)) || pw.every((w) => words.includes(w));
    });
    if (overlaps) continue;
    picked.push(term);
    if (picked.length >= limit) break;
  }
  return picked.map((term) => labelOf(term, users.get(term)?.size ?? 0, scope.labels));
}

/**
 * A word's phrase when most who use the word use the phrase ("sold" → "sold out"): the
 * phrase says what the word alone cannot.
 */
function phraseAround(term: string, users: Map<string, Set<number>>): string {
  if (term.includes(" ")) return term;
  const n = users.get(term)?.size ?? 0;
  let best = term;
  let bestN = 0;
  for (const [other, who] of users) {
    if (!other.includes(" ") || who.size < 0.7 * n || who.size <= bestN) continue;
    if (other.split(" ").includes(term)) {
      best = other;
      bestN = who.size;
    }
  }
  return best;
}

/** The words most of `rows` mention, up to three, for a finding's `mentions`. */
export function topicMentions(
  rows: readonly Row[],
  scope: TermScope,
  skip?: (term: string) => boolean,
): Mentions | undefined {
  const terms = groupTerms(rows, scope, 3, skip);
  return terms.length === 0 ? undefined : { words: terms };
}

function labelOf(term: string, uses: number, labels: TermLabels): string {
  const forms = labels.get(term);
  if (!forms) return withAbbreviations(term);
  let label = term;
  let top = uses;
  for (const n of forms.values()) top -= n;
  for (const [form, n] of forms) {
    // Capitals win only when most write them so ("GOAT", "SPF"): chants and shouts are
    // written in capitals whatever the word ("F E R O" beside "Fero").
    if (n > top && (n * 2 > uses || !isUpperCase(form))) {
      label = form;
      top = n;
    }
  }
  return withAbbreviations(label);
}

/** Abbreviations people type in lower case as often as not (cue group `abbreviation`). */
const isAbbreviation = (word: string) => cueWord("abbreviation", word);

function withAbbreviations(label: string): string {
  const words = label.split(" ");
  if (!words.some(isAbbreviation)) return label;
  return words.map((w) => (isAbbreviation(w) ? w.toUpperCase() : w)).join(" ");
}

/**
 * Up to five topics whose comments mostly (at least `minShare`) pass `test`, written by at
 * least `minimum` people (one person saying it twice is no pattern), the most matching first,
 * each as a sentence resting on the matching comments.
 */
export function topicInsights(
  topics: Topic[],
  test: (r: Row) => boolean,
  minShare: number,
  record: (t: Topic, rows: Row[]) => InsightRecord,
  peopleIn: (rows: Row[]) => number,
  minimum = 2,
): Insight[] {
  return topics
    .map((t) => ({ t, matching: t.rows.filter(test) }))
    .filter(
      ({ t, matching }) =>
        matching.length >= minimum &&
        matching.length >= minShare * t.rows.length &&
        peopleIn(matching) >= minimum,
    )
    .sort((a, b) => b.matching.length - a.matching.length)
    .filter(({ matching }, i, all) => !all.slice(0, i).some((o) => covers(o.matching, matching)))
    .slice(0, 5)
    .map(
      ({ t, matching }) => insight({ ...record(t, matching), topic: t.label }, matching) as Insight,
    );
}

/**
 * Whether `outer` says what `inner` would: a topic named in the comments of a bigger one
 * ("Europe" and "USA" in the same complaints) is one finding, said once. That is when
 * `outer` holds every row of `inner`, or half of them and the comment both would quote.
 */
function covers(outer: Row[], inner: Row[]): boolean {
  const shared = count(inner, (r) => outer.includes(r));
  return shared === inner.length || (shared * 2 >= inner.length && best(outer) === best(inner));
}
