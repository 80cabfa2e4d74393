import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { sendError } from "./error-handler.js";

/**
 * Security headers with a CSP the SPA passes (no inline scripts), response compression, and
 * the Origin check of mutating API requests.
 * @fastify/compress never compresses text/event-stream, so progress streams flush at once.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: {
    https: boolean;
    /** Origins a browser may send mutating requests from (our own pages). */
    trustedOrigins: string[];
  },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline style attributes and inject small style elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Post pictures and profile photos come from Instagram's image hosts.
        imgSrc: ["'self'", "data:", "blob:", "https://*.cdninstagram.com", "https://*.fbcdn.net"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something over https; on plain http it would pin nothing useful.
    strictTransportSecurity: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  registerOriginCheck(app, options.trustedOrigins);
}

/**
 * Exempt: the RFC 8058 one-click unsubscribe, POSTed by mail providers from their own origin.
 * It reads no cookie; the signed token in the request is its only authority.
 */
const ONE_CLICK_UNSUBSCRIBE = /^\/api\/newsletter\/unsubscribe\/?(?:\?|$)/;

/** Cookie-authenticated mutations only from our own pages (SameSite=Lax covers the rest). */
function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]): void {
  const origins = new Set(trustedOrigins);
  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    const safe =
      request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS";
    if (
      !safe &&
      origin &&
      request.url.startsWith("/api/") &&
      !origins.has(origin) &&
      !ONE_CLICK_UNSUBSCRIBE.test(request.url)
    ) {
      return sendError(reply, 403, "FORBIDDEN_ORIGIN");
    }
  });
}
