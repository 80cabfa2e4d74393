import { AppError } from "../../../lib/app-error.js";
import type { BillingContext } from "../context.js";
import { type BillingEvent, hasWebhooks, WebhookSignatureError } from "../providers/provider.js";

/** Stripe's webhook: the signed event is read by the provider and applied like any other. */
export function createWebhookReceiver({ provider, log, dispatch }: BillingContext) {
  return async function handleWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<void> {
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
  };
}
