import { createContext, useContext } from "react";
import type { ReferralOutcome } from "./use-referral-processing";

/**
 * How the referral of a signed-in friend was processed, for the screens that tell them. The
 * app shell claims the code (useReferralProcessing) and provides the outcome here.
 */
const ReferralOutcomeContext = createContext<ReferralOutcome | null>(null);

export const ReferralOutcomeProvider = ReferralOutcomeContext.Provider;

export function useReferralOutcome(): ReferralOutcome | null {
  return useContext(ReferralOutcomeContext);
}
