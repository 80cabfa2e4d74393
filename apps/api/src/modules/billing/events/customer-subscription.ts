import { applySnapshot, ownerOf } from "./apply-snapshot.js";
import type { EventContext, EventHandler } from "./handler.js";

/** The subscription's state, applied to its owner's row. */
async function applySubscriptionEvent(context: EventContext): Promise<void> {
  if (!context.state) return;
  const userId = await ownerOf(context);
  if (userId) await applySnapshot(context, context.state, userId);
}

export const customerSubscriptionCreated: EventHandler = applySubscriptionEvent;

/** Plan, seats, cancellation, renewal (a new period) and past_due all arrive as updates. */
export const customerSubscriptionUpdated: EventHandler = applySubscriptionEvent;

/** Ended: the state read says canceled, so the user is on Free from now. */
export const customerSubscriptionDeleted: EventHandler = applySubscriptionEvent;
