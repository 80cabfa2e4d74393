import { CircleAlert, TriangleAlert } from "lucide-react";
import { type ReactElement, type ReactNode, useId, useRef, useState } from "react";
import { Button } from "./button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";
import { Input } from "./input";

/**
 * A destructive action behind a confirmation that names what is lost (red button,
 * focus on the safe choice so Enter cannot confirm by accident). `onConfirm` answers an error
 * text to show in the dialog, or null once done (the dialog then closes).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  typeToConfirm,
  onConfirm,
}: {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /**
   * For what cannot be undone at all: a text (the account's email) the person types before
   * the button works, so no stray click or Enter does it.
   */
  typeToConfirm?: { label: string; value: string };
  onConfirm(): Promise<string | null>;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const typedId = useId();
  const confirmed =
    !typeToConfirm || typed.trim().toLowerCase() === typeToConfirm.value.trim().toLowerCase();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const running = useRef(false);

  function onOpenChange(next: boolean) {
    // Closing mid-request would hide the outcome.
    if (running.current) return;
    setOpen(next);
    setError(null);
    setTyped("");
  }

  async function confirm() {
    if (running.current || !confirmed) return;
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
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        hideClose
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive-text" />
            {/* Titles may name an email address, longer than a phone is wide. */}
            <span className="min-w-0 [overflow-wrap:anywhere]">{title}</span>
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {typeToConfirm ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={typedId} className="text-sm font-medium text-foreground">
              {typeToConfirm.label}
            </label>
            <Input
              id={typedId}
              value={typed}
              autoComplete="off"
              spellCheck={false}
              disabled={busy}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
        ) : null}
        {error ? (
          <div
            role="alert"
            className="flex items-start gap-2.5 rounded-control bg-status-failed-subtle px-3.5 py-3 text-sm font-medium text-status-failed-text"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{error}</p>
          </div>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button ref={cancelRef} variant="outline" disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={busy}
            disabled={!confirmed}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
