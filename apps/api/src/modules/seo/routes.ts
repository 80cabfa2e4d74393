import { canonicalUrl, isNoindex, routes } from "@commentlens/shared";
import type { FastifyPluginAsync } from "fastify";
import { escapeHtml } from "../../lib/escape-html.js";
import { type ContentIndex, loadContentIndex } from "./content-index.js";

// Always kept from crawlers, whatever the route table says: the API and signed-in areas.
const ALWAYS_DISALLOWED = ["/api/", "/account", "/dashboard", "/billing/", "/team/"];

/** The part of a path pattern before its first parameter (`/billing/checkout/:id` → `/billing/checkout/`). */
function staticPrefix(pattern: string): string {
  const at = pattern.indexOf("/:");
  return at === -1 ? pattern : pattern.slice(0, at + 1);
}

/** robots.txt: public pages allowed; the API and every protected route disallowed. */
export function robotsTxt(publicUrl: string): string {
  const disallowed = [...ALWAYS_DISALLOWED];
  for (const route of routes) {
    if (route.access !== "protected") continue;
    const prefix = staticPrefix(route.path);
    if (!disallowed.some((rule) => prefix.startsWith(rule))) disallowed.push(prefix);
  }
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((rule) => `Disallow: ${rule}`),
    "",
    `Sitemap: ${canonicalUrl(publicUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/** The newest of some `YYYY-MM-DD` days. */
function latest(days: Array<string | undefined>): string | undefined {
  return days.filter((d): d is string => Boolean(d)).sort((a, b) => b.localeCompare(a))[0];
}

/**
 * sitemap.xml: every public route of the shared table that is a page of its own (no `:param`),
 * then every article of the build's content index; lastmod from article and document dates.
 */
export function sitemapXml(publicUrl: string, content: ContentIndex | undefined): string {
  const pageDates = new Map(content?.pages.map((page) => [page.path, page.updated]) ?? []);
  const newestArticle = latest(content?.blog.map((entry) => entry.date) ?? []);
  const urls: SitemapUrl[] = [];
  for (const route of routes) {
    if (isNoindex(route) || route.path.includes(":")) continue;
    const lastmod = route.path === "/blog" ? newestArticle : pageDates.get(route.path);
    urls.push({ path: route.path, ...(lastmod ? { lastmod } : {}) });
  }
  for (const entry of content?.blog ?? []) urls.push({ path: entry.path, lastmod: entry.date });
  for (const entry of content?.help ?? []) urls.push({ path: entry.path });

  const body = urls
    .map((url) => {
      const loc = `<loc>${escapeHtml(canonicalUrl(publicUrl, url.path))}</loc>`;
      const lastmod = url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : "";
      return `  <url>${loc}${lastmod}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** GET /robots.txt and GET /sitemap.xml, built once at start from the route table and content. */
export const seoRoutes: FastifyPluginAsync<{ staticDir: string; publicUrl: string }> = async (
  app,
  { staticDir, publicUrl },
) => {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl, loadContentIndex(staticDir, app.log));
  const cache = "public, max-age=3600";

  app.get("/robots.txt", async (_request, reply) =>
    reply.header("cache-control", cache).type("text/plain; charset=utf-8").send(robots),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    reply.header("cache-control", cache).type("application/xml; charset=utf-8").send(sitemap),
  );
};
