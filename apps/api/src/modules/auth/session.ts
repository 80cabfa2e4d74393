import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.js";

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** The signed-in user of a request, or `null`. */
export async function sessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const session = await request.server.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
  });
  if (!session) return null;
  return {
    id: session.user.id,
    email: session.user.email,
    emailVerified: session.user.emailVerified,
  };
}

/** The signed-in user, or a 401 "User not authenticated" for the client. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await sessionUser(request);
  if (!user) throw new AppError(401, "NOT_AUTHENTICATED");
  return user;
}
