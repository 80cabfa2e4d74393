import type { AnalysisComment } from "@commentlens/shared";
import { type FormEvent, useId, useState } from "react";
import { Notice } from "../../../components/notice";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { fieldClasses } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { showToast } from "../../../components/ui/toaster-host";
import { cn } from "../../../lib/cn";
import { actionError, usePendingAction } from "../../../lib/use-pending-action";
import { useResource } from "../../../lib/use-resource";
import type { AssignmentsClient } from "../api";
import { DialogQuote } from "./label-correction";

/** The longest note an assignment keeps (the server refuses more). */
const NOTE_MAX = 500;

/**
 * "Assign": on a team's report, gives a question or complaint to a teammate with a note. The
 * assignee gets a mail and finds it under "Assigned to me".
 */
export function AssignCommentDialog({
  analysisId,
  client,
  comment,
  onClose,
  onAssigned,
}: {
  analysisId: string;
  client: AssignmentsClient;
  /** The comment being assigned; the dialog is open while it is set. */
  comment: AnalysisComment | null;
  onClose: () => void;
  onAssigned: (comment: AnalysisComment) => void;
}) {
  return (
    <Dialog open={comment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {comment ? (
          <AssignForm
            key={comment.id}
            analysisId={analysisId}
            client={client}
            comment={comment}
            onDone={(updated, message) => {
              onAssigned(updated);
              onClose();
              showToast("success", message);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({
  analysisId,
  client,
  comment,
  onDone,
}: {
  analysisId: string;
  client: AssignmentsClient;
  comment: AnalysisComment;
  onDone: (comment: AnalysisComment, message: string) => void;
}) {
  const teammates = useResource((signal) => client.assignees(analysisId, signal));
  const [assigneeId, setAssigneeId] = useState(comment.assignee?.user_id ?? "");
  const [note, setNote] = useState(comment.assignment_note ?? "");
  const { busy, error, run } = usePendingAction<"assign" | "unassign">();
  const selectId = useId();
  const noteId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!assigneeId) return;
    void run("assign", async () => {
      const updated = await client.assign(analysisId, comment.id, {
        assignee_id: assigneeId,
        note: note.trim() || null,
      });
      onDone(updated, `Assigned to ${updated.assignee?.email ?? "your teammate"}.`);
    });
  };
  const unassign = () =>
    void run("unassign", async () => {
      const updated = await client.assign(analysisId, comment.id, { assignee_id: null });
      onDone(updated, "Nobody has this comment now.");
    });

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-5">
      <DialogHeader>
        <DialogTitle>Assign this comment</DialogTitle>
        <DialogDescription>
          Your teammate gets a mail with your note and finds the comment under "Assigned to me".
        </DialogDescription>
      </DialogHeader>
      <DialogQuote comment={comment} />

      {teammates.error ? (
        <Notice tone="error" title={actionError(teammates.error)} />
      ) : (
        <div className="grid gap-2">
          <label htmlFor={selectId} className="text-sm font-medium">
            Teammate
          </label>
          <select
            id={selectId}
            required
            value={assigneeId}
            disabled={teammates.loading}
            onChange={(event) => setAssigneeId(event.target.value)}
            className={cn(fieldClasses, "h-10 w-full min-w-0 px-3")}
          >
            <option value="" disabled>
              {teammates.loading ? "Loading your team…" : "Choose a teammate"}
            </option>
            {teammates.data?.map((a) => (
              <option key={a.user_id} value={a.user_id}>
                {a.email}
              </option>
            ))}
          </select>
          <p className="text-xs text-muted-foreground">
            The team's owner and members take on comments; viewers read reports only.
          </p>
        </div>
      )}

      <div className="grid gap-2">
        <label htmlFor={noteId} className="text-sm font-medium">
          Note <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <Textarea
          id={noteId}
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          placeholder="What should they answer or do?"
          onChange={(event) => setNote(event.target.value)}
        />
      </div>

      {error ? <Notice tone="error" title={error} /> : null}

      <DialogFooter className="sm:items-center">
        {comment.assignee ? (
          <Button
            type="button"
            variant="link"
            className="sm:mr-auto"
            disabled={busy !== null}
            onClick={unassign}
          >
            {busy === "unassign" ? "Unassigning…" : "Unassign"}
          </Button>
        ) : null}
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy !== null}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy !== null || !assigneeId}>
          {busy === "assign" ? "Assigning…" : "Assign"}
        </Button>
      </DialogFooter>
    </form>
  );
}
