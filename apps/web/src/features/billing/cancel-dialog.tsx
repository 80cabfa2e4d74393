import { PLANS } from "@commentlens/shared";
import { TriangleAlert } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { formatDate } from "./format";
import { Notice } from "./notice";

/**
 * Cancel Subscription behind a confirmation that says access lasts to the period end
 * (spec-2 §5; DESIGN.md destructive actions: red button, focus on the safe choice).
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
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const running = useRef(false);

  function onOpenChange(next: boolean) {
    // Closing mid-request would hide the outcome.
    if (running.current) return;
    setOpen(next);
    setError(null);
  }

  async function confirm() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    const failure = await onConfirm();
    running.current = false;
    setBusy(false);
    if (failure) setError(failure);
    else setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled} className="text-destructive-text">
          Cancel Subscription
        </Button>
      </DialogTrigger>
      <DialogContent
        hideClose
        onOpenAutoFocus={(event) => {
          // The safe choice gets the focus, so Enter cannot cancel by accident.
          event.preventDefault();
          keepRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <TriangleAlert aria-hidden="true" className="size-5 text-destructive-text" />
            Cancel your subscription?
          </DialogTitle>
          <DialogDescription>
            You keep {planName} and its analyses until the end of the current billing period,{" "}
            {formatDate(periodEnd)}. After that your account moves to Free with{" "}
            {PLANS.free.usageLimit} analyses a month and you are not charged again. You can
            reactivate until then.
          </DialogDescription>
        </DialogHeader>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button ref={keepRef} variant="outline" disabled={busy}>
              Keep Subscription
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={busy} onClick={() => void confirm()}>
            Cancel Subscription
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
