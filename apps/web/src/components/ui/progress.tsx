import { Progress as ProgressPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, "value"> & {
  /**
   * Done so far, between 0 and `max`. Pass `null` when the total is unknown: the bar then
   * shows honest indeterminate motion instead of a made-up percentage.
   */
  value: number | null;
  max?: number;
};

/** Needs an accessible name: pass `aria-label` or `aria-labelledby`. */
export function Progress({ className, value, max = 100, ...props }: ProgressProps) {
  const clamped = value === null ? null : Math.min(Math.max(value, 0), max);
  const percent = clamped === null ? 0 : (clamped / max) * 100;

  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={max}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
      {...props}
    >
      {clamped === null ? (
        <ProgressPrimitive.Indicator className="h-full w-2/5 rounded-full bg-primary motion-safe:animate-indeterminate motion-reduce:w-full motion-reduce:opacity-40" />
      ) : (
        <ProgressPrimitive.Indicator
          className="h-full w-full origin-left rounded-full bg-primary transition-transform duration-300"
          style={{ transform: `scaleX(${percent / 100})` }}
        />
      )}
    </ProgressPrimitive.Root>
  );
}
