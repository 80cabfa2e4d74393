import type { SentimentLabel, Timeline } from "@commentlens/shared";
import { formatNumber, SENTIMENT_LABELS } from "@commentlens/shared";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import {
  ChartTooltipBox,
  COUNT_AXIS_PROPS,
  GRID_PROPS,
  TOOLTIP_CURSOR,
  X_AXIS_PROPS,
} from "../../../components/charts/chart-parts";
import { SENTIMENT_FILLS, SENTIMENT_NAMES } from "../../../components/sentiment";
import { useReducedMotion } from "../../../lib/use-reduced-motion";
import { formatBucket, type TimelinePoint } from "./derive";

/*
 * The report's charts, in their own chunk: recharts is the heaviest thing the report uses,
 * so the page around it paints first. Colours come from the theme variables, so dark mode
 * and the sentiment colours stay the same as everywhere else.
 */

interface TooltipEntry {
  dataKey?: unknown;
  name?: unknown;
  value?: unknown;
}

function TimelineTooltip({
  active,
  payload,
  label,
}: {
  active?: boolean;
  payload?: readonly TooltipEntry[];
  label?: unknown;
}) {
  if (!active || !payload?.length) return null;
  const total = payload.reduce((sum, p) => sum + (Number(p.value) || 0), 0);
  return (
    <ChartTooltipBox label={String(label ?? "")}>
      {[...payload].reverse().map((p) => (
        <li key={String(p.dataKey)} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-2 rounded-full"
            style={{ background: SENTIMENT_FILLS[p.dataKey as SentimentLabel] }}
          />
          <span className="flex-1">{String(p.name)}</span>
          <span>{formatNumber(Number(p.value) || 0)}</span>
        </li>
      ))}
      <li className="mt-0.5 flex justify-between gap-4 border-t border-border pt-1">
        <span>Total</span>
        <span>{formatNumber(total)}</span>
      </li>
    </ChartTooltipBox>
  );
}

/** Comments per hour or day, stacked by label. */
export function TimelineChart({
  points,
  bucket,
}: {
  points: readonly TimelinePoint[];
  bucket: Timeline["bucket"];
}) {
  const reduced = useReducedMotion();
  const data = points.map((p) => ({ ...p, label: formatBucket(p.start, bucket) }));
  return (
    <div aria-hidden="true" className="h-60 w-full">
      <BarChart
        responsive
        style={{ width: "100%", height: "100%" }}
        data={data}
        // Room on both sides for the first and last date labels, so none is cut off.
        margin={{ top: 8, right: 24, bottom: 4, left: 0 }}
        barCategoryGap={data.length > 40 ? 1 : "20%"}
        // The figures are in a table for screen readers; the chart itself is decoration.
        accessibilityLayer={false}
      >
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...X_AXIS_PROPS} interval="preserveStartEnd" minTickGap={24} />
        <YAxis {...COUNT_AXIS_PROPS} />
        <Tooltip
          cursor={TOOLTIP_CURSOR}
          content={(props) => <TimelineTooltip {...props} />}
          isAnimationActive={!reduced}
        />
        {SENTIMENT_LABELS.map((label, i) => (
          <Bar
            key={label}
            dataKey={label}
            name={SENTIMENT_NAMES[label]}
            stackId="sentiment"
            fill={SENTIMENT_FILLS[label]}
            radius={i === SENTIMENT_LABELS.length - 1 ? [3, 3, 0, 0] : 0}
            isAnimationActive={!reduced}
            animationDuration={500}
          />
        ))}
      </BarChart>
    </div>
  );
}
