import {
  type BillingProviderName,
  type PaidPlanId,
  PLANS,
  type PlanId,
  type ScheduledChange,
  type Subscription,
  type SubscriptionStatus,
} from "@commentlens/shared";
import {
  addMonths,
  freePeriod,
  freePeriodKey,
  monthlyPeriod,
  type Period,
  paidPeriodKey,
} from "../usage/period.js";
import { type PlanOf, usedByUser } from "../usage/service.js";
import { type BillingContext, isLocal } from "./context.js";
import { LIVE_STATUSES, type StoredSubscription } from "./providers/provider.js";
import { findUser, getSubscription } from "./repository.js";

/** What a user's plan allows now, and the usage period it counts in. */

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

export const isLiveStatus = (status: string) =>
  (LIVE_STATUSES as readonly string[]).includes(status);

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

export type Entitlements = ReturnType<typeof createEntitlements>;

export function createEntitlements({ db, provider, dispatch }: BillingContext) {
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

  /** The plan as the account page shows it, with this period's usage. */
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
      current_usage: await usedByUser(db, userId, e.key),
      usage_limit: plan.usageLimit,
      seats: e.seats,
      provider: e.provider,
      scheduled_change: e.scheduled,
    };
  }

  return { entitlement, planOf, subscription };
}
