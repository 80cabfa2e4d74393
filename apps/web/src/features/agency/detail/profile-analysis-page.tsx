import {
  PROFILE_MESSAGES,
  type ProfileAnalysisDetail,
  type ProfileInsights,
} from "@commentlens/shared";
import { ArrowLeft, ExternalLink, FileDown } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { Notice } from "../../../components/notice";
import { SchedulePanel } from "../../../components/schedules/schedule-panel";
import { ShareButton } from "../../../components/share-dialog";
import { Button } from "../../../components/ui/button";
import { Progress } from "../../../components/ui/progress";
import { Skeleton } from "../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { ApiError } from "../../../lib/api-client";
import { useResource } from "../../../lib/use-resource";
import { useAgencyClient } from "../client-context";
import { ExportDialog, type ExportTarget } from "../export-dialog";
import { postsAnalyzedText, postsLabel } from "../format";
import { ProgressSteps } from "../progress-steps";
import { isFinished, useProfileProgress } from "../use-profile-progress";
import { AudienceTab } from "./audience-tab";
import { ContentTab } from "./content-tab";
import { EngagementTab } from "./engagement-tab";
import { OverviewTab } from "./overview-tab";
import { PostsContext } from "./parts";
import { PostsSection } from "./posts-section";
import { StrategyTab } from "./strategy-tab";

export const DETAIL_TABS = [
  { id: "overview", label: "Overview" },
  { id: "audience", label: "Audience" },
  { id: "content", label: "Content" },
  { id: "engagement", label: "Engagement" },
  { id: "strategy", label: "Strategy" },
] as const;
type TabId = (typeof DETAIL_TABS)[number]["id"];

const SETTLE_RETRY_MS = 2_000;

const SUBTITLES = {
  completed: "Analysis Complete",
  in_progress: "Analysis in Progress",
  failed: "Analysis Failed",
} as const;

export function DetailSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <p role="status" className="sr-only">
        Loading the profile analysis...
      </p>
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-9 w-64" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-28 rounded-card" />
        ))}
      </div>
      <Skeleton className="h-64 w-full rounded-card" />
    </div>
  );
}

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 self-start">
      <Link to="/agency">
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
    </Button>
  );
}

/** A running analysis, live: the same progress as the modal's, in the page. */
function InProgress({
  analysis,
  onFinished,
  onPostDone,
}: {
  analysis: ProfileAnalysisDetail;
  onFinished(): void;
  /** Another post is done: the posts table below can show it. */
  onPostDone(): void;
}) {
  const live = useProfileProgress(analysis.id);
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;
  const postDoneRef = useRef(onPostDone);
  postDoneRef.current = onPostDone;
  const finished = isFinished(live);
  useEffect(() => {
    if (finished) finishedRef.current();
  }, [finished]);
  const done = (live?.completedPosts ?? 0) + (live?.failedPosts ?? 0);
  useEffect(() => {
    if (done > 0) postDoneRef.current();
  }, [done]);

  const start = analysis.progress;
  const completed = live?.completedPosts ?? start.completed_posts;
  const total = live?.totalPosts ?? start.total_posts;
  const percent = Math.max(live?.percent ?? 0, start.progress);
  const step = live?.step ?? start.current_step;
  const status = live?.status ?? start.status;
  const failedPosts = live?.failedPosts ?? start.failed_posts;
  return (
    <section
      aria-labelledby="in-progress-title"
      className="flex flex-col gap-5 rounded-card border border-border bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-col gap-2">
        <h2 id="in-progress-title" className="text-lg font-semibold text-foreground">
          Analysis in Progress
        </h2>
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="text-muted-foreground tabular-nums">
            {postsAnalyzedText(completed, total)}
          </span>
          <span className="font-semibold text-foreground tabular-nums">{percent}%</span>
        </div>
        <Progress aria-label="Profile analysis progress" value={percent} />
        <p role="status" aria-live="polite" className="min-h-5 text-sm text-foreground">
          {step}
        </p>
        {failedPosts > 0 ? (
          <p className="text-sm text-muted-foreground">
            {postsLabel(failedPosts)} could not be analysed; the insights use the others.
          </p>
        ) : null}
      </div>
      <ProgressSteps status={status === "failed" ? null : status} />
      <p className="text-sm text-muted-foreground">
        You can leave this page: the analysis keeps running, and the insights appear here when it is
        done.
      </p>
    </section>
  );
}

function Failed({ analysis }: { analysis: ProfileAnalysisDetail }) {
  return (
    <Notice
      tone="error"
      title={analysis.error || analysis.progress.error || PROFILE_MESSAGES.analysisFailed}
      actions={
        <Button asChild size="sm" variant="outline">
          <Link to="/agency">Back to Dashboard</Link>
        </Button>
      }
    >
      Check that the profile is public and that its latest posts have comments, then start a new
      analysis from the dashboard.
    </Notice>
  );
}

export function InsightsTabs({
  analysis,
  insights,
}: {
  analysis: ProfileAnalysisDetail;
  insights: ProfileInsights;
}) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: TabId = DETAIL_TABS.some((t) => t.id === requested)
    ? (requested as TabId)
    : "overview";
  return (
    <Tabs
      className="min-w-0"
      value={tab}
      onValueChange={(value) =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (value === "overview") next.delete("tab");
            else next.set("tab", value);
            return next;
          },
          { replace: true, preventScrollReset: true },
        )
      }
    >
      {/* Five tabs do not fit a phone's width: they wrap to a second row instead of scrolling. */}
      <TabsList
        aria-label="Profile insights"
        className="flex w-full flex-wrap sm:inline-flex sm:w-auto"
      >
        {DETAIL_TABS.map((t) => (
          <TabsTrigger key={t.id} value={t.id} className="flex-1 sm:flex-none">
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab analysis={analysis} insights={insights} />
      </TabsContent>
      <TabsContent value="audience">
        <AudienceTab insights={insights} />
      </TabsContent>
      <TabsContent value="content">
        <ContentTab insights={insights} />
      </TabsContent>
      <TabsContent value="engagement">
        <EngagementTab insights={insights} />
      </TabsContent>
      <TabsContent value="strategy">
        <StrategyTab insights={insights} />
      </TabsContent>
    </Tabs>
  );
}

export function ProfileAnalysisView({ id }: { id: string }) {
  const client = useAgencyClient();
  const detail = useResource(
    useCallback((signal: AbortSignal) => client.get(id, signal), [client, id]),
  );
  const [exportTarget, setExportTarget] = useState<ExportTarget | null>(null);
  const analysis = detail.data;
  const { reload } = detail;
  // The progress record can finish a moment before the analysis row says so: ask until it does.
  const refreshUntilSettled = useCallback(async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const value = await reload();
      if (value?.analysis_status !== "in_progress") return;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_RETRY_MS));
    }
  }, [reload]);
  const posts = useMemo(
    () => new Map((analysis?.posts ?? []).map((p) => [p.shortcode, p])),
    [analysis?.posts],
  );
  const shareClient = useMemo(
    () => ({
      status: () => client.shareStatus(id),
      create: () => client.share(id),
      revoke: () => client.revokeShare(id),
    }),
    [client, id],
  );

  if (!analysis) {
    if (detail.error) {
      const notFound = detail.error instanceof ApiError && detail.error.status === 404;
      return (
        <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
          <BackLink />
          <Notice
            tone="error"
            title={
              notFound
                ? "Profile analysis not found. It may have been deleted."
                : "Failed to load the profile analysis. Please try again later."
            }
            actions={
              notFound ? null : (
                <Button size="sm" variant="outline" onClick={() => void detail.reload()}>
                  Try again
                </Button>
              )
            }
          />
        </div>
      );
    }
    return <DetailSkeleton />;
  }

  const status = analysis.analysis_status;
  const insights = analysis.profile_insights;
  return (
    <PostsContext.Provider value={posts}>
      <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <header className="flex flex-col gap-3">
          <BackLink />
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] text-foreground sm:text-3xl">
                @{analysis.instagram_username}
              </h1>
              <p className="mt-1 text-muted-foreground">
                {SUBTITLES[status]}
                {analysis.full_name ? ` · ${analysis.full_name}` : ""}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button asChild variant="outline" size="sm">
                <a href={analysis.profile_url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  View Profile
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
              {status === "completed" && !analysis.read_only ? (
                <ShareButton client={shareClient} />
              ) : null}
              {status === "completed" && !analysis.read_only ? (
                <Button
                  size="sm"
                  onClick={() =>
                    setExportTarget({ id: analysis.id, username: analysis.instagram_username })
                  }
                >
                  <FileDown aria-hidden="true" />
                  Export Report
                </Button>
              ) : null}
            </div>
          </div>
        </header>

        {status === "in_progress" ? (
          <InProgress
            analysis={analysis}
            onFinished={() => void refreshUntilSettled()}
            onPostDone={() => void reload()}
          />
        ) : null}
        {status === "failed" ? <Failed analysis={analysis} /> : null}
        {status === "completed" && insights ? (
          <InsightsTabs analysis={analysis} insights={insights} />
        ) : null}
        {status === "completed" && !insights ? (
          <Notice tone="error" title={PROFILE_MESSAGES.analysisFailed}>
            This analysis finished without profile insights. Start a new analysis from the
            dashboard.
          </Notice>
        ) : null}

        {status === "completed" ? (
          <SchedulePanel
            analysisId={analysis.id}
            client={client.schedules}
            subject="profile"
            canChange={!analysis.read_only}
          />
        ) : null}

        {analysis.posts.length > 0 ? <PostsSection posts={analysis.posts} /> : null}
      </div>
      <ExportDialog target={exportTarget} onClose={() => setExportTarget(null)} />
    </PostsContext.Provider>
  );
}

/** /agency/:id: one profile analysis (behind sign-in); a new id starts a fresh view. */
export function ProfileAnalysisPage() {
  const { id = "" } = useParams();
  return <ProfileAnalysisView key={id} id={id} />;
}
