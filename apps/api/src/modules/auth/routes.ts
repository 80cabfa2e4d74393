import {
  PASSWORD_MIN_LENGTH,
  SIGN_IN_ACCOUNT_LIMITED,
  updateUserRequestSchema,
} from "@commentlens/shared";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../../lib/common-passwords.js";
import { createRateLimiter } from "../../lib/rate-limit.js";
import { sendError } from "../../plugins/error-handler.js";
import { type Auth, CLIENT_IP_HEADER, nameFromEmail } from "./auth.js";
import { badRedirectField } from "./redirect-target.js";

/**
 * Sign-in attempts per account (email), whatever the address: the auth server's own limit is
 * per client address, which an attacker with many addresses would multiply.
 */
export const SIGN_IN_PER_ACCOUNT = { max: 10, windowMs: 15 * 60 * 1000 };

function normaliseBody(path: string, body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const next = { ...(body as Record<string, unknown>) };
  for (const key of ["email", "newEmail"]) {
    if (typeof next[key] === "string") next[key] = (next[key] as string).trim().toLowerCase();
  }
  // We ask for no name: derive one from the email, as the sign-up form has no name field.
  if (path.endsWith("/sign-up/email") && typeof next.email === "string" && !next.name) {
    next.name = nameFromEmail(next.email);
  }
  return next;
}

/** The password a request to the auth server sets: at sign-up, reset or change. */
function newPasswordIn(url: string, body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const path = url.split("?")[0] ?? "";
  const fields = body as { password?: unknown; newPassword?: unknown };
  const value = path.endsWith("/sign-up/email")
    ? fields.password
    : path.endsWith("/reset-password") || path.endsWith("/change-password")
      ? fields.newPassword
      : undefined;
  return typeof value === "string" ? value : undefined;
}

/** better-auth under /api/auth/*, fed the client address the server trusts. */
export function registerAuthRoutes(
  app: FastifyInstance,
  options: { auth: Auth; db: Db; publicUrl: string },
): void {
  const { auth, publicUrl } = options;
  const signIns = createRateLimiter(
    options.db,
    { name: "sign-in-account", ...SIGN_IN_PER_ACCOUNT },
    { message: SIGN_IN_ACCOUNT_LIMITED },
  );
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    // Signing in and out, and the account's own settings: a team viewer's own business.
    config: { teamAccess: "personal" },
    async preValidation(request, reply) {
      // The auth server stores what it is given here: a null name answered 500, and a name of
      // 200,000 characters was kept.
      if (request.method === "POST" && request.url.split("?")[0]?.endsWith("/update-user")) {
        const checked = updateUserRequestSchema.safeParse(request.body);
        if (!checked.success) {
          const issue = checked.error.issues[0];
          const message =
            issue?.code === "unrecognized_keys"
              ? "Only a name and a picture can be changed here."
              : (issue?.message ?? "The request is not valid.");
          return sendError(reply, 400, "VALIDATION_FAILED", message);
        }
      }
      const password = newPasswordIn(request.url, request.body);
      // Too short is said first, by the auth server, in its own words.
      if (password && password.length >= PASSWORD_MIN_LENGTH && isCommonPassword(password)) {
        return sendError(reply, 400, "VALIDATION_FAILED", COMMON_PASSWORD_MESSAGE);
      }
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
      const email = (body as { email?: unknown } | undefined)?.email;
      if (url.pathname.endsWith("/sign-in/email") && typeof email === "string") {
        const limit = await signIns.hit(email.slice(0, 320));
        if (!limit.allowed) {
          reply.header("retry-after", String(limit.retryAfterSeconds));
          throw new AppError(429, "RATE_LIMITED", SIGN_IN_ACCOUNT_LIMITED);
        }
      }
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
