import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../../lib/common-passwords.js";
import type { Auth } from "../auth/auth.js";
import { deleteMailOfAccount } from "../mail/mailer.js";
import { deleteNewsletterSignUpOfAccount } from "../newsletter/service.js";
import { deleteReferralDataOfAccount } from "../referrals/service.js";
import { deleteTeamDataOfAccount } from "../team/service.js";
import { deleteUsageOfAccount } from "../usage/service.js";
import { deleteTokensOf, deleteUser, findUserEmail, replacePassword } from "./repository.js";

/** The account's email address (null: no such account), for mails other modules send it. */
export function emailOfAccount(db: Db, userId: string): Promise<string | null> {
  return findUserEmail(db, userId);
}

/**
 * How recent a sign-in must be to change the password without the current one, or the email
 * (ADR 0006). The same day that better-auth's own sensitive endpoints use (its default
 * `freshAge`).
 */
export const FRESH_SESSION_MS = 24 * 60 * 60 * 1000;

export interface CurrentSession {
  id: string;
  userId: string;
  /** The account's email as the session reads it. */
  email: string;
  createdAt: Date;
}

/** Whether the session was signed in recently enough for a sensitive change. */
export function isFresh(session: CurrentSession, now: Date = new Date()): boolean {
  return now.getTime() - session.createdAt.getTime() < FRESH_SESSION_MS;
}

/**
 * A 403 SESSION_NOT_FRESH unless the session is recent: a stolen session cookie alone must not
 * be enough to take the account over. `message` names the change that was refused.
 */
export function requireFreshSession(session: CurrentSession, message?: string): void {
  if (!isFresh(session)) throw new AppError(403, "SESSION_NOT_FRESH", message);
}

/**
 * Sets a new password for the signed-in user, hashed exactly as better-auth hashes at sign-up
 * (so its sign-in verifies it), and signs out every other session; the current one stays.
 */
export async function changePassword(
  deps: { auth: Auth; db: Db },
  current: CurrentSession,
  newPassword: string,
): Promise<void> {
  requireFreshSession(current);
  if (isCommonPassword(newPassword)) {
    throw new AppError(400, "VALIDATION_FAILED", COMMON_PASSWORD_MESSAGE);
  }
  const context = await deps.auth.$context;
  const passwordHash = await context.password.hash(newPassword);
  const changed = await replacePassword(deps.db, {
    userId: current.userId,
    keepSessionId: current.id,
    passwordHash,
  });
  if (!changed) throw new AppError(400, "NO_PASSWORD_SIGN_IN");
}

/** Ends a user's paid subscription with the billing provider (account deletion needs it first). */
export interface SubscriptionCanceller {
  cancelForDeletion(userId: string): Promise<void>;
}

/**
 * Deletes the account and everything it owns. A paid subscription is ended with the billing
 * provider first, outside the transaction (a network call); if that fails nothing is deleted,
 * so no one goes on paying for an account that is gone.
 */
export async function deleteAccount(
  deps: { db: Db; billing?: SubscriptionCanceller },
  user: { id: string; email: string },
): Promise<void> {
  await deps.billing?.cancelForDeletion(user.id);
  await deleteUserData(deps.db, user.id, user.email);
}

/**
 * Deletes a user and everything they own, in one transaction. Sessions and credentials go
 * with the user row (ON DELETE CASCADE); each module that stores user data deletes its part
 * through its own service here, so an account never leaves data behind.
 */
async function deleteUserData(db: Db, userId: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await deleteTokensOf(tx, userId, email);
    await deleteNewsletterSignUpOfAccount(tx, email);
    await deleteMailOfAccount(tx, email);
    // Analyses and their comments go with the user row (ON DELETE CASCADE); usage counters
    // are keyed by subject, so they are deleted here.
    await deleteUsageOfAccount(tx, userId);
    // An owner's team goes with them (members fall back to their own plan); a member leaves.
    await deleteTeamDataOfAccount(tx, userId);
    // Their code and the referrals they made; a friend's own account and rewards are untouched.
    await deleteReferralDataOfAccount(tx, userId);
    return deleteUser(tx, userId);
  });
}
