import type { TrendPoint } from "@commentlens/shared";
import { SENTIMENT_LABELS } from "@commentlens/shared";
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { useReducedMotion } from "../../lib/use-reduced-motion";
import { ChartTooltipBox, COUNT_AXIS_PROPS, GRID_PROPS, X_AXIS_PROPS } from "../charts/chart-parts";
import { SENTIMENT_FILLS, SENTIMENT_NAMES } from "../sentiment";

/* In its own chunk (see runs-trend.tsx): recharts is loaded only once there are runs to draw. */

/** The sentiment shares of each run, as lines over the runs' dates. */
export function RunsChart({
  points,
  labels,
}: {
  points: readonly TrendPoint[];
  /** Each run's name on the axis. */
  labels: readonly string[];
}) {
  const reduced = useReducedMotion();
  const data = points.map((p, i) => ({
    label: labels[i] ?? "",
    positive: Math.round(p.positive),
    neutral: Math.round(p.neutral),
    negative: Math.round(p.negative),
  }));
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <LineChart
        responsive
        style={{ width: "100%", height: "100%" }}
        data={data}
        margin={{ top: 8, right: 24, bottom: 4, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid {...GRID_PROPS} />
        {/* The first and last runs keep their names however long they are. */}
        <XAxis {...X_AXIS_PROPS} interval="preserveStartEnd" />
        <YAxis {...COUNT_AXIS_PROPS} domain={[0, 100]} unit="%" />
        <Tooltip
          content={({ active, payload, label }) =>
            active && payload?.length ? (
              <ChartTooltipBox label={String(label ?? "")}>
                {SENTIMENT_LABELS.map((key) => (
                  <li key={key} className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="size-2 rounded-full"
                      style={{ background: SENTIMENT_FILLS[key] }}
                    />
                    <span className="flex-1">{SENTIMENT_NAMES[key]}</span>
                    <span>{String(payload.find((p) => p.dataKey === key)?.value ?? 0)}%</span>
                  </li>
                ))}
              </ChartTooltipBox>
            ) : null
          }
        />
        {SENTIMENT_LABELS.map((key) => (
          <Line
            key={key}
            dataKey={key}
            name={SENTIMENT_NAMES[key]}
            stroke={SENTIMENT_FILLS[key]}
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={!reduced}
          />
        ))}
      </LineChart>
    </div>
  );
}
