import { type AnalysisSummary, formatNumber, parsePostUrl } from "@commentlens/shared";
import { ExternalLink, Trash } from "lucide-react";
import { Link } from "react-router";
import { SentimentBadge, StatusBadge } from "../../components/analysis-badges";
import { RelativeDate } from "../../components/relative-date";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";

/** What a card is called: the shortcode (taken from the /p/ or /reel/ link), or the file. */
export function analysisTitle(summary: AnalysisSummary): string {
  if (summary.source === "import") return summary.file_name ?? "Imported file";
  if (summary.shortcode) return summary.shortcode;
  const parsed = parsePostUrl(summary.post_url);
  return parsed.ok ? parsed.value : summary.post_url;
}

export function AnalysisCard({
  summary,
  onDelete,
}: {
  summary: AnalysisSummary;
  onDelete(summary: AnalysisSummary): void;
}) {
  const title = analysisTitle(summary);
  const imported = summary.source === "import";
  const completed = summary.status === "completed" && summary.overall_sentiment;
  return (
    <article
      aria-label={title}
      className="flex h-full flex-col gap-3 rounded-card border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 break-all font-mono text-base font-semibold text-foreground">
          {title}
        </h2>
        {completed && summary.overall_sentiment ? (
          <SentimentBadge sentiment={summary.overall_sentiment} score={summary.sentiment_score} />
        ) : (
          <StatusBadge status={summary.status} />
        )}
      </div>

      <div className="flex flex-col gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {summary.owner_username ? (
            <span className="font-medium text-foreground">@{summary.owner_username}</span>
          ) : null}
          {imported ? (
            <Badge variant="brand">Imported</Badge>
          ) : (
            <a
              href={summary.post_url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 rounded-sm font-medium text-primary-text underline-offset-4 hover:underline"
            >
              View Post
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </p>
        {summary.caption ? (
          <p className="line-clamp-2 break-words text-muted-foreground">{summary.caption}</p>
        ) : null}
        {summary.status === "failed" && summary.error ? (
          <p className="line-clamp-2 text-destructive-text">{summary.error}</p>
        ) : null}
      </div>

      <p className="mt-auto flex flex-wrap gap-x-1.5 text-xs text-muted-foreground">
        <RelativeDate iso={summary.created_at} />
        {summary.total_comments !== null ? (
          <>
            <span aria-hidden="true">·</span>
            <span className="tabular-nums">
              {formatNumber(summary.total_comments)} comments analyzed
            </span>
          </>
        ) : null}
      </p>

      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <Button asChild size="sm">
          <Link to={`/app?analysis_id=${encodeURIComponent(summary.id)}`}>View Analysis</Link>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto px-2 text-destructive-text hover:bg-status-failed-subtle"
          aria-label={`Delete analysis ${title}`}
          onClick={() => onDelete(summary)}
        >
          <Trash aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
