import {
  type AnalysisComment,
  COMMENT_TARGETS,
  CORRECTABLE_TAGS,
  type CommentStatus,
  type CommentTarget,
  type LabelCorrection,
  SENTIMENT_LABELS,
  type SentimentLabel,
  TAG_NAMES,
} from "@commentlens/shared";
import { Check, CheckCheck, PencilLine, UserRoundCheck, UserRoundPlus } from "lucide-react";
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
} from "react";
import { Notice } from "../../../components/notice";
import { SENTIMENT_NAMES } from "../../../components/sentiment";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Choice } from "../../../components/ui/choice";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { showToast } from "../../../components/ui/toaster-host";
import { cn } from "../../../lib/cn";
import { actionError, usePendingAction } from "../../../lib/use-pending-action";
import type { LabelsClient } from "../api";

/**
 * "Wrong label?": the report's owner sets a comment's sentiment, target and tags. The server
 * rebuilds the report with it; until the lists fetch again, comments shown here read as
 * corrected at once.
 */

export interface LabelCorrections {
  /** The reader may correct labels (they own the report). */
  editable: boolean;
  /** The reader may mark replies (they own the report, or it is their team's). */
  canMark: boolean;
  /** Comments corrected, reset, marked or assigned in this visit, as the server now reads them. */
  latest: ReadonlyMap<string, AnalysisComment>;
  edit(comment: AnalysisComment): void;
  /** Marks a question or complaint answered or handled, or open again. */
  mark(comment: AnalysisComment, status: CommentStatus | null): Promise<void>;
  /** Keeps a comment as the server now reads it (after an assignment). */
  remember(comment: AnalysisComment): void;
  /** Opens the assignment of a comment to a teammate; absent off a team's report. */
  assign?: (comment: AnalysisComment) => void;
}

const NONE: LabelCorrections = {
  editable: false,
  canMark: false,
  latest: new Map(),
  edit: () => {},
  mark: async () => {},
  remember: () => {},
};

export const LabelCorrectionsContext = createContext<LabelCorrections>(NONE);

/** The comment as last read: corrected in this visit, else as the list fetched it. */
export function useLatestComment(comment: AnalysisComment): AnalysisComment {
  return useContext(LabelCorrectionsContext).latest.get(comment.id) ?? comment;
}

/** What a report needs to let its owner correct labels. */
export interface LabelsAccess {
  client: LabelsClient;
  /** The report was rebuilt: read it again. */
  onChanged: () => Promise<void>;
}

/**
 * The report's corrections: the context its comments read, and the dialog to render once.
 * Without `access` (a visitor, the demo, a team's viewer) nothing can be marked; labels are
 * corrected by the report's owner alone (`correct`), and on a team's report `assign` gives
 * comments to teammates.
 */
export function useLabelCorrections(
  analysisId: string,
  access: LabelsAccess | undefined,
  {
    correct,
    assign,
  }: { correct: boolean; assign?: ((comment: AnalysisComment) => void) | undefined },
): { value: LabelCorrections; dialog: ReactNode } {
  const [editing, setEditing] = useState<AnalysisComment | null>(null);
  const [latest, setLatest] = useState<ReadonlyMap<string, AnalysisComment>>(new Map());
  const done = useCallback(
    async (updated: AnalysisComment, message: string) => {
      setLatest((m) => new Map(m).set(updated.id, updated));
      setEditing(null);
      showToast("success", message);
      await access?.onChanged().catch(() => {
        showToast(
          "error",
          "The report was updated, but could not be shown again. Reload the page.",
        );
      });
    },
    [access],
  );
  const mark = useCallback(
    async (comment: AnalysisComment, status: CommentStatus | null) => {
      if (!access) return;
      try {
        const updated = await access.client.mark(analysisId, comment.id, { status });
        setLatest((m) => new Map(m).set(updated.id, updated));
        showToast(
          "success",
          status === null ? "Marked open again." : `Marked ${STATUS_NAMES[status].toLowerCase()}.`,
        );
      } catch (e) {
        showToast("error", actionError(e));
      }
    },
    [access, analysisId],
  );
  const remember = useCallback(
    (updated: AnalysisComment) => setLatest((m) => new Map(m).set(updated.id, updated)),
    [],
  );
  const value = useMemo<LabelCorrections>(
    () => ({
      editable: access !== undefined && correct,
      canMark: access !== undefined,
      latest,
      edit: setEditing,
      mark,
      remember,
      ...(assign ? { assign } : {}),
    }),
    [access, correct, latest, mark, remember, assign],
  );
  const dialog =
    access && correct ? (
      <CorrectLabelDialog
        comment={editing}
        onClose={() => setEditing(null)}
        save={async (comment, correction) =>
          done(
            await access.client.correct(analysisId, comment.id, correction),
            "Label corrected: the report now counts the comment as you read it.",
          )
        }
        reset={async (comment) =>
          done(
            await access.client.reset(analysisId, comment.id),
            "Correction removed: the report reads the comment as the analyzer did.",
          )
        }
      />
    ) : null;
  return { value, dialog };
}

const STATUS_NAMES: Record<CommentStatus, string> = { answered: "Answered", handled: "Handled" };

/** Questions and complaints are the reply work: they can be marked answered or handled. */
const awaitsReply = (c: AnalysisComment) =>
  !c.is_from_owner && (c.tags.includes("question") || c.tags.includes("complaint"));

/** "Answered" and the buttons that mark a question or complaint, for one comment. */
function ReplyControls({ comment }: { comment: AnalysisComment }) {
  const { canMark: editable, mark } = useContext(LabelCorrectionsContext);
  if (!awaitsReply(comment) && comment.status === null) return null;
  if (comment.status !== null) {
    return (
      <>
        <Badge variant="completed" title={comment.status_note ?? undefined}>
          <CheckCheck aria-hidden="true" />
          {STATUS_NAMES[comment.status]}
        </Badge>
        {editable ? (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="text-xs"
            onClick={() => void mark(comment, null)}
            aria-label={`Reopen @${comment.username}'s comment`}
          >
            Reopen
          </Button>
        ) : null}
      </>
    );
  }
  if (!editable) return null;
  return (
    <>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="text-xs"
        onClick={() => void mark(comment, "answered")}
        aria-label={`Mark @${comment.username}'s comment answered`}
      >
        <Check aria-hidden="true" className="size-3.5" />
        Mark answered
      </Button>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="text-xs"
        onClick={() => void mark(comment, "handled")}
        aria-label={`Mark @${comment.username}'s comment handled`}
      >
        Mark handled
      </Button>
    </>
  );
}

/** Whom the comment is assigned to, and (on a team's report) the button that assigns it. */
function AssignmentControls({ comment }: { comment: AnalysisComment }) {
  const { assign } = useContext(LabelCorrectionsContext);
  if (!comment.assignee && (!assign || !awaitsReply(comment))) return null;
  return (
    <>
      {comment.assignee ? (
        <Badge variant="brand" title={`Assigned to ${comment.assignee.email}`}>
          <UserRoundPlus aria-hidden="true" />
          <span className="max-w-60 truncate">Assigned to {comment.assignee.email}</span>
        </Badge>
      ) : null}
      {comment.assignee && comment.assignment_note ? (
        <span className="basis-full text-xs text-muted-foreground line-clamp-2 break-words">
          Note: {comment.assignment_note}
        </span>
      ) : null}
      {assign ? (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="text-xs"
          onClick={() => assign(comment)}
          aria-label={`${comment.assignee ? "Reassign" : "Assign"} @${comment.username}'s comment`}
        >
          {comment.assignee ? "Reassign" : "Assign"}
        </Button>
      ) : null}
    </>
  );
}

/** "Corrected by you", the "Wrong label?" button and the reply marks, for one comment. */
export function CorrectionControls({ comment }: { comment: AnalysisComment }) {
  const { editable, canMark, edit } = useContext(LabelCorrectionsContext);
  if (!canMark && !comment.corrected && comment.status === null && !comment.assignee) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <ReplyControls comment={comment} />
      <AssignmentControls comment={comment} />
      {comment.corrected ? (
        <Badge variant="brand">
          <UserRoundCheck aria-hidden="true" />
          {editable ? "Corrected by you" : "Corrected by the owner"}
        </Badge>
      ) : null}
      {editable ? (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="text-xs"
          onClick={() => edit(comment)}
          aria-label={
            comment.corrected
              ? `Edit labels of @${comment.username}'s comment`
              : `Wrong label? Correct @${comment.username}'s comment`
          }
        >
          <PencilLine aria-hidden="true" className="size-3.5" />
          {comment.corrected ? "Edit labels" : "Wrong label?"}
        </Button>
      ) : null}
    </span>
  );
}

const TARGET_CHOICES: Record<CommentTarget, string> = {
  creator: "You (your account, brand or post)",
  subject: "Someone or something the post features",
  commenter: "Another commenter",
  other: "Someone else (a rival, a league, politics)",
  none: "No one in particular",
};

function initialCorrection(comment: AnalysisComment): LabelCorrection {
  return {
    label: comment.label,
    target: comment.target,
    tags: CORRECTABLE_TAGS.filter((t) => comment.tags.includes(t)),
  };
}

/** The comment a dialog acts on, quoted at its top (scrolls when long). */
export function DialogQuote({ comment }: { comment: AnalysisComment }) {
  return (
    <blockquote className="max-h-32 overflow-y-auto rounded-control border border-border bg-surface-muted p-3 text-sm whitespace-pre-wrap break-words">
      <span className="font-medium">@{comment.username}</span> {comment.text}
    </blockquote>
  );
}

/** The form of one correction; saving calls `save`, "Use the analyzer's reading" `reset`. */
export function CorrectLabelDialog({
  comment,
  onClose,
  save,
  reset,
}: {
  /** The comment being corrected; the dialog is open while it is set. */
  comment: AnalysisComment | null;
  onClose: () => void;
  save: (comment: AnalysisComment, correction: LabelCorrection) => Promise<void>;
  reset: (comment: AnalysisComment) => Promise<void>;
}) {
  return (
    <Dialog open={comment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {comment ? (
          <CorrectionForm key={comment.id} comment={comment} save={save} reset={reset} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CorrectionForm({
  comment,
  save,
  reset,
}: {
  comment: AnalysisComment;
  save: (comment: AnalysisComment, correction: LabelCorrection) => Promise<void>;
  reset: (comment: AnalysisComment) => Promise<void>;
}) {
  const [draft, setDraft] = useState(() => initialCorrection(comment));
  const { busy, error, run } = usePendingAction<"save" | "reset">();
  const targetId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run("save", () => save(comment, draft));
  };
  const toggleTag = (tag: LabelCorrection["tags"][number]) =>
    setDraft((d) => ({
      ...d,
      tags: d.tags.includes(tag) ? d.tags.filter((t) => t !== tag) : [...d.tags, tag],
    }));

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-5">
      <DialogHeader>
        <DialogTitle>Correct this comment's labels</DialogTitle>
        <DialogDescription>
          The report counts it as you read it: figures and findings are rebuilt, and the next
          analysis of this post keeps your correction.
        </DialogDescription>
      </DialogHeader>
      <DialogQuote comment={comment} />

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Sentiment</legend>
        <div className="flex flex-wrap gap-2">
          {SENTIMENT_LABELS.map((label: SentimentLabel) => (
            <label
              key={label}
              className={cn(
                "inline-flex cursor-pointer items-center gap-2 rounded-control border px-3 py-1.5 text-sm",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                draft.label === label ? "border-primary bg-primary-subtle" : "border-border",
              )}
            >
              <input
                type="radio"
                name="sentiment"
                value={label}
                checked={draft.label === label}
                onChange={() => setDraft((d) => ({ ...d, label }))}
                className="accent-primary"
              />
              {SENTIMENT_NAMES[label]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-2">
        <label htmlFor={targetId} className="text-sm font-medium">
          Who it is about
        </label>
        <select
          id={targetId}
          value={draft.target}
          onChange={(e) => setDraft((d) => ({ ...d, target: e.target.value as CommentTarget }))}
          className="h-10 w-full min-w-0 rounded-control border border-input bg-surface px-3 text-sm"
        >
          {COMMENT_TARGETS.map((target) => (
            <option key={target} value={target}>
              {TARGET_CHOICES[target]}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Tags</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-2">
          {CORRECTABLE_TAGS.map((tag) => (
            <Choice key={tag} checked={draft.tags.includes(tag)} onChange={() => toggleTag(tag)}>
              {TAG_NAMES[tag]}
            </Choice>
          ))}
        </div>
      </fieldset>

      {error ? <Notice tone="error" title={error} /> : null}

      <DialogFooter className="sm:items-center">
        {comment.corrected ? (
          <Button
            type="button"
            variant="link"
            className="sm:mr-auto"
            disabled={busy !== null}
            onClick={() => void run("reset", () => reset(comment))}
          >
            {busy === "reset" ? "Restoring…" : "Use the analyzer's reading"}
          </Button>
        ) : null}
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy !== null}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy !== null}>
          {busy === "save" ? "Saving…" : "Save correction"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** How many comments the owner corrected, and their labelled file. */
export function CorrectionsNote({ count, href }: { count: number; href: string }) {
  if (count === 0) return null;
  return (
    <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-control bg-primary-subtle px-4 py-2.5 text-sm text-primary-text">
      <UserRoundCheck aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {count === 1 ? "1 comment" : `${count.toLocaleString("en-US")} comments`} corrected by you:
        the report counts {count === 1 ? "it" : "them"} as you read {count === 1 ? "it" : "them"}.
      </span>
      <a href={href} download className="font-medium underline underline-offset-4">
        Download your corrections (.jsonl)
      </a>
    </p>
  );
}
