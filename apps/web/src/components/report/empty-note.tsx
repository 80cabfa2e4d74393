import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** One sentence where a list would be empty, saying why, so no card is ever blank. */
export function EmptyNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        "rounded-control border border-dashed border-border px-4 py-3 text-sm text-muted-foreground",
        className,
      )}
    >
      {children}
    </p>
  );
}
