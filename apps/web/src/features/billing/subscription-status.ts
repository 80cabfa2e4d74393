import type { Subscription } from "@commentlens/shared";
import type { BadgeVariant } from "../../components/ui/badge-variants";

export interface StatusView {
  label: string;
  variant: BadgeVariant;
  /** Cancellation is scheduled and the paid period still runs. */
  cancelsAtPeriodEnd: boolean;
}

/**
 * The status badge: a subscription ending at its period end, or already marked
 * canceled while the period still runs, reads "Active (Cancels at period end)".
 */
export function statusView(sub: Subscription, now = Date.now()): StatusView {
  const periodRuns = Date.parse(sub.current_period_end) > now;
  const ending =
    periodRuns &&
    ((sub.subscription_status === "active" && sub.cancel_at_period_end) ||
      sub.subscription_status === "canceled");
  if (ending) {
    return {
      label: "Active (Cancels at period end)",
      variant: "in-progress",
      cancelsAtPeriodEnd: true,
    };
  }
  switch (sub.subscription_status) {
    case "active":
      return { label: "Active", variant: "completed", cancelsAtPeriodEnd: false };
    case "past_due":
      return { label: "Past due", variant: "failed", cancelsAtPeriodEnd: false };
    case "free":
      return { label: "Free", variant: "other", cancelsAtPeriodEnd: false };
    case "expired":
      return { label: "Expired", variant: "other", cancelsAtPeriodEnd: false };
    case "canceled":
      return { label: "Canceled", variant: "other", cancelsAtPeriodEnd: false };
  }
}

/** A paid plan the user can still manage (cancel, reactivate, portal). */
export function isPaid(sub: Subscription): boolean {
  return sub.plan_id !== "free" && sub.subscription_status !== "expired";
}
