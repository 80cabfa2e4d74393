import {
  type AnalysisSummary,
  formatNumber,
  parsePostUrl,
  wholePercent,
} from "@commentlens/shared";
import { ExternalLink, FileText, ImageIcon, RotateCcw, Trash } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { SentimentBadge, StatusBadge } from "../../components/analysis-badges";
import { RelativeDate } from "../../components/relative-date";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { formatDateTime } from "../../lib/dates";

/** The post's shortcode (taken from the /p/ or /reel/ link). */
function shortcodeOf(summary: AnalysisSummary): string {
  if (summary.shortcode) return summary.shortcode;
  const parsed = parsePostUrl(summary.post_url);
  return parsed.ok ? parsed.value : summary.post_url;
}

/** Longest card title, in characters: a caption's first line, cut at a word. */
const TITLE_MAX = 70;

/**
 * What a card is called: what the post says (its caption's first line), else whose post it
 * is; the file for an import. A shortcode is a code, not a name: it is shown beside.
 */
export function analysisTitle(summary: AnalysisSummary): string {
  if (summary.source === "import") return summary.file_name ?? "Imported file";
  const line = summary.caption
    ?.split("\n")
    .find((l) => l.trim() !== "")
    ?.trim();
  if (line) {
    if (line.length <= TITLE_MAX) return line;
    const cut = line.slice(0, TITLE_MAX);
    const space = cut.lastIndexOf(" ");
    return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  if (summary.owner_username) return `Post by @${summary.owner_username}`;
  return shortcodeOf(summary);
}

/** The post's picture, or a placeholder of the same size when there is none (or it fails). */
function Thumbnail({ summary }: { summary: AnalysisSummary }) {
  const [failed, setFailed] = useState(false);
  const Icon = summary.source === "import" ? FileText : ImageIcon;
  if (summary.thumbnail_url && !failed) {
    return (
      <img
        src={summary.thumbnail_url}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className="size-14 shrink-0 rounded-control object-cover"
      />
    );
  }
  return (
    <span className="flex size-14 shrink-0 items-center justify-center rounded-control bg-surface-muted text-muted-foreground">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

/**
 * The analyses of one post, newest first: a post analysed again is one card with its runs,
 * not a card per run (imports are each their own).
 */
export interface PostRuns {
  latest: AnalysisSummary;
  earlier: AnalysisSummary[];
}

export function groupRuns(items: readonly AnalysisSummary[]): PostRuns[] {
  const groups = new Map<string, PostRuns>();
  for (const item of items) {
    const key = item.source !== "import" && item.shortcode ? `post:${item.shortcode}` : item.id;
    const group = groups.get(key);
    if (group) group.earlier.push(item);
    else groups.set(key, { latest: item, earlier: [] });
  }
  return [...groups.values()];
}

/** "62% → 71%": the sentiment of the post's finished runs, oldest first (the last four). */
function trendOf(runs: readonly AnalysisSummary[]): string | null {
  const scores = runs
    .filter((r) => r.status === "completed" && r.sentiment_score !== null)
    .map((r) => wholePercent(r.sentiment_score ?? 0))
    .reverse()
    .slice(-4);
  return scores.length >= 2 ? scores.map((s) => `${s}%`).join(" → ") : null;
}

/** The post's earlier runs, each with its date, outcome, report and delete. */
function EarlierRuns({
  latest,
  earlier,
  onDelete,
}: PostRuns & { onDelete(summary: AnalysisSummary): void }) {
  const trend = trendOf([latest, ...earlier]);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">
        Analysed {earlier.length + 1} times{trend ? ` · sentiment ${trend}` : ""}
      </summary>
      <ul aria-label="Earlier runs" className="mt-2 flex flex-col gap-1.5">
        {earlier.map((run) => (
          <li key={run.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <RelativeDate iso={run.created_at} />
            <span className="text-muted-foreground">
              {run.status === "completed" && run.sentiment_score !== null
                ? `${wholePercent(run.sentiment_score)}%`
                : run.status === "failed"
                  ? "failed"
                  : "in progress"}
            </span>
            {run.status === "completed" ? (
              <Link
                to={`/app?analysis_id=${encodeURIComponent(run.id)}`}
                className="font-medium text-primary-text underline-offset-4 hover:underline"
              >
                View
              </Link>
            ) : null}
            <button
              type="button"
              onClick={() => onDelete(run)}
              className="text-destructive-text underline-offset-4 hover:underline"
            >
              Delete<span className="sr-only"> the run of {formatDateTime(run.created_at)}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function AnalysisCard({
  summary,
  earlier = [],
  onDelete,
  onRetry,
}: {
  summary: AnalysisSummary;
  /** The same post's earlier runs, newest first. */
  earlier?: AnalysisSummary[];
  onDelete(summary: AnalysisSummary): void;
  /** Runs a failed post analysis again (an import's file is not kept: it has none). */
  onRetry?(summary: AnalysisSummary): void;
}) {
  const title = analysisTitle(summary);
  const imported = summary.source === "import";
  const failed = summary.status === "failed";
  const completed = summary.status === "completed" && summary.overall_sentiment;
  return (
    <article
      aria-label={title}
      className="flex h-full flex-col gap-3 rounded-card border border-border bg-surface p-5"
    >
      <div className="flex items-start gap-3">
        <Thumbnail summary={summary} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="line-clamp-2 min-w-0 text-base font-semibold break-words text-foreground">
            {title}
          </h2>
          {imported ? null : (
            <p className="font-mono text-xs text-muted-foreground">{shortcodeOf(summary)}</p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-2">
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
        {summary.status === "failed" && summary.error ? (
          <p className="line-clamp-2 text-destructive-text">{summary.error}</p>
        ) : null}
      </div>

      {earlier.length > 0 ? (
        <EarlierRuns latest={summary} earlier={earlier} onDelete={onDelete} />
      ) : null}

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
        {failed ? (
          onRetry && !imported ? (
            <Button size="sm" onClick={() => onRetry(summary)}>
              <RotateCcw aria-hidden="true" />
              Retry
            </Button>
          ) : null
        ) : (
          <Button asChild size="sm">
            <Link to={`/app?analysis_id=${encodeURIComponent(summary.id)}`}>View Analysis</Link>
          </Button>
        )}
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
