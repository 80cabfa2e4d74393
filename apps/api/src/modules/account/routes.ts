import {
  ACCOUNT_DELETE_NOT_FRESH,
  accountSuccessSchema,
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  changePasswordRequestSchema,
  emailChangeConfirmResponseSchema,
  emailChangeLinkInfoSchema,
  emailChangeTokenRequestSchema,
  emailChangeUndoResponseSchema,
} from "@commentlens/shared";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { personalRoutes } from "../../lib/team-access.js";
import { accountDeletedMail, type MailContent, passwordChangedMail } from "../mail/templates.js";
import type { EmailChangeService } from "./email-change.js";
import {
  type CurrentSession,
  changePassword,
  deleteAccount,
  requireFreshSession,
  type SubscriptionCanceller,
} from "./service.js";

/** Session cookies better-auth sets, with and without the https-only prefix. */
const SESSION_COOKIES = [
  "better-auth.session_token",
  "better-auth.session_data",
  "better-auth.dont_remember",
];

/** Ends this browser's session cookies (the server has already ended the sessions). */
function expireSessionCookies(reply: FastifyReply): void {
  const expired = "Path=/; Max-Age=0; HttpOnly; SameSite=Lax";
  reply.header(
    "set-cookie",
    SESSION_COOKIES.flatMap((name) => [
      `${name}=; ${expired}`,
      `__Secure-${name}=; ${expired}; Secure`,
    ]),
  );
}

/** The request's session (not only its user: sensitive changes need its id and age). */
async function requireSession(request: FastifyRequest): Promise<CurrentSession> {
  const found = await request.server.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
  });
  if (!found) throw new AppError(401, "NOT_AUTHENTICATED");
  const { id, userId, createdAt } = found.session;
  return { id, userId, email: found.user.email, createdAt: new Date(createdAt) };
}

export const accountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  billing?: SubscriptionCanceller;
  emailChange: EmailChangeService;
  /** The site's public origin, for the links in the mails below. */
  publicUrl: string;
}> = async (app, { db, billing, emailChange, publicUrl }) => {
  // A team viewer still runs their own account.
  personalRoutes(app);
  /** A notice mail about a change already made: its failure is logged, the change stands. */
  const notify = async (to: string, mail: MailContent) => {
    try {
      await app.mailer.send({ to, ...mail });
    } catch (error) {
      app.log.warn({ err: error }, `could not send "${mail.subject}"`);
    }
  };

  app.delete(
    "/account",
    { schema: { response: { 200: accountSuccessSchema } } },
    async (request, reply) => {
      // As for the password and the email: a stolen session alone must not end the account.
      const current = await requireSession(request);
      requireFreshSession(current, ACCOUNT_DELETE_NOT_FRESH);
      await deleteAccount({ db, billing }, { id: current.userId, email: current.email });
      expireSessionCookies(reply);
      await notify(current.email, accountDeletedMail(publicUrl));
      return { success: true as const };
    },
  );

  // Our own endpoint rather than better-auth's /change-password, which wants the current
  // password: the account page's form asks only for the new one (ADR 0006).
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
      await notify(current.email, passwordChangedMail(`${publicUrl}/auth?mode=reset`));
      return { success: true as const };
    },
  );

  // Our own flow rather than better-auth's /change-email (turned off): a recent sign-in and
  // the current address's approval come first, and the old address can undo it (ADR 0015).
  app.post(
    "/account/email",
    {
      schema: {
        body: changeEmailRequestSchema,
        response: { 200: changeEmailResponseSchema },
      },
    },
    async (request) => {
      const current = await requireSession(request);
      return emailChange.request(current, request.body.new_email);
    },
  );

  // The links of the mails open /account/email, which reads what the link does here and
  // shows it; only a click posts the token to /confirm. No session is needed: the mailbox the
  // link went to is the proof.
  app.post(
    "/account/email/link",
    {
      schema: {
        body: emailChangeTokenRequestSchema,
        response: { 200: emailChangeLinkInfoSchema },
      },
    },
    async (request) => emailChange.describe(request.body.token),
  );

  app.post(
    "/account/email/confirm",
    {
      schema: {
        body: emailChangeTokenRequestSchema,
        response: { 200: emailChangeConfirmResponseSchema },
      },
    },
    async (request) => emailChange.confirm(request.body.token),
  );

  app.post(
    "/account/email/undo",
    {
      schema: {
        body: emailChangeTokenRequestSchema,
        response: { 200: emailChangeUndoResponseSchema },
      },
    },
    async (request, reply) => {
      const restored = await emailChange.undo(request.body.token);
      expireSessionCookies(reply);
      return restored;
    },
  );
};
