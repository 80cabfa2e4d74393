import {
  ANALYSIS_COMPLETE_MESSAGE,
  ANALYSIS_STEPS,
  type AnalysisState,
  formatNumber,
} from "@commentlens/shared";
import { Check, CircleCheck, LoaderCircle } from "lucide-react";
import { useId } from "react";
import { Card, CardContent } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { cn } from "../../lib/cn";

type StepStatus = "done" | "current" | "pending";

function stepStatuses(state: AnalysisState): StepStatus[] {
  if (state.status === "completed") return ANALYSIS_STEPS.map(() => "done");
  const current = ANALYSIS_STEPS.findIndex((step) => step.id === state.step);
  return ANALYSIS_STEPS.map((_, index) => {
    if (current === -1 || index > current) return "pending";
    return index < current ? "done" : "current";
  });
}

/**
 * What the first phase has done so far: "350 of 1,204 comments fetched (page 4)" from
 * Instagram, "Reading file: 1,204 comments" for an import (a file has no pages).
 */
export function fetchedSummary(
  fetched: AnalysisState["fetched"],
  source: AnalysisState["source"] = "instagram",
): string {
  if (source === "import") return `Reading file: ${formatNumber(fetched.comments)} comments`;
  const count =
    fetched.total === null
      ? `${formatNumber(fetched.comments)} comments fetched`
      : `${formatNumber(fetched.comments)} of ${formatNumber(fetched.total)} comments fetched`;
  return fetched.pages > 0 ? `${count} (page ${formatNumber(fetched.pages)})` : count;
}

function StepIcon({ status }: { status: StepStatus }) {
  const base = "flex size-6 shrink-0 items-center justify-center rounded-full";
  if (status === "done") {
    return (
      <span className={cn(base, "bg-primary text-primary-foreground")}>
        <Check aria-hidden="true" className="size-3.5" />
      </span>
    );
  }
  if (status === "current") {
    return (
      <span className={cn(base, "bg-primary-subtle text-primary-text")}>
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      </span>
    );
  }
  return <span className={cn(base, "border-2 border-border")} />;
}

/** The steps the panel shows, said the same way in the summary once done. */
const STEP_COUNT = ["one", "two", "three", "four", "five", "six", "seven"][
  ANALYSIS_STEPS.length - 1
];

const STATUS_TEXT: Record<StepStatus, string> = {
  done: "done",
  current: "in progress",
  pending: "not started",
};

/** The first step's title: an import reads its file, every other analysis fetches the post. */
function stepTitle(step: (typeof ANALYSIS_STEPS)[number], source: AnalysisState["source"]) {
  return step.id === "fetching" && source === "import" ? "Reading File" : step.title;
}

function FetchDetail({ state }: { state: AnalysisState }) {
  const { fetched } = state;
  const known = fetched.total !== null && fetched.total > 0;
  return (
    <div className="mt-2 flex flex-col gap-1.5">
      <p className="text-xs text-muted-foreground tabular-nums">
        {fetchedSummary(fetched, state.source)}
      </p>
      <Progress
        aria-label="Comments fetched"
        value={known ? fetched.comments : null}
        max={known ? (fetched.total ?? 1) : 100}
        className="h-1.5"
      />
    </div>
  );
}

/**
 * Real progress from the server, never simulated: the fetch phase, then the four steps,
 * driven by `step`, `progress` and `message` of each state the server sends. Once completed
 * the panel folds to one line; the message element stays the same node throughout, so
 * screen readers announce "Analysis complete!" like every step before it.
 */
export function ProgressPanel({
  state,
  completeMessage = ANALYSIS_COMPLETE_MESSAGE,
}: {
  state: AnalysisState;
  /** What the folded panel says, e.g. that the report was saved to the account. */
  completeMessage?: string;
}) {
  const titleId = useId();
  const done = state.status === "completed";
  const statuses = stepStatuses(state);
  const percent = Math.round(state.progress);
  const queued = state.status === "queued";
  const message = done ? completeMessage : state.message || (queued ? "Waiting to start..." : "");
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardContent className={cn("flex flex-col", done ? "gap-1 py-4" : "gap-5")}>
        <div className={cn("flex flex-col", done ? "gap-0" : "gap-2")}>
          <div className="flex items-baseline justify-between gap-3">
            <h2 id={titleId} className={done ? "sr-only" : "text-lg font-semibold text-foreground"}>
              Analyzing comments
            </h2>
            {queued || done ? null : (
              <span className="text-sm font-medium tabular-nums text-muted-foreground">
                {percent}%
              </span>
            )}
          </div>
          <p
            role="status"
            aria-live="polite"
            className={cn(
              "flex items-center gap-2 text-sm",
              done ? "font-medium text-foreground" : "text-muted-foreground",
            )}
          >
            {done ? (
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-positive" />
            ) : null}
            {message}
          </p>
          {done ? null : (
            <Progress aria-label="Analysis progress" value={queued ? null : percent} />
          )}
        </div>
        {done ? (
          <p className="pl-7 text-sm text-muted-foreground tabular-nums">
            {state.source === "import"
              ? `${formatNumber(state.fetched.comments)} comments read from the file`
              : fetchedSummary(state.fetched)}
            ; all {STEP_COUNT} steps done.
          </p>
        ) : (
          <ol className="grid gap-4 sm:grid-cols-5 sm:gap-3">
            {ANALYSIS_STEPS.map((step, index) => {
              const status = statuses[index] ?? "pending";
              return (
                <li
                  key={step.id}
                  aria-current={status === "current" ? "step" : undefined}
                  className="flex gap-3 sm:flex-col sm:gap-2"
                >
                  <StepIcon status={status} />
                  <div className="min-w-0 flex-1">
                    <p
                      className={cn(
                        "text-sm font-medium",
                        status === "pending" ? "text-muted-foreground" : "text-foreground",
                      )}
                    >
                      {stepTitle(step, state.source)}
                      <span className="sr-only"> ({STATUS_TEXT[status]})</span>
                    </p>
                    {step.id === "fetching" && status !== "pending" ? (
                      status === "current" ? (
                        <FetchDetail state={state} />
                      ) : (
                        <p className="mt-1 text-xs text-muted-foreground tabular-nums">
                          {fetchedSummary(state.fetched, state.source)}
                        </p>
                      )
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
