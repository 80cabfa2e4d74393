import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { DEFAULT_EVAL_FILE, EvalSubstitution } from "./eval-tokens";
import {
  countWords,
  type MarkdownSection,
  readingMinutes,
  renderInlineMarkdown,
  renderMarkdown,
} from "./markdown";
import type {
  BlogArticleMeta,
  BlogCategory,
  DocumentBody,
  FaqEntry,
  HelpArticleMeta,
  HelpSearchDocument,
  HelpSlug,
  PageDocument,
} from "./types";

export const BLOG_CATEGORIES = [
  "Analytics",
  "Engagement",
  "Community",
  "Strategy",
] as const satisfies readonly BlogCategory[];

export const HELP_SLUGS = [
  "getting-started",
  "understanding-dashboard",
  "account-settings",
  "sentiment-analysis",
  "troubleshooting",
  "billing-plans",
] as const satisfies readonly HelpSlug[];

export const PAGE_NAMES = ["privacy", "terms", "methodology"] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** A content file the build cannot use; the message names the file and every problem in it. */
export class ContentError extends Error {
  constructor(problems: string[]) {
    super(
      `Content is invalid (apps/web/src/content):\n${problems.map((p) => `  ✗ ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

const text = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, `${what} must not be empty`);

function isoDay(value: string | Date): string | undefined {
  if (value instanceof Date) {
    // YAML timestamps are UTC.
    return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (iso) {
    const date = new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])));
    return date.toISOString().slice(0, 10) === value.trim() ? value.trim() : undefined;
  }
  // "December 15, 2024": a written-out date, read as the calendar day it names.
  if (!/[a-z]/i.test(value)) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) return undefined;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${parsed.getFullYear()}-${pad(parsed.getMonth() + 1)}-${pad(parsed.getDate())}`;
}

const day = (what: string) =>
  z
    .union([z.string(), z.date()], { error: `${what} must be a date such as 2024-12-15` })
    .transform((value, ctx) => {
      const iso = isoDay(value);
      if (iso) return iso;
      ctx.addIssue({
        code: "custom",
        message: `${what} must be a date such as 2024-12-15 (got ${JSON.stringify(value)})`,
      });
      return z.NEVER;
    });

const oneOf = <const T extends readonly [string, ...string[]]>(what: string, values: T) =>
  z.enum(values, {
    error: (issue) =>
      `${what} must be one of ${values.join(", ")} (got ${JSON.stringify(issue.input)})`,
  });

const blogFrontmatter = z
  .object({
    id: z
      .union([z.string().trim().min(1), z.number().int()], { error: "id must be text or a number" })
      .transform(String),
    title: text("title"),
    excerpt: text("excerpt"),
    author: text("author"),
    date: day("date"),
    category: oneOf("category", BLOG_CATEGORIES),
    image: text("image").max(16, "image must be a single emoji"),
    tags: z.array(text("each tag"), { error: "tags must be a list" }).default([]),
  })
  .strict();

const helpFrontmatter = z
  .object({
    slug: oneOf("slug", HELP_SLUGS),
    title: text("title"),
    description: text("description"),
    order: z.number({ error: "order must be a number" }).int("order must be a whole number"),
  })
  .strict();

const legalFrontmatter = z.object({ title: text("title"), updated: day("updated") }).strict();

const documentFrontmatter = z
  .object({ title: text("title").optional(), updated: day("updated").optional() })
  .strict();

const faqFile = z
  .array(z.object({ question: text("question"), answer: text("answer") }).strict(), {
    error: "the FAQ must be a list of { question, answer }",
  })
  .min(1, "the FAQ must have at least one entry");

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface BlogArticle extends BlogArticleMeta {
  body: DocumentBody;
}

export interface HelpArticle extends HelpArticleMeta {
  body: DocumentBody;
  sections: MarkdownSection[];
}

export interface LoadedContent {
  blog: BlogArticle[];
  help: HelpArticle[];
  faq: FaqEntry[];
  pages: Record<PageName, PageDocument>;
  /** Every file and folder read, so a dev server can watch them. */
  watched: string[];
}

export interface ContentSources {
  /** Folder with `blog/`, `help/` and `legal/`. */
  contentDir: string;
  /** The methodology document (`docs/methodology.md`). */
  methodology: string;
  /** Paths in error messages are relative to this folder. */
  root?: string;
  /**
   * The benchmark results (`bench/eval.json`) that `{{eval:…}}` tokens in the content are
   * replaced from; read only when a file has a token.
   */
  evalFile?: string;
}

function issueMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    if (issue.code === "unrecognized_keys") {
      const hint = issue.keys.includes("readTime") ? " (the read time is computed)" : "";
      return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}${hint}`;
    }
    const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    // Messages above already start with the field name.
    return issue.path.length === 1 && issue.message.startsWith(String(issue.path[0]))
      ? issue.message
      : `${where}${issue.message}`;
  });
}

const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Reads every content file, validates it and renders it; throws one error listing all problems. */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one pass that collects every content error before failing the build
export function loadContent(sources: ContentSources): LoadedContent {
  const root = sources.root ?? process.cwd();
  const problems: string[] = [];
  const watched: string[] = [];
  const rel = (file: string) => path.relative(root, file) || file;
  const evalFile = sources.evalFile ?? DEFAULT_EVAL_FILE;
  const figures = new EvalSubstitution(evalFile, rel(evalFile));
  watched.push(evalFile);

  /** The text with its `{{eval:…}}` tokens replaced by measured figures. */
  function substitute(source: string, file: string): string {
    const result = figures.apply(source, rel(file));
    problems.push(...result.problems);
    return result.text;
  }

  function read(file: string): string | undefined {
    watched.push(file);
    if (!existsSync(file)) {
      problems.push(`${rel(file)}: the file is missing`);
      return undefined;
    }
    return readFileSync(file, "utf8");
  }

  function markdownFiles(dir: string): string[] {
    watched.push(dir);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => path.join(dir, name));
  }

  /** Frontmatter and body of a markdown file, or undefined after recording its problems. */
  function parse<T extends z.ZodType>(
    file: string,
    schema: T,
    options: { frontmatter: "required" | "optional" },
  ): { data: z.output<T>; body: string } | undefined {
    const raw = read(file);
    if (raw === undefined) return undefined;
    // Figures go in before anything is parsed, so titles, descriptions, the rendered HTML and
    // the search index all see the measured text, never a token.
    const source = substitute(raw, file);
    const match = FRONTMATTER.exec(source);
    if (!match && options.frontmatter === "required") {
      problems.push(`${rel(file)}: no frontmatter (the file must start with a --- block)`);
      return undefined;
    }
    let frontmatter: unknown = {};
    if (match) {
      try {
        frontmatter = parseYaml(match[1] ?? "") ?? {};
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        problems.push(`${rel(file)}: the frontmatter is not valid YAML: ${message}`);
        return undefined;
      }
    }
    const result = schema.safeParse(frontmatter);
    if (!result.success) {
      for (const message of issueMessages(result.error)) problems.push(`${rel(file)}: ${message}`);
      return undefined;
    }
    const body = match ? source.slice(match[0].length) : source;
    if (body.trim() === "") {
      problems.push(`${rel(file)}: the article has no text after the frontmatter`);
      return undefined;
    }
    return { data: result.data, body };
  }

  const blog: BlogArticle[] = [];
  const blogIds = new Map<string, string>();
  for (const file of markdownFiles(path.join(sources.contentDir, "blog"))) {
    const slug = path.basename(file, ".md");
    if (!SLUG.test(slug)) {
      problems.push(
        `${rel(file)}: the file name becomes the address /blog/${slug}; use lower-case words joined by hyphens`,
      );
      continue;
    }
    const parsed = parse(file, blogFrontmatter, { frontmatter: "required" });
    if (!parsed) continue;
    const { data } = parsed;
    const previous = blogIds.get(data.id);
    if (previous) {
      problems.push(`${rel(file)}: id ${JSON.stringify(data.id)} is already used by ${previous}`);
      continue;
    }
    blogIds.set(data.id, rel(file));
    const rendered = renderMarkdown(parsed.body);
    const words = countWords(rendered.text);
    blog.push({
      slug,
      ...data,
      readingMinutes: readingMinutes(words),
      words,
      body: { html: rendered.html, headings: rendered.headings },
    });
  }
  // Newest first; the title breaks ties so the order never depends on the file system.
  blog.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

  const help: HelpArticle[] = [];
  const helpSlugs = new Map<string, string>();
  for (const file of markdownFiles(path.join(sources.contentDir, "help"))) {
    const parsed = parse(file, helpFrontmatter, { frontmatter: "required" });
    if (!parsed) continue;
    const { data } = parsed;
    const previous = helpSlugs.get(data.slug);
    if (previous) {
      problems.push(`${rel(file)}: slug ${data.slug} is already used by ${previous}`);
      continue;
    }
    helpSlugs.set(data.slug, rel(file));
    const rendered = renderMarkdown(parsed.body);
    help.push({
      ...data,
      body: { html: rendered.html, headings: rendered.headings },
      sections: rendered.sections,
    });
  }
  help.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));

  const faq: FaqEntry[] = [];
  const faqPath = path.join(sources.contentDir, "help", "faq.json");
  watched.push(faqPath);
  if (existsSync(faqPath)) {
    let raw: unknown;
    try {
      // A figure is digits, %, commas and words: nothing that needs escaping inside JSON text.
      raw = JSON.parse(substitute(readFileSync(faqPath, "utf8"), faqPath));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      problems.push(`${rel(faqPath)}: not valid JSON: ${message}`);
    }
    if (raw !== undefined) {
      const result = faqFile.safeParse(raw);
      if (result.success) {
        result.data.forEach((entry, index) => {
          const answerHtml = renderInlineMarkdown(entry.answer);
          faq.push({
            id: `faq-${index + 1}`,
            question: entry.question,
            answerHtml,
            answerText: renderMarkdown(entry.answer).text,
          });
        });
      } else {
        for (const message of issueMessages(result.error)) {
          problems.push(`${rel(faqPath)}: ${message}`);
        }
      }
    }
  }

  const pages: Partial<Record<PageName, PageDocument>> = {};
  for (const name of ["privacy", "terms"] as const) {
    const file = path.join(sources.contentDir, "legal", `${name}.md`);
    const parsed = parse(file, legalFrontmatter, { frontmatter: "required" });
    if (!parsed) continue;
    const rendered = renderMarkdown(parsed.body);
    pages[name] = {
      title: parsed.data.title,
      updated: parsed.data.updated,
      html: rendered.html,
      headings: rendered.headings,
    };
  }
  const methodology = parse(sources.methodology, documentFrontmatter, { frontmatter: "optional" });
  if (methodology) {
    const rendered = renderMarkdown(methodology.body);
    const title = methodology.data.title ?? rendered.leadingTitle;
    if (!title) {
      problems.push(`${rel(sources.methodology)}: no title (start it with a "# Title" line)`);
    } else {
      pages.methodology = {
        title,
        ...(methodology.data.updated ? { updated: methodology.data.updated } : {}),
        html: rendered.html,
        headings: rendered.headings,
      };
    }
  }

  if (problems.length > 0) throw new ContentError(problems);
  return { blog, help, faq, pages: pages as Record<PageName, PageDocument>, watched };
}

/** The help centre cut into searchable pieces: one per article section, one per FAQ entry. */
export function helpSearchDocuments(content: LoadedContent): HelpSearchDocument[] {
  const documents: HelpSearchDocument[] = [];
  for (const article of content.help) {
    article.sections.forEach((section, index) => {
      documents.push({
        id: `${article.slug}#${section.heading?.id ?? index}`,
        kind: "article",
        slug: article.slug,
        title: article.title,
        ...(section.heading ? { heading: section.heading.text, anchor: section.heading.id } : {}),
        // The article's description stands in for the text above the first heading.
        text: section.heading ? section.text : `${article.description} ${section.text}`.trim(),
      });
    });
    if (article.sections.length === 0 || article.sections[0]?.heading) {
      documents.push({
        id: `${article.slug}#intro`,
        kind: "article",
        slug: article.slug,
        title: article.title,
        text: article.description,
      });
    }
  }
  for (const entry of content.faq) {
    documents.push({
      id: entry.id,
      kind: "faq",
      title: entry.question,
      anchor: entry.id,
      text: entry.answerText,
    });
  }
  return documents;
}
