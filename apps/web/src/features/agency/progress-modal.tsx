import { PROFILE_MESSAGES } from "@commentlens/shared";
import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Banner } from "../../components/banner";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Progress } from "../../components/ui/progress";
import { postsAnalyzedText, postsLabel } from "./format";
import { AGENCY_TEXT } from "./messages";
import { ProgressSteps } from "./progress-steps";
import { useProfileProgress } from "./use-profile-progress";

/** Delay between completion and the completion handler. */
export const COMPLETE_DELAY_MS = 2_000;

export interface ProgressTarget {
  id: string;
  username: string;
}

function ProgressBody({
  target,
  onComplete,
}: {
  target: ProgressTarget;
  onComplete(id: string): void;
}) {
  const view = useProfileProgress(target.id);
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;
  const status = view?.status ?? null;

  useEffect(() => {
    if (status !== "completed") return;
    const timer = setTimeout(() => completeRef.current(target.id), COMPLETE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, target.id]);

  const failed = status === "failed";
  const completed = status === "completed";
  return (
    <>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="text-muted-foreground tabular-nums">
            {view ? postsAnalyzedText(view.completedPosts, view.totalPosts) : "Connecting..."}
          </span>
          {view ? (
            <span className="font-semibold text-foreground tabular-nums">{view.percent}%</span>
          ) : null}
        </div>
        <Progress aria-label="Profile analysis progress" value={view ? view.percent : null} />
        <p role="status" aria-live="polite" className="min-h-5 text-sm text-foreground">
          {completed ? (
            <span className="inline-flex items-center gap-1.5 font-medium">
              <CircleCheck aria-hidden="true" className="size-4 text-positive" />
              Analysis complete! Opening the insights...
            </span>
          ) : (
            (view?.step ?? "")
          )}
        </p>
        {view && view.failedPosts > 0 ? (
          <p className="text-sm text-muted-foreground">
            {postsLabel(view.failedPosts)} could not be analysed; the insights use the others.
          </p>
        ) : null}
      </div>

      <ProgressSteps status={failed ? null : status} />

      {failed ? (
        <Banner tone="error">{view?.error || PROFILE_MESSAGES.analysisFailed}</Banner>
      ) : null}
      {!failed && !completed ? (
        <p className="text-sm text-muted-foreground">{AGENCY_TEXT.backgroundNote}</p>
      ) : null}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        {completed ? (
          <Button asChild>
            <Link to={`/agency/${encodeURIComponent(target.id)}`}>View Insights</Link>
          </Button>
        ) : null}
      </DialogFooter>
    </>
  );
}

/**
 * Live progress of one profile analysis: the four steps, the percent, posts done. Closing it
 * leaves the job running. `onComplete` runs 2 s after completion.
 */
export function ProgressModal({
  target,
  onClose,
  onComplete,
}: {
  target: ProgressTarget | null;
  onClose(): void;
  onComplete(id: string): void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent hideClose className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">
            Analyzing @{target?.username}
          </DialogTitle>
          <DialogDescription>
            The profile's latest posts are fetched and analysed, several at a time, then combined
            into profile insights.
          </DialogDescription>
        </DialogHeader>
        {target ? <ProgressBody target={target} onComplete={onComplete} /> : null}
      </DialogContent>
    </Dialog>
  );
}
