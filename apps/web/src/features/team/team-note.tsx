import { Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * A note about the team's state inside the tab: `info` for what will happen, `warning` for
 * what already costs someone the plan. An icon beside the colour; plain text, not a live
 * region (it is part of the page, not news).
 */
export function TeamNote({ tone, children }: { tone: "info" | "warning"; children: ReactNode }) {
  const Icon = tone === "info" ? Info : TriangleAlert;
  return (
    <div
      className={cn(
        "flex items-start gap-2.5 rounded-control px-3.5 py-3 text-sm font-medium",
        tone === "info"
          ? "bg-status-progress-subtle text-status-progress-text"
          : // No semantic warning token exists; amber as the billing notices use it.
            "bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 break-words">{children}</p>
    </div>
  );
}
