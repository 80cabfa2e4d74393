import { PROFILE_PROGRESS_STEPS, type ProfileProgressStatus } from "@commentlens/shared";
import { Check, LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";

type StepState = "done" | "current" | "pending";

/** Where each of the four steps stands for a progress status. */
export function stepStates(status: ProfileProgressStatus | null): StepState[] {
  if (status === "completed") return PROFILE_PROGRESS_STEPS.map(() => "done");
  const current = PROFILE_PROGRESS_STEPS.findIndex((step) => step.status === status);
  return PROFILE_PROGRESS_STEPS.map((_, index) => {
    if (current === -1 || index > current) return "pending";
    return index < current ? "done" : "current";
  });
}

const STATE_TEXT: Record<StepState, string> = {
  done: "done",
  current: "in progress",
  pending: "not started",
};

/** The four steps as a stepper, the current one highlighted and marked for assistive tech. */
export function ProgressSteps({ status }: { status: ProfileProgressStatus | null }) {
  const states = stepStates(status);
  return (
    <ol aria-label="Steps" className="grid gap-3 sm:grid-cols-4 sm:gap-2">
      {PROFILE_PROGRESS_STEPS.map((step, index) => {
        const state = states[index] ?? "pending";
        return (
          <li
            key={step.status}
            aria-current={state === "current" ? "step" : undefined}
            className={cn(
              "flex items-center gap-2.5 rounded-control px-2 py-1.5 sm:flex-col sm:items-start sm:gap-1.5",
              state === "current" && "bg-primary-subtle",
            )}
          >
            <span
              className={cn(
                "flex size-6 shrink-0 items-center justify-center rounded-full",
                state === "done" && "bg-primary text-primary-foreground",
                state === "current" && "bg-surface text-primary-text",
                state === "pending" && "border-2 border-border",
              )}
            >
              {state === "done" ? <Check aria-hidden="true" className="size-3.5" /> : null}
              {state === "current" ? (
                <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              ) : null}
            </span>
            <span
              className={cn(
                "text-sm font-medium",
                state === "pending" ? "text-muted-foreground" : "text-foreground",
                state === "current" && "text-primary-text",
              )}
            >
              {step.label}
              <span className="sr-only"> ({STATE_TEXT[state]})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
