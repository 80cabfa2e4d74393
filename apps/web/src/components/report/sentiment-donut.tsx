import type { SentimentLabel } from "@commentlens/shared";
import { SENTIMENT_LABELS } from "@commentlens/shared";
import { useReducedMotion } from "../../lib/use-reduced-motion";
import { SentimentPie } from "../charts/chart-parts";
import { SENTIMENT_NAMES } from "../sentiment";

/*
 * The sentiment donut of every report. It imports recharts, so it is loaded lazily
 * (`SentimentBreakdown` does): the page around it paints first.
 */

/** Donut of the shares, the positive share in its middle; the figures are written beside it. */
export function SentimentDonut({ percent }: { percent: Record<SentimentLabel, number> }) {
  const reduced = useReducedMotion();
  const data = SENTIMENT_LABELS.map((label) => ({
    label,
    name: SENTIMENT_NAMES[label],
    value: percent[label],
  })).filter((d) => d.value > 0);
  const summary = SENTIMENT_LABELS.map(
    (label) => `${percent[label]}% ${SENTIMENT_NAMES[label].toLowerCase()}`,
  ).join(", ");

  return (
    <div
      role="img"
      aria-label={`Sentiment breakdown: ${summary}`}
      className="relative size-44 shrink-0 self-center sm:self-auto"
    >
      {data.length === 0 ? (
        <div className="size-44 rounded-full border-[1.5rem] border-secondary" />
      ) : (
        <SentimentPie
          data={data}
          size={176}
          innerRadius={58}
          outerRadius={86}
          margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
          // The figures are written beside it: the chart itself takes no keyboard focus.
          rootTabIndex={-1}
          animate={!reduced}
        />
      )}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center"
      >
        <span className="text-2xl font-semibold text-foreground tabular-nums">
          {percent.positive}%
        </span>
        <span className="text-xs text-muted-foreground">positive</span>
      </div>
    </div>
  );
}
