import { findUser } from "../repository.js";
import { applySnapshot } from "./apply-snapshot.js";
import type { EventHandler } from "./handler.js";

/** Links the new subscription to the user who paid (the session names them). */
export const checkoutSessionCompleted: EventHandler = async (context) => {
  const { tx, event, state, listeners } = context;
  const userId = event.userId ?? state?.userId;
  if (!state || !userId) return;
  await applySnapshot(context, state, userId);
  if (!(await findUser(tx, userId))) return;
  for (const listener of listeners) {
    await listener.onCheckoutCompleted(tx, userId, state.planId);
  }
};
