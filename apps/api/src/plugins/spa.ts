import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  canonicalUrl,
  documentTitle,
  isNoindex,
  matchRoute,
  notFoundRoute,
  type RouteMeta,
  SITE_NAME,
  withoutTrailingSlashes,
} from "@commentlens/shared";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "../lib/escape-html.js";
import { type ContentIndex, loadContentIndex } from "../modules/seo/content-index.js";
import { sendError } from "./error-handler.js";

/** The built web app, beside the API in the workspace. */
export const defaultStaticDir = fileURLToPath(new URL("../../../web/dist", import.meta.url));

const HEAD_MARKER = "<!--app-head-->";

/** What the head of a page says about it; the SPA's head manager writes the same. */
export interface PageHead {
  /** The full document title, site name included. */
  title: string;
  description: string;
  /** Absolute canonical address; none for a page that does not exist. */
  canonical?: string;
  type: "website" | "article";
  /** Pages behind sign-in are kept out of search engines. */
  noindex: boolean;
  /** Publication day of a blog article. */
  publishedTime?: string;
  author?: string;
}

/** The head of a route of the shared table. */
export function routeHead(route: RouteMeta, publicUrl: string, pathname: string): PageHead {
  return {
    title: documentTitle(route),
    description: route.description,
    ...(route === notFoundRoute ? {} : { canonical: canonicalUrl(publicUrl, pathname) }),
    type: "website",
    noindex: isNoindex(route),
  };
}

/** The title, description, canonical, Open Graph and Twitter tags of a page. */
export function headTags(head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const canonical = head.canonical ? escapeHtml(head.canonical) : undefined;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    head.noindex ? `<meta name="robots" content="noindex" />` : "",
    canonical ? `<link rel="canonical" href="${canonical}" />` : "",
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    canonical ? `<meta property="og:url" content="${canonical}" />` : "",
    head.publishedTime
      ? `<meta property="article:published_time" content="${escapeHtml(head.publishedTime)}" />`
      : "",
    head.author ? `<meta name="author" content="${escapeHtml(head.author)}" />` : "",
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ]
    .filter(Boolean)
    .join("\n    ");
}

function normalisePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname;
  return trimmed === "" ? "/" : trimmed;
}

/**
 * The head and status of the page at `pathname`. Blog and help articles take their meta from
 * the build's content index: an unknown blog article is a 404, and any other help address
 * shows the help index, so it gets the index's meta with /help as canonical.
 */
export function resolvePage(
  pathname: string,
  publicUrl: string,
  content: ContentIndex | undefined,
): { head: PageHead; status: 200 | 404 } {
  const path = normalisePath(pathname);
  const article = (title: string, description: string) => ({
    title: `${title} | ${SITE_NAME}`,
    description,
    canonical: canonicalUrl(publicUrl, path),
    type: "article" as const,
    noindex: false,
  });
  if (content && /^\/blog\/[^/]+$/.test(path)) {
    const entry = content.blog.find((e) => e.path === path);
    if (!entry) return { head: routeHead(notFoundRoute, publicUrl, path), status: 404 };
    return {
      head: {
        ...article(entry.title, entry.description),
        publishedTime: entry.date,
        author: entry.author,
      },
      status: 200,
    };
  }
  if (path.startsWith("/help/")) {
    const entry = content?.help.find((e) => e.path === path);
    if (entry) return { head: article(entry.title, entry.description), status: 200 };
    const index = matchRoute("/help");
    // Without a content index a single segment is left to the route table's generic entry.
    if (index && (content || path.split("/").length > 3)) {
      return { head: routeHead(index, publicUrl, "/help"), status: 200 };
    }
  }
  const route = matchRoute(path);
  return route
    ? { head: routeHead(route, publicUrl, path), status: 200 }
    : { head: routeHead(notFoundRoute, publicUrl, path), status: 404 };
}

/** A page request, as opposed to an API call or a missing file such as `/assets/x.js`. */
function wantsPage(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (pathname === "/api" || pathname.startsWith("/api/")) return false;
  if (/\.[a-z0-9]+$/i.test(pathname.split("/").pop() ?? "")) return false;
  const accept = request.headers.accept ?? "*/*";
  return accept.includes("text/html") || accept.includes("*/*");
}

/**
 * Serves the built SPA: hashed assets with immutable caching, and for any other non-API path
 * the SPA's HTML with that path's meta tags (HTTP 404 for paths the route table lacks).
 */
export async function registerSpa(
  app: FastifyInstance,
  options: { staticDir: string; publicUrl: string },
): Promise<void> {
  const indexFile = path.join(options.staticDir, "index.html");
  const template = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined;
  const content = template ? loadContentIndex(options.staticDir, app.log) : undefined;
  if (template && !content) {
    app.log.warn(
      { staticDir: options.staticDir },
      "web build has no content-index.json: articles get generic meta tags",
    );
  }

  if (template) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          "cache-control",
          hashed ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
        );
      },
    });
  } else {
    app.log.warn(
      { staticDir: options.staticDir },
      "web app not built: only the API is served (run `npm run build`)",
    );
  }

  const renderPage = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?", 1)[0] ?? "/";
    const { head, status } = resolvePage(pathname, options.publicUrl, content);
    const html = (
      template ??
      `<!doctype html><html lang="en"><head>${HEAD_MARKER}</head><body><p>The web app is not built. Run <code>npm run build</code>.</p></body></html>`
    ).replace(HEAD_MARKER, () => headTags(head));
    return reply
      .status(status)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(html);
  };

  app.get("/", renderPage);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?", 1)[0] ?? "/";
    if (!wantsPage(request, pathname)) return sendError(reply, 404, "NOT_FOUND");
    return renderPage(request, reply);
  });
}
