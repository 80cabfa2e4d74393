import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Dispatch } from "./events/handler.js";
import type { LocalProvider } from "./providers/local.js";
import type { BillingProvider } from "./providers/provider.js";

/** What every part of the billing service works with. */
export interface BillingContext {
  db: Db;
  provider: BillingProvider;
  log?: FastifyBaseLogger;
  /** Where the provider sends the browser back to: all built from the public origin. */
  urls: { success: string; canceled: string; account: string };
  /** Applies provider events, each at most once (events/dispatch.ts; its type lives with the handlers, so nothing loops back here). */
  dispatch: Dispatch;
}

export function billingUrls(publicUrl: string): BillingContext["urls"] {
  return {
    success: `${publicUrl}/account?success=true`,
    canceled: `${publicUrl}/pricing?canceled=true`,
    account: `${publicUrl}/account`,
  };
}

export type ProviderFailureCode =
  | "CHECKOUT_FAILED"
  | "CANCEL_FAILED"
  | "REACTIVATE_FAILED"
  | "PORTAL_FAILED"
  | "ACCOUNT_DELETE_FAILED";

/** A provider call that failed: logged, and answered with the catalogue's message. */
export function providerFailed(
  context: Pick<BillingContext, "log">,
  code: ProviderFailureCode,
  error?: unknown,
): AppError {
  if (error) context.log?.error({ err: error }, `billing provider call failed (${code})`);
  return new AppError(502, code);
}

export const isLocal = (provider: BillingProvider): provider is LocalProvider =>
  provider.name === "local" && "checkoutEvents" in provider;
