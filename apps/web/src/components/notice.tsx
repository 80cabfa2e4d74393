import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

/** A page-level message with an icon beside the colour; `actions` hold what to do next. */
export function Notice({
  tone,
  title,
  children,
  actions,
  className,
}: {
  tone: "success" | "error";
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2.5 rounded-control px-4 py-3 text-sm",
        tone === "success"
          ? "bg-status-success-subtle text-status-success-text"
          : "bg-status-failed-subtle text-status-failed-text",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="font-medium break-words">{title}</p>
        {children ? <div className="break-words">{children}</div> : null}
        {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
      </div>
    </div>
  );
}
