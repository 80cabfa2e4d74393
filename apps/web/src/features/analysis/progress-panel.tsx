import {
  ANALYSIS_COMPLETE_MESSAGE,
  ANALYSIS_STEPS,
  type AnalysisState,
  formatNumber,
} from "@commentlens/shared";
import { Check, CircleCheck, LoaderCircle } from "lucide-react";
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

/** "350 of 1,204 comments fetched (page 4)": what the fetch phase has done so far. */
export function fetchedSummary(fetched: AnalysisState["fetched"]): string {
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

const STATUS_TEXT: Record<StepStatus, string> = {
  done: "done",
  current: "in progress",
  pending: "not started",
};

function FetchDetail({ fetched }: { fetched: AnalysisState["fetched"] }) {
  const known = fetched.total !== null && fetched.total > 0;
  return (
    <div className="mt-2 flex flex-col gap-1.5">
      <p className="text-xs text-muted-foreground tabular-nums">{fetchedSummary(fetched)}</p>
      <Progress
        aria-label="Comments fetched"
        value={known ? fetched.comments : null}
        max={known ? (fetched.total ?? 1) : 100}
        className="h-1.5"
      />
    </div>
  );
}

/** Shown once an analysis followed on this page has finished: the panel folds to one line. */
function Completed({ state }: { state: AnalysisState }) {
  return (
    <Card>
      <CardContent className="flex items-start gap-3 py-4">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-positive" />
        <div className="min-w-0">
          <p role="status" aria-live="polite" className="font-medium text-foreground">
            {ANALYSIS_COMPLETE_MESSAGE}
          </p>
          <p className="text-sm text-muted-foreground tabular-nums">
            {fetchedSummary(state.fetched)}; all four analysis steps done.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * Real progress from the server (PRODUCT.md): the fetch phase, then the spec's four steps,
 * driven by `step`, `progress` and `message` of each state the server sends.
 */
export function ProgressPanel({ state }: { state: AnalysisState }) {
  if (state.status === "completed") return <Completed state={state} />;
  const statuses = stepStatuses(state);
  const percent = Math.round(state.progress);
  const queued = state.status === "queued";
  return (
    <Card role="region" aria-labelledby="progress-title">
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="progress-title" className="text-lg font-semibold text-foreground">
              Analyzing comments
            </h2>
            {queued ? null : (
              <span className="text-sm font-medium tabular-nums text-muted-foreground">
                {percent}%
              </span>
            )}
          </div>
          <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
            {state.message || (queued ? "Waiting to start..." : "")}
          </p>
          <Progress aria-label="Analysis progress" value={queued ? null : percent} />
        </div>
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
                    {step.title}
                    <span className="sr-only"> ({STATUS_TEXT[status]})</span>
                  </p>
                  {step.id === "fetching" && status !== "pending" ? (
                    status === "current" ? (
                      <FetchDetail fetched={state.fetched} />
                    ) : (
                      <p className="mt-1 text-xs text-muted-foreground tabular-nums">
                        {fetchedSummary(state.fetched)}
                      </p>
                    )
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
