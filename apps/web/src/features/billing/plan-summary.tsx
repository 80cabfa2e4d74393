import type { Subscription } from "@commentlens/shared";
import { CalendarDays } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { UsageMeter } from "../../components/usage-meter";
import { formatDate, seatsLabel } from "./format";
import { Notice } from "./notice";
import { isPaid, statusView } from "./subscription-status";

/** The date line under the plan: when it renews, ends, or (Free) when usage resets. */
function periodLine(sub: Subscription, cancels: boolean): string {
  const date = formatDate(sub.current_period_end);
  if (!isPaid(sub)) {
    return sub.subscription_status === "expired" ? `Expired on ${date}` : `Usage resets on ${date}`;
  }
  if (cancels) return `Cancels on ${date}`;
  if (sub.subscription_status === "past_due") return `Billing period ends on ${date}`;
  return `Next billing date: ${date}`;
}

/** Plan name, status badge, usage this period, next billing date and cancellation notice. */
export function PlanSummary({ sub }: { sub: Subscription }) {
  const status = statusView(sub);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">Current plan</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-2xl font-semibold tracking-tight text-foreground">{sub.plan_name}</p>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        {sub.plan_id === "agency_monthly" ? (
          <p className="text-sm text-muted-foreground">{seatsLabel(sub.seats)}</p>
        ) : null}
      </div>
      <UsageMeter used={sub.current_usage} limit={sub.usage_limit} />
      <p className="flex items-center gap-2 text-sm text-foreground">
        <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
        {periodLine(sub, status.cancelsAtPeriodEnd)}
      </p>
      {sub.scheduled_change && !status.cancelsAtPeriodEnd ? (
        <Notice tone="info">
          Changes to {sub.scheduled_change.plan_name}
          {sub.scheduled_change.plan_id === "agency_monthly"
            ? ` (${seatsLabel(sub.scheduled_change.seats)})`
            : ""}{" "}
          on {formatDate(sub.scheduled_change.effective_at)}. You keep your current plan until then.
        </Notice>
      ) : null}
      {status.cancelsAtPeriodEnd ? (
        <Notice tone="info">
          Your subscription will be canceled at the end of the current billing period, on{" "}
          {formatDate(sub.current_period_end)}. You keep access until then.
        </Notice>
      ) : null}
    </div>
  );
}
