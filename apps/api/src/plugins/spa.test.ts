import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function head(html: string): string {
  return html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
}

describe("SPA pages", () => {
  it("serves the landing page with its title, description, canonical and Open Graph tags", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const h = head(res.body);
    expect(h).toContain("<title>CommentLens: understand what your audience said</title>");
    expect(h).toMatch(
      /<meta name="description" content="Paste the link of a public Instagram post/,
    );
    expect(h).toContain('<link rel="canonical" href="https://commentlens.test/" />');
    expect(h).toContain('<meta property="og:url" content="https://commentlens.test/" />');
    expect(h).toContain('<meta property="og:title"');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("writes each route's own meta, ignoring the query and a trailing slash", async () => {
    const res = await t.app.inject({ method: "GET", url: "/how-it-works/?utm_source=x" });
    expect(res.statusCode).toBe(200);
    expect(head(res.body)).toContain("<title>How it works | CommentLens</title>");
    expect(head(res.body)).toContain(
      '<link rel="canonical" href="https://commentlens.test/how-it-works" />',
    );
  });

  it("answers unknown paths with the SPA and HTTP 404, without a canonical", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/no/such/page",
      headers: { accept: "text/html" },
    });
    expect(res.statusCode).toBe(404);
    expect(head(res.body)).toContain("<title>Page not found | CommentLens</title>");
    expect(head(res.body)).not.toContain("canonical");
  });

  it("never reflects the requested path into the HTML unescaped", async () => {
    const res = await t.app.inject({ method: "GET", url: '/"><script>alert(1)</script>' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("<script>alert(1)</script>");
  });

  it("serves hashed assets with immutable caching and compresses them", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("serves other static files without long caching", async () => {
    const res = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("answers a missing asset with 404, not with the HTML page", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/assets/missing.js",
      headers: { accept: "*/*" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
  });

  it("sends a CSP without inline scripts and the usual security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    // The site is https here, so browsers are told to stay on https.
    expect(res.headers["strict-transport-security"]).toContain("max-age=");
  });
});
