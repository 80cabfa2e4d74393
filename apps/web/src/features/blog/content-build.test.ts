// @vitest-environment node
/*
 * The content pipeline (apps/web/vite-plugins/content) is tested here because the web test
 * project only collects tests under src/. Fixtures are written to a temp folder, never to
 * src/content.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../../vite-plugins/content/collections";
import { contentPlugin } from "../../../vite-plugins/content/index";
import { readingMinutes, renderMarkdown } from "../../../vite-plugins/content/markdown";
import type { ContentIndex } from "../../../vite-plugins/content/types";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

function blogFile(fields: Record<string, string>, body = words(450)): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\n---\n\n${body}\n`;
}

const goodBlog = {
  id: '"one"',
  title: '"First article"',
  excerpt: '"What it is about."',
  author: '"Maya Okafor"',
  date: '"2026-09-08"',
  category: '"Analytics"',
  image: '"🔍"',
  tags: '["sentiment", "reporting"]',
};

/** A content folder and methodology file; `files` overrides or adds files by relative path. */
function fixture(files: Record<string, string> = {}): {
  contentDir: string;
  methodology: string;
  root: string;
} {
  const root = mkdtempSync(path.join(tmpdir(), "commentlens-content-"));
  const all: Record<string, string> = {
    "content/blog/first-article.md": blogFile(
      goodBlog,
      `## The part that matters\n\n${words(450)}\n`,
    ),
    "content/blog/second-article.md": blogFile({
      ...goodBlog,
      id: "2",
      title: '"Second article"',
      date: "2026-11-10",
      category: '"Strategy"',
    }),
    "content/help/start.md":
      '---\nslug: "getting-started"\ntitle: "Getting Started"\ndescription: "Your first analysis."\norder: 1\n---\n\nIntro text.\n\n## Which links work\n\nPosts and reels.\n',
    "content/help/billing.md":
      '---\nslug: "billing-plans"\ntitle: "Billing & Plans"\ndescription: "Plans and refunds."\norder: 6\n---\n\n## Refunds\n\nWithin 30 days.\n',
    "content/help/faq.json": JSON.stringify([
      { question: "Is it free?", answer: "Yes, **5 analyses** a month. <b>bold</b>" },
    ]),
    "content/legal/privacy.md":
      '---\ntitle: "Privacy Policy"\nupdated: "December 15, 2024"\n---\n\n## Who we are\n\nUs.\n',
    "content/legal/terms.md":
      '---\ntitle: "Terms of Service"\nupdated: 2024-12-15\n---\n\nTerms.\n',
    "docs/methodology.md": "# How CommentLens reads comments\n\nThe method.\n",
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return {
    contentDir: path.join(root, "content"),
    methodology: path.join(root, "docs/methodology.md"),
    root,
  };
}

function problems(files: Record<string, string>): string {
  try {
    loadContent(fixture(files));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("expected the content to be rejected");
}

describe("markdown", () => {
  it("shows raw HTML as text instead of passing it through", () => {
    const { html } = renderMarkdown(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(1)">\n\n<div onclick="x">block</div>\n',
    );
    expect(html).not.toMatch(/<script|<img|<div/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("<p>&lt;div onclick=&quot;x&quot;&gt;block&lt;/div&gt;</p>");
  });

  it("keeps safe links, drops script links and marks external ones", () => {
    const { html } = renderMarkdown(
      "[a](/help) [b](javascript:alert(1)) [c](https://example.com) [d](mailto:x@y.z) [e](//evil.example)",
    );
    expect(html).toContain('<a href="/help">a</a>');
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">c</a>');
    expect(html).toContain('<a href="mailto:x@y.z">d</a>');
    expect(html).not.toContain("evil.example");
  });

  it("gives headings unique ids, takes a leading h1 as the title and demotes other h1s", () => {
    const result = renderMarkdown("# Title\n\n## Main\n\n## Setup\n\n# Setup\n\n### Ça marche\n");
    expect(result.leadingTitle).toBe("Title");
    expect(result.headings).toEqual([
      { depth: 2, id: "main-2", text: "Main" },
      { depth: 2, id: "setup", text: "Setup" },
      { depth: 2, id: "setup-2", text: "Setup" },
      { depth: 3, id: "ca-marche", text: "Ça marche" },
    ]);
    expect(result.html).not.toContain("<h1");
    expect(result.html).toContain('<h2 id="setup-2">Setup</h2>');
  });

  it("puts tables and code in focusable scroll boxes and cuts text into sections", () => {
    const result = renderMarkdown(
      "Intro.\n\n## Data\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\n<x>\n```\n",
    );
    expect(result.html).toContain(
      '<div class="prose-scroll" tabindex="0" role="region" aria-label="Table"><table>',
    );
    expect(result.html).toContain('<pre tabindex="0"><code>&lt;x&gt;');
    expect(result.sections.map((s) => [s.heading?.id, s.text])).toEqual([
      [undefined, "Intro."],
      ["data", "a b 1 2 <x>"],
    ]);
  });

  it("rounds reading time to whole minutes at 200 words a minute, at least one", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(450)).toBe(2);
    expect(readingMinutes(1500)).toBe(8);
  });
});

describe("content collections", () => {
  it("reads, validates and renders every collection", () => {
    const content = loadContent(fixture());

    expect(content.blog.map((a) => [a.slug, a.id, a.date, a.category])).toEqual([
      ["second-article", "2", "2026-11-10", "Strategy"],
      ["first-article", "one", "2026-09-08", "Analytics"],
    ]);
    const first = content.blog[1];
    expect(first?.words).toBe(454);
    expect(first?.readingMinutes).toBe(2);
    expect(first?.tags).toEqual(["sentiment", "reporting"]);
    expect(first?.body.headings[0]?.id).toBe("the-part-that-matters");

    expect(content.help.map((a) => a.slug)).toEqual(["getting-started", "billing-plans"]);
    expect(content.faq).toEqual([
      {
        id: "faq-1",
        question: "Is it free?",
        answerHtml: "Yes, <strong>5 analyses</strong> a month. &lt;b&gt;bold&lt;/b&gt;",
        answerText: "Yes, 5 analyses a month. <b>bold</b>",
      },
    ]);
    expect(content.pages.privacy.updated).toBe("2024-12-15");
    expect(content.pages.terms.updated).toBe("2024-12-15");
    expect(content.pages.methodology.title).toBe("How CommentLens reads comments");
    expect(content.pages.methodology.html).not.toContain("<h1");
  });

  it("fails with one message naming each bad file and field", () => {
    const message = problems({
      "content/blog/first-article.md": blogFile({
        ...goodBlog,
        category: '"Tips"',
        readTime: '"5 min"',
      }),
      "content/blog/Bad Name.md": blogFile(goodBlog),
      "content/blog/third.md": blogFile({
        ...goodBlog,
        id: '"third"',
        date: '"soon"',
        title: '""',
      }),
      "content/help/dupe.md":
        '---\nslug: "getting-started"\ntitle: "Again"\ndescription: "x"\norder: 2\n---\n\nText.\n',
      "content/help/faq.json": "[{ nope",
    });

    expect(message).toContain("Content is invalid");
    expect(message).toContain(
      'content/blog/first-article.md: category must be one of Analytics, Engagement, Community, Strategy (got "Tips")',
    );
    expect(message).toContain(
      "content/blog/first-article.md: unknown field readTime (the read time is computed)",
    );
    expect(message).toContain("content/blog/Bad Name.md: the file name becomes the address");
    expect(message).toContain(
      'content/blog/third.md: date must be a date such as 2024-12-15 (got "soon")',
    );
    expect(message).toContain("content/blog/third.md: title must not be empty");
    expect(message).toContain("content/help/start.md");
    expect(message).toMatch(
      /slug getting-started is already used by content\/help\/(start|dupe)\.md/,
    );
    expect(message).toContain("content/help/faq.json: not valid JSON");
  });

  it("names a missing required document and a file without frontmatter", () => {
    const message = problems({
      "content/legal/terms.md": "Just text, no frontmatter.\n",
    });
    expect(message).toContain("content/legal/terms.md: no frontmatter");
    const root = fixture();
    const missing = (() => {
      try {
        loadContent({ ...root, methodology: path.join(root.root, "docs/none.md") });
        return "";
      } catch (error) {
        return String(error);
      }
    })();
    expect(missing).toContain("docs/none.md: the file is missing");
  });

  it("rejects invalid YAML with the parser's explanation", () => {
    expect(
      problems({ "content/blog/first-article.md": '---\ntitle: "unclosed\n---\n\nText.\n' }),
    ).toContain("content/blog/first-article.md: the frontmatter is not valid YAML");
  });
});

describe("vite build with the content plugin", () => {
  it("ships content as modules, each article body in its own chunk, and writes content-index.json", async () => {
    const sources = fixture();
    const app = path.join(sources.root, "app");
    mkdirSync(app);
    writeFileSync(
      path.join(app, "main.js"),
      [
        'import { articles, loadArticleBody } from "virtual:content/blog";',
        'import { helpArticles } from "virtual:content/help";',
        'import privacy from "virtual:content/page/privacy";',
        "console.log(articles.length, helpArticles.length, privacy.title);",
        'loadArticleBody("first-article").then((body) => console.log(body.html));',
        'import("virtual:content/help-search").then((m) => console.log(m.documents.length));',
      ].join("\n"),
    );
    const outDir = path.join(sources.root, "dist");
    await build({
      root: app,
      configFile: false,
      logLevel: "silent",
      plugins: [contentPlugin(sources)],
      build: { outDir, emptyOutDir: true, rollupOptions: { input: path.join(app, "main.js") } },
    });

    const index = JSON.parse(
      readFileSync(path.join(outDir, "content-index.json"), "utf8"),
    ) as ContentIndex;
    expect(index.version).toBe(1);
    expect(index.blog.map((e) => [e.path, e.title, e.description, e.date])).toEqual([
      ["/blog/second-article", "Second article", "What it is about.", "2026-11-10"],
      ["/blog/first-article", "First article", "What it is about.", "2026-09-08"],
    ]);
    expect(index.help).toEqual([
      {
        path: "/help/getting-started",
        title: "Getting Started",
        description: "Your first analysis.",
      },
      { path: "/help/billing-plans", title: "Billing & Plans", description: "Plans and refunds." },
    ]);
    expect(index.pages).toContainEqual({
      path: "/privacy",
      title: "Privacy Policy",
      updated: "2024-12-15",
    });

    const chunks = readdirSync(path.join(outDir, "assets")).map((file) => ({
      file,
      code: readFileSync(path.join(outDir, "assets", file), "utf8"),
    }));
    const entry = chunks.find(
      (c) => c.code.includes("virtual:content") || c.code.includes("First article"),
    );
    const withBody = chunks.filter((c) => c.code.includes("The part that matters"));
    expect(withBody).toHaveLength(1);
    expect(withBody[0]?.file).not.toBe(entry?.file);
    // The list chunk has titles but no bodies; the search text is a chunk of its own too.
    expect(entry?.code).toContain("First article");
    expect(entry?.code).not.toContain("Within 30 days");
    // No markdown parser in the output.
    expect(chunks.some((c) => /marked|new Lexer|gfm/.test(c.code))).toBe(false);
  });
});

describe("the shipped articles", () => {
  it("are signed by the CommentLens team: no byline names a person the site does not present", () => {
    const root = path.resolve(import.meta.dirname, "../../content/blog");
    const bylines = readdirSync(root)
      .filter((f) => f.endsWith(".md"))
      .map((f) =>
        readFileSync(path.join(root, f), "utf8")
          .split("\n")
          .find((line) => line.startsWith("author:"))
          ?.slice("author:".length)
          .trim()
          .replaceAll('"', ""),
      );
    expect(bylines.length).toBeGreaterThan(0);
    expect(new Set(bylines)).toEqual(new Set(["CommentLens team"]));
  });
});
