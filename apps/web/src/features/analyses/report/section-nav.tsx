import { ArrowUp, type LucideIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { cn } from "../../../lib/cn";

export interface NavSection {
  id: string;
  title: string;
  icon: LucideIcon;
}

/** Which section the reader is in: the first one whose top has passed under the header. */
function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join(",");
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const sectionIds = key.split(",");
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const first = sectionIds.find((id) => visible.get(id));
        if (first) setActive(first);
      },
      // The band just below the sticky site header decides.
      { rootMargin: "-96px 0px -55% 0px" },
    );
    for (const id of sectionIds) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return active;
}

/**
 * The report's sticky contents on wide screens. Links keep their `#id` (open in a new tab,
 * copy) but scroll in place, opening a collapsed section first.
 */
export function SectionNav({
  sections,
  onNavigate,
}: {
  sections: readonly NavSection[];
  onNavigate: (id: string) => void;
}) {
  const active = useActiveSection(sections.map((s) => s.id));
  return (
    <nav aria-label="Report sections" className="hidden lg:col-start-2 lg:row-start-1 lg:block">
      <div className="sticky top-24">
        <p className="mb-2 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          In this report
        </p>
        <ul className="flex flex-col gap-0.5 border-l border-border">
          {sections.map(({ id, title }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                aria-current={active === id ? "location" : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                    return;
                  event.preventDefault();
                  onNavigate(id);
                }}
                className={cn(
                  "-ml-px block border-l-2 py-1.5 pr-2 pl-3 text-sm transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  active === id
                    ? "border-primary font-medium text-primary-text"
                    : "border-transparent text-muted-foreground hover:border-input hover:text-foreground",
                )}
              >
                {title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/**
 * The contents on narrower screens, where the side list does not fit: a bar that stays under
 * the site header with a "Jump to section" menu and a way back to the top, so a long report
 * on a phone is never a long scroll back.
 */
export function SectionJump({
  sections,
  onNavigate,
}: {
  sections: readonly NavSection[];
  onNavigate: (id: string) => void;
}) {
  const active = useActiveSection(sections.map((s) => s.id));
  const selectId = useId();
  return (
    <nav
      aria-label="Jump to a report section"
      className="sticky top-16 z-30 -mx-4 flex items-center gap-2 border-b border-border bg-background/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      <label htmlFor={selectId} className="sr-only">
        Jump to section
      </label>
      <select
        id={selectId}
        value={active ?? ""}
        onChange={(event) => onNavigate(event.target.value)}
        className="h-10 min-w-0 flex-1 rounded-control border border-input bg-surface px-3 text-sm text-foreground"
      >
        {sections.map(({ id, title }) => (
          <option key={id} value={id}>
            {title}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
        className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-control border border-input bg-surface px-3 text-sm font-medium text-foreground hover:bg-secondary"
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        Top
      </button>
    </nav>
  );
}
