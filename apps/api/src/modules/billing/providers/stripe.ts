import { randomUUID } from "node:crypto";
import { type Invoice, type PaidPlanId, planForCheckout } from "@commentlens/shared";
import Stripe from "stripe";
import type { BillingConfig } from "../../../config.js";
import {
  type BillingEvent,
  type InvoiceSnapshot,
  isHandledEvent,
  planTotalCents,
  type SubscriptionSnapshot,
  type WebhookProvider,
  WebhookSignatureError,
} from "./provider.js";

/**
 * Stripe: Checkout Sessions, the Billing Portal, cancel at period end and reactivation through
 * the API; state arrives by signed webhooks. Subscription events carry no state we trust:
 * the service reads the subscription itself (`retrieveSubscription`) when it applies one, so
 * late and out-of-order deliveries end in Stripe's current state.
 */

type StripeConfig = Extract<BillingConfig, { provider: "stripe" }>;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

const fromUnix = (seconds: number) => new Date(seconds * 1000);

const INVOICE_STATUSES = new Set<Invoice["status"]>(["paid", "open", "void", "uncollectible"]);

function invoiceStatus(status: string | null): Invoice["status"] {
  return status && INVOICE_STATUSES.has(status as Invoice["status"])
    ? (status as Invoice["status"])
    : "open";
}

function invoiceSnapshot(invoice: Stripe.Invoice): InvoiceSnapshot {
  const line = invoice.lines?.data?.[0];
  const details = invoice.parent?.subscription_details;
  const status = invoiceStatus(invoice.status);
  return {
    id: invoice.id,
    number: invoice.number ?? invoice.id,
    customerId: idOf(invoice.customer) ?? "",
    subscriptionId: idOf(details?.subscription),
    userId: details?.metadata?.user_id || null,
    description: line?.description ?? "Subscription",
    amountCents: status === "paid" ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status,
    createdAt: fromUnix(invoice.created),
    // A renewal invoice's own period is the one just used; its line is the one being paid for.
    periodStart: fromUnix(line?.period?.start ?? invoice.period_start),
    periodEnd: fromUnix(line?.period?.end ?? invoice.period_end),
    hostedUrl: invoice.hosted_invoice_url ?? null,
  };
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the Stripe provider is one object implementing the provider interface
export function createStripeProvider(config: StripeConfig): WebhookProvider {
  const base = new URL(config.apiBase);
  const protocol = base.protocol === "http:" ? "http" : "https";
  const stripe = new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === "http" ? 80 : 443),
    protocol,
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  const planOfPrice = (priceId: string | undefined): PaidPlanId | null => {
    if (priceId === config.prices.influencer) return "influencer";
    if (priceId === config.prices.agency_monthly) return "agency_monthly";
    return null;
  };

  function snapshot(sub: Stripe.Subscription): SubscriptionSnapshot | null {
    const item = sub.items.data[0];
    const planId = planOfPrice(item?.price.id) ?? planForCheckout(sub.metadata?.plan_id ?? "");
    if (!item || !planId) return null;
    return {
      id: sub.id,
      customerId: idOf(sub.customer) ?? "",
      userId: sub.metadata?.user_id || null,
      planId,
      seats: item.quantity ?? 1,
      status: sub.status,
      endedForNonPayment:
        sub.status === "unpaid" || sub.cancellation_details?.reason === "payment_failed",
      periodStart: fromUnix(item.current_period_start),
      periodEnd: fromUnix(item.current_period_end),
      // The portal may schedule the end with `cancel_at` instead of the flag.
      cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
      observedAt: new Date(),
    };
  }

  function apiEvent(
    type: "customer.subscription.updated" | "customer.subscription.deleted",
    sub: Stripe.Subscription,
  ): BillingEvent[] {
    const state = snapshot(sub);
    if (!state) return [];
    // The answer of our own API call: applied at once, so the page shows it before the webhook.
    return [
      {
        id: `api_${randomUUID()}`,
        type,
        userId: state.userId,
        customerId: state.customerId,
        subscriptionId: state.id,
        subscription: state,
      },
    ];
  }

  return {
    name: "stripe",

    async createCheckout(input) {
      const metadata = { user_id: input.userId, plan_id: input.planId };
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: config.prices[input.planId], quantity: input.seats }],
        client_reference_id: input.userId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata,
        subscription_data: { metadata },
        // Taxes are shown before payment when Stripe computes them (it needs the address).
        ...(config.automaticTax
          ? {
              automatic_tax: { enabled: true },
              billing_address_collection: "required" as const,
              ...(input.customerId ? { customer_update: { address: "auto" as const } } : {}),
            }
          : {}),
      });
      if (!session.url) throw new Error("Stripe answered a checkout session without a URL");
      return { url: session.url };
    },

    async changePlanUrl({ current, planId, seats, returnUrl }) {
      const sub = await stripe.subscriptions.retrieve(current.subscriptionId);
      const item = sub.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${sub.id} has no items`);
      // Stripe's portal shows the prorated amount and asks the customer to confirm.
      const session = await stripe.billingPortal.sessions.create({
        customer: current.customerId,
        return_url: returnUrl,
        flow_data: {
          type: "subscription_update_confirm",
          subscription_update_confirm: {
            subscription: sub.id,
            items: [{ id: item.id, price: config.prices[planId], quantity: seats }],
          },
          after_completion: { type: "redirect", redirect: { return_url: returnUrl } },
        },
      });
      return { url: session.url };
    },

    async portalUrl(current, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: current.customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    async setCancelAtPeriodEnd(current, cancel) {
      const sub = await stripe.subscriptions.update(current.subscriptionId, {
        cancel_at_period_end: cancel,
      });
      return apiEvent("customer.subscription.updated", sub);
    },

    async cancelNow(current) {
      const sub = await stripe.subscriptions.cancel(current.subscriptionId);
      return apiEvent("customer.subscription.deleted", sub);
    },

    async retrieveSubscription(id) {
      try {
        return snapshot(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === "resource_missing") {
          return null;
        }
        throw error;
      }
    },

    async listInvoices(customerId) {
      const list = await stripe.invoices.list({ customer: customerId, limit: 24 });
      return list.data
        .filter((i) => i.status !== "draft")
        .map((i) => {
          const s = invoiceSnapshot(i);
          return {
            id: s.id,
            number: s.number,
            amount_cents: s.amountCents,
            currency: s.currency,
            status: s.status,
            created_at: s.createdAt.toISOString(),
            period_start: s.periodStart.toISOString(),
            period_end: s.periodEnd.toISOString(),
            url: i.hosted_invoice_url ?? i.invoice_pdf ?? null,
          };
        });
    },

    async grantFreeMonth({ current, key }) {
      // A credit on the customer's balance: Stripe takes it off the next invoice. The
      // metadata finds an earlier grant of the same reward; the idempotency key covers a
      // concurrent one.
      const earlier = await stripe.customers.listBalanceTransactions(current.customerId, {
        limit: 100,
      });
      if (earlier.data.some((t) => t.metadata?.commentlens_reward === key)) return [];
      await stripe.customers.createBalanceTransaction(
        current.customerId,
        {
          amount: -planTotalCents(current.planId as PaidPlanId, current.seats),
          currency: "usd",
          description: "CommentLens referral reward: 1 month free",
          metadata: { commentlens_reward: key },
        },
        { idempotencyKey: `commentlens-reward-${key}` },
      );
      // The subscription itself does not change, so there is no state to apply.
      return [];
    },

    async parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError("no Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      if (!isHandledEvent(event.type)) return null;
      const object = event.data.object as unknown;
      switch (event.type) {
        case "checkout.session.completed": {
          const session = object as Stripe.Checkout.Session;
          if (session.mode !== "subscription") return null;
          return {
            id: event.id,
            type: event.type,
            userId: session.client_reference_id ?? session.metadata?.user_id ?? null,
            customerId: idOf(session.customer),
            subscriptionId: idOf(session.subscription),
          };
        }
        case "customer.subscription.created":
        case "customer.subscription.updated":
        case "customer.subscription.deleted": {
          const sub = object as Stripe.Subscription;
          return {
            id: event.id,
            type: event.type,
            userId: sub.metadata?.user_id || null,
            customerId: idOf(sub.customer),
            subscriptionId: sub.id,
          };
        }
        case "invoice.paid":
        case "invoice.payment_failed": {
          const invoice = invoiceSnapshot(object as Stripe.Invoice);
          return {
            id: event.id,
            type: event.type,
            userId: invoice.userId,
            customerId: invoice.customerId,
            subscriptionId: invoice.subscriptionId,
            invoice,
          };
        }
      }
      return null;
    },
  };
}
