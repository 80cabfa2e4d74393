import { formatNumber, type ProfileAnalysisSummary } from "@commentlens/shared";
import { ExternalLink, FileDown, Trash } from "lucide-react";
import { Link } from "react-router";
import { SentimentBadge } from "../../components/analysis-badges";
import { RelativeDate } from "../../components/relative-date";
import { Badge, statusBadgeVariant } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Progress } from "../../components/ui/progress";
import { Tooltip } from "../../components/ui/tooltip";
import { formatRate, LIKES_HIDDEN, postsPercent } from "./format";

const STATUS_LABELS: Record<string, string> = {
  in_progress: "In progress",
  completed: "Completed",
  failed: "Failed",
};

/** Status colours (in progress blue, completed green, failed red, other gray), with the word. */
export function ProfileStatusBadge({ status }: { status: string }) {
  const label = STATUS_LABELS[status] ?? status.replace(/_/g, " ");
  return <Badge variant={statusBadgeVariant(status)}>{label}</Badge>;
}

export interface ProfileCardActions {
  onViewProgress(analysis: ProfileAnalysisSummary): void;
  /** Absent for a team viewer, who reads reports but does not export them. */
  onExport?(analysis: ProfileAnalysisSummary): void;
  /** Absent when this person may not delete it (a member, for what another member started). */
  onDelete?(analysis: ProfileAnalysisSummary): void;
}

/** One profile analysis on /agency. */
export function ProfileCard({
  analysis,
  showCreator,
  onViewProgress,
  onExport,
  onDelete,
}: ProfileCardActions & {
  analysis: ProfileAnalysisSummary;
  /** Show who started it (a shared team list). */
  showCreator: boolean;
}) {
  const name = `@${analysis.instagram_username}`;
  const status = analysis.analysis_status;
  const running = status === "in_progress";
  const completed = status === "completed";
  const percent = postsPercent(analysis.completed_posts, analysis.total_posts);

  return (
    <article
      aria-label={name}
      className="flex h-full flex-col gap-4 rounded-card border border-border bg-surface p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold [overflow-wrap:anywhere] text-foreground">
            {name}
          </h2>
          {analysis.full_name ? (
            <p className="truncate text-sm text-muted-foreground">{analysis.full_name}</p>
          ) : null}
        </div>
        <ProfileStatusBadge status={status} />
      </div>

      <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted-foreground">
        <span>Created</span>
        <RelativeDate iso={analysis.created_at} />
        {showCreator && analysis.created_by ? (
          <>
            <span aria-hidden="true">·</span>
            <span className="[overflow-wrap:anywhere]">by {analysis.created_by}</span>
          </>
        ) : null}
      </p>

      {running ? (
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between text-sm">
            <span className="text-muted-foreground">Analyzing posts</span>
            <span className="font-medium text-foreground tabular-nums">{percent}%</span>
          </div>
          <Progress aria-label={`Progress of ${name}`} value={percent} />
        </div>
      ) : null}

      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="flex flex-col rounded-control bg-surface-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">Posts</dt>
          <dd className="text-lg font-semibold text-foreground tabular-nums">
            {formatNumber(analysis.total_posts)}
          </dd>
        </div>
        <div className="flex flex-col rounded-control bg-surface-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">Analyzed</dt>
          <dd className="text-lg font-semibold text-foreground tabular-nums">
            {formatNumber(analysis.completed_posts)}
            {analysis.failed_posts > 0 ? (
              <span className="ml-1.5 text-xs font-normal text-muted-foreground">
                ({formatNumber(analysis.failed_posts)} failed)
              </span>
            ) : null}
          </dd>
        </div>
        {completed ? (
          <>
            <div className="flex flex-col rounded-control bg-surface-muted px-3 py-2">
              <dt className="text-xs text-muted-foreground">Comments per 100 likes</dt>
              <dd className="text-lg font-semibold text-foreground tabular-nums">
                {analysis.engagement_rate === null ? (
                  <span className="text-sm font-medium text-muted-foreground">{LIKES_HIDDEN}</span>
                ) : (
                  formatRate(analysis.engagement_rate)
                )}
              </dd>
            </div>
            <div className="flex flex-col items-start gap-1 rounded-control bg-surface-muted px-3 py-2">
              <dt className="text-xs text-muted-foreground">Sentiment</dt>
              <dd>
                {analysis.overall_sentiment ? (
                  <SentimentBadge
                    sentiment={analysis.overall_sentiment}
                    score={analysis.sentiment_score}
                  />
                ) : (
                  <span className="text-sm text-muted-foreground">Not available</span>
                )}
              </dd>
            </div>
          </>
        ) : null}
      </dl>

      {status === "failed" && analysis.error ? (
        <p className="line-clamp-3 text-sm break-words text-destructive-text">{analysis.error}</p>
      ) : null}

      <a
        href={analysis.profile_url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-primary-text underline-offset-4 hover:underline"
      >
        View Profile
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-4">
        {completed ? (
          <Button asChild size="sm">
            <Link to={`/agency/${encodeURIComponent(analysis.id)}`}>View Insights</Link>
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => onViewProgress(analysis)}>
            View Progress
          </Button>
        )}
        {completed && onExport ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Export Report of ${name}`}
            onClick={() => onExport(analysis)}
          >
            <FileDown aria-hidden="true" />
            Export Report
          </Button>
        ) : null}
        {onDelete ? (
          <Tooltip content="Delete analysis">
            <Button
              size="sm"
              variant="ghost"
              className="ml-auto w-8 px-0 text-destructive-text hover:bg-status-failed-subtle"
              aria-label={`Delete analysis of ${name}`}
              onClick={() => onDelete(analysis)}
            >
              <Trash aria-hidden="true" />
            </Button>
          </Tooltip>
        ) : null}
      </div>
    </article>
  );
}
