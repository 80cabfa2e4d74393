import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../lib/api-client";
import { useReferralsClient } from "./client-context";
import { captureReferralCode, forgetReferralCode, storedReferralCode } from "./storage";

/** What the friend is told once their referral was processed. */
export interface ReferralOutcome {
  success: boolean;
  message: string;
}

/**
 * Once a user is signed in with a referral code kept from their visit, the code is claimed
 * (`POST /api/referrals/process`) once. The server records the referral with the address and
 * browser it sees. Failures are only logged: a referral never gets in the way of signing in.
 */
export function useReferralProcessing(userId: string | null): ReferralOutcome | null {
  const client = useReferralsClient();
  const [outcome, setOutcome] = useState<ReferralOutcome | null>(null);
  const claimedFor = useRef<string | null>(null);

  useEffect(() => {
    // The landing address (`/app?ref=CODE`) is read before anything navigates away from it.
    captureReferralCode();
  }, []);

  useEffect(() => {
    if (!userId || claimedFor.current === userId) return;
    const code = storedReferralCode();
    if (!code) return;
    claimedFor.current = userId;
    client.process(code).then(
      (result) => {
        forgetReferralCode();
        setOutcome({ success: result.success, message: result.message });
      },
      (error: unknown) => {
        // Refused for good (unknown code, not a new account): no point in asking again.
        // Kept when the network or server failed, for the next page load.
        if (
          error instanceof ApiError &&
          error.status >= 400 &&
          error.status < 500 &&
          error.status !== 401 &&
          error.status !== 429
        ) {
          forgetReferralCode();
        }
        console.warn("Could not process the referral", error);
      },
    );
  }, [userId, client]);

  return outcome;
}
