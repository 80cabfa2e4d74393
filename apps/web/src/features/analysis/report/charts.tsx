import type { SentimentLabel, Timeline } from "@commentlens/shared";
import { formatNumber, SENTIMENT_LABELS } from "@commentlens/shared";
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, Tooltip, XAxis, YAxis } from "recharts";
import { type Breakdown, formatBucket, type TimelinePoint } from "./derive";
import { SENTIMENT_NAMES } from "./parts";
import { useReducedMotion } from "./use-reduced-motion";

/*
 * The report's charts, in their own chunk: recharts is the heaviest thing the report uses,
 * so the page around it paints first. Colours come from the theme variables, so dark mode
 * and the sentiment colours stay the same as everywhere else.
 */

export const SENTIMENT_FILLS: Record<SentimentLabel, string> = {
  positive: "var(--cl-positive)",
  neutral: "var(--cl-neutral)",
  negative: "var(--cl-negative)",
};

/** Donut of the breakdown; the figures themselves are written beside it. */
export function SentimentDonut({ breakdown }: { breakdown: Breakdown }) {
  const reduced = useReducedMotion();
  const data = SENTIMENT_LABELS.map((label) => ({
    label,
    name: SENTIMENT_NAMES[label],
    value: breakdown.percent[label],
  })).filter((d) => d.value > 0);
  const summary = SENTIMENT_LABELS.map(
    (label) => `${breakdown.percent[label]}% ${SENTIMENT_NAMES[label].toLowerCase()}`,
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
        <PieChart
          width={176}
          height={176}
          margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            innerRadius={58}
            outerRadius={86}
            startAngle={90}
            endAngle={-270}
            paddingAngle={data.length > 1 ? 1.5 : 0}
            stroke="var(--cl-surface)"
            strokeWidth={2}
            isAnimationActive={!reduced}
            animationDuration={500}
          >
            {data.map((d) => (
              <Cell key={d.label} fill={SENTIMENT_FILLS[d.label]} />
            ))}
          </Pie>
        </PieChart>
      )}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center"
      >
        <span className="text-2xl font-semibold text-foreground tabular-nums">
          {breakdown.percent.positive}%
        </span>
        <span className="text-xs text-muted-foreground">positive</span>
      </div>
    </div>
  );
}

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
    <div className="rounded-control border border-border bg-surface px-3 py-2 text-xs text-foreground shadow-raised">
      <p className="mb-1 font-medium">{String(label ?? "")}</p>
      <ul className="flex flex-col gap-0.5 tabular-nums">
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
      </ul>
    </div>
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
        margin={{ top: 8, right: 8, bottom: 0, left: -12 }}
        barCategoryGap={data.length > 40 ? 1 : "20%"}
        // The figures are in a table for screen readers; the chart itself is decoration.
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--cl-border)" />
        <XAxis
          dataKey="label"
          tickLine={false}
          axisLine={{ stroke: "var(--cl-border)" }}
          tick={{ fill: "var(--cl-muted-foreground)", fontSize: 12 }}
          interval="preserveStartEnd"
          minTickGap={24}
        />
        <YAxis
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
          width={44}
          tick={{ fill: "var(--cl-muted-foreground)", fontSize: 12 }}
        />
        <Tooltip
          cursor={{ fill: "var(--cl-secondary)" }}
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
