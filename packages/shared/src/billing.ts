import { z } from "zod";
import { PLAN_IDS } from "./plans.js";

/**
 * Subscriptions and billing: `POST /api/subscription-management` (the seed's contract),
 * `GET /api/subscription`, invoices, and the local billing provider's checkout and portal.
 */

export const SUBSCRIPTION_STATUSES = ["active", "free", "canceled", "past_due", "expired"] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const BILLING_PROVIDERS = ["local", "stripe"] as const;
export type BillingProviderName = (typeof BILLING_PROVIDERS)[number];

export const MAX_SEATS = 100;

/** `GET /api/subscription`. */
export const subscriptionSchema = z.object({
  plan_name: z.string(),
  plan_id: z.enum(PLAN_IDS),
  subscription_status: subscriptionStatusSchema,
  /** End of the paid period, or of the current usage month for Free. */
  current_period_end: z.iso.datetime(),
  cancel_at_period_end: z.boolean(),
  current_usage: z.number().int().nonnegative(),
  usage_limit: z.number().int().nonnegative(),
  seats: z.number().int().min(1),
  provider: z.enum(BILLING_PROVIDERS).nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `plan_type` values the checkout accepts; `agency_monthly` is the same as `agency`. */
export const CHECKOUT_PLAN_TYPES = ["influencer", "agency", "agency_monthly"] as const;

/**
 * `POST /api/subscription-management`. `user_id`, `success_url`, `cancel_url` and `return_url`
 * are accepted for the seed's clients and ignored: the session names the user and the server
 * builds every address from its public URL.
 */
export const subscriptionManagementRequestSchema = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("create_checkout"),
    plan_type: z.string().max(40),
    seats: z.number().int().min(1).max(MAX_SEATS).optional(),
    user_id: z.string().max(200).optional(),
    success_url: z.string().max(2_000).optional(),
    cancel_url: z.string().max(2_000).optional(),
  }),
  z.object({
    mode: z.enum(["cancel_subscription", "reactivate_subscription", "customer_portal"]),
    user_id: z.string().max(200).optional(),
    return_url: z.string().max(2_000).optional(),
  }),
]);
export type SubscriptionManagementRequest = z.infer<typeof subscriptionManagementRequestSchema>;

export const checkoutResponseSchema = z.object({ checkout_url: z.string() });
export const messageResponseSchema = z.object({ message: z.string() });
export const portalResponseSchema = z.object({ url: z.string() });

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  amount_cents: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.enum(["paid", "open", "void", "uncollectible"]),
  created_at: z.iso.datetime(),
  period_start: z.iso.datetime(),
  period_end: z.iso.datetime(),
  /** Hosted invoice (Stripe) or our PDF receipt (local). */
  url: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
/** `GET /api/billing/invoices`, newest first. */
export const invoicesResponseSchema = z.array(invoiceSchema);

/** The local provider's checkout session, as its checkout page shows it. */
export const localCheckoutSchema = z.object({
  id: z.string(),
  plan_id: z.enum(PLAN_IDS),
  plan_name: z.string(),
  seats: z.number().int().min(1),
  amount_cents: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.enum(["open", "paid", "expired"]),
  email: z.string(),
  cancel_url: z.string(),
});
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;

export const localPaymentRequestSchema = z.object({
  card_number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(6),
  name: z.string().max(200),
});
export type LocalPaymentRequest = z.infer<typeof localPaymentRequestSchema>;
/** Where the browser goes after a successful payment. */
export const localPaymentResponseSchema = z.object({ redirect_url: z.string() });

/** Test cards of the local provider (the same numbers Stripe's test mode uses). */
export const LOCAL_TEST_CARDS = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
} as const;

/** Checkout and subscription messages (spec-2 §8, §4). */
export const BILLING_MESSAGES = {
  checkoutFailed: "Failed to create checkout session",
  noCheckoutUrl: "No checkout URL received",
  checkoutStartFailed: "Failed to start checkout process",
  paymentCanceled: "Payment was canceled. You can try again anytime!",
  cardDeclined: "Your card was declined.",
  cancelScheduled:
    "Your subscription will be canceled at the end of the current billing period. You keep access until then.",
  reactivated: "Your subscription has been reactivated.",
  unableToLoad: "Unable to load subscription status",
  cancelFailed: "Failed to cancel subscription",
  reactivateFailed: "Failed to reactivate subscription",
  portalFailed: "Failed to open billing portal",
} as const;
