import {
  type LocalCheckout,
  type LocalPaymentRequest,
  type LocalPortalRequest,
  type PaidPlanId,
  PLANS,
  planForCheckout,
  type Subscription,
  validateLocalPayment,
} from "@commentlens/shared";
import { AppError } from "../../lib/app-error.js";
import { type ActionDeps, manageable, setCancel } from "./actions.js";
import { isLocal } from "./context.js";
import { type Entitlements, entitlementOf } from "./entitlement.js";
import type { LocalProvider } from "./providers/local.js";
import {
  claimLocalCheckout,
  findUser,
  getLocalCheckout,
  getSubscription,
  lockUser,
} from "./repository.js";

/**
 * The built-in provider's checkout page and billing portal (404 with Stripe): the pages Stripe
 * would host, answered here, their changes applied as the events Stripe would send.
 */
export function createLocalCheckout(actions: ActionDeps, { subscription }: Entitlements) {
  const { db, provider, urls, dispatch, entitlement } = actions;

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
    const { e, row } = await manageable(actions, userId, "PORTAL_FAILED");
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
      await setCancel(actions, userId, action.action === "cancel");
    }
    return subscription(userId, now);
  }

  return { localCheckout, payLocalCheckout, localPortal };
}
