import { cn } from "../lib/cn";

/** A share as a filled track; the figure itself is written beside it. */
export function ShareBar({
  percentage,
  className,
  barClassName,
}: {
  percentage: number;
  className?: string;
  barClassName?: string;
}) {
  const width = Math.min(100, Math.max(0, percentage));
  return (
    <div
      aria-hidden="true"
      className={cn("h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
    >
      <div
        className={cn("h-full rounded-full bg-primary", barClassName)}
        style={{ width: `${width}%` }}
      />
    </div>
  );
}
