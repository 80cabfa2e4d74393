import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { usageCounter, user } from "../../db/schema.js";

/**
 * Takes one slot of `subject` in `period` if fewer than `limit` are used, atomically: the row
 * is created on first use, and the increment only happens while `used < limit`, so two
 * concurrent requests cannot both take the last slot.
 */
export async function takeSlot(
  db: Db,
  subject: string,
  period: string,
  limit: number,
): Promise<boolean> {
  if (limit <= 0) return false;
  const taken = await db
    .insert(usageCounter)
    .values({ subject, period, used: 1 })
    .onConflictDoUpdate({
      target: [usageCounter.subject, usageCounter.period],
      set: { used: sql`${usageCounter.used} + 1` },
      setWhere: sql`${usageCounter.used} < ${limit}`,
    })
    .returning({ used: usageCounter.used });
  return taken.length === 1;
}

/** Gives a slot back (a failed analysis does not count). */
export async function releaseSlot(db: Db, subject: string, period: string): Promise<void> {
  await db
    .update(usageCounter)
    .set({ used: sql`${usageCounter.used} - 1` })
    .where(
      and(
        eq(usageCounter.subject, subject),
        eq(usageCounter.period, period),
        gt(usageCounter.used, 0),
      ),
    );
}

export async function usedIn(db: Db, subject: string, period: string): Promise<number> {
  const [row] = await db
    .select({ used: usageCounter.used })
    .from(usageCounter)
    .where(and(eq(usageCounter.subject, subject), eq(usageCounter.period, period)));
  return row?.used ?? 0;
}

export async function deleteUsageOf(db: Db, subject: string): Promise<void> {
  await db.delete(usageCounter).where(eq(usageCounter.subject, subject));
}

/** When a user signed up: a Free account's usage month starts on that day. */
export async function signedUpAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  return row?.createdAt ?? null;
}
