import { BILLING_MESSAGES, PLANS } from "@commentlens/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { buttonVariants } from "../../components/ui/button-variants";
import { useAuth } from "../../lib/session/session";
import { signInPath } from "../../lib/session/sign-in-path";
import { useResource } from "../../lib/use-resource";
import type { CheckoutPlanType } from "./api";
import { useBillingClient } from "./client-context";
import { formatAmount, seatsLabel } from "./format";
import { BILLING_TEXTS } from "./messages";
import { Notice } from "./notice";
import { PlanCard } from "./plan-card";
import {
  checkoutPlanOf,
  PLAN_CARDS,
  type PlanCopy,
  planIdOf,
  withCatalogue,
} from "./plan-catalogue";
import { PricingFaq } from "./pricing-faq";
import { parseSeats, SeatsField } from "./seats-field";
import { isPaid } from "./subscription-status";
import { usePlanAction } from "./use-plan-action";

/** Where a visitor comes back to after signing in, to go straight on to this plan's checkout. */
export function pricingPathFor(plan: CheckoutPlanType, seats: number): string {
  return plan === "agency" ? `/pricing?plan=agency&seats=${seats}` : `/pricing?plan=${plan}`;
}

/** /pricing: the three plans, their checkout, banners and the FAQ. */
export function PricingPage() {
  const { user, loading: authLoading } = useAuth();
  const client = useBillingClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const load = useCallback((signal: AbortSignal) => client.subscription(signal), [client]);
  const subscription = useResource(load, Boolean(user));
  const loadCatalogue = useCallback((signal: AbortSignal) => client.catalogue(signal), [client]);
  // Until it answers (or if it fails) the cards claim nothing beyond their prices.
  const catalogue = useResource(loadCatalogue, true);
  const cards = withCatalogue(PLAN_CARDS, catalogue.data);
  const action = usePlanAction();
  const [seats, setSeats] = useState(() => parseSeats(params.get("seats")) ?? 1);

  const sub = user ? subscription.data : undefined;
  const paid = sub ? isPaid(sub) : false;

  function choose(plan: CheckoutPlanType) {
    if (!user) {
      navigate(signInPath(pricingPathFor(plan, seats)));
      return;
    }
    void action.checkout(plan, plan === "agency" ? seats : undefined);
  }

  // Back from signing in with ?plan=: start that checkout once, and drop the query so Back
  // from the checkout does not start another one.
  const requested = checkoutPlanOf(params.get("plan"));
  const settled = subscription.data !== undefined || Boolean(subscription.error);
  const autoStarted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when all is known.
  useEffect(() => {
    if (!requested || authLoading || !user || !settled || autoStarted.current) return;
    autoStarted.current = true;
    const next = new URLSearchParams(params);
    next.delete("plan");
    next.delete("seats");
    setParams(next, { replace: true });
    if (sub?.plan_id !== planIdOf(requested)) choose(requested);
  }, [requested, authLoading, user, settled]);

  function isCurrent(copy: PlanCopy): boolean {
    if (!sub) return false;
    return copy.plan.id === "free" ? !paid : paid && sub.plan_id === copy.plan.id;
  }

  function actionOf(copy: PlanCopy) {
    const wide = "w-full";
    if (!copy.checkout) {
      return (
        <Link
          to={user ? "/dashboard" : "/app"}
          className={buttonVariants({ variant: "outline", size: "lg", className: wide })}
        >
          {user ? "Go to Dashboard" : copy.cta}
        </Link>
      );
    }
    if (isCurrent(copy)) {
      return (
        <Link
          to="/account?tab=subscription"
          className={buttonVariants({ variant: "outline", size: "lg", className: wide })}
        >
          Manage subscription
        </Link>
      );
    }
    const plan = copy.checkout;
    return (
      <Button
        size="lg"
        variant={copy.popular ? "primary" : "outline"}
        className={wide}
        loading={action.pending === plan}
        disabled={action.pending !== null}
        onClick={() => choose(plan)}
      >
        {paid ? `Switch to ${copy.plan.name}` : copy.cta}
      </Button>
    );
  }

  function extraOf(copy: PlanCopy) {
    if (!copy.perSeat || isCurrent(copy)) return undefined;
    return (
      <div className="flex flex-col gap-2">
        <SeatsField seats={seats} onChange={setSeats} disabled={action.pending !== null} />
        <p className="text-sm text-foreground tabular-nums">
          Total: <span className="font-semibold">{formatAmount(copy.plan.priceCents * seats)}</span>{" "}
          per month for {seatsLabel(seats)}
        </p>
      </div>
    );
  }

  const welcome = sub && paid ? BILLING_TEXTS.welcomePlan(sub.plan_name) : BILLING_TEXTS.welcome;

  return (
    <div className="mx-auto w-full max-w-content px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">
          Simple, monthly pricing
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Start free with {PLANS.free.usageLimit} post analyses a month. Upgrade when you need more;
          cancel anytime.
        </p>
      </header>

      <div className="mx-auto mt-8 flex max-w-2xl flex-col gap-3 empty:hidden">
        {params.get("success") === "true" ? <Notice tone="success">{welcome}</Notice> : null}
        {params.get("canceled") === "true" ? (
          <Notice tone="info">{BILLING_MESSAGES.paymentCanceled}</Notice>
        ) : null}
        {action.error ? <Notice tone="error">{action.error}</Notice> : null}
      </div>

      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {cards.map((copy) => (
          <PlanCard
            key={copy.plan.id}
            copy={copy}
            current={isCurrent(copy)}
            extra={extraOf(copy)}
            action={actionOf(copy)}
          />
        ))}
      </div>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Prices in US dollars, billed monthly from the day you subscribe.
      </p>

      <PricingFaq provider={catalogue.data?.provider} />
    </div>
  );
}
