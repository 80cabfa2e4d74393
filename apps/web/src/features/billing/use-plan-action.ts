import { useCallback, useEffect, useRef, useState } from "react";
import type { CheckoutPlanType } from "./api";
import { useBillingClient } from "./client-context";
import { checkoutErrorMessage, checkoutTarget } from "./messages";
import { useGoTo } from "./use-go-to";

export interface PlanAction {
  /** The plan whose button is busy, if any. */
  pending: CheckoutPlanType | null;
  error: string | null;
  /**
   * Creates a checkout session and goes to it. For a paid subscriber the server
   * answers the provider's plan-change page instead, so nobody pays twice.
   */
  checkout(plan: CheckoutPlanType, seats?: number): Promise<void>;
}

/**
 * One plan action at a time: the clicked plan shows "Processing...", the others wait, and a
 * second click cannot start another session. On success the page is left, so the busy state
 * stays until then.
 */
export function usePlanAction(): PlanAction {
  const client = useBillingClient();
  const goTo = useGoTo();
  const [pending, setPending] = useState<CheckoutPlanType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    // Back from the provider's page, the browser may restore this page as it was left: busy.
    function onPageShow(event: PageTransitionEvent) {
      if (!event.persisted) return;
      busy.current = false;
      setPending(null);
    }
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const checkout = useCallback(
    async (plan: CheckoutPlanType, seats?: number) => {
      if (busy.current) return;
      busy.current = true;
      setPending(plan);
      setError(null);
      let target: { url: string } | { error: string };
      try {
        target = checkoutTarget(await client.createCheckout(plan, seats));
      } catch (caught) {
        console.error("Checkout failed:", caught);
        target = { error: checkoutErrorMessage(caught) };
      }
      if ("url" in target) {
        goTo(target.url);
        return;
      }
      // Shown in red and logged.
      console.error("Checkout failed:", target.error);
      setError(target.error);
      busy.current = false;
      setPending(null);
    },
    [client, goTo],
  );

  return { pending, error, checkout };
}
