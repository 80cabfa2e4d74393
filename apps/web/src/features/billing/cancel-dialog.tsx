import { PLANS } from "@commentlens/shared";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { formatDate } from "./format";

/**
 * Cancel Subscription behind a confirmation that says access lasts to the period end.
 * `onConfirm` answers an error text, or null once cancellation is scheduled.
 */
export function CancelDialog({
  planName,
  periodEnd,
  disabled,
  onConfirm,
}: {
  planName: string;
  periodEnd: string;
  disabled?: boolean;
  onConfirm(): Promise<string | null>;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={disabled} className="text-destructive-text">
          Cancel Subscription
        </Button>
      }
      title="Cancel your subscription?"
      description={
        <>
          You keep {planName} and its analyses until the end of the current billing period,{" "}
          {formatDate(periodEnd)}. After that your account moves to Free with{" "}
          {PLANS.free.usageLimit} analyses a month and you are not charged again. You can reactivate
          until then.
        </>
      }
      cancelLabel="Keep Subscription"
      confirmLabel="Cancel Subscription"
      onConfirm={onConfirm}
    />
  );
}
