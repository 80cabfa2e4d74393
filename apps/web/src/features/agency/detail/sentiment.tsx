import { formatNumber, type ProfileMetrics, SENTIMENT_LABELS } from "@commentlens/shared";
import { Suspense } from "react";
import { SentimentShareRow } from "../../../components/sentiment";
import { Skeleton } from "../../../components/ui/skeleton";
import { commentsLabel } from "../format";
import { SentimentDonut } from "./lazy-charts";

/** Positive / neutral / negative with counts and shares, the donut beside them. */
export function SentimentBreakdown({
  metrics,
  donut = true,
}: {
  metrics: ProfileMetrics;
  donut?: boolean;
}) {
  const counts = metrics.sentiment_counts;
  const total = counts.positive + counts.neutral + counts.negative;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        {donut ? (
          <Suspense fallback={<Skeleton className="size-40 shrink-0 self-center rounded-full" />}>
            <div className="self-center">
              <SentimentDonut counts={counts} />
            </div>
          </Suspense>
        ) : null}
        <ul aria-label="Sentiment breakdown" className="flex min-w-0 flex-1 flex-col gap-3">
          {SENTIMENT_LABELS.map((label) => (
            <SentimentShareRow
              key={label}
              label={label}
              percentage={metrics.sentiment_breakdown[label]}
            >
              <span className="font-semibold text-foreground">
                {metrics.sentiment_breakdown[label]}%
              </span>
              <span className="ml-2">{commentsLabel(counts[label])}</span>
            </SentimentShareRow>
          ))}
        </ul>
      </div>
      <p className="text-sm text-muted-foreground">
        {formatNumber(total)} audience comments carry a sentiment
        {metrics.spam_count + metrics.giveaway_count > 0
          ? `; ${formatNumber(metrics.spam_count)} spam and ${formatNumber(metrics.giveaway_count)} giveaway entries are left out`
          : ""}
        .
      </p>
    </div>
  );
}
