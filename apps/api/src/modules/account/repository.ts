import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, like, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { account, session, user, verification } from "../../db/schema.js";

/**
 * Deletes the auth server's tokens of a user: the verification rows under their email (sign-up
 * and reset links) and their email change links.
 */
export async function deleteTokensOf(db: Db, userId: string, email: string): Promise<void> {
  await db.delete(verification).where(eq(verification.identifier, email));
  await deleteEmailChangeTokensOf(db, userId);
}

/** Deletes the user row; sessions and credentials go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  const deleted = await db.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
  return deleted.length > 0;
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

// ---- email change ------------------------------------------------------------------------

/**
 * The links of an email change are single-use rows of the auth server's `verification` table,
 * stored under the SHA-256 of their token (a copy of the table holds no usable link):
 * `approve` (mailed to the current address), `confirm` (to the new one), `undo` (to the old
 * one once changed). Expired rows go with the scheduled purge of verifications.
 */
export type EmailChangeStep = "approve" | "confirm" | "undo";

export interface EmailChangeLink {
  step: EmailChangeStep;
  userId: string;
  /** The address the account had when the change was asked for. */
  from: string;
  to: string;
  /**
   * A fingerprint of the account's password hash when the change was asked for (`null`: no
   * password). Undo compares it with the password then: one set since is made unusable.
   */
  passwordMark?: string | null;
}

const LINK_PREFIX = "email-change:";

export async function storeEmailChangeLink(
  db: Db,
  input: { tokenHash: string; link: EmailChangeLink; expiresAt: Date },
): Promise<void> {
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: `${LINK_PREFIX}${input.tokenHash}`,
    value: JSON.stringify(input.link),
    expiresAt: input.expiresAt,
  });
}

/** A field of an email change link's value; null on other rows, whose value is not JSON. */
const linkField = (name: keyof EmailChangeLink) =>
  sql<
    string | null
  >`(case when ${verification.identifier} like ${`${LINK_PREFIX}%`} then ${verification.value}::jsonb ->> ${name} end)`;

/**
 * Uses up a link of one of `steps`: deleted as it is read, so two concurrent uses get it once
 * between them.
 */
export async function takeEmailChangeLink(
  db: Db,
  input: { tokenHash: string; steps: EmailChangeStep[]; now: Date },
): Promise<EmailChangeLink | null> {
  const [row] = await db
    .delete(verification)
    .where(liveLink(input))
    .returning({ value: verification.value });
  return row ? (JSON.parse(row.value) as EmailChangeLink) : null;
}

/** The row of the link of `tokenHash`, unexpired and of one of `steps`. */
function liveLink(input: { tokenHash: string; steps: EmailChangeStep[]; now: Date }) {
  return and(
    eq(verification.identifier, `${LINK_PREFIX}${input.tokenHash}`),
    gt(verification.expiresAt, input.now),
    inArray(linkField("step"), input.steps),
  );
}

/** The link of `tokenHash`, of one of `steps` and unexpired, without using it up. */
export async function peekEmailChangeLink(
  db: Db,
  input: { tokenHash: string; steps: EmailChangeStep[]; now: Date },
): Promise<EmailChangeLink | null> {
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(liveLink(input));
  return row ? (JSON.parse(row.value) as EmailChangeLink) : null;
}

/** The password hash of the user's email-and-password account; `null` without one. */
export async function credentialPassword(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return row?.password ?? null;
}

/** Deletes the user's email change links, of the given steps (all when none are given). */
export async function deleteEmailChangeTokensOf(
  db: Db,
  userId: string,
  steps?: EmailChangeStep[],
): Promise<void> {
  await db
    .delete(verification)
    .where(
      and(
        like(verification.identifier, `${LINK_PREFIX}%`),
        eq(linkField("userId"), userId),
        steps ? inArray(linkField("step"), steps) : undefined,
      ),
    );
}

export async function findUserEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

/** Whether an account other than `userId` has this address. */
export async function emailTakenByOther(db: Db, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email), ne(user.id, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Moves the account from `from` to `to`, confirmed by the new address (so it counts as
 * verified), and drops the change's other open links. `stale` when the account no longer has
 * `from`; `taken` when another account has `to`.
 */
export async function moveEmail(
  db: Db,
  input: { userId: string; from: string; to: string; now: Date },
): Promise<"moved" | "stale" | "taken"> {
  return db.transaction(async (tx) => {
    if (await emailTakenByOther(tx, input.to, input.userId)) return "taken";
    const moved = await tx
      .update(user)
      .set({ email: input.to, emailVerified: true, updatedAt: input.now })
      .where(and(eq(user.id, input.userId), eq(user.email, input.from)))
      .returning({ id: user.id });
    if (moved.length === 0) return "stale";
    await deleteEmailChangeTokensOf(tx, input.userId, ["approve", "confirm"]);
    return "moved";
  });
}

/**
 * Gives the account its old address back, verified (the undo link proved it), ends every
 * session and drops every open link of email changes, in one transaction: whoever moved the
 * account away is signed out and cannot finish or undo a change of their own.
 */
export async function restoreEmail(
  db: Db,
  input: {
    userId: string;
    email: string;
    now: Date;
    /** Replaces the password (with one nobody knows), when it was set by whoever moved it. */
    replacePasswordWith?: string;
  },
): Promise<"restored" | "gone" | "taken"> {
  return db.transaction(async (tx) => {
    if (await emailTakenByOther(tx, input.email, input.userId)) return "taken";
    const restored = await tx
      .update(user)
      .set({ email: input.email, emailVerified: true, updatedAt: input.now })
      .where(eq(user.id, input.userId))
      .returning({ id: user.id });
    if (restored.length === 0) return "gone";
    if (input.replacePasswordWith) {
      await tx
        .update(account)
        .set({ password: input.replacePasswordWith, updatedAt: input.now })
        .where(and(eq(account.userId, input.userId), eq(account.providerId, "credential")));
    }
    await tx.delete(session).where(eq(session.userId, input.userId));
    await deleteEmailChangeTokensOf(tx, input.userId);
    return "restored";
  });
}
