import { type ReactNode, Suspense, useState } from "react";
import { Button } from "../ui/button";
import { Skeleton } from "../ui/skeleton";

/**
 * A chart with a "Show as table" toggle: the chart (its table kept for screen readers), or its
 * table in plain sight for anyone who would rather read the figures. `lead` is what stands
 * left of the toggle (a legend, a summary), told whether the table is showing.
 */
export function ChartOrTable({
  lead,
  chart,
  table,
  chartClassName,
}: {
  lead: (asTable: boolean) => ReactNode;
  /** The chart, loaded lazily: a skeleton of `chartClassName` stands in meanwhile. */
  chart: ReactNode;
  table: ReactNode;
  chartClassName: string;
}) {
  const [asTable, setAsTable] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {lead(asTable)}
        <Button variant="link" size="sm" onClick={() => setAsTable((v) => !v)}>
          {asTable ? "Show as chart" : "Show as table"}
        </Button>
      </div>
      {asTable ? (
        <div className="overflow-x-auto text-sm [&_td]:py-1.5 [&_td]:pr-3 [&_th]:py-1.5 [&_th]:pr-3 [&_th]:text-left [&_caption]:sr-only tabular-nums">
          {table}
        </div>
      ) : (
        <>
          <Suspense fallback={<Skeleton className={chartClassName} />}>{chart}</Suspense>
          <div className="sr-only">{table}</div>
        </>
      )}
    </>
  );
}
