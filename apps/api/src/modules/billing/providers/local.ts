import { randomBytes } from "node:crypto";
import { cardDigits, LOCAL_TEST_CARDS, type PaidPlanId, PLANS } from "@commentlens/shared";
import type { Db } from "../../../db/client.js";
import { addMonths, monthlyPeriod } from "../../usage/period.js";
import {
  getSubscription,
  insertLocalCheckout,
  type LocalCheckoutRow,
  userOfSubscription,
} from "../repository.js";
import {
  type BillingEvent,
  type BillingProvider,
  type InvoiceSnapshot,
  planTotalCents,
  type StoredSubscription,
  type SubscriptionSnapshot,
} from "./provider.js";

/**
 * The built-in billing provider: a checkout page that simulates card payment and a billing
 * portal, so every flow works with no keys (ADR 0009). It takes no money. It plays Stripe's
 * part: each action becomes the events Stripe would send, applied by the same handlers.
 */

/** How long an unpaid local checkout stays open. */
const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

export interface LocalProvider extends BillingProvider {
  readonly name: "local";
  /** Whether the card is one that pays (Stripe's test success card); every other is declined. */
  paymentSucceeds(cardNumber: string): boolean;
  /** Events of a paid checkout: a subscription that starts now, and its first invoice. */
  checkoutEvents(
    session: LocalCheckoutRow,
    current: StoredSubscription | null,
    now: Date,
  ): BillingEvent[];
  /** Events of a change of plan or seats: an upgrade is charged prorated at once. */
  changePlanEvents(
    current: StoredSubscription,
    planId: PaidPlanId,
    seats: number,
    now: Date,
  ): BillingEvent[];
  /**
   * Events for a subscription whose period has ended: renewed (with its next invoice), or
   * ended when it was set to cancel or left unpaid. Their ids are derived from the period, so
   * two processes renewing at once apply it once.
   */
  renewalEvents(current: StoredSubscription, now: Date): BillingEvent[];
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function invoiceNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  return `CL-${day}-${randomBytes(3).toString("hex").toUpperCase()}`;
}

const planLine = (planId: PaidPlanId, seats: number) =>
  planId === "agency_monthly"
    ? `${PLANS[planId].name} plan, ${seats} seat${seats === 1 ? "" : "s"}`
    : `${PLANS[planId].name} plan`;

/** The provider's own view of a stored subscription (a scheduled downgrade is what it bills next). */
function remoteOf(
  row: StoredSubscription,
  changes: Partial<SubscriptionSnapshot> = {},
): SubscriptionSnapshot {
  return {
    id: row.subscriptionId,
    customerId: row.customerId,
    userId: row.userId,
    planId: (row.scheduledPlanId ?? row.planId) as PaidPlanId,
    seats: row.scheduledSeats ?? row.seats,
    status: row.status,
    endedForNonPayment: row.endedForNonPayment,
    periodStart: row.currentPeriodStart,
    periodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    observedAt: new Date(),
    ...changes,
  };
}

function subscriptionEvent(
  type:
    | "customer.subscription.created"
    | "customer.subscription.updated"
    | "customer.subscription.deleted",
  snapshot: SubscriptionSnapshot,
  id = newId("evt_local"),
): BillingEvent {
  return {
    id,
    type,
    userId: snapshot.userId,
    customerId: snapshot.customerId,
    subscriptionId: snapshot.id,
    subscription: snapshot,
  };
}

/** An invoice paid, with the subscription's state after it (local events carry their state). */
function paidInvoiceEvent(
  invoice: InvoiceSnapshot,
  subscription: SubscriptionSnapshot,
  id = newId("evt_local"),
): BillingEvent {
  return {
    id,
    type: "invoice.paid",
    userId: invoice.userId,
    customerId: invoice.customerId,
    subscriptionId: invoice.subscriptionId,
    subscription,
    invoice,
  };
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the local provider is one object implementing the provider interface
export function createLocalProvider(deps: { db: Db; publicUrl: string }): LocalProvider {
  const { db, publicUrl } = deps;
  const successCard = cardDigits(LOCAL_TEST_CARDS.success);
  return {
    name: "local",

    async createCheckout(input) {
      const id = newId("lcs");
      await insertLocalCheckout(db, {
        id,
        userId: input.userId,
        planId: input.planId,
        seats: input.seats,
        amountCents: planTotalCents(input.planId, input.seats),
        currency: "usd",
        status: "open",
        createdAt: input.now,
        expiresAt: new Date(input.now.getTime() + CHECKOUT_TTL_MS),
      });
      return { url: `${publicUrl}/billing/checkout/${id}` };
    },

    async changePlanUrl({ planId, seats }) {
      const planType = planId === "agency_monthly" ? "agency" : "influencer";
      return { url: `${publicUrl}/billing/portal?plan_type=${planType}&seats=${seats}` };
    },

    async portalUrl() {
      return { url: `${publicUrl}/billing/portal` };
    },

    async setCancelAtPeriodEnd(current, cancel) {
      return [
        subscriptionEvent(
          "customer.subscription.updated",
          remoteOf(current, {
            cancelAtPeriodEnd: cancel,
          }),
        ),
      ];
    },

    async cancelNow(current) {
      return [
        subscriptionEvent(
          "customer.subscription.deleted",
          remoteOf(current, { status: "canceled", cancelAtPeriodEnd: false }),
        ),
      ];
    },

    async retrieveSubscription(id) {
      const userId = await userOfSubscription(db, { subscriptionId: id });
      const row = userId ? await getSubscription(db, userId) : null;
      return row && row.subscriptionId === id ? remoteOf(row) : null;
    },

    async listInvoices() {
      return null;
    },

    async grantFreeMonth({ current, key, now }) {
      // The month is added to the period; a $0 receipt records it in the billing history.
      // Ids come from the key, so the same reward applies once however often it is tried.
      const periodEnd = addMonths(current.currentPeriodEnd, 1);
      const snapshot = remoteOf(current, { periodEnd });
      return [
        paidInvoiceEvent(
          {
            id: `in_local_reward_${key}`,
            number: invoiceNumber(now),
            customerId: current.customerId,
            subscriptionId: current.subscriptionId,
            userId: current.userId,
            description: "Referral reward: 1 month free",
            amountCents: 0,
            currency: "usd",
            status: "paid",
            createdAt: now,
            periodStart: current.currentPeriodEnd,
            periodEnd,
            hostedUrl: null,
          },
          snapshot,
          `evt_local_reward_invoice_${key}`,
        ),
        subscriptionEvent("customer.subscription.updated", snapshot, `evt_local_reward_${key}`),
      ];
    },

    paymentSucceeds(cardNumber) {
      return cardDigits(cardNumber) === successCard;
    },

    checkoutEvents(session, current, now) {
      const planId = session.planId as PaidPlanId;
      const periodEnd = addMonths(now, 1);
      const snapshot: SubscriptionSnapshot = {
        id: newId("lsub"),
        customerId: current?.customerId ?? newId("lcus"),
        userId: session.userId,
        planId,
        seats: session.seats,
        status: "active",
        endedForNonPayment: false,
        periodStart: now,
        periodEnd,
        cancelAtPeriodEnd: false,
        observedAt: new Date(),
      };
      return [
        {
          id: newId("evt_local"),
          type: "checkout.session.completed",
          userId: session.userId,
          customerId: snapshot.customerId,
          subscriptionId: snapshot.id,
          subscription: snapshot,
        },
        subscriptionEvent("customer.subscription.created", snapshot),
        paidInvoiceEvent(
          {
            id: newId("in_local"),
            number: invoiceNumber(now),
            customerId: snapshot.customerId,
            subscriptionId: snapshot.id,
            userId: session.userId,
            description: planLine(planId, session.seats),
            amountCents: session.amountCents,
            currency: session.currency,
            status: "paid",
            createdAt: now,
            periodStart: now,
            periodEnd,
            hostedUrl: null,
          },
          snapshot,
        ),
      ];
    },

    changePlanEvents(current, planId, seats, now) {
      const changed = remoteOf(current, { planId, seats });
      const events = [subscriptionEvent("customer.subscription.updated", changed)];
      const before = planTotalCents(current.planId as PaidPlanId, current.seats);
      const after = planTotalCents(planId, seats);
      const start = current.currentPeriodStart.getTime();
      const end = current.currentPeriodEnd.getTime();
      // Upgrades are charged for the rest of the period; downgrades wait for its end.
      const left = Math.min(1, Math.max(0, (end - now.getTime()) / (end - start)));
      const prorated = Math.round((after - before) * left);
      if (prorated > 0) {
        events.unshift(
          paidInvoiceEvent(
            {
              id: newId("in_local"),
              number: invoiceNumber(now),
              customerId: current.customerId,
              subscriptionId: current.subscriptionId,
              userId: current.userId,
              description: `Change to ${planLine(planId, seats)}, prorated for the rest of the period`,
              amountCents: prorated,
              currency: "usd",
              status: "paid",
              createdAt: now,
              periodStart: now,
              periodEnd: current.currentPeriodEnd,
              hostedUrl: null,
            },
            changed,
          ),
        );
      }
      return events;
    },

    renewalEvents(current, now) {
      if (now < current.currentPeriodEnd) return [];
      const key = `${current.subscriptionId}_${current.currentPeriodEnd.toISOString()}`;
      if (current.cancelAtPeriodEnd || current.status === "past_due") {
        return [
          subscriptionEvent(
            "customer.subscription.deleted",
            remoteOf(current, {
              status: "canceled",
              cancelAtPeriodEnd: false,
              endedForNonPayment: current.status === "past_due",
            }),
            `evt_local_end_${key}`,
          ),
        ];
      }
      // Periods missed while nobody looked are not billed: the next one starts now's period.
      const period = monthlyPeriod(current.currentPeriodStart, now);
      const snapshot = remoteOf(current, { periodStart: period.start, periodEnd: period.end });
      return [
        paidInvoiceEvent(
          {
            id: `in_local_${key}`,
            number: invoiceNumber(now),
            customerId: current.customerId,
            subscriptionId: current.subscriptionId,
            userId: current.userId,
            description: planLine(snapshot.planId, snapshot.seats),
            amountCents: planTotalCents(snapshot.planId, snapshot.seats),
            currency: "usd",
            status: "paid",
            createdAt: now,
            periodStart: period.start,
            periodEnd: period.end,
            hostedUrl: null,
          },
          snapshot,
          `evt_local_renewal_invoice_${key}`,
        ),
        subscriptionEvent("customer.subscription.updated", snapshot, `evt_local_renewal_${key}`),
      ];
    },
  };
}
