import { BILLING_MESSAGES, PLANS } from "@commentlens/shared";
import { CreditCard, RotateCcw, Sparkles } from "lucide-react";
import { useCallback, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { buttonVariants } from "../../components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { serverMessageOr } from "../../lib/api-client";
import { useResource } from "../../lib/use-resource";
import { CancelDialog } from "./cancel-dialog";
import { useBillingClient } from "./client-context";
import { formatPrice } from "./format";
import { InvoicesList } from "./invoices-list";
import { BILLING_TEXTS } from "./messages";
import { Notice, type NoticeTone } from "./notice";
import { PlanSummary } from "./plan-summary";
import { isPaid, statusView } from "./subscription-status";
import { useGoTo } from "./use-go-to";

type Message = { tone: NoticeTone; text: string };

/**
 * The account page's Subscription tab: plan, status, usage, billing date,
 * and the actions of the plan (upgrade, Manage Billing, cancel, reactivate), then invoices.
 * The status is loaded again after every action.
 */
export function SubscriptionSettings() {
  const client = useBillingClient();
  const goTo = useGoTo();
  const [params, setParams] = useSearchParams();
  const load = useCallback((signal: AbortSignal) => client.subscription(signal), [client]);
  const subscription = useResource(load);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState<"portal" | "reactivate" | null>(null);

  const sub = subscription.data;
  if (!sub) {
    if (subscription.error) {
      return (
        <Notice
          tone="error"
          actions={
            <Button variant="outline" size="sm" onClick={() => void subscription.reload()}>
              Try again
            </Button>
          }
        >
          {BILLING_MESSAGES.unableToLoad}
        </Notice>
      );
    }
    return <SubscriptionSkeleton />;
  }

  const paid = isPaid(sub);
  const cancels = statusView(sub).cancelsAtPeriodEnd;

  /** After an action the welcome from checkout is old news; drop it from the address too. */
  function acted() {
    if (params.has("success")) {
      const next = new URLSearchParams(params);
      next.delete("success");
      setParams(next, { replace: true });
    }
  }

  async function cancel(): Promise<string | null> {
    try {
      await client.cancelSubscription();
      acted();
      // The reloaded status shows the scheduled end with its date: that is the confirmation.
      setMessage(null);
      await subscription.reload();
      return null;
    } catch (caught) {
      return serverMessageOr(caught, BILLING_MESSAGES.cancelFailed);
    }
  }

  async function reactivate() {
    if (busy) return;
    setBusy("reactivate");
    setMessage(null);
    try {
      const answer = await client.reactivateSubscription();
      acted();
      setMessage({ tone: "success", text: answer.message || BILLING_MESSAGES.reactivated });
      await subscription.reload();
    } catch (caught) {
      setMessage({
        tone: "error",
        text: serverMessageOr(caught, BILLING_MESSAGES.reactivateFailed),
      });
    } finally {
      setBusy(null);
    }
  }

  async function manageBilling() {
    if (busy) return;
    setBusy("portal");
    setMessage(null);
    try {
      const { url } = await client.customerPortal();
      if (url) {
        goTo(url);
        return;
      }
      setMessage({ tone: "error", text: BILLING_MESSAGES.portalFailed });
    } catch (caught) {
      setMessage({ tone: "error", text: serverMessageOr(caught, BILLING_MESSAGES.portalFailed) });
    }
    setBusy(null);
  }

  const welcome = paid ? BILLING_TEXTS.welcomePlan(sub.plan_name) : BILLING_TEXTS.welcome;

  return (
    <div className="flex flex-col gap-6">
      {params.get("success") === "true" ? <Notice tone="success">{welcome}</Notice> : null}
      {sub.subscription_status === "past_due" ? (
        <Notice
          tone="warning"
          actions={
            <Button size="sm" loading={busy === "portal"} onClick={() => void manageBilling()}>
              Update payment method
            </Button>
          }
        >
          {BILLING_TEXTS.pastDue}
        </Notice>
      ) : null}

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-snug">Subscription</h2>
          <CardDescription>Your plan, this period's usage and your billing.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <PlanSummary sub={sub} />
          {subscription.error ? (
            <Notice tone="error">{BILLING_MESSAGES.unableToLoad}</Notice>
          ) : null}
          {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
          {paid ? (
            <div className="flex flex-wrap gap-3 border-t border-border pt-6">
              <Button
                variant="outline"
                loading={busy === "portal"}
                disabled={busy !== null}
                onClick={() => void manageBilling()}
              >
                <CreditCard aria-hidden="true" />
                Manage Billing
              </Button>
              {cancels ? (
                <Button
                  loading={busy === "reactivate"}
                  disabled={busy !== null}
                  onClick={() => void reactivate()}
                >
                  <RotateCcw aria-hidden="true" />
                  Reactivate Subscription
                </Button>
              ) : (
                <CancelDialog
                  planName={sub.plan_name}
                  periodEnd={sub.current_period_end}
                  disabled={busy !== null}
                  onConfirm={cancel}
                />
              )}
            </div>
          ) : null}
        </CardContent>
      </Card>

      {paid ? null : <UpgradeCard />}

      <InvoicesList />
    </div>
  );
}

/** Free users: what upgrading gives, with the plans one click away. */
function UpgradeCard() {
  return (
    <Card className="border-primary/40 bg-primary-subtle/40">
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
          <div>
            <h2 className="font-semibold text-foreground">Need more analyses?</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Influencer gives you {PLANS.influencer.usageLimit} post analyses a month for{" "}
              {formatPrice(PLANS.influencer.priceCents)}; Agency is unlimited, per seat.
            </p>
          </div>
        </div>
        <Link to="/pricing" className={buttonVariants({ className: "self-start sm:self-auto" })}>
          Upgrade Plan
        </Link>
      </CardContent>
    </Card>
  );
}

/** The tab's outline while the status loads. */
function SubscriptionSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        Loading your subscription...
      </p>
      <Skeleton className="h-72 w-full rounded-card" />
      <Skeleton className="h-24 w-full rounded-card" />
    </div>
  );
}
