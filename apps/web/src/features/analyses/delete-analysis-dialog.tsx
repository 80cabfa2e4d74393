import type { AnalysisSummary } from "@commentlens/shared";
import { Notice } from "../../components/notice";
import { DeleteDialog } from "../../components/ui/delete-dialog";
import { analysisTitle } from "./analysis-card";
import { ANALYSIS_MESSAGES } from "./messages";

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

/** A destructive action: names what is lost, focus on Cancel, red button. */
export function DeleteAnalysisDialog({ target, ...actions }: DeleteAnalysisDialogProps) {
  return (
    <DeleteDialog
      target={target}
      title="Delete analysis?"
      description={
        <>
          The report for{" "}
          <strong className="text-foreground">{target ? analysisTitle(target) : ""}</strong> and the
          comments fetched for it will be permanently deleted. This action cannot be undone.
        </>
      }
      confirmLabel="Delete"
      renderError={() => <Notice tone="error" title={ANALYSIS_MESSAGES.deleteFailed} />}
      {...actions}
    />
  );
}
