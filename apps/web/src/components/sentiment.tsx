import { SENTIMENT_LABELS, type SentimentLabel } from "@commentlens/shared";
import { Frown, type LucideIcon, Meh, Smile } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { ShareBar } from "./share-bar";

/*
 * How a sentiment label looks wherever it is shown: colour, icon and word together, so colour
 * is never the only signal. The colours are theme variables, so dark mode follows.
 */

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

/** Background classes: bars and dots. */
export const SENTIMENT_BG_CLASSES = {
  positive: "bg-positive",
  neutral: "bg-neutral",
  negative: "bg-negative",
} as const;

export const SENTIMENT_TEXT_CLASSES = {
  positive: "text-positive-text",
  neutral: "text-neutral-text",
  negative: "text-negative-text",
} as const;

/** Fills for SVG charts. */
export const SENTIMENT_FILLS: Record<SentimentLabel, string> = {
  positive: "var(--cl-positive)",
  neutral: "var(--cl-neutral)",
  negative: "var(--cl-negative)",
};

/** One label of a sentiment breakdown: its name, its figures (`children`) and its share bar. */
export function SentimentShareRow({
  label,
  percentage,
  children,
}: {
  label: SentimentLabel;
  percentage: number;
  children: ReactNode;
}) {
  const Icon = SENTIMENT_ICONS[label];
  return (
    <li className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <span
          className={cn(
            "inline-flex items-center gap-1.5 text-sm font-medium",
            SENTIMENT_TEXT_CLASSES[label],
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {SENTIMENT_NAMES[label]}
        </span>
        <span className="text-sm text-muted-foreground tabular-nums">{children}</span>
      </div>
      <ShareBar percentage={percentage} barClassName={SENTIMENT_BG_CLASSES[label]} />
    </li>
  );
}

/** The key of a chart drawn in the sentiment colours: dot, icon and word of each label. */
export function SentimentLegend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {SENTIMENT_LABELS.map((label) => {
        const Icon = SENTIMENT_ICONS[label];
        return (
          <li key={label} className="inline-flex items-center gap-1.5 text-muted-foreground">
            <span
              aria-hidden="true"
              className={cn("size-2.5 rounded-full", SENTIMENT_BG_CLASSES[label])}
            />
            <Icon aria-hidden="true" className="size-4" />
            {SENTIMENT_NAMES[label]}
          </li>
        );
      })}
    </ul>
  );
}
