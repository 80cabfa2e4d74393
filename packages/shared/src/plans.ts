import { PROFILE_POST_LIMIT } from "./agency.js";

/**
 * The plans, defined once: every page, help text and server limit
 * reads them from here, the pricing cards included: a card lists what its plan includes,
 * so it cannot promise what the server does not give, nor sell what a cheaper plan has.
 */

export const PLAN_IDS = ["free", "influencer", "agency_monthly"] as const;
/** The plan nothing upgrades from: its people see "Billing" where others see "Upgrade". */
export const TOP_PLAN = "agency_monthly" satisfies (typeof PLAN_IDS)[number];
export type PlanId = (typeof PLAN_IDS)[number];

/** `usage_limit` meaning "unlimited". */
export const UNLIMITED_USAGE = 999_999;

/** What a plan can include besides its analyses, as a pricing card says it. */
export const PLAN_FEATURES = {
  full_report: "The full report, with the comments behind every insight",
  exports: "Exports: CSV, Excel, JSON and PDF",
  reanalysis: "Re-analyse posts to see what changed",
  email_support: "Email support",
  priority_support: "Priority support",
  profile_analysis: `Profile analysis: the latest ${PROFILE_POST_LIMIT} posts of a profile, analysed together`,
  agency_dashboard: "The Agency dashboard, with the Engagement Clock and exportable reports",
  team_seats: "Team seats: invite your team by email to share the analyses",
  white_label_pdf: "White-label PDF reports with your agency's name and logo",
  dedicated_support: "Dedicated support",
} as const;
export type PlanFeature = keyof typeof PLAN_FEATURES;

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in US cents (per seat for Agency). */
  priceCents: number;
  /** Analyses per month. */
  usageLimit: number;
  /** Everything the plan includes besides its analyses. */
  features: readonly PlanFeature[];
}

const EVERY_PLAN: readonly PlanFeature[] = ["full_report", "exports", "reanalysis"];

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: "free",
    name: "Free",
    priceCents: 0,
    usageLimit: 5,
    features: [...EVERY_PLAN, "email_support"],
  },
  influencer: {
    id: "influencer",
    name: "Influencer",
    priceCents: 499,
    usageLimit: 100,
    features: [...EVERY_PLAN, "priority_support"],
  },
  agency_monthly: {
    id: "agency_monthly",
    name: "Agency",
    priceCents: 4999,
    usageLimit: UNLIMITED_USAGE,
    features: [
      ...EVERY_PLAN,
      "profile_analysis",
      "agency_dashboard",
      "team_seats",
      "white_label_pdf",
      "dedicated_support",
    ],
  },
};

/** Whether `planId` gives `feature`: the server's checks and the pricing cards both ask this. */
export function planIncludes(planId: PlanId, feature: PlanFeature): boolean {
  return PLANS[planId].features.includes(feature);
}

/** "5 post analyses per month", or "Unlimited post analyses". */
export function analysesPerMonth(plan: Plan): string {
  return plan.usageLimit >= UNLIMITED_USAGE
    ? "Unlimited post analyses"
    : `${plan.usageLimit} post analyses per month`;
}

/**
 * What a plan's pricing card lists: its analyses, then what it adds to the plan below it
 * (`builtOn`), so no card sells what a cheaper plan already has.
 */
export function planCardFeatures(planId: PlanId): { builtOn: Plan | null; features: string[] } {
  const index = PLAN_IDS.indexOf(planId);
  const below = index > 0 ? PLANS[PLAN_IDS[index - 1] as PlanId] : null;
  const plan = PLANS[planId];
  const added = plan.features.filter((feature) => !below?.features.includes(feature));
  return {
    builtOn: below,
    features: [analysesPerMonth(plan), ...added.map((feature) => PLAN_FEATURES[feature])],
  };
}

/** Analyses a visitor (not signed in) may run per day, by default (`VISITOR_DAILY_LIMIT`). */
export const DEFAULT_VISITOR_DAILY_LIMIT = 3;
