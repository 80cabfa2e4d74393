import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

/** A page-level message: green for success, red for errors, with an icon beside the colour. */
export function Banner({
  tone,
  children,
  className,
}: {
  tone: "success" | "error";
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2.5 rounded-control px-3.5 py-3 text-sm font-medium",
        tone === "success"
          ? "bg-status-success-subtle text-status-success-text"
          : "bg-status-failed-subtle text-status-failed-text",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
