import { REFERRAL_MESSAGES } from "@commentlens/shared";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { Banner } from "../../components/banner";
import { useReferralOutcome } from "./referral-outcome";
import { referralCodeFrom, storedReferralCode } from "./storage";
import { referralProblem, useReferralCheck } from "./use-referral-check";

/**
 * The sign-in page's referral banner: the code of the address, or the one kept
 * from the visit, is checked first; valid promises both people a free month, invalid or
 * unreachable says so. Once the new account has claimed it, the outcome replaces it.
 */
export function ReferralBanner() {
  const referral = useReferralOutcome();
  const [params] = useSearchParams();
  const raw = params.get("ref");
  const code = useMemo(() => (raw ? referralCodeFrom(raw) : storedReferralCode()), [raw]);
  const check = useReferralCheck(code);

  if (referral) {
    return <Banner tone={referral.success ? "success" : "error"}>{referral.message}</Banner>;
  }
  const problem = referralProblem(raw, code, check);
  if (problem) return <Banner tone="error">{problem}</Banner>;
  if (check === "valid") return <Banner tone="success">{REFERRAL_MESSAGES.validCode}</Banner>;
  return null;
}
