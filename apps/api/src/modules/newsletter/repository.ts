import { and, eq, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { newsletterSubscriber } from "../../db/schema.js";

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

export interface Subscriber {
  id: string;
  email: string;
  status: SubscriberStatus;
  confirmNonce: string | null;
}

const columns = {
  id: newsletterSubscriber.id,
  email: newsletterSubscriber.email,
  status: newsletterSubscriber.status,
  confirmNonce: newsletterSubscriber.confirmNonce,
};

function typed(row: { status: string } & Omit<Subscriber, "status">): Subscriber {
  return { ...row, status: row.status as SubscriberStatus };
}

export async function findSubscriber(db: Db, email: string): Promise<Subscriber | null> {
  const [row] = await db
    .select(columns)
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.email, email));
  return row ? typed(row) : null;
}

/** A new pending subscriber; `null` when the address is already there (a concurrent sign-up). */
export async function insertPending(
  db: Db,
  values: { email: string; source: string; metadata: Record<string, string>; nonce: string },
): Promise<Subscriber | null> {
  const [row] = await db
    .insert(newsletterSubscriber)
    .values({
      email: values.email,
      source: values.source,
      metadata: values.metadata,
      confirmNonce: values.nonce,
    })
    .onConflictDoNothing({ target: newsletterSubscriber.email })
    .returning(columns);
  return row ? typed(row) : null;
}

/** An unsubscribed address signs up again: pending with a new nonce, confirmation due now. */
export async function restartSubscription(
  db: Db,
  id: string,
  values: { source: string; metadata: Record<string, string>; nonce: string; now: Date },
): Promise<Subscriber | null> {
  const [row] = await db
    .update(newsletterSubscriber)
    .set({
      status: "pending",
      source: values.source,
      metadata: values.metadata,
      confirmNonce: values.nonce,
      confirmationSentAt: null,
      confirmedAt: null,
      unsubscribedAt: null,
      updatedAt: values.now,
    })
    .where(and(eq(newsletterSubscriber.id, id), eq(newsletterSubscriber.status, "unsubscribed")))
    .returning(columns);
  return row ? typed(row) : null;
}

/**
 * Takes the right to mail a confirmation: only for a pending subscriber not mailed since
 * `notSince`, in one UPDATE, so concurrent sign-ups send one mail between them.
 */
export async function claimConfirmationSend(
  db: Db,
  id: string,
  now: Date,
  notSince: Date,
): Promise<Subscriber | null> {
  const [row] = await db
    .update(newsletterSubscriber)
    .set({ confirmationSentAt: now, updatedAt: now })
    .where(
      and(
        eq(newsletterSubscriber.id, id),
        eq(newsletterSubscriber.status, "pending"),
        or(
          isNull(newsletterSubscriber.confirmationSentAt),
          lte(newsletterSubscriber.confirmationSentAt, notSince),
        ),
      ),
    )
    .returning(columns);
  return row ? typed(row) : null;
}

/** The mail did not go out: the next sign-up may send it at once. */
export async function releaseConfirmationSend(db: Db, id: string, claimedAt: Date): Promise<void> {
  await db
    .update(newsletterSubscriber)
    .set({ confirmationSentAt: null })
    .where(
      and(eq(newsletterSubscriber.id, id), eq(newsletterSubscriber.confirmationSentAt, claimedAt)),
    );
}

/** Confirms (again, harmlessly) a subscription whose nonce is still current. */
export async function confirmSubscriber(
  db: Db,
  id: string,
  nonce: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriber)
    .set({
      status: "confirmed",
      confirmedAt: sql`coalesce(${newsletterSubscriber.confirmedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(newsletterSubscriber.id, id),
        eq(newsletterSubscriber.confirmNonce, nonce),
        ne(newsletterSubscriber.status, "unsubscribed"),
      ),
    )
    .returning({ id: newsletterSubscriber.id });
  return rows.length === 1;
}

/** Ends a subscription; its confirmation links stop working. */
export async function unsubscribeSubscriber(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(newsletterSubscriber)
    .set({ status: "unsubscribed", unsubscribedAt: now, confirmNonce: null, updatedAt: now })
    .where(and(eq(newsletterSubscriber.id, id), ne(newsletterSubscriber.status, "unsubscribed")));
}

/** Deletes the address's sign-up while it is still unconfirmed (its account was deleted). */
export async function deletePendingSubscriber(db: Db, email: string): Promise<void> {
  await db
    .delete(newsletterSubscriber)
    .where(
      and(
        eq(newsletterSubscriber.email, email.trim().toLowerCase()),
        eq(newsletterSubscriber.status, "pending"),
      ),
    );
}
