import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance } from "fastify";
import { sendError } from "../../plugins/error-handler.js";
import { type Auth, CLIENT_IP_HEADER, nameFromEmail } from "./auth.js";
import { badRedirectField } from "./redirect-target.js";

function normaliseBody(path: string, body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const next = { ...(body as Record<string, unknown>) };
  for (const key of ["email", "newEmail"]) {
    if (typeof next[key] === "string") next[key] = (next[key] as string).trim().toLowerCase();
  }
  // We ask for no name: derive one from the email, as the spec's form has no name field.
  if (path.endsWith("/sign-up/email") && typeof next.email === "string" && !next.name) {
    next.name = nameFromEmail(next.email);
  }
  return next;
}

/** better-auth under /api/auth/*, fed the client address the server trusts. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, publicUrl: string): void {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    async preValidation(request, reply) {
      const field = badRedirectField(request.query, request.body);
      if (field) {
        return sendError(
          reply,
          400,
          "VALIDATION_FAILED",
          `${field} is not a valid return address.`,
        );
      }
    },
    async handler(request, reply) {
      const url = new URL(request.url, publicUrl);
      const headers = fromNodeHeaders(request.headers);
      // Only our own reading of the address counts: a client-sent copy cannot buy a fresh limit.
      headers.set(CLIENT_IP_HEADER, request.ip);
      headers.delete("content-length");
      const body =
        request.method === "POST" ? normaliseBody(url.pathname, request.body) : undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
