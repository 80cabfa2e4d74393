import { PROFILE_MESSAGES } from "@commentlens/shared";
import { TriangleAlert } from "lucide-react";
import { Banner } from "../../components/banner";
import { DeleteDialog } from "../../components/ui/delete-dialog";
import { useAgencyClient } from "./client-context";
import { postsLabel } from "./format";
import { deleteErrorText } from "./messages";

export interface DeleteTarget {
  id: string;
  username: string;
  totalPosts: number;
}

/** The delete confirmation for a profile analysis, naming what is removed for good. */
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
  return (
    <DeleteDialog
      target={target}
      titleClassName="flex items-start gap-2"
      title={
        <>
          <TriangleAlert
            aria-hidden="true"
            className="mt-1 size-5 shrink-0 text-destructive-text"
          />
          <span>{PROFILE_MESSAGES.deleteTitle}</span>
        </>
      }
      description={
        <>
          The analysis of{" "}
          <strong className="text-foreground [overflow-wrap:anywhere]">@{target?.username}</strong>{" "}
          will be permanently removed: its {postsLabel(target?.totalPosts ?? 0)}, their comments and
          all profile insights.
        </>
      }
      confirmLabel="Delete Analysis"
      renderError={(caught) => <Banner tone="error">{deleteErrorText(caught)}</Banner>}
      onCancel={onCancel}
      onConfirm={(t) => client.remove(t.id)}
      onDeleted={onDeleted}
      focusAfterDelete={focusAfterDelete}
    />
  );
}
