import type { SentimentLabel } from "@commentlens/shared";
import type { ReactNode } from "react";
import { Cell, Pie, PieChart } from "recharts";
import { SENTIMENT_FILLS } from "../sentiment";

/*
 * Pieces the charts have in common, so every chart reads the same. This imports recharts:
 * only chart modules that are themselves loaded lazily may import it.
 */

export const AXIS_TICK = { fill: "var(--cl-muted-foreground)", fontSize: 12 };

export const GRID_PROPS = { vertical: false, stroke: "var(--cl-border)" };

/** The category axis along the bottom; the data's `label` names each point. */
export const X_AXIS_PROPS = {
  dataKey: "label",
  tickLine: false,
  axisLine: { stroke: "var(--cl-border)" },
  tick: AXIS_TICK,
};

/** A count axis on the left: whole numbers only. */
export const COUNT_AXIS_PROPS = {
  allowDecimals: false,
  tickLine: false,
  axisLine: false,
  width: 44,
  tick: AXIS_TICK,
};

export const TOOLTIP_CURSOR = { fill: "var(--cl-secondary)" };

/** The box every chart tooltip is drawn in: a heading and one list item per figure. */
export function ChartTooltipBox({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-control border border-border bg-surface px-3 py-2 text-xs text-foreground shadow-raised">
      <p className="mb-1 font-medium">{label}</p>
      <ul className="flex flex-col gap-0.5 tabular-nums">{children}</ul>
    </div>
  );
}

export interface SentimentSlice {
  label: SentimentLabel;
  value: number;
  /** Shown by a tooltip or legend, if the chart has one. */
  name?: string;
}

/**
 * A sentiment donut drawn clockwise from the top. `data` holds only the labels that have any
 * comments: the caller draws its own empty ring when there are none.
 */
export function SentimentPie({
  data,
  size,
  innerRadius,
  outerRadius,
  margin,
  rootTabIndex,
  animate,
}: {
  data: readonly SentimentSlice[];
  size: number;
  innerRadius: number;
  outerRadius: number;
  margin?: { top: number; right: number; bottom: number; left: number };
  rootTabIndex?: number;
  animate: boolean;
}) {
  return (
    <PieChart width={size} height={size} {...(margin ? { margin } : {})} accessibilityLayer={false}>
      <Pie
        data={data as SentimentSlice[]}
        dataKey="value"
        nameKey="name"
        {...(rootTabIndex === undefined ? {} : { rootTabIndex })}
        innerRadius={innerRadius}
        outerRadius={outerRadius}
        startAngle={90}
        endAngle={-270}
        paddingAngle={data.length > 1 ? 1.5 : 0}
        stroke="var(--cl-surface)"
        strokeWidth={2}
        isAnimationActive={animate}
        animationDuration={500}
      >
        {data.map((d) => (
          <Cell key={d.label} fill={SENTIMENT_FILLS[d.label]} />
        ))}
      </Pie>
    </PieChart>
  );
}
