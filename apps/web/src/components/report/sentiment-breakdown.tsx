import { SENTIMENT_LABELS, type SentimentLabel } from "@commentlens/shared";
import { lazy, type ReactNode, Suspense } from "react";
import { SentimentShareRow } from "../sentiment";
import { Skeleton } from "../ui/skeleton";

const SentimentDonut = lazy(async () => ({
  default: (await import("./sentiment-donut")).SentimentDonut,
}));

/**
 * Positive / neutral / negative of a report: the donut, then each share with its bar and the
 * comments it stands for (`figures` words them, e.g. "about 12 comments").
 */
export function SentimentBreakdown({
  percent,
  figures,
  donut = true,
}: {
  /** Whole percentages summing to 100 (or all 0 when nothing is counted). */
  percent: Record<SentimentLabel, number>;
  figures: (label: SentimentLabel) => ReactNode;
  donut?: boolean;
}) {
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:gap-10">
      {donut ? (
        <Suspense
          fallback={<Skeleton className="size-44 shrink-0 self-center rounded-full sm:self-auto" />}
        >
          <SentimentDonut percent={percent} />
        </Suspense>
      ) : null}
      <ul aria-label="Sentiment breakdown" className="flex min-w-0 flex-1 flex-col gap-4">
        {SENTIMENT_LABELS.map((label) => (
          <SentimentShareRow key={label} label={label} percentage={percent[label]}>
            <span className="text-lg font-semibold text-foreground">{percent[label]}%</span>
            <span className="ml-2">{figures(label)}</span>
          </SentimentShareRow>
        ))}
      </ul>
    </div>
  );
}
