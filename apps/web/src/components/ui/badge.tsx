import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { type BadgeVariant, badgeVariants } from "./badge-variants";

/**
 * A short label. Sentiment and status variants carry colour, so the text (or an icon passed
 * as a child) must always say the meaning too: colour is never the only signal.
 */
export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}

/**
 * Badge variant for an analysis status: in progress blue, completed green, failed red, any
 * other value gray. The progress steps (fetching_comments, analyzing, aggregating) count as
 * in progress.
 */
export function statusBadgeVariant(status: string): BadgeVariant {
  switch (status) {
    case "in_progress":
    case "fetching_comments":
    case "analyzing":
    case "aggregating":
      return "in-progress";
    case "completed":
      return "completed";
    case "failed":
      return "failed";
    default:
      return "other";
  }
}

export { type BadgeVariant, badgeVariants };
