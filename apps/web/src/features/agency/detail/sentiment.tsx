import { formatNumber, type ProfileMetrics } from "@commentlens/shared";
import { SentimentBreakdown as Breakdown } from "../../../components/report/sentiment-breakdown";
import { commentsLabel } from "../format";

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
      <Breakdown
        percent={metrics.sentiment_breakdown}
        figures={(label) => commentsLabel(counts[label])}
        donut={donut}
      />
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
