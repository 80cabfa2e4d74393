import { Marked, Renderer, type Token, type Tokens } from "marked";
import type { DocumentHeading } from "./types";

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const DECODE: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: " ",
};

/** Text content of an HTML fragment, whitespace collapsed (for word counts and search). */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/?(?:a|strong|em|code|del|b|i|span)\b[^<>]*>/g, "")
    .replace(/<[^<>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => DECODE[name] ?? "")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, " ")
    .trim();
}

/** Counts words: runs of non-space characters with at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read `words` at about 200 words a minute, never 0. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}

/** A URL-fragment-safe id for a heading: lower case ASCII words joined by hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|(?<!-)-+$/g, "");
  return slug || "section";
}

// Ids the app shell already uses: a heading must not take them.
const RESERVED_IDS = ["main", "root"];

/** Links may go to pages on this site, anchors, web pages and mail; nothing that runs code. */
function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme && !["http", "https", "mailto"].includes(scheme)) return undefined;
  if (trimmed.startsWith("//")) return undefined;
  return trimmed;
}

function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}

function plainText(tokens: readonly Token[] | undefined): string {
  if (!tokens) return "";
  return tokens
    .map((token) => {
      if ("tokens" in token && Array.isArray(token.tokens)) return plainText(token.tokens);
      return "text" in token && typeof token.text === "string" ? token.text : "";
    })
    .join("");
}

export interface MarkdownSection {
  /** The h2/h3 the text sits under; none for text before the first heading. */
  heading?: DocumentHeading;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: DocumentHeading[];
  /** The whole text without markup. */
  text: string;
  /** The text cut at each h2/h3, for search. */
  sections: MarkdownSection[];
  /** A leading `# Title`, taken out of the body (the page renders its own h1). */
  leadingTitle?: string;
}

/**
 * Markdown to HTML for the site's own content. Raw HTML in the source is shown as text, never
 * passed through; headings get unique ids; a leading h1 becomes the title and other h1s drop to
 * h2, so the page's own h1 stays the only one; tables and code blocks get a focusable scroll box.
 */
export function renderMarkdown(source: string): RenderedMarkdown {
  const ids = new WeakMap<Token, DocumentHeading>();
  const used = new Set(RESERVED_IDS);
  const defaults = new Renderer();

  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      html(token) {
        const text = escapeHtml(token.text);
        return token.block ? `<p>${text.trim()}</p>\n` : text;
      },
      heading(token) {
        const heading = ids.get(token);
        const inner = this.parser.parseInline(token.tokens);
        const id = heading ? ` id="${heading.id}"` : "";
        return `<h${token.depth}${id}>${inner}</h${token.depth}>\n`;
      },
      link(token) {
        const inner = this.parser.parseInline(token.tokens);
        const href = safeHref(token.href);
        if (href === undefined) return inner;
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
        const rel = isExternal(href) ? ' rel="noopener noreferrer"' : "";
        return `<a href="${escapeHtml(href)}"${title}${rel}>${inner}</a>`;
      },
      image(token) {
        const src = safeHref(token.href);
        if (src === undefined) return escapeHtml(token.text);
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
        return `<img src="${escapeHtml(src)}" alt="${escapeHtml(token.text)}"${title} loading="lazy" />`;
      },
      table(token) {
        // A wide table scrolls inside its box, which keyboard users must be able to reach.
        return `<div class="prose-scroll" tabindex="0" role="region" aria-label="Table">${defaults.table.call(this, token)}</div>\n`;
      },
      code(token) {
        return defaults.code.call(this, token).replace(/^<pre>/, '<pre tabindex="0">');
      },
    },
  });

  const tokens = marked.lexer(source);
  let leadingTitle: string | undefined;
  const firstContent = tokens.findIndex((token) => token.type !== "space");
  const first = tokens[firstContent];
  if (first?.type === "heading" && (first as Tokens.Heading).depth === 1) {
    leadingTitle = plainText((first as Tokens.Heading).tokens).trim();
    tokens.splice(firstContent, 1);
  }

  const headings: DocumentHeading[] = [];
  marked.walkTokens(tokens, (token) => {
    if (token.type !== "heading") return;
    const heading = token as Tokens.Heading;
    if (heading.depth === 1) heading.depth = 2;
    const text = plainText(heading.tokens).trim();
    const base = slugify(text);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    const entry = { depth: heading.depth, id, text };
    ids.set(token, entry);
    headings.push(entry);
  });

  // Rendered one top-level block at a time so the text can be cut into sections.
  const sections: MarkdownSection[] = [];
  let current: MarkdownSection = { text: "" };
  let html = "";
  for (const token of tokens) {
    const part = marked.parser([token]);
    html += part;
    const heading = token.type === "heading" ? ids.get(token) : undefined;
    if (heading && heading.depth <= 3) {
      if (current.heading || current.text) sections.push(current);
      current = { heading, text: "" };
      continue;
    }
    const text = htmlToText(part);
    if (text) current.text = current.text ? `${current.text} ${text}` : text;
  }
  if (current.heading || current.text) sections.push(current);

  return {
    html,
    headings,
    text: htmlToText(html),
    sections,
    ...(leadingTitle ? { leadingTitle } : {}),
  };
}

/** Inline markdown (a FAQ answer): same escaping and link rules, no block elements. */
export function renderInlineMarkdown(source: string): string {
  const { html } = renderMarkdown(source);
  // One paragraph of text comes back without its <p>, so it fits inside other markup.
  const single = /^<p>([\s\S]*)<\/p>\n?$/.exec(html);
  return single && !single[1]?.includes("<p>") ? (single[1] ?? "") : html;
}
