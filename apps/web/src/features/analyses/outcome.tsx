import { type AnalysisState, PLANS } from "@commentlens/shared";
import { Bookmark, RotateCcw } from "lucide-react";
import { Link } from "react-router";
import { Notice } from "../../components/notice";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { formatDateTime } from "../../lib/dates";
import { signUpPath } from "../../lib/session/sign-in-path";
import type { SubmitProblem } from "./submit-error";

/** Starting an analysis failed: the server's words and, where there is one, the way on. */
export function SubmitErrorNotice({ problem }: { problem: SubmitProblem }) {
  let action = null;
  if (problem.action === "sign-up") {
    action = (
      <Button asChild size="sm">
        <Link to={signUpPath("/app")}>Sign up free</Link>
      </Button>
    );
  } else if (problem.action === "upgrade") {
    action = (
      <Button asChild size="sm">
        <Link to="/pricing">Upgrade</Link>
      </Button>
    );
  }
  return (
    <Notice tone="error" title={problem.message} actions={action}>
      {problem.details ? <p className="whitespace-pre-line">{problem.details}</p> : null}
    </Notice>
  );
}

/** A failed analysis: its catalogue message in red, with a retry. */
export function FailedNotice({
  state,
  onRetry,
}: {
  state: AnalysisState;
  onRetry: (() => void) | null;
}) {
  return (
    <Notice
      tone="error"
      title={state.error ?? "Comment analysis failed. Please try again."}
      actions={
        onRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        ) : null
      }
    />
  );
}

/** Visitor reports live in this browser only, so invite them to keep it. */
export function VisitorCta({ state }: { state: AnalysisState }) {
  const back = `/app?analysis_id=${state.id}`;
  const until = state.expires_at ? ` (until ${formatDateTime(state.expires_at)})` : "";
  return (
    <Card className="border-primary/40 bg-primary-subtle">
      <CardContent className="flex flex-col gap-4 py-5 sm:flex-row sm:items-center">
        <Bookmark
          aria-hidden="true"
          className="hidden size-6 shrink-0 text-primary-text sm:block"
        />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-foreground">Sign up to save this report</h2>
          <p className="text-sm text-muted-foreground">
            This report is kept in this browser for 24 hours{until}. Create a free account and it
            moves into your account, with {PLANS.free.usageLimit} analyses a month and your history
            in My Analyses.
          </p>
        </div>
        <Button asChild>
          <Link to={signUpPath(back)}>Sign up free</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
