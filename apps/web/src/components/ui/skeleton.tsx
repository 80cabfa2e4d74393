import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** Reserves the space of content that is still loading, so nothing shifts when it arrives. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-control bg-secondary", className)}
      {...props}
    />
  );
}
