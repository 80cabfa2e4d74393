import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import * as schema from "../../db/schema.js";
import { createRateLimiter, type RateLimiter } from "../../lib/rate-limit.js";
import type { Mailer } from "../mail/mailer.js";
import { alreadyRegisteredMail, resetPasswordMail, verificationMail } from "../mail/templates.js";

/** Header our server sets to the client address it trusts; a client's own copy is dropped. */
export const CLIENT_IP_HEADER = "x-commentlens-client-ip";

/** Origins a browser may send mutating requests from: the public URL, and both loopback names. */
export function trustedOrigins(config: Config): string[] {
  const origins = new Set([config.publicUrl]);
  const url = new URL(config.publicUrl);
  if (url.hostname === "localhost" || url.hostname === "127.0.0.1") {
    for (const host of ["localhost", "127.0.0.1"])
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
  }
  return [...origins];
}

/** A display name when none is asked for: the part of the email before the @. */
export function nameFromEmail(email: string): string {
  return email.split("@", 1)[0]?.trim() || "CommentLens user";
}

/**
 * Mails of one kind to one address per hour, whoever asks: the auth server limits each client
 * address, and many addresses would otherwise fill a stranger's inbox with reset links.
 */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;

export function createAuth(options: { config: Config; db: Db; mailer: Mailer; secret: string }) {
  const { config, db, mailer } = options;
  const perAddress = (name: string) =>
    createRateLimiter(
      db,
      { name, max: MAILS_PER_ADDRESS_PER_HOUR, windowMs: 60 * 60 * 1000 },
      { message: "" },
    );
  const resetMails = perAddress("reset-mail-address");
  const verificationMails = perAddress("verification-mail-address");
  // The answer to the request stays the same (it must not tell whether the address has an
  // account); the mail is simply not sent again.
  const allowed = async (limiter: RateLimiter, email: string) =>
    (await limiter.hit(email.toLowerCase())).allowed;
  // Sign-in, sign-up and mails: about ten tries a minute per client address (sign-in is also
  // limited per account, in routes.ts).
  const strict = { window: 60, max: 10 };
  return betterAuth({
    appName: "CommentLens",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: false,
      // Sign-up answers alike whether or not the address has an account, so it must not sign
      // anyone in: the confirmation link does that. The address's owner is mailed instead.
      autoSignIn: false,
      async onExistingUserSignUp({ user }) {
        if (!(await allowed(verificationMails, user.email))) return;
        await mailer.send({
          to: user.email,
          ...alreadyRegisteredMail(`${config.publicUrl}/auth?redirect=/dashboard`),
        });
      },
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        if (!(await allowed(resetMails, user.email))) return;
        await mailer.send({ to: user.email, ...resetPasswordMail(url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        if (!(await allowed(verificationMails, user.email))) return;
        await mailer.send({ to: user.email, ...verificationMail(url) });
      },
    },
    // Email changes go through POST /api/account/email (recent sign-in, approval by the current
    // address, undo by the old one); better-auth's own endpoint would skip all three.
    disabledPaths: ["/change-email"],
    rateLimit: {
      // Off outside production by default; limits matter everywhere.
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": strict,
        "/sign-up/email": strict,
        "/request-password-reset": strict,
        "/send-verification-email": strict,
        // Every page load reads the session: offices and mobile carriers put many people
        // behind one address, and a limit here would show them signed out. It needs the
        // session cookie, so there is nothing to guess.
        "/get-session": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
