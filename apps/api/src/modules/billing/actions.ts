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

export type Actions = ReturnType<typeof createActions>;

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a closure over the billing deps, to become exported functions over deps
export function createActions(context: BillingContext, { entitlement }: Entitlements) {
  const { db, provider, urls, dispatch } = context;
  const failed = (code: ProviderFailureCode, error?: unknown) =>
    providerFailed(context, code, error);

  /** The live subscription, managed by the configured provider, or a 400/502. */
  async function manageable(userId: string, failure: ProviderFailureCode) {
    const e = await entitlement(userId);
    if (!e.live) throw new AppError(400, "NO_SUBSCRIPTION");
    if (e.live.provider !== provider.name) {
      throw failed(failure, new Error(`subscription is managed by ${e.live.provider}`));
    }
    return { e, row: e.live };
  }

  async function createCheckout(
    user: { id: string; email: string },
    body: Extract<SubscriptionManagementRequest, { mode: "create_checkout" }>,
    now: Date = new Date(),
  ): Promise<{ checkout_url: string }> {
    const planId = planForCheckout(body.plan_type);
    if (!planId) throw new AppError(400, "INVALID_PLAN_TYPE");
    const seats = planId === "agency_monthly" ? (body.seats ?? 1) : 1;
    const e = await entitlement(user.id, now);
    if (e.live) {
      if (e.planId === planId && e.seats === seats && !e.scheduled) {
        throw new AppError(409, "ALREADY_SUBSCRIBED");
      }
      // A subscriber changes plan where the provider shows the prorated price to confirm.
      if (e.live.provider !== provider.name) throw failed("CHECKOUT_FAILED");
      try {
        const { url } = await provider.changePlanUrl({
          current: e.live,
          planId,
          seats,
          returnUrl: urls.success,
        });
        return { checkout_url: url };
      } catch (error) {
        throw failed("CHECKOUT_FAILED", error);
      }
    }
    const previous = await getSubscription(db, user.id);
    try {
      const { url } = await provider.createCheckout({
        userId: user.id,
        email: user.email,
        planId,
        seats,
        customerId: previous?.provider === provider.name ? previous.customerId : null,
        successUrl: urls.success,
        cancelUrl: urls.canceled,
        now,
      });
      return { checkout_url: url };
    } catch (error) {
      throw failed("CHECKOUT_FAILED", error);
    }
  }

  async function setCancel(userId: string, cancel: boolean): Promise<void> {
    const failure = cancel ? "CANCEL_FAILED" : "REACTIVATE_FAILED";
    const { row } = await manageable(userId, failure);
    if (row.cancelAtPeriodEnd === cancel) return;
    let events: BillingEvent[];
    try {
      events = await provider.setCancelAtPeriodEnd(row, cancel);
    } catch (error) {
      throw failed(failure, error);
    }
    await dispatch(events);
  }

  async function cancel(userId: string) {
    await setCancel(userId, true);
    return { message: BILLING_MESSAGES.cancelScheduled };
  }

  async function reactivate(userId: string) {
    await setCancel(userId, false);
    return { message: BILLING_MESSAGES.reactivated };
  }

  async function portal(userId: string): Promise<{ url: string }> {
    const row = await getSubscription(db, userId);
    if (!row) throw new AppError(400, "NO_SUBSCRIPTION");
    if (row.provider !== provider.name) throw failed("PORTAL_FAILED");
    try {
      return await provider.portalUrl(row, urls.account);
    } catch (error) {
      throw failed("PORTAL_FAILED", error);
    }
  }

  async function manage(
    user: { id: string; email: string },
    body: SubscriptionManagementRequest,
  ): Promise<{ checkout_url: string } | { message: string } | { url: string }> {
    switch (body.mode) {
      case "create_checkout":
        return createCheckout(user, body);
      case "cancel_subscription":
        return cancel(user.id);
      case "reactivate_subscription":
        return reactivate(user.id);
      case "customer_portal":
        return portal(user.id);
    }
  }

  /**
   * Ends a paid subscription before its account is deleted, so nobody is billed for an account
   * that no longer exists. A failure stops the deletion.
   */
  async function cancelForDeletion(userId: string): Promise<void> {
    const row = await getSubscription(db, userId);
    if (!row || !isLiveStatus(row.status)) return;
    if (row.provider !== provider.name) {
      throw failed(
        "ACCOUNT_DELETE_FAILED",
        new Error(`subscription is managed by ${row.provider}`),
      );
    }
    let events: BillingEvent[];
    try {
      events = await provider.cancelNow(row);
    } catch (error) {
      // Already ended at the provider (e.g. canceled in its dashboard) is fine.
      const current = await provider
        .retrieveSubscription(row.subscriptionId)
        .catch(() => undefined);
      if (current === null || current?.status === "canceled") return;
      throw failed("ACCOUNT_DELETE_FAILED", error);
    }
    await dispatch(events);
  }

  /**
   * Gives the user one month free (a referral reward), once per `key`: "applied" to a live
   * subscription of the configured provider, or "banked" when there is none to apply it to
   * (Free, canceling, past due), for a later try. A provider failure is thrown.
   */
  async function grantFreeMonth(
    userId: string,
    key: string,
    now: Date = new Date(),
  ): Promise<"applied" | "banked"> {
    for (let attempt = 1; ; attempt++) {
      const live = (await entitlement(userId, now)).live;
      if (
        !live ||
        live.provider !== provider.name ||
        live.cancelAtPeriodEnd ||
        (live.status !== "active" && live.status !== "trialing")
      ) {
        return "banked";
      }
      const events = await provider.grantFreeMonth({ current: live, key, now });
      const fresh: BillingEvent[] = [];
      for (const event of events) if (!(await eventSeen(db, event.id))) fresh.push(event);
      if (fresh.length === 0) return "applied";
      try {
        await dispatch(fresh, async (tx) => {
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

  return { manageable, setCancel, manage, cancelForDeletion, grantFreeMonth };
}
