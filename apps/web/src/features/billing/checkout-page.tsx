import type { LocalCheckout } from "@commentlens/shared";
import { useCallback } from "react";
import { Link, useParams } from "react-router";
import { Button } from "../../components/ui/button";
import { buttonVariants } from "../../components/ui/button-variants";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { ApiError } from "../../lib/api-client";
import { useResource } from "../../lib/use-resource";
import { CardForm } from "./card-form";
import { useBillingClient } from "./client-context";
import { formatAmount, seatsLabel } from "./format";
import { BILLING_TEXTS } from "./messages";
import { Notice } from "./notice";
import { TestModeLabel } from "./test-mode-label";
import { sitePath, useGoTo } from "./use-go-to";

const pageClasses = "mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14";

/** /billing/checkout/:id: the local provider's test checkout, simulating card payment. */
export function CheckoutPage() {
  const { id = "" } = useParams();
  const client = useBillingClient();
  const goTo = useGoTo();
  const load = useCallback((signal: AbortSignal) => client.localCheckout(id, signal), [client, id]);
  const session = useResource(load);

  if (!session.data) {
    if (!session.error) return <CheckoutSkeleton />;
    const missing = session.error instanceof ApiError && session.error.status === 404;
    return (
      <div className={pageClasses}>
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          Checkout
        </h1>
        <Notice
          tone="error"
          className="mt-6"
          actions={
            missing ? (
              <Link to="/pricing" className={buttonVariants({ variant: "outline", size: "sm" })}>
                See plans
              </Link>
            ) : (
              <Button variant="outline" size="sm" onClick={() => void session.reload()}>
                Try again
              </Button>
            )
          }
        >
          {missing ? BILLING_TEXTS.checkoutNotFound : BILLING_TEXTS.checkoutLoadFailed}
        </Notice>
      </div>
    );
  }

  const checkout = session.data;
  return (
    <div className={pageClasses}>
      <TestModeLabel>{BILLING_TEXTS.testPayment}</TestModeLabel>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        Checkout
      </h1>
      {checkout.status === "open" ? (
        <div className="mt-8 grid items-start gap-6 md:grid-cols-5">
          <OrderSummary checkout={checkout} />
          <Card className="min-w-0 md:col-span-3">
            <CardHeader>
              <h2 className="text-lg font-semibold leading-snug">Pay by card</h2>
            </CardHeader>
            <CardContent className="flex flex-col gap-5">
              <CardForm
                payLabel={`Pay ${formatAmount(checkout.amount_cents, checkout.currency)}`}
                onPay={async (card) => {
                  const { redirect_url } = await client.payLocalCheckout(checkout.id, card);
                  goTo(redirect_url);
                }}
              />
              <CancelLink url={checkout.cancel_url} />
            </CardContent>
          </Card>
        </div>
      ) : (
        <ClosedCheckout status={checkout.status} />
      )}
    </div>
  );
}

function OrderSummary({ checkout }: { checkout: LocalCheckout }) {
  const amount = formatAmount(checkout.amount_cents, checkout.currency);
  return (
    <Card className="min-w-0 md:col-span-2">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug">Order summary</h2>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3 text-sm">
          <Row label="Plan" value={checkout.plan_name} />
          {checkout.plan_id === "agency_monthly" ? (
            <Row label="Seats" value={seatsLabel(checkout.seats)} />
          ) : null}
          <Row label="Account" value={checkout.email} />
          <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
            <dt className="font-medium text-foreground">Total today</dt>
            <dd className="text-lg font-semibold text-foreground tabular-nums">{amount}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-muted-foreground">
          Then {amount} every month on this date, until you cancel.
        </p>
      </CardContent>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-foreground wrap-anywhere">{value}</dd>
    </div>
  );
}

function CancelLink({ url }: { url: string }) {
  const path = sitePath(url);
  const classes =
    "self-center text-sm font-medium text-primary-text underline-offset-4 hover:underline";
  return path ? (
    <Link to={path} className={classes}>
      Cancel and go back
    </Link>
  ) : (
    <a href={url} className={classes}>
      Cancel and go back
    </a>
  );
}

function ClosedCheckout({ status }: { status: "paid" | "expired" }) {
  const paid = status === "paid";
  return (
    <Notice
      tone={paid ? "success" : "error"}
      className="mt-6"
      actions={
        <Link
          to={paid ? "/account?tab=subscription" : "/pricing"}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {paid ? "Go to your subscription" : "See plans"}
        </Link>
      }
    >
      {paid ? BILLING_TEXTS.checkoutPaid : BILLING_TEXTS.checkoutExpired}
    </Notice>
  );
}

export function CheckoutSkeleton() {
  return (
    <div className={pageClasses}>
      <p role="status" className="sr-only">
        Loading your checkout...
      </p>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="mt-6 h-9 w-40" />
      <div className="mt-8 grid gap-6 md:grid-cols-5">
        <Skeleton className="h-64 rounded-card md:col-span-2" />
        <Skeleton className="h-112 rounded-card md:col-span-3" />
      </div>
    </div>
  );
}
