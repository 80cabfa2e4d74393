import { REFERRAL_MESSAGES } from "@commentlens/shared";
import { useEffect, useState } from "react";
import { useReferralsClient } from "./client-context";
import { forgetReferralCode, storedReferralCode, storeReferralCode } from "./storage";

export type ReferralCheck = "checking" | "valid" | "invalid" | "error";

/**
 * Checks a referral code with the server before anything is promised. A valid
 * code is kept for the sign-up; an invalid one is forgotten; on an error it is kept too, since
 * the server decides again when the code is claimed.
 */
export function useReferralCheck(code: string | null): ReferralCheck | null {
  const client = useReferralsClient();
  const [check, setCheck] = useState<{ code: string; result: ReferralCheck } | null>(null);

  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    setCheck({ code, result: "checking" });
    client.validate(code, controller.signal).then(
      (valid) => {
        if (controller.signal.aborted) return;
        if (valid) storeReferralCode(code);
        else if (storedReferralCode() === code) forgetReferralCode();
        setCheck({ code, result: valid ? "valid" : "invalid" });
      },
      () => {
        if (controller.signal.aborted) return;
        storeReferralCode(code);
        setCheck({ code, result: "error" });
      },
    );
    return () => controller.abort();
  }, [code, client]);

  return code && check?.code === code ? check.result : null;
}

/**
 * What is wrong with the referral code of an address, as the user is told it, or null: a `ref`
 * value not even shaped like a code is invalid without asking the server.
 */
export function referralProblem(
  raw: string | null,
  code: string | null,
  check: ReferralCheck | null,
): string | null {
  if ((raw && !code) || check === "invalid") return REFERRAL_MESSAGES.invalidCode;
  if (check === "error") return REFERRAL_MESSAGES.validateFailed;
  return null;
}
