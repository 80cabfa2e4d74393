/**
 * The plans, defined once (spec-2 §9, PRODUCT.md): every page, help text and server limit
 * reads them from here.
 */

export const PLAN_IDS = ["free", "influencer", "agency_monthly"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** `usage_limit` meaning "unlimited" (spec-2 §9). */
export const UNLIMITED_USAGE = 999_999;

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in US cents (per seat for Agency). */
  priceCents: number;
  /** Analyses per month. */
  usageLimit: number;
}

export const PLANS: Record<PlanId, Plan> = {
  free: { id: "free", name: "Free", priceCents: 0, usageLimit: 5 },
  influencer: { id: "influencer", name: "Influencer", priceCents: 499, usageLimit: 100 },
  agency_monthly: {
    id: "agency_monthly",
    name: "Agency",
    priceCents: 4999,
    usageLimit: UNLIMITED_USAGE,
  },
};

/** Analyses a visitor (not signed in) may run per day, by default (`VISITOR_DAILY_LIMIT`). */
export const DEFAULT_VISITOR_DAILY_LIMIT = 3;
