import { TOP_PLAN } from "@commentlens/shared";
import { useEffect } from "react";
import { useBillingClient } from "./client-context";

/**
 * Tells the header whether the signed-in person pays for the top plan (nothing to upgrade
 * to), read again when `planPage` changes (pricing, checkout, account: where a plan changes).
 * Rendered only for signed-in people and loaded on its own, so the landing page's code for
 * visitors stays as small as it was.
 */
export function TopPlanProbe({
  userId,
  planPage,
  onChange,
}: {
  userId: string;
  planPage: boolean;
  onChange(onTopPlan: boolean): void;
}) {
  const billing = useBillingClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on the plan's pages.
  useEffect(() => {
    const controller = new AbortController();
    billing
      .subscription(controller.signal)
      .then((sub) => onChange(sub.plan_id === TOP_PLAN && sub.subscription_status !== "expired"))
      .catch(() => {});
    return () => controller.abort();
  }, [userId, planPage, billing]);
  return null;
}
