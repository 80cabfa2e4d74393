import type { ReferralStatus } from "@commentlens/shared";
import { and, desc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { referral, referralCode, referralReward, session, user } from "../../db/schema.js";

/**
 * Referral queries. Functions take `Db` so they run on the database or inside a transaction.
 * Every read of a user's referral data takes the owner id: nobody reads another's referrals.
 */

export type ReferralCodeRow = typeof referralCode.$inferSelect;
export type ReferralRow = typeof referral.$inferSelect;
export type RewardRow = typeof referralReward.$inferSelect;
export type RewardStatus = "owed" | "banked" | "applied";

export async function findCodeOfUser(db: Db, userId: string): Promise<ReferralCodeRow | null> {
  const [row] = await db.select().from(referralCode).where(eq(referralCode.userId, userId));
  return row ?? null;
}

/** Stores a new code for the user; false when the code is taken (or the user has one already). */
export async function insertCode(
  db: Db,
  row: { id: string; userId: string; code: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(referralCode)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: referralCode.id });
  return inserted.length === 1;
}

/** An active code, looked up by its upper-cased form. */
export async function findActiveCode(db: Db, code: string): Promise<ReferralCodeRow | null> {
  const [row] = await db
    .select()
    .from(referralCode)
    .where(and(eq(referralCode.code, code), eq(referralCode.isActive, true)));
  return row ?? null;
}

/** Where the owner was last seen using their referral page (for the same-device check). */
export async function touchCode(
  db: Db,
  userId: string,
  seen: { at: Date; ip: string; userAgent: string; device: string },
): Promise<void> {
  await db
    .update(referralCode)
    .set({
      lastSeenAt: seen.at,
      lastSeenIp: seen.ip,
      lastSeenUserAgent: seen.userAgent,
      lastSeenDevice: seen.device,
    })
    .where(eq(referralCode.userId, userId));
}

/** The addresses of the user's sessions active since `since`: where they signed in or were seen. */
export async function recentSessions(
  db: Db,
  userId: string,
  since: Date,
): Promise<Array<{ ipAddress: string | null }>> {
  return db
    .select({ ipAddress: session.ipAddress })
    .from(session)
    .where(
      and(
        eq(session.userId, userId),
        or(gte(session.createdAt, since), gte(session.updatedAt, since)),
      ),
    )
    .limit(50);
}

export async function findUserCreatedAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  return row?.createdAt ?? null;
}

/** The referral of this referrer and friend, if they have one. */
export async function findPair(
  db: Db,
  referrerId: string,
  referredUserId: string,
): Promise<ReferralRow | null> {
  const [row] = await db
    .select()
    .from(referral)
    .where(and(eq(referral.referrerId, referrerId), eq(referral.referredUserId, referredUserId)));
  return row ?? null;
}

/** Whether the friend has any referral already, fraud_detected ones included. */
export async function hasReferral(db: Db, referredUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: referral.id })
    .from(referral)
    .where(eq(referral.referredUserId, referredUserId))
    .limit(1);
  return row !== undefined;
}

/**
 * Inserts a referral; null when it conflicts with one already there (the same pair, or a
 * second counting referral of the friend, made by a concurrent request).
 */
export async function insertReferral(
  db: Db,
  row: typeof referral.$inferInsert,
): Promise<ReferralRow | null> {
  const [inserted] = await db.insert(referral).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Referrals the user made, newest first. */
export async function listReferrals(db: Db, referrerId: string): Promise<ReferralRow[]> {
  return db
    .select()
    .from(referral)
    .where(eq(referral.referrerId, referrerId))
    .orderBy(desc(referral.referredAt), desc(referral.id))
    .limit(500);
}

export async function countReferrals(
  db: Db,
  referrerId: string,
): Promise<{ total: number; pending: number; successful: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${referral.status} in ('pending', 'subscription_created'))::int`,
      successful: sql<number>`count(*) filter (where ${referral.status} = 'reward_granted')::int`,
    })
    .from(referral)
    .where(eq(referral.referrerId, referrerId));
  return { total: row?.total ?? 0, pending: row?.pending ?? 0, successful: row?.successful ?? 0 };
}

export async function sumRewardMonths(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ months: sql<number>`coalesce(sum(${referralReward.months}), 0)::int` })
    .from(referralReward)
    .where(eq(referralReward.userId, userId));
  return row?.months ?? 0;
}

export async function listRewards(db: Db, userId: string): Promise<RewardRow[]> {
  return db
    .select()
    .from(referralReward)
    .where(eq(referralReward.userId, userId))
    .orderBy(desc(referralReward.grantedAt), desc(referralReward.id))
    .limit(500);
}

// ---- transitions ----------------------------------------------------------------------

/** Moves the friend's referrals in `from` to `to`; answers the rows that moved. */
export async function moveFriendReferrals(
  db: Db,
  referredUserId: string,
  from: ReferralStatus,
  to: ReferralStatus,
  at: Date,
): Promise<ReferralRow[]> {
  const stamp =
    to === "subscription_created"
      ? { subscribedAt: at }
      : to === "reward_granted"
        ? { rewardedAt: at }
        : to === "expired"
          ? { expiredAt: at }
          : {};
  return db
    .update(referral)
    .set({ status: to, ...stamp })
    .where(and(eq(referral.referredUserId, referredUserId), eq(referral.status, from)))
    .returning();
}

/** Pending referrals made before `before` become expired; answers how many. */
export async function expirePending(db: Db, before: Date, at: Date): Promise<number> {
  const expired = await db
    .update(referral)
    .set({ status: "expired", expiredAt: at })
    .where(and(eq(referral.status, "pending"), lt(referral.referredAt, before)))
    .returning({ id: referral.id });
  return expired.length;
}

/** A month owed to each side of a referral; a second grant of the same referral adds nothing. */
export async function insertRewards(
  db: Db,
  rows: Array<{ id: string; referralId: string; userId: string; role: string; grantedAt: Date }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(referralReward).values(rows).onConflictDoNothing();
}

/**
 * Rewards not yet applied of these users, and of the referrers of referrals where they are
 * the friend (a friend's payment is when the referrer's month is due too).
 */
export async function unappliedRewardsAround(db: Db, userIds: string[]): Promise<RewardRow[]> {
  if (userIds.length === 0) return [];
  const friendsReferrals = db
    .select({ id: referral.id })
    .from(referral)
    .where(inArray(referral.referredUserId, userIds));
  return db
    .select()
    .from(referralReward)
    .where(
      and(
        inArray(referralReward.status, ["owed", "banked"]),
        or(
          inArray(referralReward.userId, userIds),
          inArray(referralReward.referralId, friendsReferrals),
        ),
      ),
    )
    .orderBy(referralReward.grantedAt, referralReward.id)
    .limit(100);
}

/** Rewards whose application failed or has not run yet (the job retries them). */
export async function owedRewards(db: Db, limit = 100): Promise<RewardRow[]> {
  return db
    .select()
    .from(referralReward)
    .where(eq(referralReward.status, "owed"))
    .orderBy(referralReward.grantedAt, referralReward.id)
    .limit(limit);
}

export async function setRewardStatus(
  db: Db,
  id: string,
  change: { status: RewardStatus; appliedAt?: Date; lastError?: string | null },
): Promise<void> {
  await db
    .update(referralReward)
    .set({
      status: change.status,
      ...(change.appliedAt ? { appliedAt: change.appliedAt } : {}),
      lastError: change.lastError ?? null,
    })
    // An applied reward stays applied, whatever a slower concurrent attempt reports.
    .where(and(eq(referralReward.id, id), sql`${referralReward.status} <> 'applied'`));
}

// ---- account deletion -------------------------------------------------------------------

/**
 * The user's referral data, when their account is deleted: their code and the referrals they
 * made (their rewards go with the user row). As a friend, a referral that earned nothing yet is
 * removed; a rewarded one stays in the referrer's history without the friend's id.
 */
export async function deleteReferralDataOf(db: Db, userId: string): Promise<void> {
  await db.delete(referralCode).where(eq(referralCode.userId, userId));
  await db.delete(referral).where(eq(referral.referrerId, userId));
  await db
    .delete(referral)
    .where(
      and(
        eq(referral.referredUserId, userId),
        inArray(referral.status, ["pending", "subscription_created", "fraud_detected"]),
      ),
    );
}
