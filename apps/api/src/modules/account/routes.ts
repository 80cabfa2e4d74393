import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { requireUser } from "../auth/session.js";
import { deleteUserData } from "./repository.js";

/** Session cookies better-auth sets, with and without the https-only prefix. */
const SESSION_COOKIES = [
  "better-auth.session_token",
  "better-auth.session_data",
  "better-auth.dont_remember",
];

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.delete(
    "/account",
    { schema: { response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request, reply) => {
      const current = await requireUser(request);
      await deleteUserData(db, current.id, current.email);
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
};
