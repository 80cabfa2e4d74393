import { collapseSpaces, isAllDigits } from "../text/characters.js";
import type { Mentions } from "./insight.js";
import type { Row } from "./rows.js";
import { isFunctionPhrase } from "./terms.js";
import { groupTerms, type TermScope } from "./topics.js";

/** Letters, digits and marks: what a matched cue is widened to, so "ship" reads "shipping". */
const WORD_CHAR = /[\p{L}\p{N}\p{M}'’-]/u;

const CURRENCIES = "$€£";

/**
 * An amount of money, written "179 €", "€179" or "$ 270", as one key ("€179"): one cue
 * however it is written. Undefined for anything else.
 */
function moneyKey(written: string): string | undefined {
  let s = written;
  const before = CURRENCIES.includes(s[0] ?? "-") ? (s[0] as string) : "";
  if (before) s = s.slice(1);
  if (s.startsWith(" ")) s = s.slice(1);
  const after = CURRENCIES.includes(s.at(-1) ?? "-") ? (s.at(-1) as string) : "";
  if (after) s = s.slice(0, -1);
  if (s.endsWith(" ")) s = s.slice(0, -1);
  const amount = s;
  const digits =
    amount !== "" &&
    [...amount].every((ch) => (ch >= "0" && ch <= "9") || ch === "." || ch === ",");
  if (!digits || !isAllDigits(amount[0] as string) || !(before || after)) return undefined;
  return `${before || after}${amount}`;
}

function keyOf(written: string): string {
  return moneyKey(written) ?? written.toLocaleLowerCase();
}

function widen(text: string, start: number, end: number): string {
  let s = start;
  let e = end;
  while (s > 0 && WORD_CHAR.test(text[s - 1] as string)) s--;
  while (e < text.length && WORD_CHAR.test(text[e] as string)) e++;
  return text.slice(s, e);
}

const globalCache = new WeakMap<RegExp, RegExp>();
function globalOf(pattern: RegExp): RegExp {
  let g = globalCache.get(pattern);
  if (!g) {
    g = new RegExp(
      pattern.source,
      pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
    );
    globalCache.set(pattern, g);
  }
  return g;
}

interface CueOptions {
  limit?: number;
  minPeople?: number;
  /** Keep cues made of function words: for patterns whose every match names the thing. */
  anyWord?: boolean;
}

/**
 * The words a group of comments uses for what `pattern` detects ("ripped", "fall apart",
 * "$270"), as whole words, most people first. A cue needs two people (`minPeople`), so one
 * comment's wording does not name the group.
 */
export function topCues(
  rows: readonly Row[],
  pattern: RegExp,
  { limit = 3, minPeople = 2, anyWord = false }: CueOptions = {},
): string[] {
  const g = globalOf(pattern);
  const people = new Map<string, { written: Map<string, number>; who: Set<number> }>();
  for (const r of rows) {
    const text = r.comment.text;
    g.lastIndex = 0;
    for (let m = g.exec(text); m !== null; m = g.exec(text)) {
      if (m[0].length === 0) {
        g.lastIndex++;
        continue;
      }
      const written = collapseSpaces(widen(text, m.index, m.index + m[0].length)).trim();
      if (written.length < 2) continue;
      const key = keyOf(written);
      let entry = people.get(key);
      if (!entry) {
        entry = { written: new Map(), who: new Set() };
        people.set(key, entry);
      }
      entry.who.add(r.user);
      entry.written.set(written, (entry.written.get(written) ?? 0) + 1);
    }
  }
  const langs = new Map<string, number>();
  for (const r of rows) langs.set(r.analysis.lang, (langs.get(r.analysis.lang) ?? 0) + 1);
  let lang = "en";
  let most = 0;
  for (const [l, n] of langs)
    if (n > most) {
      lang = l;
      most = n;
    }

  return (
    [...people.entries()]
      // A cue of function words alone ("available") names nothing the theme does not.
      .filter(([key, e]) => e.who.size >= minPeople && (anyWord || !isFunctionPhrase(key, lang)))
      .sort((a, b) => b[1].who.size - a[1].who.size || (a[0] < b[0] ? -1 : 1))
      .slice(0, limit)
      .map(([key, e]) => {
        // Shown as most people write it, lower case on a tie ("sold out" over "SOLD OUT").
        let best = key;
        let top = 0;
        for (const [form, n] of e.written)
          if (n > top || (n === top && form === form.toLocaleLowerCase())) {
            best = form;
            top = n;
          }
        return best;
      })
  );
}

/** A group this small names its people's words even when nobody shares them. */
const FEW_PEOPLE = { min: 3, max: 5 };

/**
 * What a group's comments mention ("ripped", "fall apart", "sole"): the words that raised the
 * group first, then (`withTerms`) the words that set it apart from the rest of the post. In a
 * small group where each person put it their own way, one word of each (`own`: "ripped",
 * "tear").
 */
export function cueMentions(
  rows: readonly Row[],
  pattern: RegExp,
  scope: TermScope,
  { withTerms = true, anyWord = false }: { withTerms?: boolean; anyWord?: boolean } = {},
): Mentions | undefined {
  const picked: string[] = [];
  const taken = (t: string) => {
    const low = t.toLocaleLowerCase();
    return picked.some((p) => {
      const q = p.toLocaleLowerCase();
      return q.includes(low) || low.includes(q);
    });
  };
  const shared = topCues(rows, pattern, { anyWord });
  const people = new Set(rows.map((r) => r.user)).size;
  if (shared.length === 0 && people >= FEW_PEOPLE.min && people <= FEW_PEOPLE.max) {
    const own = ownWords(rows, pattern, anyWord);
    if (own.length >= 2) return { words: own, own: true };
  }
  for (const t of [...shared, ...(withTerms ? groupTerms(rows, scope) : [])]) {
    if (picked.length >= 3) break;
    if (!taken(t)) picked.push(t);
  }
  return picked.length === 0 ? undefined : { words: picked };
}

/** One cue per person, each person's own (first) wording, when no two people share one. */
function ownWords(rows: readonly Row[], pattern: RegExp, anyWord: boolean): string[] {
  const words: string[] = [];
  const seen = new Set<number>();
  for (const r of rows) {
    if (seen.has(r.user)) continue;
    const [first] = topCues([r], pattern, { limit: 1, minPeople: 1, anyWord });
    if (
      first === undefined ||
      words.some((w) => w.toLocaleLowerCase() === first.toLocaleLowerCase())
    )
      continue;
    seen.add(r.user);
    words.push(first);
    if (words.length === 3) break;
  }
  return words;
}
