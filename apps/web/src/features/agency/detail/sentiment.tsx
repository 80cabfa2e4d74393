import {
  formatNumber,
  type ProfileMetrics,
  SENTIMENT_LABELS,
  type SentimentLabel,
} from "@commentlens/shared";
import { Frown, type LucideIcon, Meh, Smile } from "lucide-react";
import { Suspense } from "react";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { commentsLabel } from "../format";
import { SentimentDonut } from "./lazy-charts";
import { ShareBar } from "./parts";

export const SENTIMENT_ICONS: Record<SentimentLabel, LucideIcon> = {
  positive: Smile,
  neutral: Meh,
  negative: Frown,
};

export const SENTIMENT_NAMES: Record<SentimentLabel, string> = {
  positive: "Positive",
  neutral: "Neutral",
  negative: "Negative",
};

const BAR_CLASSES = {
  positive: "bg-positive",
  neutral: "bg-neutral",
  negative: "bg-negative",
} as const;

const TEXT_CLASSES = {
  positive: "text-positive-text",
  neutral: "text-neutral-text",
  negative: "text-negative-text",
} as const;

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
          {SENTIMENT_LABELS.map((label) => {
            const Icon = SENTIMENT_ICONS[label];
            return (
              <li key={label} className="flex flex-col gap-1.5">
                <div className="flex items-baseline justify-between gap-3">
                  <span
                    className={cn(
                      "inline-flex items-center gap-1.5 text-sm font-medium",
                      TEXT_CLASSES[label],
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {SENTIMENT_NAMES[label]}
                  </span>
                  <span className="text-sm text-muted-foreground tabular-nums">
                    <span className="font-semibold text-foreground">
                      {metrics.sentiment_breakdown[label]}%
                    </span>
                    <span className="ml-2">{commentsLabel(counts[label])}</span>
                  </span>
                </div>
                <ShareBar
                  percentage={metrics.sentiment_breakdown[label]}
                  className={BAR_CLASSES[label]}
                />
              </li>
            );
          })}
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
