import { BILLING_MESSAGES, type Subscription } from "@commentlens/shared";
import { ArrowLeft, RotateCcw } from "lucide-react";
import { useCallback, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { buttonVariants } from "../../components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { serverMessageOr } from "../../lib/api-client";
import { useResource } from "../../lib/use-resource";
import type { PortalAction } from "./api";
import { CancelDialog } from "./cancel-dialog";
import { useBillingClient } from "./client-context";
import { formatDate } from "./format";
import { InvoicesList } from "./invoices-list";
import { BILLING_TEXTS } from "./messages";
import { Notice, type NoticeTone } from "./notice";
import { checkoutPlanOf } from "./plan-catalogue";
import { type ChangeKind, PlanChange } from "./plan-change";
import { PlanSummary } from "./plan-summary";
import { parseSeats } from "./seats-field";
import { isPaid, statusView } from "./subscription-status";
import { TestModeLabel } from "./test-mode-label";

const pageClasses = "mx-auto w-full max-w-reading px-4 py-10 sm:px-6 sm:py-14";
const ACCOUNT_TAB = "/account?tab=subscription";

type Message = { tone: NoticeTone; text: string };

function changedMessage(sub: Subscription, kind: ChangeKind, planName: string): string {
  if (kind !== "downgrade") return `Your plan is now ${sub.plan_name}.`;
  const when = sub.scheduled_change?.effective_at ?? sub.current_period_end;
  return `Your plan changes to ${planName} on ${formatDate(when)}.`;
}

/** /billing/portal: the local provider's billing portal (plan, seats, cancel, invoices). */
export function PortalPage() {
  const client = useBillingClient();
  const [params, setParams] = useSearchParams();
  const load = useCallback((signal: AbortSignal) => client.subscription(signal), [client]);
  const subscription = useResource(load);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState<"change" | "reactivate" | null>(null);
  // Bumped after a change that may have billed, so the invoices are asked for again.
  const [billed, setBilled] = useState(0);

  const sub = subscription.data;
  if (!sub) {
    if (!subscription.error) return <PortalSkeleton />;
    return (
      <div className={pageClasses}>
        <Notice
          tone="error"
          actions={
            <Button variant="outline" size="sm" onClick={() => void subscription.reload()}>
              Try again
            </Button>
          }
        >
          {BILLING_TEXTS.portalLoadFailed}
        </Notice>
      </div>
    );
  }

  async function act(action: PortalAction, fallback: string, success: (s: Subscription) => string) {
    setMessage(null);
    try {
      const next = await client.localPortal(action);
      subscription.set(next);
      setMessage({ tone: "success", text: success(next) });
      return null;
    } catch (caught) {
      return serverMessageOr(caught, fallback);
    }
  }

  async function change(
    action: Extract<PortalAction, { action: "change_plan" }>,
    kind: ChangeKind,
  ) {
    if (busy) return;
    setBusy("change");
    const planName = action.plan_type === "agency" ? "Agency" : "Influencer";
    const failure = await act(action, BILLING_TEXTS.planChangeFailed, (next) =>
      changedMessage(next, kind, planName),
    );
    if (failure) setMessage({ tone: "error", text: failure });
    else {
      setBilled((n) => n + 1);
      // The choice is made: the form starts again from the plan as it now is.
      setParams({}, { replace: true });
    }
    setBusy(null);
  }

  async function reactivate() {
    if (busy) return;
    setBusy("reactivate");
    const failure = await act(
      { action: "reactivate" },
      BILLING_MESSAGES.reactivateFailed,
      () => BILLING_MESSAGES.reactivated,
    );
    if (failure) setMessage({ tone: "error", text: failure });
    setBusy(null);
  }

  const paid = isPaid(sub);
  const cancels = statusView(sub).cancelsAtPeriodEnd;
  const wanted = checkoutPlanOf(params.get("plan_type"));
  const initial = wanted
    ? { plan: wanted, seats: parseSeats(params.get("seats")) ?? sub.seats }
    : undefined;

  return (
    <div className={pageClasses}>
      <TestModeLabel>{BILLING_TEXTS.testPortal}</TestModeLabel>
      <Link
        to={ACCOUNT_TAB}
        className="mt-6 inline-flex items-center gap-1.5 rounded-control text-sm font-medium text-primary-text underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to account
      </Link>
      <h1 className="mt-3 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        Billing
      </h1>
      <p className="mt-2 text-muted-foreground">Your plan, seats and invoices.</p>

      <div className="mt-8 flex flex-col gap-6">
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
        <Card>
          <CardContent>
            <PlanSummary sub={sub} />
          </CardContent>
        </Card>

        {paid ? (
          <>
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold leading-snug">Change plan or seats</h2>
                <CardDescription>
                  Upgrades take effect now; downgrades at the end of the current period.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <PlanChange
                  key={`${sub.plan_id}-${sub.seats}-${params.toString()}`}
                  sub={sub}
                  initial={initial}
                  busy={busy === "change"}
                  onChange={(action, kind) => void change(action, kind)}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold leading-snug">
                  {cancels ? "Reactivate subscription" : "Cancel subscription"}
                </h2>
                <CardDescription>
                  {cancels
                    ? `Your subscription ends on ${formatDate(sub.current_period_end)}. Reactivate to keep it.`
                    : "You keep your plan until the end of the period you have paid for."}
                </CardDescription>
              </CardHeader>
              <CardContent>
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
                    onConfirm={() =>
                      act(
                        { action: "cancel" },
                        BILLING_MESSAGES.cancelFailed,
                        () => BILLING_MESSAGES.cancelScheduled,
                      )
                    }
                  />
                )}
              </CardContent>
            </Card>
          </>
        ) : (
          <Notice
            tone="info"
            actions={
              <Link to="/pricing" className={buttonVariants({ size: "sm" })}>
                See plans
              </Link>
            }
          >
            You are on the Free plan. Choose a paid plan on the pricing page to subscribe.
          </Notice>
        )}

        <InvoicesList version={billed} />
      </div>
    </div>
  );
}

export function PortalSkeleton() {
  return (
    <div className={pageClasses}>
      <p role="status" className="sr-only">
        Loading your billing...
      </p>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="mt-6 h-9 w-40" />
      <Skeleton className="mt-8 h-64 w-full rounded-card" />
      <Skeleton className="mt-6 h-64 w-full rounded-card" />
    </div>
  );
}
