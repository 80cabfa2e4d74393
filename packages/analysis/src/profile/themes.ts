import { readComment } from "../record/comment-record.js";
import { extractTerms } from "../report/terms.js";
import { withoutPlural, withoutSeparators } from "../text/word-forms.js";
import type { PostEntry, Row } from "./model.js";

/**
 * Themes across posts: the post reports' content words and phrases (same stopwords and
 * filler list), merged over spelling variants people use from one post to the next
 * ("preorders", "preorder", "pre-order"), kept when they recur under several posts.
 */

export interface Theme {
  key: string;
  /** As people write it most often. */
  label: string;
  words: string[];
  rows: Row[];
  /** The posts it comes up under, with their comments on it. */
  posts: Map<PostEntry, Row[]>;
  people: number;
}

/** Comments by theme key. */
export type ThemeIndex = Map<string, Row[]>;

/** "pre-orders" → "preorder": hyphens and apostrophes out, a plain plural s off. */
function canonicalWord(word: string): string {
  return withoutPlural(withoutSeparators(word));
}

/** Keys of terms seen so far: a profile's vocabulary is far smaller than its word count. */
const keyCache = new Map<string, string>();

function keyOf(term: string): string {
  let key = keyCache.get(term);
  if (key === undefined) {
    key = term.includes(" ") ? term.split(" ").map(canonicalWord).join("") : canonicalWord(term);
    if (keyCache.size > 200_000) keyCache.clear();
    keyCache.set(term, key);
  }
  return key;
}

export interface TermKey {
  key: string;
  words: string[];
  /** As written, lower-cased. */
  surface: string;
}

/** A term as the comment wrote it, lower-cased ("preorders" for the term "preorder"). */
function written(term: string, surface: ReadonlyMap<string, string>): string {
  return surface.get(term)?.toLowerCase() ?? term;
}

/** A text's theme keys, each once. */
export function termKeys(text: string, lang: string): TermKey[] {
  const out = new Map<string, TermKey>();
  const { terms, surface } = extractTerms(readComment(text), lang);
  for (const term of terms) {
    const key = keyOf(term);
    if (key.length < 3 || out.has(key)) continue;
    out.set(key, {
      key,
      words: term.split(" ").map(canonicalWord),
      surface: written(term, surface),
    });
  }
  return [...out.values()];
}

/**
 * Fills each row's `keys` (and the terms they came from) and indexes the rows by key. Only
 * comments in the sentiment count.
 */
export function indexThemes(rows: readonly Row[]): ThemeIndex {
  const byKey: ThemeIndex = new Map();
  // Repeated texts (emoji strings, bot floods, "first!") are read once per language.
  const seen = new Map<string, Map<string, { keys: string[]; terms: string[] }>>();
  for (const row of rows) {
    if (!row.real) continue;
    let byText = seen.get(row.lang);
    if (!byText) {
      byText = new Map();
      seen.set(row.lang, byText);
    }
    let found = byText.get(row.comment.text);
    if (!found) {
      const keys: string[] = [];
      const terms: string[] = [];
      // Stored reports keep no records: each distinct text is read once here.
      const extracted = extractTerms(readComment(row.comment.text), row.lang);
      for (const term of extracted.terms) {
        const key = keyOf(term);
        if (key.length < 3 || keys.includes(key)) continue;
        keys.push(key);
        terms.push(written(term, extracted.surface));
      }
      found = { keys, terms };
      byText.set(row.comment.text, found);
    }
    row.keys = found.keys;
    row.terms = found.terms;
    for (const key of found.keys) {
      const list = byKey.get(key);
      if (list) list.push(row);
      else byKey.set(key, [row]);
    }
  }
  return byKey;
}

/** Groups a few rows by their keys (an index over a subset, such as open questions). */
export function indexSubset(rows: readonly Row[]): ThemeIndex {
  const byKey: ThemeIndex = new Map();
  for (const row of rows) {
    for (const key of row.keys) {
      const list = byKey.get(key);
      if (list) list.push(row);
      else byKey.set(key, [row]);
    }
  }
  return byKey;
}

/** The theme's most used spelling, and the words it is made of. */
function spelling(key: string, rows: readonly Row[]): { label: string; words: string[] } {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const term = r.terms[r.keys.indexOf(key)];
    if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const label =
    [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? key;
  return { label, words: label.split(" ").map(canonicalWord) };
}

function groupByPost(rows: readonly Row[]): Map<PostEntry, Row[]> {
  const posts = new Map<PostEntry, Row[]>();
  for (const r of rows) {
    const list = posts.get(r.entry);
    if (list) list.push(r);
    else posts.set(r.entry, [r]);
  }
  return posts;
}

/** A phrase counts a little more than a single word used as often, as in the post reports. */
function weight(people: number, key: string, rows: readonly Row[]): number {
  const first = rows[0];
  const term = first ? first.terms[first.keys.indexOf(key)] : undefined;
  return people * (term?.includes(" ") ? 1.5 : 1);
}

/**
 * Themes used by at least three people under at least `minPosts` posts, most people first;
 * a word already inside a chosen phrase, or a phrase around a chosen word, is the same theme.
 */
export function pickThemes(index: ThemeIndex, minPosts: number, limit: number): Theme[] {
  // Keys by an upper bound of their weight (every comment by someone else), so only the
  // leading ones need counting people and posts.
  const keys = [...index.entries()]
    .filter(([, rows]) => rows.length >= 3)
    .map(([key, rows]) => ({ key, rows, bound: weight(rows.length, key, rows) }))
    .sort((a, b) => b.bound - a.bound || (a.key < b.key ? -1 : 1));
  // Enough exact candidates that merging related ones still leaves `limit` themes.
  const wanted = limit * 4;
  const candidates: Array<{
    key: string;
    rows: Row[];
    posts: Map<PostEntry, Row[]>;
    people: number;
    weight: number;
  }> = [];
  for (const k of keys) {
    if (candidates.length >= wanted) {
      const floor = (candidates[wanted - 1] as { weight: number }).weight;
      if (k.bound < floor) break;
    }
    const posts = groupByPost(k.rows);
    if (posts.size < minPosts) continue;
    const people = new Set(k.rows.map((r) => r.user)).size;
    if (people < 3) continue;
    candidates.push({
      key: k.key,
      rows: k.rows,
      posts,
      people,
      weight: weight(people, k.key, k.rows),
    });
    candidates.sort((a, b) => b.weight - a.weight || (a.key < b.key ? -1 : 1));
  }
  const chosen: Theme[] = [];
  for (const c of candidates) {
    const { label, words } = spelling(c.key, c.rows);
    const covered = chosen.some((t) => {
      const related =
        words.every((w) => t.words.includes(w)) || t.words.every((w) => words.includes(w));
      return related && t.rows.length >= c.rows.length * 0.5;
    });
    if (covered) continue;
    chosen.push({ key: c.key, label, words, rows: c.rows, posts: c.posts, people: c.people });
    if (chosen.length >= limit) break;
  }
  return chosen;
}
