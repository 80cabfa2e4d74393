import {
  type PaidPlanId,
  POPULAR_PLAN_MIN_SUBSCRIBERS,
  type PricingCatalogue,
  type SubscriptionManagementRequest,
} from "@commentlens/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { type ActionDeps, cancelForDeletion, grantFreeMonth, manage } from "./actions.js";
import { type BillingContext, billingUrls } from "./context.js";
import { createEntitlements } from "./entitlement.js";
import { createDispatch } from "./events/dispatch.js";
import type { BillingListener } from "./events/handler.js";
import { createWebhookReceiver } from "./events/webhook.js";
import { createInvoices } from "./invoices.js";
import { createLocalCheckout } from "./local-checkout.js";
import type { BillingProvider } from "./providers/provider.js";
import { liveSubscriptionsByPlan } from "./repository.js";

/**
 * The paid plan most live subscriptions are on, once it has enough of them and more than any
 * other: "Most Popular" is a count, not a sales line.
 */
export function mostPopular(counts: ReadonlyMap<PaidPlanId, number>): PaidPlanId | null {
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < POPULAR_PLAN_MIN_SUBSCRIBERS) return null;
  return second && second[1] === first[1] ? null : first[0];
}

/**
 * Subscriptions: what a user's plan is now, the actions on it, and the state machine that
 * applies provider events. Every change, from Stripe's webhooks or the local provider, goes
 * through `dispatch`: the event id is recorded and the change applied in one transaction,
 * so an event applies once however often it is delivered.
 *
 * The parts: entitlement.ts (what a plan allows, read from the stored subscription),
 * events/ (one handler per event type, and the dispatch that applies them once), actions.ts
 * (checkout, plan changes, cancel, free months), invoices.ts, and local-checkout.ts (the
 * built-in provider's checkout page and portal).
 */

export type { Entitlement } from "./entitlement.js";
export type { BillingListener } from "./events/handler.js";

export interface BillingServiceDeps {
  db: Db;
  provider: BillingProvider;
  /** Public origin of the site: every address given to a provider is built from it. */
  publicUrl: string;
  /** A regular price the operator configured for a plan sold below it (none by default). */
  pricing?: { influencerRegularPriceCents: number | null };
  log?: FastifyBaseLogger;
}

export type BillingService = ReturnType<typeof createBillingService>;

export function createBillingService(deps: BillingServiceDeps) {
  const { db, provider, publicUrl, log, pricing } = deps;
  const listeners: BillingListener[] = [];
  const dispatch = createDispatch({ db, provider, listeners, log });
  const context: BillingContext = { db, provider, log, urls: billingUrls(publicUrl), dispatch };
  const entitlements = createEntitlements(context);
  const actions: ActionDeps = { ...context, entitlement: entitlements.entitlement };
  const invoices = createInvoices(context);
  const local = createLocalCheckout(actions, entitlements);

  return {
    entitlement: entitlements.entitlement,
    planOf: entitlements.planOf,
    subscription: entitlements.subscription,
    manage: (user: { id: string; email: string }, body: SubscriptionManagementRequest) =>
      manage(actions, user, body),
    invoices: invoices.invoices,
    receipt: invoices.receipt,
    cancelForDeletion: (userId: string) => cancelForDeletion(actions, userId),
    handleWebhook: createWebhookReceiver(context),
    localCheckout: local.localCheckout,
    payLocalCheckout: local.payLocalCheckout,
    localPortal: local.localPortal,
    /** Applies events as if a provider had sent them (the local provider's way in). */
    dispatch,
    grantFreeMonth: (userId: string, key: string, now?: Date) =>
      grantFreeMonth(actions, userId, key, now),
    /** What the pricing page may claim (see `PricingCatalogue`). */
    async catalogue(): Promise<PricingCatalogue> {
      return {
        provider: provider.name,
        popular_plan: mostPopular(await liveSubscriptionsByPlan(db)),
        regular_price_cents: { influencer: pricing?.influencerRegularPriceCents ?? null },
      };
    },
    /** Adds a module's part in billing events (see `BillingListener`). */
    listen(listener: BillingListener) {
      listeners.push(listener);
    },
  };
}
