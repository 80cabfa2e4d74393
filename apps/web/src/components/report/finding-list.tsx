import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { EmptyNote } from "./empty-note";

export interface FindingRow {
  key: string;
  /** The finding as a sentence. */
  text: string;
  /** What backs it: the button that opens its comments, or its counts and posts. */
  support: ReactNode;
}

/**
 * Findings as a quiet list, the same in every report: each sentence with what supports it,
 * beside it (`aside`, for a single button) or under it (`below`, for a line of details).
 */
export function FindingList({
  findings,
  empty,
  support = "aside",
  className,
}: {
  findings: readonly FindingRow[];
  /** The sentence shown when there is nothing to list. */
  empty: string;
  support?: "aside" | "below";
  className?: string;
}) {
  if (findings.length === 0) return <EmptyNote className={className}>{empty}</EmptyNote>;
  return (
    <ul className={cn("divide-y divide-border", support === "below" && "flex flex-col", className)}>
      {findings.map((finding) => (
        <li
          key={finding.key}
          className={cn(
            "first:pt-0 last:pb-0",
            support === "aside"
              ? "flex items-start justify-between gap-3 py-2.5"
              : "flex min-w-0 flex-col gap-2 py-3",
          )}
        >
          <p className="min-w-0 text-sm leading-6 break-words text-foreground">{finding.text}</p>
          {finding.support}
        </li>
      ))}
    </ul>
  );
}
