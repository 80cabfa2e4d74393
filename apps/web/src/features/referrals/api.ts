import type {
  Referral,
  ReferralProcessResult,
  ReferralReward,
  ReferralStats,
} from "@commentlens/shared";

import { createApiClient } from "../../lib/api-client";

/**
 * The typed client of the referral calls. Components take a `ReferralsClient` (from the
 * context in client-context.tsx) so tests hand them a fake one instead of stubbing fetch.
 */

export interface ReferralsClient {
  stats(signal?: AbortSignal): Promise<ReferralStats>;
  list(signal?: AbortSignal): Promise<Referral[]>;
  rewards(signal?: AbortSignal): Promise<ReferralReward[]>;
  /** Public: whether a code exists and is active. */
  validate(code: string, signal?: AbortSignal): Promise<boolean>;
  /** The signed-in friend claims the code they signed up with. */
  process(code: string): Promise<ReferralProcessResult>;
}

const api = createApiClient();

export function createReferralsClient(): ReferralsClient {
  return {
    stats: (signal) => api.request("/api/referrals/stats", { signal }),
    list: (signal) => api.request("/api/referrals", { signal }),
    rewards: (signal) => api.request("/api/referrals/rewards", { signal }),
    validate: async (code, signal) =>
      (
        await api.request<{ valid: boolean }>(
          `/api/referrals/validate?code=${encodeURIComponent(code)}`,
          { signal },
        )
      ).valid,
    process: (code) =>
      api.request("/api/referrals/process", { method: "POST", json: { referral_code: code } }),
  };
}
