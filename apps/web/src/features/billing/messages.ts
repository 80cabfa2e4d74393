import { BILLING_MESSAGES } from "@commentlens/shared";
import { ApiError } from "../../lib/api-client";
import type { CheckoutAnswer } from "./api";

/** Texts of the billing screens beyond the shared catalogue. */
export const BILLING_TEXTS = {
  welcome: "Welcome aboard! Your subscription is active.",
  welcomePlan: (plan: string) => `Welcome to ${plan}! Your subscription is active.`,
  pastDue:
    "Your last payment did not go through. Update your payment method to keep your plan; we retry the charge automatically.",
  testPayment: "Test payment — no real card is charged",
  testPortal: "Test billing portal — no real card is charged",
  checkoutNotFound: "This checkout session was not found. Start again from the pricing page.",
  checkoutExpired: "This checkout session has expired. Start again from the pricing page.",
  checkoutPaid: "This checkout is already paid. Your subscription is active.",
  checkoutLoadFailed: "Could not load this checkout session. Please try again.",
  paymentFailed: "The payment could not be completed. Please try again.",
  portalLoadFailed: "Could not load your billing details. Please try again.",
  planChangeFailed: "Failed to change your plan",
  invoicesFailed: "Could not load your invoices.",
} as const;

/**
 * Checkout: the response's error text; "Failed to create checkout session" when
 * the server refused without one; "Failed to start checkout process" when there was no
 * answer at all (or anything else went wrong).
 */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    return error.serverMessage ?? BILLING_MESSAGES.checkoutFailed;
  }
  return BILLING_MESSAGES.checkoutStartFailed;
}

/** The checkout address of a successful answer, or the error to show ("No checkout URL received"). */
export function checkoutTarget(answer: CheckoutAnswer): { url: string } | { error: string } {
  if (answer.error) return { error: answer.error };
  if (!answer.checkout_url) return { error: BILLING_MESSAGES.noCheckoutUrl };
  return { url: answer.checkout_url };
}
