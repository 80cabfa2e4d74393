import { REFERRAL_FRIEND_ID_CHARS } from "./referral-code.js";
import { z } from "./zod.js";

export * from "./referral-code.js";

/**
 * The referral programme: every user has one code; a friend
 * who signs up through `{origin}/app?ref={CODE}` and buys Influencer earns both of them one
 * month free once the friend's first payment succeeds.
 */

export const REFERRAL_STATUSES = [
  "pending",
  "subscription_created",
  "reward_granted",
  "expired",
  "fraud_detected",
] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Labels of the statuses; anything else reads "Unknown". */
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  pending: "Pending",
  subscription_created: "Subscribed",
  reward_granted: "Completed",
  expired: "Expired",
  fraud_detected: "Issue",
};

export function referralStatusLabel(status: string): string {
  return (REFERRAL_STATUS_LABELS as Record<string, string>)[status] ?? "Unknown";
}

/** The history's Friend column: "Friend #" and the last 8 characters of the friend's id. */
export function referralFriendLabel(referredUserId: string | null): string {
  return referredUserId
    ? `Friend #${referredUserId.slice(-REFERRAL_FRIEND_ID_CHARS)}`
    : "Deleted account";
}

/** The Reward column: a month free only once the reward is granted. */
export function referralRewardLabel(status: string): string {
  return status === "reward_granted" ? "1 month free" : "-";
}

export const REFERRAL_MESSAGES = {
  validCode:
    "You've been invited! You and your friend will both get 1 month free when you upgrade to Influencer.",
  invalidCode: "Invalid referral code",
  validateFailed: "Unable to validate referral code",
  processed:
    "Referral processed successfully! You and your friend will both get rewards when you upgrade.",
  selfReferral: "You can't use your own referral code.",
  alreadyReferred:
    "Your account was already referred by someone else, so this code was not applied.",
  notVerified:
    "This referral could not be verified, so it will not earn rewards. If you think this is a mistake, please contact us.",
  notNewAccount: "Referral codes can only be used by new accounts.",
  confirmEmailFirst: "Confirm your email address to use a referral code.",
  expired: "This referral has expired.",
  loadFailed: "Failed to load referral information",
  codeFailed: "Failed to fetch referral code",
  statsFailed: "Failed to fetch referral stats",
  processFailed: "Failed to process referral",
  validateLimited: "Too many referral code checks. Please wait a few minutes and try again.",
} as const;

// ---- API contracts ----------------------------------------------------------------------

export const referralCodeSchema = z.object({ referral_code: z.string() });
export type ReferralCode = z.infer<typeof referralCodeSchema>;

export const referralStatsSchema = z.object({
  referral_code: z.string(),
  total_referrals: z.number().int().nonnegative(),
  /** Pending and Subscribed: friends who have not yet paid. */
  pending_referrals: z.number().int().nonnegative(),
  successful_referrals: z.number().int().nonnegative(),
  /** Months this user earned, as referrer or as referred friend. */
  total_reward_months: z.number().int().nonnegative(),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

export const referralSchema = z.object({
  id: z.string(),
  /** Null once the friend deleted their account. */
  referred_user_id: z.string().nullable(),
  referred_at: z.string(),
  status: z.string(),
});
export type Referral = z.infer<typeof referralSchema>;
export const referralsResponseSchema = z.array(referralSchema);

export const referralValidateQuerySchema = z.object({
  code: z.string().max(200).optional().default(""),
});
export const referralValidateResponseSchema = z.object({ valid: z.boolean() });
export type ReferralValidation = z.infer<typeof referralValidateResponseSchema>;

export const referralProcessRequestSchema = z.object({
  referral_code: z.string().trim().min(1, REFERRAL_MESSAGES.invalidCode).max(200),
});
export type ReferralProcessRequest = z.infer<typeof referralProcessRequestSchema>;

export const referralProcessResponseSchema = z.object({
  /** True when the referral counts (pending); false when it was recorded but earns nothing. */
  success: z.boolean(),
  status: z.enum(REFERRAL_STATUSES),
  message: z.string(),
});
export type ReferralProcessResult = z.infer<typeof referralProcessResponseSchema>;

/**
 * A month a user earned: applied to their subscription, waiting for one (a Free user's month
 * is added when they subscribe), or being applied (within 24 hours).
 */
export const REFERRAL_REWARD_STATES = ["applied", "waiting", "processing"] as const;
export const referralRewardSchema = z.object({
  id: z.string(),
  months: z.number().int().positive(),
  state: z.enum(REFERRAL_REWARD_STATES),
  granted_at: z.string(),
  applied_at: z.string().nullable(),
});
export type ReferralReward = z.infer<typeof referralRewardSchema>;
export const referralRewardsResponseSchema = z.array(referralRewardSchema);
