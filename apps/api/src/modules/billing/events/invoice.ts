import { findUser, saveInvoice } from "../repository.js";
import { applySnapshot, ownerOf } from "./apply-snapshot.js";
import type { EventContext, EventHandler } from "./handler.js";

/** Keeps the invoice, and the subscription's state that came with it. */
async function recordInvoice(context: EventContext): Promise<void> {
  const { tx, event, state, provider } = context;
  if (!event.invoice) return;
  const userId = await ownerOf(context);
  if (!userId || !(await findUser(tx, userId))) return;
  await saveInvoice(tx, userId, provider, event.invoice);
  if (state) await applySnapshot(context, state, userId);
}

/** A payment: its receipt, and the subscription as it is now (active again if it was past_due). */
export const invoicePaid: EventHandler = async (context) => {
  const { tx, event, state, listeners, effects } = context;
  await recordInvoice(context);
  const paid = event.invoice;
  if (paid?.status !== "paid" || paid.amountCents <= 0) return;
  const userId = await ownerOf(context);
  if (!userId || !(await findUser(tx, userId))) return;
  for (const listener of listeners) {
    await listener.onPaymentSucceeded(tx, userId, state?.planId ?? null);
  }
  effects.payers.add(userId);
};

/** Dunning: the subscription is past_due; the plan holds to the period end, then Free. */
export const invoicePaymentFailed: EventHandler = recordInvoice;
