import { FileText, MessageCircleQuestionMark, Search, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { fieldClasses } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import type { HelpSearch as Engine, TextPart } from "./search-engine";

function Highlighted({ parts }: { parts: TextPart[] }) {
  return parts.map((part, i) =>
    part.match ? (
      <mark
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string, never reordered.
        key={i}
        className="rounded-sm bg-amber-200 px-0.5 text-slate-900"
      >
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

export interface HelpSearchProps {
  /** The search over the help centre; its code and text are fetched when the box first shows. */
  loadSearch: () => Promise<Engine>;
  /** Opens a FAQ entry on the page (FAQ results have no page of their own). */
  onOpenFaq: (id: string) => void;
}

/**
 * Search as you type over every help article and FAQ entry.
 * A combobox: arrow keys move through the results, Enter opens one, Escape clears the box.
 */
export function HelpSearch({ loadSearch, onOpenFaq }: HelpSearchProps) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const [engine, setEngine] = useState<Engine | undefined>();
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);

  useEffect(() => {
    let cancelled = false;
    loadSearch().then(
      (search) => {
        if (!cancelled) setEngine(() => search);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [loadSearch]);

  const hits = useMemo(() => (engine ? engine(query) : []), [engine, query]);
  // The keyboard's position stays in view when the list is taller than the screen.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${id}-result-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, id]);
  const searching = query.trim() !== "";
  const open = searching && hits.length > 0;
  const optionId = (index: number) => `${id}-result-${index}`;

  function choose(index: number) {
    const hit = hits[index];
    if (!hit) return;
    const { document } = hit;
    if (document.kind === "faq") {
      setQuery("");
      setActive(-1);
      onOpenFaq(document.anchor ?? document.id);
      return;
    }
    navigate(`/help/${document.slug}${document.anchor ? `#${document.anchor}` : ""}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && open) {
      event.preventDefault();
      setActive((i) => (i + 1) % hits.length);
    } else if (event.key === "ArrowUp" && open) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      choose(active >= 0 ? active : 0);
    } else if (event.key === "Escape" && query !== "") {
      event.preventDefault();
      setQuery("");
      setActive(-1);
    }
  }

  let status = "";
  if (failed) status = "Search could not be loaded. Reload the page to try again.";
  else if (searching && !engine) status = "Loading search…";
  else if (searching && hits.length === 0) status = `No results for “${query.trim()}”`;
  else if (searching) status = `${hits.length} ${hits.length === 1 ? "result" : "results"}`;

  return (
    <search>
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-foreground">
        Search the help center
      </label>
      <div className="relative mt-1.5">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          spellCheck={false}
          placeholder="Try “refund”, “export” or “no comments found”"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className={cn(
            fieldClasses,
            "h-12 pr-11 pl-11 [&::-webkit-search-cancel-button]:appearance-none",
          )}
        />
        {query ? (
          <button
            type="button"
            aria-label="Clear search"
            className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-control text-muted-foreground hover:bg-secondary hover:text-foreground"
            onClick={() => {
              setQuery("");
              setActive(-1);
            }}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>

      <p
        id={`${id}-status`}
        role="status"
        className={cn("mt-2 text-sm text-muted-foreground", status === "" && "sr-only")}
      >
        {status}
      </p>

      <div
        id={listId}
        role="listbox"
        aria-label="Search results"
        hidden={!open}
        className="mt-2 flex flex-col gap-1 rounded-card border border-border bg-surface p-2 shadow-raised"
      >
        {hits.map((hit, index) => {
          const Icon = hit.document.kind === "faq" ? MessageCircleQuestionMark : FileText;
          return (
            // Options of a combobox are not focused: focus stays in the box, which follows them
            // with aria-activedescendant and handles the keys (WAI-ARIA combobox pattern).
            // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: see above.
            <div
              key={hit.document.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={cn(
                "flex cursor-pointer gap-3 rounded-control px-3 py-2.5",
                index === active ? "bg-primary-subtle" : "hover:bg-secondary",
              )}
              // Keeps focus in the box so the keyboard position is not lost on a click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0">
                <span className="block text-xs font-medium text-muted-foreground">
                  {hit.document.kind === "faq" ? (
                    "FAQ"
                  ) : hit.heading ? (
                    <Highlighted parts={hit.title} />
                  ) : (
                    "Article"
                  )}
                </span>
                <span className="block font-medium text-foreground">
                  <Highlighted parts={hit.heading ?? hit.title} />
                </span>
                <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">
                  <Highlighted parts={hit.snippet} />
                </span>
              </span>
            </div>
          );
        })}
      </div>
    </search>
  );
}
