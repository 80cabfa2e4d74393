import MiniSearch from "minisearch";
import type { HelpSearchDocument } from "../../../vite-plugins/content/types";

/** A piece of displayed text; `match` pieces are what the query found. */
export interface TextPart {
  text: string;
  match: boolean;
}

export interface HelpSearchHit {
  document: HelpSearchDocument;
  title: TextPart[];
  heading: TextPart[] | undefined;
  snippet: TextPart[];
}

// Words too common to say anything about which article is meant.
const STOP_WORDS = new Set(
  "a an and are as at be but by can do does for from how i if in is it my of on or so that the this to was what when where which who why will with you your".split(
    " ",
  ),
);

function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  return STOP_WORDS.has(word) ? null : word;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Splits `text` into parts, marking whole words that are among `terms` (already lower case). */
export function highlight(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0 || text === "") return text ? [{ text, match: false }] : [];
  const alternatives = [...terms]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, "giu");
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** About `length` characters of `text` around its first match, cut at word boundaries. */
export function snippet(text: string, terms: readonly string[], length = 180): string {
  if (text.length <= length) return text;
  const lower = text.toLowerCase();
  const first = terms.reduce((best, term) => {
    const at = lower.search(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}`, "u"));
    return at !== -1 && (best === -1 || at < best) ? at : best;
  }, -1);
  let start = first <= 60 ? 0 : first - 60;
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space === -1 || space > first ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    end = space > start + length / 2 ? space : end;
  }
  return `${start > 0 ? "… " : ""}${text.slice(start, end).trim()}${end < text.length ? " …" : ""}`;
}

export type HelpSearch = (query: string, limit?: number) => HelpSearchHit[];

/**
 * Full-text search over the help centre: prefix matching as the user types, typo tolerance for
 * longer words, titles and headings weighted above body text. All words must match; when no
 * piece has them all, pieces with any of them are ranked instead.
 */
export function createHelpSearch(documents: readonly HelpSearchDocument[]): HelpSearch {
  const index = new MiniSearch<HelpSearchDocument>({
    fields: ["title", "heading", "text"],
    processTerm,
    searchOptions: {
      boost: { title: 3, heading: 2 },
      prefix: true,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      processTerm,
    },
  });
  index.addAll([...documents]);
  const byId = new Map(documents.map((document) => [document.id, document]));

  return (query, limit = 8) => {
    const q = query.trim();
    if (q === "") return [];
    let results = index.search(q, { combineWith: "AND" });
    if (results.length === 0) results = index.search(q, { combineWith: "OR" });
    return results.slice(0, limit).flatMap((result) => {
      const document = byId.get(result.id as string);
      if (!document) return [];
      const terms = result.terms;
      return [
        {
          document,
          title: highlight(document.title, terms),
          heading: document.heading ? highlight(document.heading, terms) : undefined,
          snippet: highlight(snippet(document.text, terms), terms),
        },
      ];
    });
  };
}
