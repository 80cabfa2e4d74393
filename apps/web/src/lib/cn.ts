import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/*
 * tailwind-merge must know the theme's custom scale names, otherwise it cannot tell that
 * `rounded-card` overrides `rounded-control` (and keeps both). Marked pure so the ~8 KB gzip
 * library stays out of chunks that never call `cn` (the landing page and the site chrome use
 * the cva variant functions directly for that reason).
 */
const twMerge = /* @__PURE__ */ extendTailwindMerge({
  extend: {
    theme: {
      radius: ["control", "card"],
      shadow: ["raised"],
      container: ["reading", "content"],
      animate: [
        "indeterminate",
        "fade-in",
        "fade-out",
        "pop-in",
        "pop-out",
        "collapsible-down",
        "collapsible-up",
      ],
    },
  },
});

/** Joins class names and lets later Tailwind classes override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
