import type { TeamMemberRole } from "@commentlens/shared";
import { and, asc, count, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { requestLimit, teamInvitation, teamMembership, user } from "../../db/schema.js";

/**
 * Team queries. Every query of a team's rows takes the owner id, so an owner can only ever
 * read or change their own members and invitations (another owner's ids find nothing: 404).
 */

export type InvitationRow = typeof teamInvitation.$inferSelect;

export interface MemberRow {
  userId: string;
  email: string;
  role: TeamMemberRole;
  joinedAt: Date;
}

export interface MembershipRow {
  userId: string;
  ownerId: string;
  role: TeamMemberRole;
  joinedAt: Date;
}

/** A stored role; anything unknown reads as the narrower one. */
export const roleOf = (stored: string): TeamMemberRole =>
  stored === "member" ? "member" : "viewer";

export async function findUserEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

/** The user's membership of a team, if any. */
export async function getMembership(db: Db, userId: string): Promise<MembershipRow | null> {
  const [row] = await db.select().from(teamMembership).where(eq(teamMembership.userId, userId));
  return row ? { ...row, role: roleOf(row.role) } : null;
}

/**
 * An owner's members, oldest first: the order in which seats are given when there are more
 * members than seats (the newest go without).
 */
export async function listMembers(db: Db, ownerId: string): Promise<MemberRow[]> {
  const rows = await db
    .select({
      userId: teamMembership.userId,
      email: user.email,
      role: teamMembership.role,
      joinedAt: teamMembership.joinedAt,
    })
    .from(teamMembership)
    .innerJoin(user, eq(user.id, teamMembership.userId))
    .where(eq(teamMembership.ownerId, ownerId))
    .orderBy(asc(teamMembership.joinedAt), asc(teamMembership.userId));
  return rows.map((row) => ({ ...row, role: roleOf(row.role) }));
}

export async function countMembers(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamMembership)
    .where(eq(teamMembership.ownerId, ownerId));
  return row?.n ?? 0;
}

export async function listInvitations(db: Db, ownerId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(teamInvitation)
    .where(eq(teamInvitation.ownerId, ownerId))
    .orderBy(asc(teamInvitation.createdAt), asc(teamInvitation.id));
}

export async function getInvitation(
  db: Db,
  ownerId: string,
  id: string,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(teamInvitation)
    .where(and(eq(teamInvitation.id, id), eq(teamInvitation.ownerId, ownerId)));
  return row ?? null;
}

/** The invitation a mailed token stands for (looked up by the token's hash). */
export async function findInvitationByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(teamInvitation)
    .where(eq(teamInvitation.tokenHash, tokenHash));
  return row ?? null;
}

/** Whether the owner has anything of a team: members or invitations. */
export async function hasTeamRows(db: Db, ownerId: string): Promise<boolean> {
  const [member] = await db
    .select({ id: teamMembership.userId })
    .from(teamMembership)
    .where(eq(teamMembership.ownerId, ownerId))
    .limit(1);
  if (member) return true;
  const [invitation] = await db
    .select({ id: teamInvitation.id })
    .from(teamInvitation)
    .where(eq(teamInvitation.ownerId, ownerId))
    .limit(1);
  return invitation !== undefined;
}

/** Inserts an invitation; false when the owner already has one for this address. */
export async function insertInvitation(
  db: Db,
  row: typeof teamInvitation.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(teamInvitation)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: teamInvitation.id });
  return inserted.length === 1;
}

/**
 * Gives an invitation a new token and expiry, if it was last sent at `lastSentAt`: of two
 * resends at once only one claims it (and mails).
 */
export async function replaceInvitationToken(
  db: Db,
  where: { ownerId: string; id: string; lastSentAt: Date },
  set: { tokenHash: string; lastSentAt: Date; expiresAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(teamInvitation)
    .set(set)
    .where(
      and(
        eq(teamInvitation.id, where.id),
        eq(teamInvitation.ownerId, where.ownerId),
        eq(teamInvitation.lastSentAt, where.lastSentAt),
      ),
    )
    .returning({ id: teamInvitation.id });
  return updated.length === 1;
}

/** Puts back an invitation's previous token and dates (its new mail could not be sent). */
export async function restoreInvitation(db: Db, previous: InvitationRow): Promise<void> {
  await db
    .update(teamInvitation)
    .set({
      tokenHash: previous.tokenHash,
      lastSentAt: previous.lastSentAt,
      expiresAt: previous.expiresAt,
    })
    .where(and(eq(teamInvitation.id, previous.id), eq(teamInvitation.ownerId, previous.ownerId)));
}

export async function deleteInvitation(db: Db, ownerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(teamInvitation)
    .where(and(eq(teamInvitation.id, id), eq(teamInvitation.ownerId, ownerId)))
    .returning({ id: teamInvitation.id });
  return deleted.length === 1;
}

/** Adds a member; false when the user is in a team already (the key is the user id). */
export async function insertMembership(
  db: Db,
  row: { userId: string; ownerId: string; role: TeamMemberRole; joinedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(teamMembership)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: teamMembership.userId });
  return inserted.length === 1;
}

/** Changes a member's role; false when they are not the owner's member. */
export async function updateMemberRole(
  db: Db,
  where: { ownerId: string; userId: string },
  role: TeamMemberRole,
): Promise<boolean> {
  const updated = await db
    .update(teamMembership)
    .set({ role })
    .where(and(eq(teamMembership.userId, where.userId), eq(teamMembership.ownerId, where.ownerId)))
    .returning({ id: teamMembership.userId });
  return updated.length === 1;
}

export async function deleteMembership(
  db: Db,
  where: { ownerId: string; userId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(teamMembership)
    .where(and(eq(teamMembership.userId, where.userId), eq(teamMembership.ownerId, where.ownerId)))
    .returning({ id: teamMembership.userId });
  return deleted.length === 1;
}

/** Locks the owner's user row until the transaction ends: one seat change per team at a time. */
export async function lockTeam(db: Db, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.id, ownerId))
    .for("update");
  return row !== undefined;
}

/** Key of an owner's invitation-mail counter in the app's rate limits. */
export const INVITATION_LIMIT_NAME = "team-invitations";

/**
 * Everything of a user's team life, for account deletion: the team they own (its memberships
 * and invitations), their own membership, and their invitation-mail counter. The foreign keys
 * cascade the first two as well; deleting here keeps the account's deletion explicit.
 */
export async function deleteTeamDataOf(db: Db, userId: string): Promise<void> {
  await db
    .delete(teamMembership)
    .where(or(eq(teamMembership.ownerId, userId), eq(teamMembership.userId, userId)));
  await db.delete(teamInvitation).where(eq(teamInvitation.ownerId, userId));
  await db.delete(requestLimit).where(eq(requestLimit.key, `${INVITATION_LIMIT_NAME}:${userId}`));
}
