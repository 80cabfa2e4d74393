import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export type NoticeTone = "success" | "info" | "error" | "warning";

const TONES: Record<NoticeTone, { icon: typeof CircleCheck; classes: string }> = {
  success: { icon: CircleCheck, classes: "bg-status-success-subtle text-status-success-text" },
  info: { icon: Info, classes: "bg-status-progress-subtle text-status-progress-text" },
  error: { icon: CircleAlert, classes: "bg-status-failed-subtle text-status-failed-text" },
  // No semantic warning token exists; amber is used only here, for "act soon" states.
  warning: {
    icon: TriangleAlert,
    classes: "bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  },
};

/** A page-level banner: an icon beside the colour, `actions` for what to do next. */
export function Notice({
  tone,
  children,
  actions,
  className,
}: {
  tone: NoticeTone;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const { icon: Icon, classes } = TONES[tone];
  return (
    <div
      role={tone === "success" || tone === "info" ? "status" : "alert"}
      className={cn(
        "flex items-start gap-2.5 rounded-control px-3.5 py-3 text-sm font-medium",
        classes,
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="break-words">{children}</p>
        {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
      </div>
    </div>
  );
}
