import {
  BILLING_MESSAGES,
  type BillingProviderName,
  type Invoice,
  type LocalCheckout,
  type LocalPaymentRequest,
  type LocalPortalRequest,
  type PaidPlanId,
  PLANS,
  type PlanId,
  planForCheckout,
  type ScheduledChange,
  type Subscription,
  type SubscriptionManagementRequest,
  type SubscriptionStatus,
  validateLocalPayment,
} from "@commentlens/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import {
  addMonths,
  freePeriod,
  freePeriodKey,
  monthlyPeriod,
  type Period,
  paidPeriodKey,
} from "../usage/period.js";
import { usedIn } from "../usage/repository.js";
import { type PlanOf, userUsageSubject } from "../usage/service.js";
import type { LocalProvider } from "./providers/local.js";
import {
  type BillingEvent,
  type BillingEventType,
  type BillingProvider,
  hasWebhooks,
  LIVE_STATUSES,
  planTotalCents,
  type StoredSubscription,
  type SubscriptionSnapshot,
  WebhookSignatureError,
} from "./providers/provider.js";
import {
  claimLocalCheckout,
  eventSeen,
  findUser,
  getInvoice,
  getLocalCheckout,
  getSubscription,
  type InvoiceRow,
  listInvoices,
  lockSubscription,
  lockUser,
  recordEvent,
  saveInvoice,
  saveSubscription,
  userOfSubscription,
} from "./repository.js";

/**
 * Subscriptions: what a user's plan is now, the actions on it, and the state machine that
 * applies provider events. Every change, from Stripe's webhooks or the local provider, goes
 * through `dispatch`: the event id is recorded and the change applied in one transaction,
 * so an event applies once however often it is delivered.
 */

/**
 * After a paid period ends, how long the plan holds while the renewal's events are on their
 * way (Stripe tries the renewal payment about an hour after the period ends). Past this with
 * no renewal, the account is on Free.
 */
export const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/** The plan a user has at a moment, and the usage period it counts in. */
export interface Entitlement {
  planId: PlanId;
  seats: number;
  status: SubscriptionStatus;
  period: Period;
  /** Names the usage counter of the period. */
  key: string;
  provider: BillingProviderName | null;
  scheduled: ScheduledChange | null;
  /** The stored subscription while it gives a paid plan. */
  live: StoredSubscription | null;
}

const isLiveStatus = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

const providerName = (row: StoredSubscription | null) =>
  (row?.provider as BillingProviderName | undefined) ?? null;

/** Slack before a paid period counts as longer than a month (months differ by a few days). */
const MONTH_SLACK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The usage period of a paid period at `now`: the paid period itself, or, when a referral's
 * free month lengthened it, the month of it that holds `now` (the plan's limit is monthly).
 */
function usagePeriodOf(start: Date, end: Date, now: Date): Period {
  if (end.getTime() <= addMonths(start, 1).getTime() + MONTH_SLACK_MS) return { start, end };
  const month = monthlyPeriod(start, now);
  return { start: month.start, end: month.end < end ? month.end : end };
}

/**
 * The plan at `now` from the stored subscription alone. Period ends are read here, not
 * waited for: a canceled or unpaid subscription is on Free from its period end on, with no
 * job needed.
 */
export function entitlementOf(
  row: StoredSubscription | null,
  signedUpAt: Date,
  now: Date,
): Entitlement {
  const free = (status: SubscriptionStatus): Entitlement => {
    const period = freePeriod(signedUpAt, now);
    return {
      planId: "free",
      seats: 1,
      status,
      period,
      key: freePeriodKey(period),
      provider: providerName(row),
      scheduled: null,
      live: null,
    };
  };
  if (!row || !isLiveStatus(row.status)) {
    return free(row && (row.endedForNonPayment || row.status === "unpaid") ? "expired" : "free");
  }
  const end = row.currentPeriodEnd;
  if (now < end) {
    const period = usagePeriodOf(row.currentPeriodStart, end, now);
    const status: SubscriptionStatus = row.cancelAtPeriodEnd
      ? "canceled"
      : row.status === "past_due"
        ? "past_due"
        : "active";
    const scheduledPlan = row.scheduledPlanId as PaidPlanId | null;
    return {
      planId: row.planId as PaidPlanId,
      seats: row.seats,
      status,
      period,
      key: paidPeriodKey(period),
      provider: providerName(row),
      scheduled: scheduledPlan
        ? {
            plan_id: scheduledPlan,
            plan_name: PLANS[scheduledPlan].name,
            seats: row.scheduledSeats ?? 1,
            effective_at: end.toISOString(),
          }
        : null,
      live: row,
    };
  }
  if (row.cancelAtPeriodEnd) return free("free");
  if (row.status === "past_due") return free("expired");
  if (now.getTime() >= end.getTime() + RENEWAL_GRACE_MS) return free("expired");
  // Renewed as far as we can tell: the next period, with any scheduled downgrade in force.
  const period = monthlyPeriod(row.currentPeriodStart, now);
  return {
    planId: (row.scheduledPlanId ?? row.planId) as PaidPlanId,
    seats: row.scheduledSeats ?? row.seats,
    status: "active",
    period,
    key: paidPeriodKey(period),
    provider: providerName(row),
    scheduled: null,
    live: row,
  };
}

/** What applying a batch of events led to, for the work after its transaction. */
interface Effects {
  /** Users whose payment (an invoice of a real amount) was recorded. */
  payers: Set<string>;
}

type Handler = (
  tx: Db,
  event: BillingEvent,
  state: SubscriptionSnapshot | null,
  effects: Effects,
) => Promise<void>;

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

/** A reward's change was computed from a subscription that changed meanwhile: compute again. */
class StaleSubscription extends Error {}

export interface BillingServiceDeps {
  db: Db;
  provider: BillingProvider;
  /** Public origin of the site: every address given to a provider is built from it. */
  publicUrl: string;
  log?: FastifyBaseLogger;
}

export type BillingService = ReturnType<typeof createBillingService>;

const isLocal = (provider: BillingProvider): provider is LocalProvider =>
  provider.name === "local" && "checkoutEvents" in provider;

export function createBillingService(deps: BillingServiceDeps) {
  const { db, provider, publicUrl } = deps;
  const log = deps.log;
  const listeners: BillingListener[] = [];
  const urls = {
    success: `${publicUrl}/account?success=true`,
    canceled: `${publicUrl}/pricing?canceled=true`,
    account: `${publicUrl}/account`,
  };

  /** A provider call that failed: logged, and answered with the spec's message. */
  const failed = (
    code:
      | "CHECKOUT_FAILED"
      | "CANCEL_FAILED"
      | "REACTIVATE_FAILED"
      | "PORTAL_FAILED"
      | "ACCOUNT_DELETE_FAILED",
    error?: unknown,
  ) => {
    if (error) log?.error({ err: error }, `billing provider call failed (${code})`);
    return new AppError(502, code);
  };

  // ---- the state machine ------------------------------------------------------------

  /**
   * Applies a provider's subscription state to the user's row. Rules: an older reading never
   * replaces a newer one; a subscription that is not the user's current paid one is ignored;
   * within a period, an upgrade applies at once and a downgrade is kept for the period end.
   */
  async function applySnapshot(tx: Db, state: SubscriptionSnapshot, userId: string) {
    const owner = await findUser(tx, userId);
    if (!owner) return; // The account was deleted; its subscription was ended first.
    const now = new Date();
    const row = await lockSubscription(tx, userId);
    if (row && row.subscriptionId !== state.id) {
      if (entitlementOf(row, owner.createdAt, now).live) {
        log?.warn(
          { userId, current: row.subscriptionId, other: state.id },
          "ignored a subscription that is not the user's current one",
        );
        return;
      }
    }
    const same = row !== null && row.subscriptionId === state.id;
    if (same && state.observedAt < row.providerUpdatedAt) return;
    let planId: PaidPlanId = state.planId;
    let seats = state.seats;
    let scheduledPlanId: PaidPlanId | null = null;
    let scheduledSeats: number | null = null;
    const samePeriod = same && state.periodStart.getTime() <= row.currentPeriodStart.getTime();
    if (
      samePeriod &&
      isLiveStatus(state.status) &&
      planTotalCents(state.planId, state.seats) <
        planTotalCents(row.planId as PaidPlanId, row.seats)
    ) {
      // A downgrade: the user keeps what they paid for until the period ends.
      planId = row.planId as PaidPlanId;
      seats = row.seats;
      scheduledPlanId = state.planId;
      scheduledSeats = state.seats;
    }
    await saveSubscription(tx, {
      userId,
      provider: provider.name,
      customerId: state.customerId,
      subscriptionId: state.id,
      planId,
      seats,
      status: state.status,
      endedForNonPayment: state.endedForNonPayment,
      currentPeriodStart: state.periodStart,
      currentPeriodEnd: state.periodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      scheduledPlanId,
      scheduledSeats,
      providerUpdatedAt: state.observedAt,
      updatedAt: now,
    });
  }

  async function ownerOf(tx: Db, event: BillingEvent, state: SubscriptionSnapshot | null) {
    return (
      event.userId ??
      state?.userId ??
      (await userOfSubscription(tx, {
        subscriptionId: state?.id ?? event.subscriptionId,
        customerId: event.customerId,
      }))
    );
  }

  async function applySubscriptionEvent(
    tx: Db,
    event: BillingEvent,
    state: SubscriptionSnapshot | null,
  ) {
    if (!state) return;
    const userId = await ownerOf(tx, event, state);
    if (userId) await applySnapshot(tx, state, userId);
  }

  async function recordInvoice(tx: Db, event: BillingEvent, state: SubscriptionSnapshot | null) {
    if (!event.invoice) return;
    const userId = await ownerOf(tx, event, state);
    if (!userId || !(await findUser(tx, userId))) return;
    await saveInvoice(tx, userId, provider.name, event.invoice);
    if (state) await applySnapshot(tx, state, userId);
  }

  async function recordPayment(
    tx: Db,
    event: BillingEvent,
    state: SubscriptionSnapshot | null,
    effects: Effects,
  ) {
    await recordInvoice(tx, event, state);
    const paid = event.invoice;
    if (event.type !== "invoice.paid" || paid?.status !== "paid" || paid.amountCents <= 0) return;
    const userId = await ownerOf(tx, event, state);
    if (!userId || !(await findUser(tx, userId))) return;
    for (const listener of listeners) {
      await listener.onPaymentSucceeded(tx, userId, state?.planId ?? null);
    }
    effects.payers.add(userId);
  }

  /** One handler per event type the app acts on. */
  const handlers: Record<BillingEventType, Handler> = {
    // Links the new subscription to the user who paid (the session names them).
    "checkout.session.completed": async (tx, event, state) => {
      const userId = event.userId ?? state?.userId;
      if (!state || !userId) return;
      await applySnapshot(tx, state, userId);
      if (!(await findUser(tx, userId))) return;
      for (const listener of listeners) {
        await listener.onCheckoutCompleted(tx, userId, state.planId);
      }
    },
    "customer.subscription.created": applySubscriptionEvent,
    // Plan, seats, cancellation, renewal (a new period) and past_due all arrive as updates.
    "customer.subscription.updated": applySubscriptionEvent,
    // Ended: the state read says canceled, so the user is on Free from now.
    "customer.subscription.deleted": applySubscriptionEvent,
    // A payment: its receipt, and the subscription as it is now (active again if it was past_due).
    "invoice.paid": recordPayment,
    // Dunning: the subscription is past_due; the plan holds to the period end, then Free.
    "invoice.payment_failed": recordInvoice,
  };

  /**
   * Applies events, each at most once. Subscription states an event does not carry are read
   * from the provider first (outside the transaction: a network call); `before` runs inside
   * it, first, so a checkout is claimed in the same transaction that records its payment.
   */
  async function dispatch(events: BillingEvent[], before?: (tx: Db) => Promise<void>) {
    const pending: Array<{ event: BillingEvent; state: SubscriptionSnapshot | null }> = [];
    for (const event of events) {
      if (await eventSeen(db, event.id)) continue;
      const state =
        event.subscription ??
        (event.subscriptionId ? await provider.retrieveSubscription(event.subscriptionId) : null);
      pending.push({ event, state });
    }
    const effects: Effects = { payers: new Set() };
    await db.transaction(async (tx) => {
      await before?.(tx);
      for (const { event, state } of pending) {
        if (!(await recordEvent(tx, { id: event.id, provider: provider.name, type: event.type }))) {
          continue;
        }
        await handlers[event.type](tx, event, state, effects);
      }
    });
    if (effects.payers.size === 0) return;
    for (const listener of listeners) {
      try {
        await listener.afterPayments([...effects.payers]);
      } catch (error) {
        // The payment is recorded; what follows it is retried by its own module.
        log?.error({ err: error }, "billing listener failed after payments");
      }
    }
  }

  // ---- reading the plan -----------------------------------------------------------------

  async function entitlement(userId: string, now: Date = new Date()): Promise<Entitlement> {
    const owner = await findUser(db, userId);
    let row = await getSubscription(db, userId);
    if (
      row &&
      isLocal(provider) &&
      row.provider === "local" &&
      isLiveStatus(row.status) &&
      now >= row.currentPeriodEnd
    ) {
      // The local provider has no clock of its own: its renewals happen when next looked at.
      await dispatch(provider.renewalEvents(row, now));
      row = await getSubscription(db, userId);
    }
    return entitlementOf(row, owner?.createdAt ?? now, now);
  }

  /** The usage service's view of a user's plan. */
  const planOf: PlanOf = async (userId, now) => {
    const e = await entitlement(userId, now);
    return { planId: e.planId, key: e.key, end: e.period.end };
  };

  async function subscription(userId: string, now: Date = new Date()): Promise<Subscription> {
    const e = await entitlement(userId, now);
    const plan = PLANS[e.planId];
    return {
      plan_name: plan.name,
      plan_id: e.planId,
      subscription_status: e.status,
      // The billing date: past a usage month when a referral's free month lengthened the period.
      current_period_end: (e.live && now < e.live.currentPeriodEnd
        ? e.live.currentPeriodEnd
        : e.period.end
      ).toISOString(),
      cancel_at_period_end: e.status === "canceled",
      current_usage: await usedIn(db, userUsageSubject(userId), e.key),
      usage_limit: plan.usageLimit,
      seats: e.seats,
      provider: e.provider,
      scheduled_change: e.scheduled,
    };
  }

  /** The live subscription, managed by the configured provider, or a 400/502. */
  async function manageable(userId: string, failure: Parameters<typeof failed>[0]) {
    const e = await entitlement(userId);
    if (!e.live) throw new AppError(400, "NO_SUBSCRIPTION");
    if (e.live.provider !== provider.name) {
      throw failed(failure, new Error(`subscription is managed by ${e.live.provider}`));
    }
    return { e, row: e.live };
  }

  // ---- actions ------------------------------------------------------------------------

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

  const invoiceView = (row: InvoiceRow): Invoice => ({
    id: row.id,
    number: row.number,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status as Invoice["status"],
    created_at: row.createdAt.toISOString(),
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    url: row.hostedUrl ?? `/api/billing/invoices/${encodeURIComponent(row.id)}/receipt`,
  });

  async function invoices(userId: string): Promise<Invoice[]> {
    const row = await getSubscription(db, userId);
    if (row && row.provider === provider.name) {
      try {
        const live = await provider.listInvoices(row.customerId);
        if (live) return live;
      } catch (error) {
        // Stripe unreachable: the invoices its webhooks brought are still a true record.
        log?.warn({ err: error }, "could not list invoices from the billing provider");
      }
    }
    return (await listInvoices(db, userId)).map(invoiceView);
  }

  /** A local receipt, for its owner only. */
  async function receipt(userId: string, invoiceId: string) {
    const row = await getInvoice(db, userId, invoiceId);
    if (row?.provider !== "local") throw new AppError(404, "NOT_FOUND");
    const owner = await findUser(db, userId);
    return { invoice: row, email: owner?.email ?? "" };
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

  async function handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    if (!hasWebhooks(provider)) throw new AppError(404, "NOT_FOUND");
    let event: BillingEvent | null;
    try {
      event = await provider.parseWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        log?.warn({ reason: error.message }, "rejected a webhook with a bad signature");
        throw new AppError(400, "WEBHOOK_SIGNATURE_INVALID");
      }
      throw error;
    }
    if (event) await dispatch([event]);
  }

  // ---- the local provider's checkout and portal ----------------------------------------

  function local(): LocalProvider {
    if (!isLocal(provider)) throw new AppError(404, "NOT_FOUND");
    return provider;
  }

  async function localCheckout(
    userId: string,
    id: string,
    now = new Date(),
  ): Promise<LocalCheckout> {
    local();
    const session = await getLocalCheckout(db, userId, id);
    if (!session) throw new AppError(404, "NOT_FOUND");
    const owner = await findUser(db, userId);
    const planId = session.planId as PaidPlanId;
    return {
      id: session.id,
      plan_id: planId,
      plan_name: PLANS[planId].name,
      seats: session.seats,
      amount_cents: session.amountCents,
      currency: session.currency,
      status:
        session.status === "open" && session.expiresAt <= now
          ? "expired"
          : (session.status as LocalCheckout["status"]),
      email: owner?.email ?? "",
      cancel_url: urls.canceled,
    };
  }

  async function payLocalCheckout(
    userId: string,
    id: string,
    card: LocalPaymentRequest,
    now = new Date(),
  ): Promise<{ redirect_url: string }> {
    const localProvider = local();
    const session = await getLocalCheckout(db, userId, id);
    if (!session) throw new AppError(404, "NOT_FOUND");
    const problem = validateLocalPayment(card, now);
    if (problem) {
      throw new AppError(400, "INVALID_CARD_DETAILS", problem.message, problem.field);
    }
    if (session.status !== "open" || session.expiresAt <= now) {
      throw new AppError(409, "CHECKOUT_CLOSED");
    }
    const current = await entitlement(userId, now);
    if (current.live) throw new AppError(409, "ALREADY_SUBSCRIBED");
    if (!localProvider.paymentSucceeds(card.card_number)) {
      throw new AppError(
        402,
        "CARD_DECLINED",
        undefined,
        "This is the built-in test checkout: 4242 4242 4242 4242 pays, any other card is declined.",
      );
    }
    const events = localProvider.checkoutEvents(session, await getSubscription(db, userId), now);
    await dispatch(events, async (tx) => {
      // One payment per user at a time: a second tab paying another checkout waits, then finds
      // the plan already paid for and is refused before anything is charged.
      await lockUser(tx, userId);
      const row = await getSubscription(tx, userId);
      if (row && entitlementOf(row, now, now).live) throw new AppError(409, "ALREADY_SUBSCRIBED");
      if (!(await claimLocalCheckout(tx, id, now))) throw new AppError(409, "CHECKOUT_CLOSED");
    });
    return { redirect_url: urls.success };
  }

  async function localPortal(
    userId: string,
    action: LocalPortalRequest,
    now = new Date(),
  ): Promise<Subscription> {
    const localProvider = local();
    const { e, row } = await manageable(userId, "PORTAL_FAILED");
    if (action.action === "change_plan") {
      const planId = planForCheckout(action.plan_type);
      if (!planId) throw new AppError(400, "INVALID_PLAN_TYPE");
      const seats =
        planId === "agency_monthly"
          ? (action.seats ?? (e.planId === "agency_monthly" ? e.seats : 1))
          : 1;
      if (planId !== e.planId || seats !== e.seats || e.scheduled) {
        await dispatch(localProvider.changePlanEvents(row, planId, seats, now));
      }
    } else {
      await setCancel(userId, action.action === "cancel");
    }
    return subscription(userId, now);
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

  return {
    entitlement,
    planOf,
    subscription,
    manage,
    invoices,
    receipt,
    cancelForDeletion,
    handleWebhook,
    localCheckout,
    payLocalCheckout,
    localPortal,
    /** Applies events as if a provider had sent them (the local provider's way in). */
    dispatch,
    grantFreeMonth,
    /** Adds a module's part in billing events (see `BillingListener`). */
    listen(listener: BillingListener) {
      listeners.push(listener);
    },
  };
}
