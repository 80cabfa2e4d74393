import { ChevronDown } from "lucide-react";
import type { FaqEntry } from "../../../vite-plugins/content/types";
import { Prose } from "../../components/prose";

export interface FaqListProps {
  entries: readonly FaqEntry[];
  /** Ids of the entries shown open. */
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** The FAQ as disclosure buttons (WAI-ARIA disclosure pattern): question opens its answer. */
export function FaqList({ entries, open, onToggle }: FaqListProps) {
  return (
    <ul className="divide-y divide-border border-y border-border">
      {entries.map((entry) => {
        const expanded = open.has(entry.id);
        return (
          <li key={entry.id} id={entry.id} className="scroll-mt-24">
            <h3>
              <button
                id={`${entry.id}-button`}
                type="button"
                aria-expanded={expanded}
                aria-controls={`${entry.id}-answer`}
                onClick={() => onToggle(entry.id)}
                className="flex w-full items-start justify-between gap-4 py-4 text-left font-semibold text-foreground hover:text-primary-text"
              >
                {entry.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform ${expanded ? "rotate-180" : ""}`}
                />
              </button>
            </h3>
            <div id={`${entry.id}-answer`} hidden={!expanded} className="pb-5">
              <Prose html={entry.answerHtml} className="text-muted-foreground" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
