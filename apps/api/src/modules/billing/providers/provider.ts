import {
  type BillingProviderName,
  type Invoice,
  type PaidPlanId,
  PLANS,
} from "@commentlens/shared";
import type { subscription } from "../../../db/schema.js";

/**
 * The one interface both billing providers implement. Every change of a subscription reaches
 * the app as a `BillingEvent` (Stripe's webhooks, or the events the local provider makes) and
 * goes through the same handlers and state machine in ../events/.
 */

/** The provider events the app acts on (Stripe's names; the local provider uses them too). */
export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;
export type BillingEventType = (typeof HANDLED_EVENTS)[number];

export const isHandledEvent = (type: string): type is BillingEventType =>
  (HANDLED_EVENTS as readonly string[]).includes(type);

/** Provider statuses that still give the paid plan (until the period ends). */
export const LIVE_STATUSES = ["active", "trialing", "past_due"] as const;

/** A subscription as the provider holds it, at `observedAt`. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** Our user id, from the subscription's metadata (null when it has none). */
  userId: string | null;
  planId: PaidPlanId;
  seats: number;
  /** The provider's status: active, trialing, past_due, unpaid, canceled, incomplete … */
  status: string;
  /** Ended (or unpaid) because payments failed, not because the customer canceled. */
  endedForNonPayment: boolean;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When this state was read from the provider: a newer state is never overwritten by an older one. */
  observedAt: Date;
}

export interface InvoiceSnapshot {
  id: string;
  number: string;
  customerId: string;
  subscriptionId: string | null;
  userId: string | null;
  description: string;
  amountCents: number;
  currency: string;
  status: Invoice["status"];
  createdAt: Date;
  periodStart: Date;
  periodEnd: Date;
  /** The provider's hosted page of the invoice (Stripe); null for our own receipts. */
  hostedUrl: string | null;
}

export interface BillingEvent {
  /** The provider's event id: each is applied at most once. */
  id: string;
  type: BillingEventType;
  userId?: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
  /**
   * The subscription's state. When absent and `subscriptionId` is set, the service reads the
   * current state from the provider, so events arriving late or out of order cannot roll the
   * subscription back.
   */
  subscription?: SubscriptionSnapshot;
  invoice?: InvoiceSnapshot;
}

/** Our stored subscription row. */
export type StoredSubscription = typeof subscription.$inferSelect;

export interface CheckoutInput {
  userId: string;
  email: string;
  planId: PaidPlanId;
  seats: number;
  /** The customer of an earlier subscription, reused so invoices stay together. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
  now: Date;
}

export interface BillingProvider {
  readonly name: BillingProviderName;
  /** Where the browser goes to pay for a new subscription. */
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  /** Where a subscriber confirms a change of plan or seats (upgrades prorated at once). */
  changePlanUrl(input: {
    current: StoredSubscription;
    planId: PaidPlanId;
    seats: number;
    returnUrl: string;
  }): Promise<{ url: string }>;
  /** The billing portal: plan, seats, card, invoices, cancel. */
  portalUrl(current: StoredSubscription, returnUrl: string): Promise<{ url: string }>;
  /** Schedules (true) or withdraws (false) cancellation at the period end. */
  setCancelAtPeriodEnd(current: StoredSubscription, cancel: boolean): Promise<BillingEvent[]>;
  /** Ends the subscription now (account deletion). */
  cancelNow(current: StoredSubscription): Promise<BillingEvent[]>;
  /** The subscription's current state, or null when it is not one of ours (unknown price). */
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  /** Invoices from the provider itself, or null when the stored ones are the record. */
  listInvoices(customerId: string): Promise<Invoice[] | null>;
  /**
   * Gives the subscriber one month free (a referral reward), at most once per `key`: Stripe
   * credits the customer's balance with a month of the plan, the local provider extends the
   * period by a month. Answers the events of the change, for the state machine to apply.
   */
  grantFreeMonth(input: {
    current: StoredSubscription;
    key: string;
    now: Date;
  }): Promise<BillingEvent[]>;
}

/** A provider that receives signed webhooks (Stripe). */
export interface WebhookProvider extends BillingProvider {
  /**
   * Verifies the signature over the raw body and reads the event: null for an event type the
   * app does not act on. Throws `WebhookSignatureError` when the signature does not verify.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<BillingEvent | null>;
}

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

export const hasWebhooks = (provider: BillingProvider): provider is WebhookProvider =>
  "parseWebhook" in provider;

/** Monthly price of a plan with its seats, in cents (Agency is per seat). */
export const planTotalCents = (planId: PaidPlanId, seats: number) =>
  PLANS[planId].priceCents * (planId === "agency_monthly" ? seats : 1);
