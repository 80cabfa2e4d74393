import { LayoutList, Plus } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { Notice } from "../../components/notice";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { Skeleton } from "../../components/ui/skeleton";
import { useAuth } from "../../lib/session/session";
import {
  useAnalysesClient,
  useAssignmentsClient,
  useLabelsClient,
  useSchedulesClient,
  useSharesClient,
  useViewsClient,
} from "./client-context";
import { HowItWorksPanel } from "./how-it-works-panel";
import { ImportDropzone } from "./import-dropzone";
import { ImportedFileCard } from "./imported-file-card";
import { ANALYSIS_MESSAGES } from "./messages";
import { FailedNotice, SubmitErrorNotice, VisitorCta } from "./outcome";
import { PostStatsCard } from "./post-stats-card";
import { ProgressPanel } from "./progress-panel";
import { Report } from "./report/report";
import { SampleLinks, useDemoSamples } from "./sample-links";
import { UrlForm } from "./url-form";
import { isFinished, useAnalysis } from "./use-analysis";

/**
 * From the click until the server has the analysis (it may read the post first): the panel's
 * place, saying what happens, so no click looks dead. The bar is indeterminate: nothing is
 * measured yet.
 */
function StartingAnalysis() {
  return (
    <Card>
      <CardContent className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-foreground">Analyzing comments</h2>
        <p role="status" className="text-sm text-muted-foreground">
          {ANALYSIS_MESSAGES.starting}
        </p>
        <Progress aria-label="Analysis progress" value={null} />
      </CardContent>
    </Card>
  );
}

function LoadingAnalysis() {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        Loading analysis...
      </p>
      <Skeleton className="h-40 w-full rounded-card" />
      <Skeleton className="h-64 w-full rounded-card" />
    </div>
  );
}

/** The analysis screen: link in, live progress, report out. */
export function AppPage() {
  const client = useAnalysesClient();
  const flow = useAnalysis(client);
  const labelsClient = useLabelsClient();
  const shares = useSharesClient();
  const views = useViewsClient();
  const schedules = useSchedulesClient();
  const assignments = useAssignmentsClient();
  const { refresh } = flow;
  const labels = useMemo(
    () => ({ client: labelsClient, onChanged: refresh }),
    [labelsClient, refresh],
  );
  const samples = useDemoSamples(client);
  const signedIn = useAuth().user !== null;
  const [url, setUrl] = useState("");
  // Kept so "Try again" can resend a failed import without asking for the file again.
  const lastFile = useRef<{ file: File; owner: string } | null>(null);
  const { state, id } = flow;

  // The field shows the link of whatever analysis is loaded, and
  // leaving an analysis (e.g. the header's App link) starts from a clean field, unless
  // something else was typed or pasted meanwhile: the address can change a moment after
  // "Analyze Another Post", when the next link may already be in. Adjusted while rendering
  // so the old link never flashes.
  const shownUrl = state && state.source !== "import" ? state.post_url : null;
  const [synced, setSynced] = useState<{
    url: string | null;
    id: string | null;
    /** The link the field was given for the analysis `id`. */
    link: string | null;
  }>({ url: null, id, link: null });
  if (shownUrl !== synced.url || id !== synced.id) {
    if (shownUrl && shownUrl !== synced.url) setUrl(shownUrl);
    else if (synced.id && !id && url === synced.link) setUrl("");
    setSynced({ url: shownUrl, id, link: shownUrl ?? (id === synced.id ? synced.link : null) });
  }

  const running = state !== null && !isFinished(state);
  const busy = flow.submitting || flow.loading || running;
  const fieldError = flow.submitError?.field ? flow.submitError.message : null;

  function analyzeUrl(link: string) {
    lastFile.current = null;
    void flow.submitUrl(link);
  }

  function importFile(file: File, owner: string) {
    lastFile.current = { file, owner };
    void flow.submitFile(file, owner);
  }

  function analyzeAnother() {
    setUrl("");
    lastFile.current = null;
    flow.reset();
  }

  function retry() {
    if (!state) return;
    if (state.source !== "import") void flow.submitUrl(state.post_url);
    else if (lastFile.current) void flow.submitFile(lastFile.current.file, lastFile.current.owner);
    else analyzeAnother();
  }

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          Analyze a post
        </h1>
        <p className="text-muted-foreground">
          Paste the link of a public Instagram post or reel. No Instagram login needed.
        </p>
      </header>

      <Card raised>
        <CardContent className="flex flex-col gap-5 p-4 sm:p-6">
          <UrlForm
            value={url}
            onChange={setUrl}
            onSubmit={analyzeUrl}
            busy={busy}
            serverError={fieldError}
            onAttempt={flow.clearSubmitError}
          />
          {/* Errors sit under the form they answer, above the other ways in. */}
          {flow.submitError && !flow.submitError.field ? (
            <SubmitErrorNotice problem={flow.submitError} />
          ) : null}
          {state?.status === "failed" ? (
            <FailedNotice
              state={state}
              // The same post would fail the same way: the samples below are the way on.
              onRetry={state.error_code === "NOT_IN_DEMO_DATA" ? null : retry}
            />
          ) : null}
          {/* Other ways in while nothing runs, and after a failure (e.g. "try one of the samples"). */}
          {id && state?.status !== "failed" ? null : (
            <>
              {samples ? (
                <SampleLinks
                  samples={samples}
                  disabled={busy}
                  onPick={(link) => {
                    setUrl(link);
                    analyzeUrl(link);
                  }}
                />
              ) : null}
              <ImportDropzone
                onImport={importFile}
                busy={busy}
                signedIn={signedIn}
                onAttempt={flow.clearSubmitError}
              />
            </>
          )}
        </CardContent>
      </Card>

      {flow.loadError ? (
        <Notice
          tone="error"
          title={flow.loadError}
          actions={
            <Button size="sm" variant="outline" onClick={analyzeAnother}>
              Start a new analysis
            </Button>
          }
        />
      ) : null}

      {flow.submitting ? <StartingAnalysis /> : flow.loading ? <LoadingAnalysis /> : null}

      {state?.source === "import" ? <ImportedFileCard state={state} /> : null}
      {state?.post ? <PostStatsCard post={state.post} /> : null}

      {state && state.status !== "failed" && (running || flow.live) ? (
        <ProgressPanel
          state={state}
          // Signed in, the report is already in the account: say so where "complete" shows.
          completeMessage={state.visitor ? undefined : ANALYSIS_MESSAGES.saved}
        />
      ) : null}

      {state?.status === "completed" ? (
        <section aria-label="Results" className="flex flex-col gap-6">
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="outline" onClick={analyzeAnother}>
              <Plus aria-hidden="true" />
              Analyze Another Post
            </Button>
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <LayoutList aria-hidden="true" />
                View All Analyses
              </Link>
            </Button>
          </div>
          {state.visitor ? <VisitorCta state={state} /> : null}
          <Report
            analysis={state}
            client={client}
            labels={labels}
            assignments={assignments}
            shares={shares}
            views={signedIn && !state.visitor ? views : undefined}
            schedules={signedIn && !state.visitor ? schedules : undefined}
          />
        </section>
      ) : null}

      {!id && !flow.submitting ? <HowItWorksPanel /> : null}
    </div>
  );
}
