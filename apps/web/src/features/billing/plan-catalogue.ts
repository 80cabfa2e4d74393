import {
  PLANS,
  type Plan,
  type PlanId,
  type PricingCatalogue,
  planCardFeatures,
} from "@commentlens/shared";
import type { CheckoutPlanType } from "./api";

/**
 * What the pricing cards say about each plan. Prices, limits and what each plan includes come
 * from PLANS (the one definition, which the server's checks read too); only the words that
 * sell a plan live here.
 */

export interface PlanCopy {
  plan: Plan;
  /** `plan_type` of its checkout; absent for Free. */
  checkout?: CheckoutPlanType;
  tagline: string;
  /** The plan below whose features this one includes too ("Everything in Free, plus:"). */
  builtOn: Plan | null;
  /** Its analyses, then only what it adds to `builtOn`. */
  features: string[];
  cta: string;
  /** A regular price it is sold below, struck through: only one the site is configured with. */
  originalPriceCents?: number;
  /** Most live subscriptions are on it (see `PricingCatalogue`): never a sales line. */
  popular?: boolean;
  perSeat?: boolean;
}

function card(plan: Plan, copy: Omit<PlanCopy, "plan" | "builtOn" | "features">): PlanCopy {
  return { plan, ...planCardFeatures(plan.id), ...copy };
}

export const PLAN_CARDS: PlanCopy[] = [
  card(PLANS.free, {
    tagline: "Try CommentLens on your own posts.",
    cta: "Get Started",
  }),
  card(PLANS.influencer, {
    checkout: "influencer",
    tagline: "For creators who post every week.",
    cta: "Choose Influencer",
  }),
  card(PLANS.agency_monthly, {
    checkout: "agency",
    tagline: "For agencies and teams managing several accounts.",
    cta: "Choose Agency",
    perSeat: true,
  }),
];

/** The cards with what the site's data backs: the most popular plan, a configured regular price. */
export function withCatalogue(
  cards: PlanCopy[],
  catalogue: PricingCatalogue | undefined,
): PlanCopy[] {
  if (!catalogue) return cards;
  return cards.map((copy) => {
    const regular = copy.plan.id === "influencer" ? catalogue.regular_price_cents.influencer : null;
    return {
      ...copy,
      popular: catalogue.popular_plan === copy.plan.id,
      ...(regular ? { originalPriceCents: regular } : {}),
    };
  });
}

/** The plan a `?plan=` value or a checkout `plan_type` names. */
export function checkoutPlanOf(value: string | null): CheckoutPlanType | undefined {
  if (value === "influencer") return "influencer";
  if (value === "agency" || value === "agency_monthly") return "agency";
  return undefined;
}

export function planIdOf(plan: CheckoutPlanType): PlanId {
  return plan === "agency" ? "agency_monthly" : "influencer";
}
