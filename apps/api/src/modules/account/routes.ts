import { accountSuccessSchema, changePasswordRequestSchema } from "@commentlens/shared";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { requireUser } from "../auth/session.js";
import {
  type CurrentSession,
  changePassword,
  deleteAccount,
  type SubscriptionCanceller,
} from "./service.js";

/** Session cookies better-auth sets, with and without the https-only prefix. */
const SESSION_COOKIES = [
  "better-auth.session_token",
  "better-auth.session_data",
  "better-auth.dont_remember",
];

/** The request's session (not only its user: the password change needs its id and age). */
async function requireSession(request: FastifyRequest): Promise<CurrentSession> {
  const found = await request.server.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
  });
  if (!found) throw new AppError(401, "NOT_AUTHENTICATED");
  const { id, userId, createdAt } = found.session;
  return { id, userId, createdAt: new Date(createdAt) };
}

export const accountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  billing?: SubscriptionCanceller;
}> = async (app, { db, billing }) => {
  app.delete(
    "/account",
    { schema: { response: { 200: accountSuccessSchema } } },
    async (request, reply) => {
      const current = await requireUser(request);
      await deleteAccount({ db, billing }, current);
      const expired = "Path=/; Max-Age=0; HttpOnly; SameSite=Lax";
      reply.header(
        "set-cookie",
        SESSION_COOKIES.flatMap((name) => [
          `${name}=; ${expired}`,
          `__Secure-${name}=; ${expired}; Secure`,
        ]),
      );
      return { success: true as const };
    },
  );

  // Our own endpoint rather than better-auth's /change-password, which wants the current
  // password: the spec's form asks only for the new one (ADR 0006).
  app.post(
    "/account/password",
    {
      schema: {
        body: changePasswordRequestSchema,
        response: { 200: accountSuccessSchema },
      },
    },
    async (request) => {
      const current = await requireSession(request);
      await changePassword({ auth: app.auth, db }, current, request.body.new_password);
      return { success: true as const };
    },
  );
};
