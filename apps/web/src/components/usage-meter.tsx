import { UNLIMITED_USAGE } from "@commentlens/shared";
import { useId } from "react";
import { Progress } from "./ui/progress";

/** Usage this period as a bar with its figures ("3 of 5 analyses used"); no bar when unlimited. */
export function UsageMeter({
  used,
  limit,
  label = "Usage this period",
}: {
  used: number;
  limit: number;
  label?: string;
}) {
  const id = useId();
  const unlimited = limit >= UNLIMITED_USAGE;
  const noun = (n: number) => (n === 1 ? "analysis" : "analyses");
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span id={`${id}-label`} className="font-medium text-foreground">
          {label}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {unlimited
            ? `${used.toLocaleString("en-US")} ${noun(used)} used · Unlimited`
            : `${used.toLocaleString("en-US")} of ${limit.toLocaleString("en-US")} analyses used`}
        </span>
      </div>
      {unlimited ? null : (
        <Progress
          value={used}
          max={Math.max(limit, 1)}
          aria-labelledby={`${id}-label`}
          aria-valuetext={`${used} of ${limit} analyses used`}
          className={used >= limit ? "[&>div]:bg-destructive" : undefined}
        />
      )}
    </div>
  );
}
