import type { AnalysisSummary } from "@commentlens/shared";
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
import { analysisTitle } from "./analysis-card";
import { ANALYSIS_MESSAGES } from "./messages";
import { Notice } from "./notice";

export interface DeleteAnalysisDialogProps {
  /** The analysis to delete; the dialog is open while it is set. */
  target: AnalysisSummary | null;
  onCancel(): void;
  /** Deletes it on the server; rejects when that failed. */
  onConfirm(target: AnalysisSummary): Promise<void>;
  /** It is gone: drop the card and close the dialog. */
  onDeleted(target: AnalysisSummary): void;
  /** Where focus goes afterwards, as the Delete button that opened the dialog is gone too. */
  focusAfterDelete(): void;
}

/** DESIGN.md destructive actions: names what is lost, focus on Cancel, red button. */
export function DeleteAnalysisDialog({
  target,
  onCancel,
  onConfirm,
  onDeleted,
  focusAfterDelete,
}: DeleteAnalysisDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);
  const deleted = useRef(false);

  async function confirm() {
    if (!target || deleting) return;
    setDeleting(true);
    setFailed(false);
    try {
      await onConfirm(target);
    } catch {
      setFailed(true);
      setDeleting(false);
      return;
    }
    deleted.current = true;
    setDeleting(false);
    onDeleted(target);
  }

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !deleting) onCancel();
      }}
    >
      <DialogContent
        hideClose
        onOpenAutoFocus={(event) => {
          setFailed(false);
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
          <DialogTitle>Delete analysis?</DialogTitle>
          <DialogDescription>
            The report for{" "}
            <strong className="text-foreground">{target ? analysisTitle(target) : ""}</strong> and
            the comments fetched for it will be permanently deleted. This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {failed ? <Notice tone="error" title={ANALYSIS_MESSAGES.deleteFailed} /> : null}
        <DialogFooter>
          <Button ref={cancel} variant="outline" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={deleting}>
            {deleting ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
