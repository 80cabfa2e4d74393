import { PROFILE_MESSAGES } from "@commentlens/shared";
import { TriangleAlert } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Banner } from "../auth/banner";
import { useAgencyClient } from "./client-context";
import { postsLabel } from "./format";
import { deleteErrorText } from "./messages";

export interface DeleteTarget {
  id: string;
  username: string;
  totalPosts: number;
}

/**
 * The spec's delete confirmation: names what is lost, focus starts on Cancel, the red button
 * reads "Deleting..." while the call runs and the dialog cannot be closed meanwhile.
 */
export function DeleteProfileDialog({
  target,
  onCancel,
  onDeleted,
  focusAfterDelete,
}: {
  target: DeleteTarget | null;
  onCancel(): void;
  onDeleted(target: DeleteTarget): void;
  /** Where focus goes afterwards: the Delete button that opened the dialog is gone too. */
  focusAfterDelete(): void;
}) {
  const client = useAgencyClient();
  const cancel = useRef<HTMLButtonElement>(null);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const deleted = useRef(false);

  async function confirm() {
    if (!target || running.current) return;
    running.current = true;
    setDeleting(true);
    setError(null);
    try {
      await client.remove(target.id);
    } catch (caught) {
      setError(deleteErrorText(caught));
      return;
    } finally {
      running.current = false;
      setDeleting(false);
    }
    deleted.current = true;
    onDeleted(target);
  }

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !running.current) {
          setError(null);
          onCancel();
        }
      }}
    >
      <DialogContent
        hideClose
        onOpenAutoFocus={(event) => {
          // The safe choice gets the focus, so Enter cannot confirm by accident.
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
          <DialogTitle className="flex items-start gap-2">
            <TriangleAlert
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 text-destructive-text"
            />
            <span>{PROFILE_MESSAGES.deleteTitle}</span>
          </DialogTitle>
          <DialogDescription>
            The analysis of{" "}
            <strong className="text-foreground [overflow-wrap:anywhere]">
              @{target?.username}
            </strong>{" "}
            will be permanently removed: its {postsLabel(target?.totalPosts ?? 0)}, their comments
            and all profile insights.
          </DialogDescription>
        </DialogHeader>
        {error ? <Banner tone="error">{error}</Banner> : null}
        <DialogFooter>
          <Button
            ref={cancel}
            variant="outline"
            disabled={deleting}
            onClick={() => {
              setError(null);
              onCancel();
            }}
          >
            Cancel
          </Button>
          <Button variant="destructive" disabled={deleting} onClick={() => void confirm()}>
            {deleting ? "Deleting..." : "Delete Analysis"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
