import type { Referral, ReferralStats } from "@commentlens/shared";
import { vi } from "vitest";
import type { ReferralsClient } from "./api";

export function fakeStats(overrides: Partial<ReferralStats> = {}): ReferralStats {
  return {
    referral_code: "ABCD2345",
    total_referrals: 0,
    pending_referrals: 0,
    successful_referrals: 0,
    total_reward_months: 0,
    ...overrides,
  };
}

export function fakeReferral(overrides: Partial<Referral> = {}): Referral {
  return {
    id: "ref_1",
    referred_user_id: "user_0123456789abcdef",
    referred_at: "2026-03-05T12:00:00.000Z",
    status: "pending",
    ...overrides,
  };
}

/** A ReferralsClient whose calls all succeed with nothing to show unless a test overrides one. */
export function fakeReferralsClient(overrides: Partial<ReferralsClient> = {}): ReferralsClient {
  return {
    stats: vi.fn(async () => fakeStats()),
    list: vi.fn(async () => []),
    rewards: vi.fn(async () => []),
    validate: vi.fn(async () => true),
    process: vi.fn(async () => ({
      success: true,
      status: "pending" as const,
      message:
        "Referral processed successfully! You and your friend will both get rewards when you upgrade.",
    })),
    ...overrides,
  };
}
