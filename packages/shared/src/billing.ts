import { PLAN_IDS, PLANS, type PlanId } from "./plans.js";
import { z } from "./zod.js";

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

/** Paid subscriptions a plan needs before the pricing page may call it the most popular. */
export const POPULAR_PLAN_MIN_SUBSCRIBERS = 10;

/**
 * `GET /api/billing/catalogue`: what the pricing page may claim, from real data only. Which
 * provider takes payments (the FAQ says how cards are handled), the paid plan most live
 * subscriptions are on (null until enough people pay), and a regular price the operator
 * configured for a plan sold below it (none by default: no invented reference price).
 */
export const pricingCatalogueSchema = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  popular_plan: z.enum(["influencer", "agency_monthly"]).nullable(),
  regular_price_cents: z.object({ influencer: z.number().int().positive().nullable() }),
});
export type PricingCatalogue = z.infer<typeof pricingCatalogueSchema>;

/** A plan change the subscription will make at the end of its period (a downgrade). */
export const scheduledChangeSchema = z.object({
  plan_id: z.enum(PLAN_IDS),
  plan_name: z.string(),
  seats: z.number().int().min(1),
  effective_at: z.iso.datetime(),
});
export type ScheduledChange = z.infer<typeof scheduledChangeSchema>;

/**
 * `GET /api/subscription`. `subscription_status`: `active` (paid, renewing), `canceled` (paid,
 * ends at `current_period_end`, access until then), `past_due` (a payment failed; access until
 * the period ends, then Free), `free` (no paid plan), `expired` (back on Free because a paid
 * plan went unpaid).
 */
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
  /** A downgrade waiting for the end of the period (upgrades apply at once). */
  scheduled_change: scheduledChangeSchema.nullable().optional(),
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

/** Checkout and subscription messages. */
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

/** Paid plans a checkout or plan change can lead to. */
export type PaidPlanId = Exclude<PlanId, "free">;

/**
 * The plan a checkout's `plan_type` names: `influencer`, or `agency` (`agency_monthly` is the
 * same plan). Anything else is `null` (the server answers 400).
 */
export function planForCheckout(planType: string): PaidPlanId | null {
  const value = planType.trim().toLowerCase();
  if (value === "influencer") return "influencer";
  if (value === "agency" || value === "agency_monthly") return "agency_monthly";
  return null;
}

/** `POST /api/billing/local/portal`: the local provider's billing portal actions. */
export const localPortalRequestSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("change_plan"),
    plan_type: z.string().max(40),
    seats: z.number().int().min(1).max(MAX_SEATS).optional(),
  }),
  z.object({ action: z.literal("cancel") }),
  z.object({ action: z.literal("reactivate") }),
]);
export type LocalPortalRequest = z.infer<typeof localPortalRequestSchema>;

/** What `POST /api/webhooks/stripe` answers once an event is accepted (or ignored). */
export const webhookResponseSchema = z.object({ received: z.literal(true) });

/** Field messages of the local checkout's card form (Stripe's own wording). */
export const CARD_MESSAGES = {
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  nameMissing: "Enter the name on the card.",
} as const;

export type CardField = "card_number" | "expiry" | "cvc" | "name";
export interface CardProblem {
  field: CardField;
  message: string;
}

/** Digits of a card number typed with spaces or dashes, or `null` if anything else is in it. */
export function cardDigits(cardNumber: string): string | null {
  const compact = cardNumber.replace(/[\s-]/g, "");
  return /^\d*$/.test(compact) ? compact : null;
}

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Checks the local checkout's card form: number (Luhn, 12–19 digits, spaces allowed), expiry
 * MM/YY not in the past, CVC of 3–4 digits, a name. Answers the first problem, or `null`.
 * The page and the server share it, so both show the same words.
 */
export function validateLocalPayment(
  request: LocalPaymentRequest,
  now: Date = new Date(),
): CardProblem | null {
  const digits = cardDigits(request.card_number);
  if (digits === null) return { field: "card_number", message: CARD_MESSAGES.numberInvalid };
  if (digits.length < 12) return { field: "card_number", message: CARD_MESSAGES.numberIncomplete };
  if (digits.length > 19 || !luhnValid(digits)) {
    return { field: "card_number", message: CARD_MESSAGES.numberInvalid };
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(request.expiry);
  if (!expiry) {
    const incomplete = /^\d{0,2}(?:\s*\/)?(?:\s*\d)?$/.test(request.expiry.trim());
    return {
      field: "expiry",
      message: incomplete ? CARD_MESSAGES.expiryIncomplete : CARD_MESSAGES.expiryInvalid,
    };
  }
  const month = Number(expiry[1]);
  const yearText = expiry[2] ?? "";
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return { field: "expiry", message: CARD_MESSAGES.expiryInvalid };
  // A card is good through the last day of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) {
    return { field: "expiry", message: CARD_MESSAGES.expiryPast };
  }
  if (!/^\s*\d{3,4}\s*$/.test(request.cvc)) {
    return { field: "cvc", message: CARD_MESSAGES.cvcIncomplete };
  }
  if (!request.name.trim()) return { field: "name", message: CARD_MESSAGES.nameMissing };
  return null;
}

const resetDate = (date: Date) =>
  date.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** The 402 message when a signed-in user has used every analysis of their plan's period. */
export function usageLimitMessage(planId: PlanId, resetsAt: Date): string {
  const plan = PLANS[planId];
  const reset = `Your analyses reset on ${resetDate(resetsAt)}.`;
  if (planId === "free") {
    return `You have used all ${plan.usageLimit} analyses of the Free plan this month. Upgrade to Influencer for ${PLANS.influencer.usageLimit} analyses a month. ${reset}`;
  }
  if (planId === "influencer") {
    return `You have used all ${plan.usageLimit} analyses of the Influencer plan this month. Upgrade to Agency for unlimited analyses. ${reset}`;
  }
  return `You have used all analyses of your plan this month. ${reset}`;
}
