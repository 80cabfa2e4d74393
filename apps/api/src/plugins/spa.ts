import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  canonicalUrl,
  documentTitle,
  matchRoute,
  notFoundRoute,
  type RouteMeta,
  SITE_NAME,
} from "@commentlens/shared";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "../lib/escape-html.js";
import { sendError } from "./error-handler.js";

/** The built web app, beside the API in the workspace. */
export const defaultStaticDir = fileURLToPath(new URL("../../../web/dist", import.meta.url));

const HEAD_MARKER = "<!--app-head-->";

/** The title, description, canonical and Open Graph tags the SPA would set for a path. */
export function headTags(route: RouteMeta, publicUrl: string, pathname: string): string {
  const title = escapeHtml(documentTitle(route));
  const description = escapeHtml(route.description);
  const canonical =
    route === notFoundRoute ? undefined : escapeHtml(canonicalUrl(publicUrl, pathname));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    canonical ? `<link rel="canonical" href="${canonical}" />` : "",
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    canonical ? `<meta property="og:url" content="${canonical}" />` : "",
    `<meta name="twitter:card" content="summary" />`,
  ]
    .filter(Boolean)
    .join("\n    ");
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
    const route = matchRoute(pathname);
    const html = (
      template ??
      `<!doctype html><html lang="en"><head>${HEAD_MARKER}</head><body><p>The web app is not built. Run <code>npm run build</code>.</p></body></html>`
    ).replace(HEAD_MARKER, headTags(route ?? notFoundRoute, options.publicUrl, pathname));
    return reply
      .status(route ? 200 : 404)
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
