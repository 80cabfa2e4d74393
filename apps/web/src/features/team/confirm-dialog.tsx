import { TriangleAlert } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
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
import { Banner } from "../auth/banner";

/**
 * A destructive team action behind a confirmation naming what is lost (DESIGN.md: red
 * button, focus on Cancel). `onConfirm` answers an error text, or null once done.
 */
export function ConfirmDialog({
  trigger,
  triggerLabel,
  title,
  description,
  confirmLabel,
  disabled,
  onConfirm,
}: {
  trigger: ReactNode;
  /** The trigger's full name when its text alone is ambiguous ("Remove" whom?). */
  triggerLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  disabled?: boolean;
  onConfirm(): Promise<string | null>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
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
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-label={triggerLabel}
          className="text-destructive-text"
        >
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent
        hideClose
        onOpenAutoFocus={(event) => {
          // The safe choice gets the focus, so Enter cannot confirm by accident.
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive-text" />
            {/* Titles name an email address, which may be longer than a phone is wide. */}
            <span className="min-w-0 [overflow-wrap:anywhere]">{title}</span>
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error ? <Banner tone="error">{error}</Banner> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button ref={cancelRef} variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
