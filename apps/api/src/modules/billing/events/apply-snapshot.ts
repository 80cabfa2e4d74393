import type { PaidPlanId } from "@commentlens/shared";
import { entitlementOf, isLiveStatus } from "../entitlement.js";
import { planTotalCents, type SubscriptionSnapshot } from "../providers/provider.js";
import { findUser, lockSubscription, saveSubscription, userOfSubscription } from "../repository.js";
import type { EventContext } from "./handler.js";

/**
 * The state machine every subscription event goes through. Rules: an older reading never
 * replaces a newer one; a subscription that is not the user's current paid one is ignored;
 * within a period, an upgrade applies at once and a downgrade is kept for the period end.
 */
export async function applySnapshot(
  { tx, provider, log }: EventContext,
  state: SubscriptionSnapshot,
  userId: string,
): Promise<void> {
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
    planTotalCents(state.planId, state.seats) < planTotalCents(row.planId as PaidPlanId, row.seats)
  ) {
    // A downgrade: the user keeps what they paid for until the period ends.
    planId = row.planId as PaidPlanId;
    seats = row.seats;
    scheduledPlanId = state.planId;
    scheduledSeats = state.seats;
  }
  await saveSubscription(tx, {
    userId,
    provider,
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

/** The user an event is about: named by the event or its subscription, else looked up. */
export async function ownerOf({ tx, event, state }: EventContext): Promise<string | null> {
  return (
    event.userId ??
    state?.userId ??
    (await userOfSubscription(tx, {
      subscriptionId: state?.id ?? event.subscriptionId,
      customerId: event.customerId,
    }))
  );
}
