import { type ReactNode, useRef, useState } from "react";
import { Button } from "./button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "./dialog";

/**
 * Deleting one item, opened by the caller (it is open while `target` is set): names what is
 * lost, focus starts on Cancel so Enter cannot confirm by accident, the red button reads
 * "Deleting..." while the call runs and the dialog cannot be closed meanwhile.
 */
export function DeleteDialog<T>({
  target,
  title,
  titleClassName,
  description,
  confirmLabel,
  renderError,
  onCancel,
  onConfirm,
  onDeleted,
  focusAfterDelete,
}: {
  target: T | null;
  title: ReactNode;
  titleClassName?: string;
  description: ReactNode;
  confirmLabel: string;
  /** What to show when `onConfirm` rejected, given what it rejected with. */
  renderError(caught: unknown): ReactNode;
  onCancel(): void;
  /** Deletes it on the server; rejects when that failed. */
  onConfirm(target: T): Promise<void>;
  /** It is gone: drop it from the page and close the dialog. */
  onDeleted(target: T): void;
  /** Where focus goes afterwards: the Delete button that opened the dialog is gone too. */
  focusAfterDelete(): void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<{ caught: unknown } | null>(null);
  const running = useRef(false);
  const deleted = useRef(false);

  async function confirm() {
    if (target === null || running.current) return;
    running.current = true;
    setDeleting(true);
    setFailure(null);
    try {
      await onConfirm(target);
    } catch (caught) {
      setFailure({ caught });
      return;
    } finally {
      running.current = false;
      setDeleting(false);
    }
    deleted.current = true;
    onDeleted(target);
  }

  function close() {
    setFailure(null);
    onCancel();
  }

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !running.current) close();
      }}
    >
      <DialogContent
        hideClose
        onOpenAutoFocus={(event) => {
          setFailure(null);
          event.preventDefault();
          cancel.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          deleted.current = false;
          event.preventDefault();
          focusAfterDelete();
        }}
      >
        <DialogHeader>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {failure ? renderError(failure.caught) : null}
        <DialogFooter>
          <Button ref={cancel} variant="outline" disabled={deleting} onClick={close}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={deleting} onClick={() => void confirm()}>
            {deleting ? "Deleting..." : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
