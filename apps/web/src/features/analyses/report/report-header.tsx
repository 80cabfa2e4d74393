import type {
  AnalysisComparison,
  AnalysisResult,
  AnalysisState,
  ExportFormat,
  OverallSentiment,
} from "@commentlens/shared";
import {
  formatNumber,
  SENTIMENT_SCORE_DEFINITION,
  sentimentTitle,
  wholePercent,
} from "@commentlens/shared";
import {
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  ChevronDown,
  Clock,
  Columns3,
  Download,
  FileBraces,
  FileDown,
  FileSpreadsheet,
  FileText,
  History,
  type LucideIcon,
  MessagesSquare,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { cn } from "../../../lib/cn";
import type { AnalysesClient } from "../api";
import { CommentsFileDialog } from "./comments-file-dialog";
import {
  analyzedLine,
  formatDate,
  formatSeconds,
  type SentimentTone,
  sentimentLook,
} from "./derive";

const TONE_CLASSES: Record<SentimentTone, string> = {
  positive: "border-emerald-200 bg-positive-subtle dark:border-emerald-900",
  mixed: "border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40",
  negative: "border-rose-200 bg-negative-subtle dark:border-rose-900",
  other: "border-border bg-surface-muted",
};

const TONE_TEXT: Record<SentimentTone, string> = {
  positive: "text-positive-text",
  mixed: "text-amber-800 dark:text-amber-200",
  negative: "text-negative-text",
  other: "text-foreground",
};

const EXPORTS: { format: ExportFormat; label: string; hint: string; icon: LucideIcon }[] = [
  { format: "csv", label: "CSV", hint: "Comments with labels and tags", icon: FileText },
  {
    format: "xlsx",
    label: "Excel (XLSX)",
    hint: "Comments with labels and tags",
    icon: FileSpreadsheet,
  },
  { format: "json", label: "JSON", hint: "The whole report", icon: FileBraces },
  { format: "pdf", label: "PDF", hint: "The report as seen", icon: FileDown },
];

/** Real download links (the server names the file); a menu item per format. */
export function ExportMenu({
  client,
  analysis,
  inFile,
}: {
  client: AnalysesClient;
  analysis: AnalysisState;
  /** The comments a comments file holds. */
  inFile: number;
}) {
  const analysisId = analysis.id;
  const [commentsFile, setCommentsFile] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <Download aria-hidden="true" />
            Export
            <ChevronDown aria-hidden="true" className="text-muted-foreground" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-64">
          <DropdownMenuLabel>Download this report</DropdownMenuLabel>
          {EXPORTS.map(({ format, label, hint, icon: Icon }) => (
            <DropdownMenuItem key={format} asChild>
              <a href={client.exportUrl(analysisId, format)} download>
                <Icon aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="font-medium text-foreground">{label}</span>
                  <span className="text-xs text-muted-foreground">{hint}</span>
                </span>
              </a>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCommentsFile(true)}>
            <Columns3 aria-hidden="true" />
            <span className="flex flex-col">
              <span className="font-medium text-foreground">All comments…</span>
              <span className="text-xs text-muted-foreground">Choose the columns, no report</span>
            </span>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CommentsFileDialog
        open={commentsFile}
        onOpenChange={setCommentsFile}
        client={client}
        analysis={analysis}
        inFile={inFile}
      />
    </>
  );
}

function sourceLine(analysis: AnalysisState): string {
  if (analysis.source === "import") {
    return analysis.file_name ? `Imported file: ${analysis.file_name}` : "Imported file";
  }
  if (analysis.source === "demo") return "Sample data";
  const owner = analysis.post?.owner.username;
  return owner ? `Instagram post by @${owner}` : "Instagram post";
}

function Stat({ label, value, icon: Icon }: { label: string; value: string; icon?: LucideIcon }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-1.5 text-sm font-medium text-foreground tabular-nums">
        {Icon ? (
          <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        ) : null}
        {value}
      </dd>
    </div>
  );
}

/** The answer first: the overall sentiment, how sure, and how many comments it rests on. */
export function ReportHeader({
  analysis,
  result,
  client,
  exports = true,
  share,
}: {
  analysis: AnalysisState;
  result: AnalysisResult;
  client: AnalysesClient;
  /** Offer the downloads (not on a shared, read-only report). */
  exports?: boolean;
  /** The owner's "Share" control. */
  share?: ReactNode;
}) {
  const look = sentimentLook(result.overall_sentiment);
  const title = sentimentTitle(result.overall_sentiment as OverallSentiment);
  const score = wholePercent(result.sentiment_score);

  return (
    <section
      aria-labelledby="report-sentiment"
      className={cn("rounded-card border p-5 sm:p-6", TONE_CLASSES[look.tone])}
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <span aria-hidden="true" className="text-4xl leading-none sm:text-5xl">
            {look.emoji}
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Overall sentiment
            </p>
            <h2
              id="report-sentiment"
              className={cn(
                "text-2xl font-semibold tracking-tight sm:text-3xl",
                TONE_TEXT[look.tone],
              )}
            >
              {title}
            </h2>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3 sm:shrink-0 sm:flex-col sm:items-end sm:gap-2">
          <p className="flex items-baseline gap-2">
            <span
              className={cn(
                "text-3xl font-semibold tracking-tight tabular-nums sm:text-4xl",
                TONE_TEXT[look.tone],
              )}
            >
              {score}%
            </span>
            <span className="text-sm whitespace-nowrap text-muted-foreground">sentiment score</span>
          </p>
          <p className="text-xs text-muted-foreground sm:text-right">
            {SENTIMENT_SCORE_DEFINITION}
          </p>
          {exports || share ? (
            <div className="ml-auto flex flex-wrap items-center gap-2 sm:ml-0 sm:justify-end">
              {share}
              {exports ? (
                <ExportMenu client={client} analysis={analysis} inFile={result.total_comments} />
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-1 gap-x-6 gap-y-3 border-t border-current/10 pt-4 sm:grid-cols-3">
        <Stat
          label="Comments"
          icon={MessagesSquare}
          value={analyzedLine(result.analyzed, result.available)}
        />
        <Stat label="Analysis time" icon={Clock} value={formatSeconds(result.analysis_time)} />
        <Stat label="Source" value={sourceLine(analysis)} />
      </dl>
    </section>
  );
}

function pointsText(change: number): { text: string; icon: LucideIcon; tone: string } {
  const points = Math.round(change * 100);
  if (points > 0) {
    return {
      text: `up ${points} ${points === 1 ? "point" : "points"}`,
      icon: ArrowUpRight,
      tone: "text-positive-text",
    };
  }
  if (points < 0) {
    return {
      text: `down ${-points} ${points === -1 ? "point" : "points"}`,
      icon: ArrowDownRight,
      tone: "text-negative-text",
    };
  }
  return { text: "unchanged", icon: ArrowRight, tone: "text-muted-foreground" };
}

function TopicList({ topics, empty }: { topics: readonly string[]; empty: string }) {
  if (topics.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {topics.map((topic) => (
        <li key={topic}>
          <Badge variant="outline" className="text-foreground">
            {topic}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Re-analysis of the same post: what moved since the owner's previous report. */
export function ComparisonPanel({
  comparison,
  currentScore,
}: {
  comparison: AnalysisComparison;
  currentScore: number;
}) {
  const sentiment = pointsText(comparison.sentiment_score_change);
  const SentimentIcon = sentiment.icon;
  const commentsNow = comparison.previous_comments + comparison.comments_change;
  const delta = comparison.comments_change;
  return (
    <section
      aria-labelledby="report-changes"
      className="rounded-card border border-border bg-surface p-5"
    >
      <h2
        id="report-changes"
        className="flex items-center gap-2 text-base font-semibold text-foreground"
      >
        <History aria-hidden="true" className="size-4 text-primary-text" />
        What changed since {formatDate(comparison.previous_created_at)}
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <div>
          <p className="text-xs font-medium text-muted-foreground">Sentiment</p>
          <p className={cn("mt-1 flex items-center gap-1.5 text-sm font-medium", sentiment.tone)}>
            <SentimentIcon aria-hidden="true" className="size-4 shrink-0" />
            Sentiment {sentiment.text}
          </p>
          <p className="mt-0.5 text-sm text-muted-foreground tabular-nums">
            {wholePercent(comparison.previous_sentiment_score)}% (
            {sentimentTitle(comparison.previous_overall_sentiment)}) → {wholePercent(currentScore)}%
          </p>
        </div>
        <div>
          <p className="text-xs font-medium text-muted-foreground">Comments analysed</p>
          <p className="mt-1 text-sm font-medium text-foreground tabular-nums">
            {delta === 0
              ? "Same number of comments"
              : `${delta > 0 ? "+" : "−"}${formatNumber(Math.abs(delta))} ${Math.abs(delta) === 1 ? "comment" : "comments"}`}
          </p>
          <p className="mt-0.5 text-sm text-muted-foreground tabular-nums">
            {formatNumber(comparison.previous_comments)} → {formatNumber(commentsNow)}
          </p>
        </div>
        <div>
          <p className="mb-1.5 text-xs font-medium text-muted-foreground">New topics</p>
          <TopicList topics={comparison.new_topics} empty="No new topics came up." />
        </div>
        <div>
          <p className="mb-1.5 text-xs font-medium text-muted-foreground">No longer mentioned</p>
          <TopicList
            topics={comparison.dropped_topics}
            empty="Every earlier topic is still talked about."
          />
        </div>
      </div>
    </section>
  );
}
