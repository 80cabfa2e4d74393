import { Check, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { formatPrice } from "./format";
import type { PlanCopy } from "./plan-catalogue";

/** One plan of the pricing page: name, price, what it includes, and its action at the bottom. */
export function PlanCard({
  copy,
  current,
  extra,
  action,
}: {
  copy: PlanCopy;
  current: boolean;
  /** Controls between the price and the features (Agency's seats). */
  extra?: ReactNode;
  action: ReactNode;
}) {
  const { plan } = copy;
  const titleId = `plan-${plan.id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col rounded-card border bg-surface p-6",
        copy.popular ? "border-primary shadow-raised md:-my-3 md:py-9" : "border-border",
      )}
    >
      {copy.popular ? (
        <Badge
          variant="brand"
          className="absolute -top-3 left-6 border-primary bg-primary text-primary-foreground"
        >
          <Sparkles aria-hidden="true" />
          Most Popular
        </Badge>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-foreground">
          {plan.name}
        </h2>
        {current ? <Badge variant="completed">Current plan</Badge> : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{copy.tagline}</p>

      <div className="mt-5 flex flex-wrap items-baseline gap-x-2 gap-y-1">
        {copy.originalPriceCents ? (
          <span className="text-lg text-muted-foreground">
            <span className="sr-only">Regular price </span>
            <s>{formatPrice(copy.originalPriceCents)}</s>
          </span>
        ) : null}
        <span className="text-4xl font-semibold tracking-tight text-foreground tabular-nums">
          {formatPrice(plan.priceCents)}
        </span>
        <span className="text-sm text-muted-foreground">
          {copy.perSeat ? "per seat / month" : "/ month"}
        </span>
        {copy.originalPriceCents ? (
          <Badge variant="positive" className="self-center">
            {Math.round((1 - plan.priceCents / copy.originalPriceCents) * 100)}% off
          </Badge>
        ) : null}
      </div>

      {extra ? <div className="mt-5">{extra}</div> : null}

      {copy.builtOn ? (
        <p className="mt-6 text-sm font-medium text-foreground">
          Everything in {copy.builtOn.name}, plus:
        </p>
      ) : null}
      <ul
        aria-label={`What ${plan.name} includes`}
        className={cn(
          "flex flex-1 flex-col gap-2.5 text-sm text-foreground",
          copy.builtOn ? "mt-3" : "mt-6",
        )}
      >
        {copy.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-text" />
            {feature}
          </li>
        ))}
      </ul>

      <div className="mt-8">{action}</div>
    </section>
  );
}
