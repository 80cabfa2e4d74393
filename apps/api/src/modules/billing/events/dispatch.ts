import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.js";
import type {
  BillingEvent,
  BillingEventType,
  BillingProvider,
  SubscriptionSnapshot,
} from "../providers/provider.js";
import { eventSeen, recordEvent } from "../repository.js";
import { checkoutSessionCompleted } from "./checkout-session-completed.js";
import {
  customerSubscriptionCreated,
  customerSubscriptionDeleted,
  customerSubscriptionUpdated,
} from "./customer-subscription.js";
import type { BillingListener, Dispatch, Effects, EventHandler } from "./handler.js";
import { invoicePaid, invoicePaymentFailed } from "./invoice.js";

/** One handler per event type the app acts on: a new type fails to compile until it has one. */
const EVENT_HANDLERS: Record<BillingEventType, EventHandler> = {
  "checkout.session.completed": checkoutSessionCompleted,
  "customer.subscription.created": customerSubscriptionCreated,
  "customer.subscription.updated": customerSubscriptionUpdated,
  "customer.subscription.deleted": customerSubscriptionDeleted,
  "invoice.paid": invoicePaid,
  "invoice.payment_failed": invoicePaymentFailed,
};

export function createDispatch(deps: {
  db: Db;
  provider: BillingProvider;
  /** Read on every dispatch: listeners added later take part too. */
  listeners: readonly BillingListener[];
  log?: FastifyBaseLogger;
}): Dispatch {
  const { db, provider, listeners, log } = deps;
  return async (events, before) => {
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
        // The event id is recorded in the transaction that applies it: a replay stops here.
        if (!(await recordEvent(tx, { id: event.id, provider: provider.name, type: event.type }))) {
          continue;
        }
        await EVENT_HANDLERS[event.type]({
          tx,
          event,
          state,
          provider: provider.name,
          listeners,
          effects,
          log,
        });
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
  };
}
