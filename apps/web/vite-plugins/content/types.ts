/**
 * The shapes the content plugin hands to the app through its virtual modules, and the
 * `content-index.json` it writes for the server. Types only: nothing here ships to the browser.
 */

export type BlogCategory = "Analytics" | "Engagement" | "Community" | "Strategy";

export type HelpSlug =
  | "getting-started"
  | "understanding-dashboard"
  | "account-settings"
  | "sentiment-analysis"
  | "troubleshooting"
  | "billing-plans";

/** A heading of a rendered document, with the id its element carries. */
export interface DocumentHeading {
  depth: number;
  id: string;
  text: string;
}

/** A rendered markdown body: escaped, sanitised HTML and its headings. */
export interface DocumentBody {
  html: string;
  headings: DocumentHeading[];
}

export interface BlogArticleMeta {
  /** The file name without `.md`; the article lives at `/blog/{slug}`. */
  slug: string;
  id: string;
  title: string;
  excerpt: string;
  author: string;
  /** Publication day, `YYYY-MM-DD`. */
  date: string;
  category: BlogCategory;
  /** An emoji standing in for a cover picture. */
  image: string;
  tags: string[];
  /** Whole minutes at about 200 words a minute, at least 1. */
  readingMinutes: number;
  words: number;
}

export interface HelpArticleMeta {
  slug: HelpSlug;
  title: string;
  description: string;
  order: number;
}

export interface FaqEntry {
  /** Stable anchor on the help page, e.g. `faq-3`. */
  id: string;
  question: string;
  /** The answer as inline HTML (markdown allowed, raw HTML escaped). */
  answerHtml: string;
  answerText: string;
}

/** One searchable piece of the help centre: a section of an article, or a FAQ entry. */
export interface HelpSearchDocument {
  id: string;
  kind: "article" | "faq";
  /** Article slug (articles only). */
  slug?: string;
  /** Article title or FAQ question. */
  title: string;
  /** Section heading inside the article, when the text sits under one. */
  heading?: string;
  /** Element id to scroll to: the section heading, or the FAQ entry. */
  anchor?: string;
  text: string;
}

/** A stand-alone document page (privacy, terms, methodology). */
export interface PageDocument extends DocumentBody {
  title: string;
  /** Last update, `YYYY-MM-DD`, when the document states one. */
  updated?: string;
}

export interface ContentIndexEntry {
  path: string;
  title: string;
  description: string;
}

/** Written to `dist/content-index.json` for the API server (meta tags, sitemap, 404s). */
export interface ContentIndex {
  version: 1;
  blog: Array<ContentIndexEntry & { date: string; author: string; category: BlogCategory }>;
  help: ContentIndexEntry[];
  pages: Array<{ path: string; title: string; updated?: string }>;
}
