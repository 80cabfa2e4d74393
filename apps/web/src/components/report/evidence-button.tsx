import { Quote } from "lucide-react";
import { cn } from "../../lib/cn";

/**
 * The "12 comments" button beside a finding: opens the comments behind it. The report that
 * shows it decides what opening means (its evidence dialog).
 */
export function EvidenceButton({
  label,
  title,
  onOpen,
  className,
}: {
  /** The support as shown, e.g. "12 comments". */
  label: string;
  /** The finding, for the button's accessible name. */
  title: string;
  onOpen: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={`${label}: show the comments behind “${title}”`}
      onClick={onOpen}
      className={cn(
        "inline-flex h-7 shrink-0 items-center gap-1.5 rounded-full border border-border bg-surface px-2.5 text-xs font-medium text-muted-foreground tabular-nums transition-colors",
        "hover:border-input hover:bg-secondary hover:text-foreground",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      <Quote aria-hidden="true" className="size-3.5" />
      {label}
    </button>
  );
}
