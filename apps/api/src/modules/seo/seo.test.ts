import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import type { ContentIndex } from "./content-index.js";

const index: ContentIndex = {
  version: 1,
  blog: [
    {
      path: "/blog/reading-sentiment",
      title: 'Reading "sentiment" <honestly> & $& well',
      description: "A sentiment score is a summary, not a verdict.",
      date: "2026-09-08",
      author: "Maya Okafor",
      category: "Analytics",
    },
    {
      path: "/blog/what-to-post-next",
      title: "What to Post Next",
      description: "Your next month of content is sitting in your comments.",
      date: "2026-11-10",
      author: "Jonas Weber",
      category: "Strategy",
    },
  ],
  help: [
    {
      path: "/help/getting-started",
      title: "Getting Started",
      description: "Analyse your first Instagram post in a minute.",
    },
  ],
  pages: [
    { path: "/privacy", title: "Privacy Policy", updated: "2024-12-15" },
    { path: "/terms", title: "Terms of Service", updated: "2024-12-16" },
    { path: "/methodology", title: "How CommentLens reads comments" },
  ],
};

/** A web build of our own: the SPA's 404 page is the same HTML, so a marker proves it is served. */
function webBuild(withIndex: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), "commentlens-seo-web-"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root" data-spa></div></body></html>',
  );
  mkdirSync(path.join(dir, "assets"));
  if (withIndex) writeFileSync(path.join(dir, "content-index.json"), JSON.stringify(index));
  return dir;
}

function head(html: string): string {
  return html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
}

let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  [t, bare] = await Promise.all([
    createTestApp({ STATIC_DIR: webBuild(true) }),
    createTestApp({ STATIC_DIR: webBuild(false) }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), bare.close()]);
});

const page = (app: TestApp, url: string) =>
  app.app.inject({ method: "GET", url, headers: { accept: "text/html" } });

describe("article pages", () => {
  it("write the article's own title, description, canonical, Open Graph and Twitter tags", async () => {
    const res = await page(t, "/blog/what-to-post-next");
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h).toContain("<title>What to Post Next | CommentLens</title>");
    expect(h).toContain(
      '<meta name="description" content="Your next month of content is sitting in your comments." />',
    );
    expect(h).toContain(
      '<link rel="canonical" href="https://commentlens.test/blog/what-to-post-next" />',
    );
    expect(h).toContain('<meta property="og:type" content="article" />');
    expect(h).toContain('<meta property="og:title" content="What to Post Next | CommentLens" />');
    expect(h).toContain(
      '<meta property="og:url" content="https://commentlens.test/blog/what-to-post-next" />',
    );
    expect(h).toContain('<meta property="article:published_time" content="2026-11-10" />');
    expect(h).toContain('<meta name="author" content="Jonas Weber" />');
    expect(h).toContain('<meta name="twitter:card" content="summary" />');
    expect(h).toContain('<meta name="twitter:title" content="What to Post Next | CommentLens" />');
    expect(h).not.toContain("robots");
  });

  it("escape titles from the content, and never treat them as replacement patterns", async () => {
    const res = await page(t, "/blog/reading-sentiment/");
    expect(res.statusCode).toBe(200);
    expect(head(res.body)).toContain(
      "<title>Reading &quot;sentiment&quot; &lt;honestly&gt; &amp; $&amp; well | CommentLens</title>",
    );
    expect(res.body).not.toContain("<honestly>");
  });

  it("answer an unknown blog article with the SPA's 404 page and HTTP 404", async () => {
    const res = await page(t, "/blog/no-such-article");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("data-spa");
    expect(head(res.body)).toContain("<title>Page not found | CommentLens</title>");
    expect(head(res.body)).not.toContain("canonical");
  });

  it("write a help article's meta, and show the help index for any other help address", async () => {
    const article = await page(t, "/help/getting-started");
    expect(article.statusCode).toBe(200);
    expect(head(article.body)).toContain("<title>Getting Started | CommentLens</title>");
    expect(head(article.body)).toContain('<meta property="og:type" content="article" />');

    for (const url of ["/help/no-such-article", "/help/a/b"]) {
      const res = await page(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(head(res.body)).toContain("<title>Help Center | CommentLens</title>");
      expect(head(res.body)).toContain(
        '<link rel="canonical" href="https://commentlens.test/help" />',
      );
      expect(head(res.body)).toContain('<meta property="og:type" content="website" />');
    }
  });

  it("fall back to the route table's generic meta when the build has no content index", async () => {
    const res = await page(bare, "/blog/anything");
    expect(res.statusCode).toBe(200);
    expect(head(res.body)).toContain("<title>Blog article | CommentLens</title>");
  });
});

describe("robots meta", () => {
  it("keeps protected pages out of search engines, and only those", async () => {
    const dashboard = await page(t, "/dashboard");
    expect(head(dashboard.body)).toContain('<meta name="robots" content="noindex" />');
    const checkout = await page(t, "/billing/checkout/cs_1");
    expect(head(checkout.body)).toContain('<meta name="robots" content="noindex" />');
    for (const url of ["/", "/blog", "/help", "/privacy"]) {
      expect(head((await page(t, url)).body), url).not.toContain('name="robots"');
    }
  });
});

describe("GET /robots.txt", () => {
  it("allows the public site, disallows the API and signed-in areas, and names the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    const lines = res.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const rule of ["/api/", "/account", "/dashboard", "/billing/", "/team/"]) {
      expect(lines).toContain(`Disallow: ${rule}`);
    }
    expect(lines.filter((line) => line.startsWith("Disallow: /blog"))).toEqual([]);
    expect(lines).toContain("Sitemap: https://commentlens.test/sitemap.xml");
  });
});

describe("GET /sitemap.xml", () => {
  it("lists every public page and every article with absolute addresses and dates", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const entries = [
      ...res.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
    ].map((m) => [m[1], m[2]]);
    const locs = entries.map(([loc]) => loc);

    for (const p of ["/", "/blog", "/help", "/privacy", "/terms", "/methodology", "/pricing"]) {
      expect(locs, p).toContain(`https://commentlens.test${p === "/" ? "/" : p}`);
    }
    expect(entries).toContainEqual([
      "https://commentlens.test/blog/reading-sentiment",
      "2026-09-08",
    ]);
    expect(entries).toContainEqual([
      "https://commentlens.test/blog/what-to-post-next",
      "2026-11-10",
    ]);
    // The blog list changed when its newest article came out; legal pages on their update.
    expect(entries).toContainEqual(["https://commentlens.test/blog", "2026-11-10"]);
    expect(entries).toContainEqual(["https://commentlens.test/privacy", "2024-12-15"]);
    expect(locs).toContain("https://commentlens.test/help/getting-started");

    for (const hidden of ["/dashboard", "/account", "/billing", ":slug", "/api/"]) {
      expect(
        locs.some((loc) => loc?.includes(hidden)),
        hidden,
      ).toBe(false);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("still lists the public pages when the build has no content index", async () => {
    const res = await bare.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<loc>https://commentlens.test/blog</loc>");
    expect(res.body).not.toContain("/blog/");
  });
});
