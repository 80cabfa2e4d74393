import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers with a CSP the SPA passes (no inline scripts), and response compression.
 * @fastify/compress never compresses text/event-stream, so progress streams flush at once.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { https: boolean },
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
        imgSrc: ["'self'", "data:", "blob:"],
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
}
