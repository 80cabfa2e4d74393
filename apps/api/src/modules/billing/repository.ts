import type { PaidPlanId } from "@commentlens/shared";
import { and, count, desc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  billingEvent,
  invoice,
  localCheckoutSession,
  subscription,
  user,
} from "../../db/schema.js";
import {
  type InvoiceSnapshot,
  LIVE_STATUSES,
  type StoredSubscription,
} from "./providers/provider.js";

/**
 * Billing queries. Functions take `Db` so they run on the database or inside a transaction
 * (a Drizzle transaction is a `Db`). Every read of a user's billing data takes the owner id.
 */

export type NewSubscription = typeof subscription.$inferInsert;
export type LocalCheckoutRow = typeof localCheckoutSession.$inferSelect;
export type InvoiceRow = typeof invoice.$inferSelect;

/** Live subscriptions (active, trialing or past due) per paid plan. */
export async function liveSubscriptionsByPlan(db: Db): Promise<Map<PaidPlanId, number>> {
  const rows = await db
    .select({ planId: subscription.planId, n: count() })
    .from(subscription)
    .where(inArray(subscription.status, [...LIVE_STATUSES]))
    .groupBy(subscription.planId);
  const out = new Map<PaidPlanId, number>();
  for (const r of rows)
    if (r.planId === "influencer" || r.planId === "agency_monthly") out.set(r.planId, r.n);
  return out;
}

export async function getSubscription(db: Db, userId: string): Promise<StoredSubscription | null> {
  const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId));
  return row ?? null;
}

/** The row, locked until the transaction ends, so two events for one user apply in turn. */
export async function lockSubscription(db: Db, userId: string): Promise<StoredSubscription | null> {
  const [row] = await db
    .select()
    .from(subscription)
    .where(eq(subscription.userId, userId))
    .for("update");
  return row ?? null;
}

/** Whose subscription (or customer) this is, for events that do not name the user. */
export async function userOfSubscription(
  db: Db,
  ids: { subscriptionId?: string | null; customerId?: string | null },
): Promise<string | null> {
  if (ids.subscriptionId) {
    const [row] = await db
      .select({ userId: subscription.userId })
      .from(subscription)
      .where(eq(subscription.subscriptionId, ids.subscriptionId));
    if (row) return row.userId;
  }
  if (ids.customerId) {
    const [row] = await db
      .select({ userId: subscription.userId })
      .from(subscription)
      .where(eq(subscription.customerId, ids.customerId));
    if (row) return row.userId;
  }
  return null;
}

export async function findUser(
  db: Db,
  userId: string,
): Promise<{ id: string; email: string; createdAt: Date } | null> {
  const [row] = await db
    .select({ id: user.id, email: user.email, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}

export async function saveSubscription(db: Db, row: NewSubscription): Promise<void> {
  const { userId: _userId, createdAt: _createdAt, ...changes } = row;
  await db
    .insert(subscription)
    .values(row)
    .onConflictDoUpdate({ target: subscription.userId, set: changes });
}

/**
 * Records an event id; false when it was recorded before (the event is a replay). Inside the
 * transaction that applies the event, so an event counts as seen only if it was applied; a
 * concurrent copy waits on the primary key and then finds it taken.
 */
export async function recordEvent(
  db: Db,
  event: { id: string; provider: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(billingEvent)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: billingEvent.id });
  return inserted.length === 1;
}

export async function eventSeen(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingEvent.id })
    .from(billingEvent)
    .where(eq(billingEvent.id, id));
  return row !== undefined;
}

export async function saveInvoice(
  db: Db,
  userId: string,
  provider: string,
  snapshot: InvoiceSnapshot,
): Promise<void> {
  const row = {
    id: snapshot.id,
    userId,
    provider,
    customerId: snapshot.customerId,
    subscriptionId: snapshot.subscriptionId,
    number: snapshot.number,
    description: snapshot.description,
    amountCents: snapshot.amountCents,
    currency: snapshot.currency,
    status: snapshot.status,
    periodStart: snapshot.periodStart,
    periodEnd: snapshot.periodEnd,
    hostedUrl: snapshot.hostedUrl,
    createdAt: snapshot.createdAt,
  };
  // A failed invoice that is later paid keeps its id: the newer status wins.
  await db
    .insert(invoice)
    .values(row)
    .onConflictDoUpdate({
      target: invoice.id,
      set: {
        status: row.status,
        amountCents: row.amountCents,
        number: row.number,
        hostedUrl: row.hostedUrl,
      },
    });
}

export async function listInvoices(db: Db, userId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoice)
    .where(eq(invoice.userId, userId))
    .orderBy(desc(invoice.createdAt), desc(invoice.id))
    .limit(120);
}

export async function getInvoice(db: Db, userId: string, id: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoice)
    .where(and(eq(invoice.id, id), eq(invoice.userId, userId)));
  return row ?? null;
}

export async function insertLocalCheckout(
  db: Db,
  row: typeof localCheckoutSession.$inferInsert,
): Promise<void> {
  await db.insert(localCheckoutSession).values(row);
}

export async function getLocalCheckout(
  db: Db,
  userId: string,
  id: string,
): Promise<LocalCheckoutRow | null> {
  const [row] = await db
    .select()
    .from(localCheckoutSession)
    .where(and(eq(localCheckoutSession.id, id), eq(localCheckoutSession.userId, userId)));
  return row ?? null;
}

/** Marks an open, unexpired checkout paid; false when it was paid (or expired) already. */
export async function claimLocalCheckout(db: Db, id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(localCheckoutSession)
    .set({ status: "paid" })
    .where(
      and(
        eq(localCheckoutSession.id, id),
        eq(localCheckoutSession.status, "open"),
        gt(localCheckoutSession.expiresAt, now),
      ),
    )
    .returning({ id: localCheckoutSession.id });
  return claimed.length === 1;
}

/** Locks the user's row until the transaction ends: one billing change per user at a time. */
export async function lockUser(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  return row !== undefined;
}
