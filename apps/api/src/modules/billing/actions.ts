import {
  BILLING_MESSAGES,
  planForCheckout,
  type SubscriptionManagementRequest,
} from "@commentlens/shared";
import { AppError } from "../../lib/app-error.js";
import { type BillingContext, type ProviderFailureCode, providerFailed } from "./context.js";
import { type Entitlements, isLiveStatus } from "./entitlement.js";
import type { BillingEvent } from "./providers/provider.js";
import { eventSeen, getSubscription, lockUser } from "./repository.js";

/**
 * What a user does to their subscription (check out, change plan, cancel, reactivate, open
 * the portal) and what other modules do to it (end it before an account is deleted, give a
 * referral's free month). The provider makes each change; its events are then applied.
 */

/** A reward's change was computed from a subscription that changed meanwhile: compute again. */
class StaleSubscription extends Error {}

/** What the actions run on: billing's context and the entitlement reader. */
export type ActionDeps = BillingContext & Pick<Entitlements, "entitlement">;

/** The live subscription, managed by the configured provider, or a 400/502. */
export async function manageable(deps: ActionDeps, userId: string, failure: ProviderFailureCode) {
  const e = await deps.entitlement(userId);
  if (!e.live) throw new AppError(400, "NO_SUBSCRIPTION");
  if (e.live.provider !== deps.provider.name) {
    throw providerFailed(deps, failure, new Error(`subscription is managed by ${e.live.provider}`));
  }
  return { e, row: e.live };
}

async function createCheckout(
  deps: ActionDeps,
  user: { id: string; email: string },
  body: Extract<SubscriptionManagementRequest, { mode: "create_checkout" }>,
  now: Date = new Date(),
): Promise<{ checkout_url: string }> {
  const planId = planForCheckout(body.plan_type);
  if (!planId) throw new AppError(400, "INVALID_PLAN_TYPE");
  const seats = planId === "agency_monthly" ? (body.seats ?? 1) : 1;
  const e = await deps.entitlement(user.id, now);
  if (e.live) {
    if (e.planId === planId && e.seats === seats && !e.scheduled) {
      throw new AppError(409, "ALREADY_SUBSCRIBED");
    }
    // A subscriber changes plan where the provider shows the prorated price to confirm.
    if (e.live.provider !== deps.provider.name) throw providerFailed(deps, "CHECKOUT_FAILED");
    try {
      const { url } = await deps.provider.changePlanUrl({
        current: e.live,
        planId,
        seats,
        returnUrl: deps.urls.success,
      });
      return { checkout_url: url };
    } catch (error) {
      throw providerFailed(deps, "CHECKOUT_FAILED", error);
    }
  }
  const previous = await getSubscription(deps.db, user.id);
  try {
    const { url } = await deps.provider.createCheckout({
      userId: user.id,
      email: user.email,
      planId,
      seats,
      customerId: previous?.provider === deps.provider.name ? previous.customerId : null,
      successUrl: deps.urls.success,
      cancelUrl: deps.urls.canceled,
      now,
    });
    return { checkout_url: url };
  } catch (error) {
    throw providerFailed(deps, "CHECKOUT_FAILED", error);
  }
}

export async function setCancel(deps: ActionDeps, userId: string, cancel: boolean): Promise<void> {
  const failure = cancel ? "CANCEL_FAILED" : "REACTIVATE_FAILED";
  const { row } = await manageable(deps, userId, failure);
  if (row.cancelAtPeriodEnd === cancel) return;
  let events: BillingEvent[];
  try {
    events = await deps.provider.setCancelAtPeriodEnd(row, cancel);
  } catch (error) {
    throw providerFailed(deps, failure, error);
  }
  await deps.dispatch(events);
}

async function cancel(deps: ActionDeps, userId: string) {
  await setCancel(deps, userId, true);
  return { message: BILLING_MESSAGES.cancelScheduled };
}

async function reactivate(deps: ActionDeps, userId: string) {
  await setCancel(deps, userId, false);
  return { message: BILLING_MESSAGES.reactivated };
}

async function portal(deps: ActionDeps, userId: string): Promise<{ url: string }> {
  const row = await getSubscription(deps.db, userId);
  if (!row) throw new AppError(400, "NO_SUBSCRIPTION");
  if (row.provider !== deps.provider.name) throw providerFailed(deps, "PORTAL_FAILED");
  try {
    return await deps.provider.portalUrl(row, deps.urls.account);
  } catch (error) {
    throw providerFailed(deps, "PORTAL_FAILED", error);
  }
}

export async function manage(
  deps: ActionDeps,
  user: { id: string; email: string },
  body: SubscriptionManagementRequest,
): Promise<{ checkout_url: string } | { message: string } | { url: string }> {
  switch (body.mode) {
    case "create_checkout":
      return createCheckout(deps, user, body);
    case "cancel_subscription":
      return cancel(deps, user.id);
    case "reactivate_subscription":
      return reactivate(deps, user.id);
    case "customer_portal":
      return portal(deps, user.id);
  }
}

/**
 * Ends a paid subscription before its account is deleted, so nobody is billed for an account
 * that no longer exists. A failure stops the deletion.
 */
export async function cancelForDeletion(deps: ActionDeps, userId: string): Promise<void> {
  const row = await getSubscription(deps.db, userId);
  if (!row || !isLiveStatus(row.status)) return;
  if (row.provider !== deps.provider.name) {
    throw providerFailed(
      deps,
      "ACCOUNT_DELETE_FAILED",
      new Error(`subscription is managed by ${row.provider}`),
    );
  }
  let events: BillingEvent[];
  try {
    events = await deps.provider.cancelNow(row);
  } catch (error) {
    // Already ended at the provider (e.g. canceled in its dashboard) is fine.
    const current = await deps.provider
      .retrieveSubscription(row.subscriptionId)
      .catch(() => undefined);
    if (current === null || current?.status === "canceled") return;
    throw providerFailed(deps, "ACCOUNT_DELETE_FAILED", error);
  }
  await deps.dispatch(events);
}

/**
 * Gives the user one month free (a referral reward), once per `key`: "applied" to a live
 * subscription of the configured provider, or "banked" when there is none to apply it to
 * (Free, canceling, past due), for a later try. A provider failure is thrown.
 */
export async function grantFreeMonth(
  deps: ActionDeps,
  userId: string,
  key: string,
  now: Date = new Date(),
): Promise<"applied" | "banked"> {
  for (let attempt = 1; ; attempt++) {
    const live = (await deps.entitlement(userId, now)).live;
    if (
      !live ||
      live.provider !== deps.provider.name ||
      live.cancelAtPeriodEnd ||
      (live.status !== "active" && live.status !== "trialing")
    ) {
      return "banked";
    }
    const events = await deps.provider.grantFreeMonth({ current: live, key, now });
    const fresh: BillingEvent[] = [];
    for (const event of events) if (!(await eventSeen(deps.db, event.id))) fresh.push(event);
    if (fresh.length === 0) return "applied";
    try {
      await deps.dispatch(fresh, async (tx) => {
        // The new period end was computed from `live`: only apply it to that same state.
        await lockUser(tx, userId);
        const row = await getSubscription(tx, userId);
        if (
          row?.subscriptionId !== live.subscriptionId ||
          row.currentPeriodEnd.getTime() !== live.currentPeriodEnd.getTime() ||
          row.providerUpdatedAt.getTime() !== live.providerUpdatedAt.getTime()
        ) {
          throw new StaleSubscription();
        }
      });
      return "applied";
    } catch (error) {
      if (!(error instanceof StaleSubscription) || attempt >= 3) throw error;
    }
  }
}
