import { PLANS, type Subscription } from "@commentlens/shared";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import type { CheckoutPlanType, PortalAction } from "./api";
import { formatAmount, formatDate, seatsLabel } from "./format";
import { checkoutPlanOf, planIdOf } from "./plan-catalogue";
import { SeatsField } from "./seats-field";

export type ChangeKind = "none" | "upgrade" | "downgrade";

/** Monthly cost of a plan and seat count, in cents. */
function monthly(plan: CheckoutPlanType, seats: number): number {
  return PLANS[planIdOf(plan)].priceCents * (plan === "agency" ? seats : 1);
}

/**
 * Whether a change costs more (an upgrade, effective now) or less (a downgrade, effective at
 * the period end), as the billing help says.
 */
export function changeKind(
  from: { plan: CheckoutPlanType; seats: number },
  to: { plan: CheckoutPlanType; seats: number },
): ChangeKind {
  const before = monthly(from.plan, from.seats);
  const after = monthly(to.plan, to.seats);
  if (from.plan === to.plan && (to.plan !== "agency" || from.seats === to.seats)) return "none";
  return after > before ? "upgrade" : "downgrade";
}

const OPTIONS: CheckoutPlanType[] = ["influencer", "agency"];

/** The portal's plan and seats change, saying when it takes effect before it is made. */
export function PlanChange({
  sub,
  initial,
  busy,
  onChange,
}: {
  sub: Subscription;
  /** A choice made elsewhere (the pricing page's "Switch to …"), to confirm here. */
  initial?: { plan: CheckoutPlanType; seats: number };
  busy: boolean;
  onChange(action: Extract<PortalAction, { action: "change_plan" }>, kind: ChangeKind): void;
}) {
  const current = checkoutPlanOf(sub.plan_id) ?? "influencer";
  const [plan, setPlan] = useState<CheckoutPlanType>(initial?.plan ?? current);
  const [seats, setSeats] = useState(initial?.seats ?? sub.seats);
  const kind = changeKind({ plan: current, seats: sub.seats }, { plan, seats });
  const total = formatAmount(monthly(plan, seats));

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-foreground">Plan</legend>
        {OPTIONS.map((option) => {
          const info = PLANS[planIdOf(option)];
          return (
            <label
              key={option}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-card border p-4 transition-colors",
                "has-checked:border-primary has-checked:bg-primary-subtle/40 has-focus-visible:outline-2 has-focus-visible:outline-ring",
                plan === option ? "border-primary" : "border-border",
              )}
            >
              <input
                type="radio"
                name="plan"
                value={option}
                checked={plan === option}
                disabled={busy}
                onChange={() => setPlan(option)}
                className="mt-1 size-4 accent-primary"
              />
              <span className="flex flex-col">
                <span className="font-medium text-foreground">
                  {info.name}
                  {option === current ? (
                    <span className="font-normal text-muted-foreground"> (current)</span>
                  ) : null}
                </span>
                <span className="text-sm text-muted-foreground">
                  {formatAmount(info.priceCents)}
                  {option === "agency" ? " per seat" : ""} / month
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>

      {plan === "agency" ? <SeatsField seats={seats} onChange={setSeats} disabled={busy} /> : null}

      <p className="text-sm text-foreground" aria-live="polite">
        {kind === "none"
          ? "This is your current plan."
          : kind === "upgrade"
            ? `Upgrade: takes effect now. You then pay ${total} a month${plan === "agency" ? ` for ${seatsLabel(seats)}` : ""}.`
            : `Downgrade: takes effect at the end of this period, on ${formatDate(sub.current_period_end)}. You keep your current plan until then, then pay ${total} a month.`}
      </p>

      <Button
        className="self-start"
        disabled={kind === "none"}
        loading={busy}
        onClick={() =>
          onChange(
            { action: "change_plan", plan_type: plan, ...(plan === "agency" ? { seats } : {}) },
            kind,
          )
        }
      >
        {kind === "downgrade"
          ? "Downgrade at period end"
          : kind === "upgrade"
            ? "Upgrade now"
            : "Change plan"}
      </Button>
    </div>
  );
}
