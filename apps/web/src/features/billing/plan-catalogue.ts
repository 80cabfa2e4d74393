import { PLANS, type Plan, type PlanId } from "@commentlens/shared";
import type { CheckoutPlanType } from "./api";
import { isUnlimited } from "./format";

/**
 * What the pricing cards say about each plan. Prices and limits come from PLANS (the one
 * definition); only the words live here.
 */

/** The Early Bird's struck-through price (spec-2 §9): $10, shown beside Influencer's $4.99. */
export const INFLUENCER_ORIGINAL_PRICE_CENTS = 1000;

export interface PlanCopy {
  plan: Plan;
  /** `plan_type` of its checkout; absent for Free. */
  checkout?: CheckoutPlanType;
  tagline: string;
  features: string[];
  cta: string;
  originalPriceCents?: number;
  popular?: boolean;
  perSeat?: boolean;
}

function analysesPerMonth(plan: Plan): string {
  return isUnlimited(plan.usageLimit)
    ? "Unlimited post analyses"
    : `${plan.usageLimit} post analyses per month`;
}

export const PLAN_CARDS: PlanCopy[] = [
  {
    plan: PLANS.free,
    tagline: "Try CommentLens on your own posts.",
    features: [
      analysesPerMonth(PLANS.free),
      "The full report, with the comments behind every insight",
      "Email support",
    ],
    cta: "Get Started",
  },
  {
    plan: PLANS.influencer,
    checkout: "influencer",
    tagline: "For creators who post every week.",
    features: [
      analysesPerMonth(PLANS.influencer),
      "Re-analyse posts to see what changed",
      "Exports: CSV, Excel, JSON and PDF",
      "Priority support",
    ],
    cta: "Choose Influencer",
    originalPriceCents: INFLUENCER_ORIGINAL_PRICE_CENTS,
    popular: true,
  },
  {
    plan: PLANS.agency_monthly,
    checkout: "agency",
    tagline: "For agencies and teams managing several accounts.",
    features: [
      analysesPerMonth(PLANS.agency_monthly),
      "Team seats: invite your team by email",
      "Members share the unlimited analyses",
      "Dedicated support",
    ],
    cta: "Choose Agency",
    perSeat: true,
  },
];

/** The plan a `?plan=` value or a checkout `plan_type` names. */
export function checkoutPlanOf(value: string | null): CheckoutPlanType | undefined {
  if (value === "influencer") return "influencer";
  if (value === "agency" || value === "agency_monthly") return "agency";
  return undefined;
}

export function planIdOf(plan: CheckoutPlanType): PlanId {
  return plan === "agency" ? "agency_monthly" : "influencer";
}
