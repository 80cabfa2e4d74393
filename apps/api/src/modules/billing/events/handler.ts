import type { BillingProviderName, PaidPlanId } from "@commentlens/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.js";
import type { BillingEvent, SubscriptionSnapshot } from "../providers/provider.js";

/**
 * Another module's part in billing events (the referral programme). The `on…` calls run inside
 * the transaction that applies the event, so what they change commits or rolls back with it
 * (and a replayed event, already recorded, never reaches them again); `afterPayments` runs
 * once that transaction has committed, for work that calls out to the provider.
 */
export interface BillingListener {
  /** A checkout of `planId` completed for the user. */
  onCheckoutCompleted(tx: Db, userId: string, planId: PaidPlanId): Promise<void>;
  /** A payment of the user succeeded (not a $0 receipt), for their subscription to `planId`. */
  onPaymentSucceeded(tx: Db, userId: string, planId: PaidPlanId | null): Promise<void>;
  /** After the payments of these users were committed. Errors are logged, never raised. */
  afterPayments(userIds: string[]): Promise<void>;
}

/** What applying a batch of events led to, for the work after its transaction. */
export interface Effects {
  /** Users whose payment (an invoice of a real amount) was recorded. */
  payers: Set<string>;
}

/** One event being applied, inside the transaction that records it as seen. */
export interface EventContext {
  tx: Db;
  event: BillingEvent;
  /** The subscription as the event carries it, or as the provider told it before the transaction. */
  state: SubscriptionSnapshot | null;
  /** The configured provider, stored with every subscription and invoice. */
  provider: BillingProviderName;
  listeners: readonly BillingListener[];
  effects: Effects;
  log?: FastifyBaseLogger;
}

/** Applies one type of event (see the map in dispatch.ts). */
export type EventHandler = (context: EventContext) => Promise<void>;

/**
 * Applies events, each at most once. Subscription states an event does not carry are read
 * from the provider first (outside the transaction: a network call); `before` runs inside
 * it, first, so a checkout is claimed in the same transaction that records its payment.
 */
export type Dispatch = (
  events: BillingEvent[],
  before?: (tx: Db) => Promise<void>,
) => Promise<void>;
