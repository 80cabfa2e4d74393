import { formatNumber, type ProfilePostMetric } from "@commentlens/shared";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Line,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import {
  AXIS_TICK,
  ChartTooltipBox,
  COUNT_AXIS_PROPS,
  GRID_PROPS,
  TOOLTIP_CURSOR,
  X_AXIS_PROPS,
} from "../../../components/charts/chart-parts";
import { useReducedMotion } from "../../../lib/use-reduced-motion";
import { hourRange } from "../engagement-clock";
import { formatRate } from "../format";

/*
 * The detail view's charts, in their own chunk: recharts is the heaviest thing the view
 * uses, so the page around it paints first. Each chart is decoration over figures that are
 * also written out (beside it or in a table for screen readers).
 */

function ChartTooltip({
  active,
  label,
  lines,
}: {
  active?: boolean;
  label: string;
  lines: ReadonlyArray<[string, string]>;
}) {
  if (!active) return null;
  return (
    <ChartTooltipBox label={label}>
      {lines.map(([name, value]) => (
        <li key={name} className="flex justify-between gap-4">
          <span>{name}</span>
          <span>{value}</span>
        </li>
      ))}
    </ChartTooltipBox>
  );
}

export interface TrendPoint extends ProfilePostMetric {
  /** The x-axis label: the post's date. */
  label: string;
}

/** Comments per post (bars) and comments per 100 likes (line), oldest post first. */
export function TrendChart({ points }: { points: readonly TrendPoint[] }) {
  const reduced = useReducedMotion();
  const hasRate = points.some((p) => p.engagement_rate !== null);
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ComposedChart
        responsive
        style={{ width: "100%", height: "100%" }}
        data={points as TrendPoint[]}
        margin={{ top: 8, right: hasRate ? 0 : 8, bottom: 0, left: -8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...X_AXIS_PROPS} interval="preserveStartEnd" minTickGap={16} />
        <YAxis yAxisId="comments" {...COUNT_AXIS_PROPS} />
        {hasRate ? (
          <YAxis
            yAxisId="rate"
            orientation="right"
            tickLine={false}
            axisLine={false}
            width={44}
            tick={AXIS_TICK}
            tickFormatter={(value: number) => `${value}%`}
          />
        ) : null}
        <Tooltip
          cursor={TOOLTIP_CURSOR}
          isAnimationActive={!reduced}
          content={({ active, payload }) => {
            const point = payload?.[0]?.payload as TrendPoint | undefined;
            if (!point) return null;
            return (
              <ChartTooltip
                active={active}
                label={`${point.label} · ${point.shortcode}`}
                lines={[
                  ["Comments", formatNumber(point.comments)],
                  ["Likes", point.likes === null ? "Hidden" : formatNumber(point.likes)],
                  [
                    "Comments per 100 likes",
                    point.engagement_rate === null
                      ? "Likes hidden"
                      : formatRate(point.engagement_rate),
                  ],
                ]}
              />
            );
          }}
        />
        <Bar
          yAxisId="comments"
          dataKey="comments"
          name="Comments"
          fill="var(--cl-primary)"
          radius={[3, 3, 0, 0]}
          maxBarSize={40}
          isAnimationActive={!reduced}
          animationDuration={500}
        />
        {hasRate ? (
          <Line
            yAxisId="rate"
            dataKey="engagement_rate"
            name="Comments per 100 likes"
            type="monotone"
            stroke="var(--cl-positive)"
            strokeWidth={2}
            dot={{ r: 3, fill: "var(--cl-positive)" }}
            connectNulls
            isAnimationActive={!reduced}
            animationDuration={500}
          />
        ) : null}
      </ComposedChart>
    </div>
  );
}

/** The Engagement Clock: comments in each local hour, the peak hour in the accent colour. */
export function ClockChart({ hours, peak }: { hours: readonly number[]; peak: number | null }) {
  const reduced = useReducedMotion();
  const data = hours.map((count, hour) => ({ hour, label: String(hour).padStart(2, "0"), count }));
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <BarChart
        responsive
        style={{ width: "100%", height: "100%" }}
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: -12 }}
        barCategoryGap="15%"
        accessibilityLayer={false}
      >
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...X_AXIS_PROPS} interval={2} />
        <YAxis {...COUNT_AXIS_PROPS} />
        <Tooltip
          cursor={TOOLTIP_CURSOR}
          isAnimationActive={!reduced}
          content={({ active, payload }) => {
            const point = payload?.[0]?.payload as (typeof data)[number] | undefined;
            if (!point) return null;
            return (
              <ChartTooltip
                active={active}
                label={hourRange(point.hour)}
                lines={[["Comments", formatNumber(point.count)]]}
              />
            );
          }}
        />
        <Bar
          dataKey="count"
          radius={[3, 3, 0, 0]}
          isAnimationActive={!reduced}
          animationDuration={500}
        >
          {data.map((d) => (
            <Cell
              key={d.hour}
              fill={d.hour === peak ? "var(--cl-primary)" : "var(--cl-neutral)"}
              fillOpacity={d.hour === peak ? 1 : 0.55}
            />
          ))}
        </Bar>
      </BarChart>
    </div>
  );
}
