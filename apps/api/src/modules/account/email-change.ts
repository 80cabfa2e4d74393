import { createHash, randomBytes } from "node:crypto";
import {
  type ChangeEmailResponse,
  EMAIL_CHANGE_LINK_HOURS,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_UNDO_DAYS,
  type EmailChangeConfirmResponse,
  type EmailChangeLinkInfo,
  type EmailChangeUndoResponse,
} from "@commentlens/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { createRateLimiter } from "../../lib/rate-limit.js";
import type { Mailer } from "../mail/mailer.js";
import { changeEmailMail, emailChangeApprovalMail, emailChangedMail } from "../mail/templates.js";
import {
  credentialPassword,
  deleteEmailChangeTokensOf,
  type EmailChangeLink,
  type EmailChangeStep,
  emailTakenByOther,
  findUserEmail,
  moveEmail,
  peekEmailChangeLink,
  restoreEmail,
  storeEmailChangeLink,
  takeEmailChangeLink,
} from "./repository.js";
import { type CurrentSession, requireFreshSession } from "./service.js";

/**
 * Changing the account's email (ADR 0015). A recent sign-in asks for it; the CURRENT address
 * approves it; the new address confirms it is theirs, and the change is made; the old address
 * is told, with a single-use link that undoes it and signs every device out. So a stolen
 * session alone can no longer move the account to another address (and then reset its
 * password from there).
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface EmailChangeDeps {
  db: Db;
  mailer: Mailer;
  /** Public origin, without a trailing slash: links in mails point there. */
  publicUrl: string;
  log?: FastifyBaseLogger;
  now?: () => Date;
  /** Hashes a password as sign-in verifies it. */
  hashPassword: (password: string) => Promise<string>;
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A fingerprint of a password hash: tells a changed password without keeping a copy. */
const markOf = (passwordHash: string | null) =>
  passwordHash === null ? null : createHash("sha256").update(passwordHash).digest("hex");

const invalidLink = () => new AppError(400, "EMAIL_CHANGE_LINK_INVALID");

export function createEmailChangeService(deps: EmailChangeDeps) {
  const { db, mailer, publicUrl, log } = deps;
  const clock = deps.now ?? (() => new Date());
  // Each request mails the account's own address: a few an hour is plenty for a person.
  const requests = createRateLimiter(
    db,
    { name: "email-change", max: 5, windowMs: HOUR_MS },
    { message: EMAIL_CHANGE_MESSAGES.tooMany, now: clock },
  );

  /** A new link of the change, stored as a hash; answers its token. */
  async function issue(link: EmailChangeLink, validMs: number, now: Date): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await storeEmailChangeLink(db, {
      tokenHash: hashToken(token),
      link,
      expiresAt: new Date(now.getTime() + validMs),
    });
    return token;
  }

  /**
   * The page a link opens. The undo page asks before it acts: mail scanners open links on
   * their own, and an undo signs every device out.
   */
  const pageUrl = (step: EmailChangeStep, token: string) =>
    `${publicUrl}/account/email?${step === "undo" ? "undo" : "token"}=${encodeURIComponent(token)}`;

  const take = (token: string, steps: EmailChangeStep[], now: Date) =>
    takeEmailChangeLink(db, { tokenHash: hashToken(token), steps, now });

  /**
   * What an approval or confirmation link would do, without doing it: its page shows this and
   * acts only on a click, so a mail scanner that opens the link changes nothing.
   */
  async function describe(token: string): Promise<EmailChangeLinkInfo> {
    const link = await peekEmailChangeLink(db, {
      tokenHash: hashToken(token),
      steps: ["approve", "confirm"],
      now: clock(),
    });
    if (!link || (await findUserEmail(db, link.userId)) !== link.from) throw invalidLink();
    return { step: link.step === "approve" ? "approve" : "confirm", from: link.from, to: link.to };
  }

  /** The signed-in user asks to move their account to `newEmail` (already lower-case). */
  async function request(current: CurrentSession, newEmail: string): Promise<ChangeEmailResponse> {
    requireFreshSession(current, EMAIL_CHANGE_MESSAGES.sessionNotFresh);
    if (newEmail === current.email) {
      throw new AppError(400, "VALIDATION_FAILED", EMAIL_CHANGE_MESSAGES.sameEmail);
    }
    if (!(await requests.hit(`user:${current.userId}`)).allowed) {
      throw new AppError(429, "RATE_LIMITED", EMAIL_CHANGE_MESSAGES.tooMany);
    }
    if (await emailTakenByOther(db, newEmail, current.userId)) {
      throw new AppError(409, "EMAIL_IN_USE");
    }
    const now = clock();
    // The newest request is the one that counts: earlier links of unfinished changes stop.
    await deleteEmailChangeTokensOf(db, current.userId, ["approve", "confirm"]);
    const passwordMark = markOf(await credentialPassword(db, current.userId));
    const token = await issue(
      { step: "approve", userId: current.userId, from: current.email, to: newEmail, passwordMark },
      EMAIL_CHANGE_LINK_HOURS * HOUR_MS,
      now,
    );
    await mailer.send({
      to: current.email,
      ...emailChangeApprovalMail(pageUrl("approve", token), newEmail, EMAIL_CHANGE_LINK_HOURS),
    });
    return { success: true, sent_to: current.email };
  }

  /** The approval link (from the current address) or the confirmation link (from the new one). */
  async function confirm(token: string): Promise<EmailChangeConfirmResponse> {
    const now = clock();
    const link = await take(token, ["approve", "confirm"], now);
    // The account moved on since (another change, or an undo): the link is void.
    if (!link || (await findUserEmail(db, link.userId)) !== link.from) throw invalidLink();
    if (await emailTakenByOther(db, link.to, link.userId)) throw new AppError(409, "EMAIL_IN_USE");

    if (link.step === "approve") {
      const next = await issue(
        { ...link, step: "confirm" },
        EMAIL_CHANGE_LINK_HOURS * HOUR_MS,
        now,
      );
      await mailer.send({ to: link.to, ...changeEmailMail(pageUrl("confirm", next), link.to) });
      return { status: "approved", email: link.to };
    }

    // The old address hears of the change before it is made: no change without its undo link.
    const undoToken = await issue({ ...link, step: "undo" }, EMAIL_CHANGE_UNDO_DAYS * DAY_MS, now);
    try {
      await mailer.send({
        to: link.from,
        ...emailChangedMail(pageUrl("undo", undoToken), link.to, EMAIL_CHANGE_UNDO_DAYS),
      });
    } catch (error) {
      await take(undoToken, ["undo"], now);
      throw error;
    }
    const moved = await moveEmail(db, { userId: link.userId, from: link.from, to: link.to, now });
    if (moved !== "moved") {
      await take(undoToken, ["undo"], now);
      if (moved === "taken") throw new AppError(409, "EMAIL_IN_USE");
      throw invalidLink();
    }
    log?.info({ userId: link.userId }, "account email changed");
    return { status: "changed", email: link.to };
  }

  /**
   * The old address takes the account back: its email again, every session ended, and a
   * password set since the change was asked for made unusable (whoever moved the account
   * chose it), so the account is reset through its restored address.
   */
  async function undo(token: string): Promise<EmailChangeUndoResponse> {
    const now = clock();
    const link = await take(token, ["undo"], now);
    const invalid = new AppError(
      400,
      "EMAIL_CHANGE_LINK_INVALID",
      EMAIL_CHANGE_MESSAGES.invalidUndoLink,
    );
    if (!link) throw invalid;
    const passwordNow = await credentialPassword(db, link.userId);
    // Links from before marks were kept: the password is made unusable to be safe.
    const passwordChanged =
      passwordNow !== null &&
      (link.passwordMark === undefined || markOf(passwordNow) !== link.passwordMark);
    const restored = await restoreEmail(db, {
      userId: link.userId,
      email: link.from,
      now,
      replacePasswordWith: passwordChanged
        ? await deps.hashPassword(randomBytes(32).toString("base64url"))
        : undefined,
    });
    if (restored === "gone") throw invalid;
    if (restored === "taken") throw new AppError(409, "EMAIL_IN_USE");
    log?.info({ userId: link.userId, passwordChanged }, "account email change undone");
    return { status: "restored", email: link.from, password_reset_needed: passwordChanged };
  }

  return { request, describe, confirm, undo };
}
