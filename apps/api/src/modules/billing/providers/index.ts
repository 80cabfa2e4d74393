import type { BillingConfig } from "../../../config.js";
import type { Db } from "../../../db/client.js";
import { createLocalProvider } from "./local.js";
import type { BillingProvider } from "./provider.js";
import { createStripeProvider } from "./stripe.js";

/** The one place a billing provider is chosen (BILLING_PROVIDER); everything else gets the interface. */
export function createBillingProvider(
  config: BillingConfig,
  deps: { db: Db; publicUrl: string },
): BillingProvider {
  return config.provider === "stripe" ? createStripeProvider(config) : createLocalProvider(deps);
}
