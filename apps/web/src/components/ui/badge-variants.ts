import { cva, type VariantProps } from "class-variance-authority";

/*
 * Kept apart from the component so the site chrome on the landing chunk can render a badge
 * without pulling in the component's class-merging helper.
 */
export const badgeVariants = /* @__PURE__ */ cva(
  "inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium [&_svg]:size-3.5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "border-transparent bg-secondary text-secondary-foreground",
        brand: "border-transparent bg-primary-subtle text-primary-text",
        outline: "border-border text-muted-foreground",
        positive: "border-transparent bg-positive-subtle text-positive-text",
        neutral: "border-transparent bg-neutral-subtle text-neutral-text",
        negative: "border-transparent bg-negative-subtle text-negative-text",
        /* Flags something to look at (a toxic comment) without the alarm of the negative red. */
        caution:
          "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200",
        "in-progress": "border-transparent bg-status-progress-subtle text-status-progress-text",
        completed: "border-transparent bg-status-success-subtle text-status-success-text",
        failed: "border-transparent bg-status-failed-subtle text-status-failed-text",
        other: "border-transparent bg-status-other-subtle text-status-other-text",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>["variant"]>;
