import type { ReactNode } from "react";
import { ReferralOutcomeProvider } from "../features/referrals/referral-outcome";
import { useReferralProcessing } from "../features/referrals/use-referral-processing";
import { useAuth } from "../lib/session/session";

/**
 * Keeps the referral code a visitor arrives with, and claims it once they are signed in with a
 * confirmed email (the server refuses unconfirmed friends); the referral screens below show how
 * it went. Failures are only logged: a referral never gets in the way of signing in.
 */
export function ReferralClaim({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const outcome = useReferralProcessing(user?.emailVerified ? user.id : null);
  return <ReferralOutcomeProvider value={outcome}>{children}</ReferralOutcomeProvider>;
}
