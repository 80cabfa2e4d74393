import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { account, session, usageCounter, user, verification } from "../../db/schema.js";
import { deleteReferralDataOf } from "../referrals/repository.js";
import { deleteTeamDataOf } from "../team/repository.js";
import { userUsageSubject } from "../usage/service.js";

/**
 * Deletes a user and everything they own, in one transaction. Sessions and credentials go
 * with the user row (ON DELETE CASCADE); each feature that stores user data adds its own
 * delete here, so an account never leaves data behind.
 */
export async function deleteUserData(db: Db, userId: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, email));
    // Analyses and their comments go with the user row (ON DELETE CASCADE); usage counters
    // are keyed by subject, so they are deleted here.
    await tx.delete(usageCounter).where(eq(usageCounter.subject, userUsageSubject(userId)));
    // An owner's team goes with them (members fall back to their own plan); a member leaves.
    await deleteTeamDataOf(tx, userId);
    // Their code and the referrals they made; a friend's own account and rewards are untouched.
    await deleteReferralDataOf(tx, userId);
    const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    return deleted.length > 0;
  });
}

/**
 * Stores a new password hash on the user's email-and-password ("credential") account and ends
 * every other session of the user, in one transaction: a password change is how someone locks
 * out whoever else knew the old one, so no other device may stay signed in with it.
 * Returns false when the user has no credential account (nothing changed).
 */
export async function replacePassword(
  db: Db,
  input: { userId: string; keepSessionId: string; passwordHash: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(account)
      .set({ password: input.passwordHash, updatedAt: new Date() })
      .where(and(eq(account.userId, input.userId), eq(account.providerId, "credential")))
      .returning({ id: account.id });
    if (updated.length === 0) return false;
    await tx
      .delete(session)
      .where(and(eq(session.userId, input.userId), ne(session.id, input.keepSessionId)));
    return true;
  });
}
