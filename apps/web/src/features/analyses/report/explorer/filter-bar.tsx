import type { CommentSort, SentimentLabel } from "@commentlens/shared";
import { formatNumber, SENTIMENT_LABELS, STANCE_LABELS, TAG_LABELS } from "@commentlens/shared";
import { Search } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { SENTIMENT_ICONS, SENTIMENT_NAMES } from "../../../../components/sentiment";
import { fieldClasses, Input } from "../../../../components/ui/input";
import { Label } from "../../../../components/ui/label";
import { cn } from "../../../../lib/cn";
import { languageName } from "../../../../lib/language-name";
import {
  type AboutCount,
  type StanceCount,
  TARGET_FILTER_NAMES,
  type TagCount,
  type TargetCount,
} from "../derive";
import type { ExplorerFilters } from "../report-context";

export const SORT_LABELS: Record<CommentSort, string> = {
  likes: "Most liked",
  newest: "Newest",
  oldest: "Oldest",
};

const SEARCH_DEBOUNCE_MS = 300;

export interface LanguageOption {
  language: string;
  count: number;
}

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors [&_svg]:size-4",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        pressed
          ? "border-primary bg-primary-subtle text-primary-text"
          : "border-border bg-surface text-muted-foreground hover:bg-secondary hover:text-foreground",
      )}
    >
      {children}
    </button>
  );
}

/**
 * A filter over one field of the comments, each choice with its count; a value the options no
 * longer hold (an old address) stays shown and selected. Hidden when there is nothing to choose.
 */
function CountedSelect<T extends string>({
  label,
  anyLabel,
  value,
  options,
  name,
  onChange,
  className,
  width,
}: {
  label: string;
  anyLabel: string;
  value: T | undefined;
  options: ReadonlyArray<{ value: T; count: number }>;
  name: (value: T) => string;
  onChange: (value: T | undefined) => void;
  className?: string;
  /** The select's width on wide screens (a Tailwind class). */
  width: string;
}) {
  const id = useId();
  if (options.length === 0 && !value) return null;
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5 sm:flex-1 lg:flex-none", className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
        className={cn(fieldClasses, "h-10 px-3", width)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {name(option.value)} ({formatNumber(option.count)})
          </option>
        ))}
        {value && !options.some((o) => o.value === value) ? (
          <option value={value}>{name(value)}</option>
        ) : null}
      </select>
    </div>
  );
}

/**
 * The search box: it answers every key press, and the query follows once typing pauses. The
 * explorer remounts it (by `key`) to clear what is typed along with the filters.
 */
function SearchBox({
  value,
  onSearch,
  describedBy,
}: {
  /** The search in effect. */
  value: string;
  onSearch: (q: string) => void;
  describedBy: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    const next = text.trim();
    if (next === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = next;
      onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <Label htmlFor={id}>Search comments</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Words, emoji or @username"
          maxLength={200}
          className="pl-9"
          aria-describedby={describedBy}
        />
      </div>
    </div>
  );
}

export interface FilterOptions {
  tagOptions: readonly TagCount[];
  /** Whom the comments are aimed at, with counts; empty hides the filter. */
  targetOptions: readonly TargetCount[];
  /** Where the comments stand, with counts; empty hides the filter. */
  stanceOptions: readonly StanceCount[];
  /** Whom the comments are about ("@mara"), with counts; empty hides the filter. */
  aboutOptions: readonly AboutCount[];
  languageOptions: readonly LanguageOption[];
  /** Offer the reply-status filter (readers who mark questions answered or handled). */
  statusFilter: boolean;
  /** Offer the assignment filter (a team's report, whose comments go to teammates). */
  assigneeFilter?: boolean;
}

/** The explorer's search, selects and sentiment and tag chips over `filters`. */
export function FilterBar({
  filters,
  onFiltersChange,
  options,
  searchKey,
  countId,
}: {
  filters: ExplorerFilters;
  onFiltersChange: (filters: ExplorerFilters) => void;
  options: FilterOptions;
  /** Changed to empty the search box (clearing every filter). */
  searchKey: number;
  /** The element that says how many comments match, which the search box points to. */
  countId: string;
}) {
  const languageId = useId();
  const sortId = useId();
  const statusId = useId();
  const assigneeId = useId();
  const set = (patch: Partial<ExplorerFilters>) => onFiltersChange({ ...filters, ...patch });
  const { tagOptions, targetOptions, stanceOptions, aboutOptions, languageOptions } = options;
  const latest = useRef({ filters, onFiltersChange });
  latest.current = { filters, onFiltersChange };
  const onSearch = useRef((q: string) =>
    latest.current.onFiltersChange({ ...latest.current.filters, q }),
  ).current;

  return (
    <>
      {/* The search on a row of its own: the filters beside it would squeeze it to nothing. */}
      <div className="flex flex-col gap-3">
        <SearchBox key={searchKey} value={filters.q} onSearch={onSearch} describedBy={countId} />
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          <CountedSelect
            label="Aimed at"
            anyLabel="Anyone"
            value={filters.target}
            options={targetOptions.map((o) => ({ value: o.target, count: o.count }))}
            name={(target) => TARGET_FILTER_NAMES[target]}
            onChange={(target) => set({ target })}
            className="col-span-2"
            width="lg:w-52"
          />
          <CountedSelect
            label="Stance"
            anyLabel="Any stance"
            value={filters.stance}
            options={stanceOptions.map((o) => ({ value: o.stance, count: o.count }))}
            name={(stance) => STANCE_LABELS[stance]}
            onChange={(stance) => set({ stance })}
            width="lg:w-40"
          />
          <CountedSelect
            label="About"
            anyLabel="Anyone"
            value={filters.about}
            options={aboutOptions.map((o) => ({ value: o.about, count: o.count }))}
            name={(about) => about}
            onChange={(about) => set({ about })}
            width="lg:w-48"
          />
          <div className="flex min-w-0 flex-col gap-1.5 sm:flex-1 lg:flex-none">
            <Label htmlFor={languageId}>Language</Label>
            <select
              id={languageId}
              value={filters.lang ?? ""}
              onChange={(event) => set({ lang: event.target.value || undefined })}
              className={cn(fieldClasses, "h-10 px-3 lg:w-48")}
            >
              <option value="">All languages</option>
              {languageOptions.map((option) => (
                <option key={option.language} value={option.language}>
                  {languageName(option.language)} ({formatNumber(option.count)})
                </option>
              ))}
            </select>
          </div>
          {options.statusFilter || filters.status ? (
            <div className="flex min-w-0 flex-col gap-1.5 sm:flex-1 lg:flex-none">
              <Label htmlFor={statusId}>Reply status</Label>
              <select
                id={statusId}
                value={filters.status ?? ""}
                onChange={(event) =>
                  set({ status: (event.target.value || undefined) as ExplorerFilters["status"] })
                }
                className={cn(fieldClasses, "h-10 px-3 lg:w-40")}
              >
                <option value="">Any</option>
                <option value="open">Open</option>
                <option value="answered">Answered</option>
                <option value="handled">Handled</option>
              </select>
            </div>
          ) : null}
          {options.assigneeFilter || filters.assignee ? (
            <div className="flex min-w-0 flex-col gap-1.5 sm:flex-1 lg:flex-none">
              <Label htmlFor={assigneeId}>Assigned</Label>
              <select
                id={assigneeId}
                value={filters.assignee ?? ""}
                onChange={(event) =>
                  set({
                    assignee: (event.target.value || undefined) as ExplorerFilters["assignee"],
                  })
                }
                className={cn(fieldClasses, "h-10 px-3 lg:w-44")}
              >
                <option value="">Any</option>
                <option value="me">Assigned to me</option>
                <option value="anyone">Assigned to someone</option>
                <option value="nobody">Not assigned</option>
              </select>
            </div>
          ) : null}
          <div className="flex min-w-0 flex-col gap-1.5 sm:flex-1 lg:flex-none">
            <Label htmlFor={sortId}>Sort by</Label>
            <select
              id={sortId}
              value={filters.sort}
              onChange={(event) => set({ sort: event.target.value as CommentSort })}
              className={cn(fieldClasses, "h-10 px-3 lg:w-40")}
            >
              {(Object.keys(SORT_LABELS) as CommentSort[]).map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Filter by sentiment</legend>
          <Chip pressed={!filters.label} onClick={() => set({ label: undefined })}>
            All sentiments
          </Chip>
          {SENTIMENT_LABELS.map((label: SentimentLabel) => {
            const Icon = SENTIMENT_ICONS[label];
            return (
              <Chip
                key={label}
                pressed={filters.label === label}
                onClick={() => set({ label: filters.label === label ? undefined : label })}
              >
                <Icon aria-hidden="true" />
                {SENTIMENT_NAMES[label]}
              </Chip>
            );
          })}
        </fieldset>
        {tagOptions.length > 0 ? (
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Filter by tag</legend>
            {tagOptions.map(({ tag, count }) => (
              <Chip
                key={tag}
                pressed={filters.tag === tag}
                onClick={() => set({ tag: filters.tag === tag ? undefined : tag })}
              >
                {TAG_LABELS[tag]}
                <span className="text-xs tabular-nums opacity-80">{formatNumber(count)}</span>
              </Chip>
            ))}
          </fieldset>
        ) : null}
      </div>
    </>
  );
}
