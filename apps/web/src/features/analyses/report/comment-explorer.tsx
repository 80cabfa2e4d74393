/*
 * The table is built from divs with ARIA table roles: rows of a virtualised list are
 * absolutely positioned and measured one by one, which real table layout does not allow, and
 * on phones the same rows stack as cards.
 */
// biome-ignore-all lint/a11y/useSemanticElements: see above.
// biome-ignore-all lint/a11y/useFocusableInteractive: table cells and headers are not controls.
import type {
  AnalysisComment,
  AnalysisCommentsQuery,
  CommentSort,
  SentimentLabel,
} from "@commentlens/shared";
import {
  COMMENTS_PAGE_MAX,
  formatNumber,
  SENTIMENT_LABELS,
  STANCE_LABELS,
  TAG_LABELS,
} from "@commentlens/shared";
import {
  measureElement as defaultMeasureElement,
  observeElementRect as defaultObserveElementRect,
  useVirtualizer,
  type Virtualizer,
} from "@tanstack/react-virtual";
import { Heart, LoaderCircle, RotateCcw, Search, SearchX, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { SENTIMENT_ICONS, SENTIMENT_NAMES } from "../../../components/sentiment";
import { Button } from "../../../components/ui/button";
import { fieldClasses, Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { languageName } from "../../../lib/language-name";
import type { AnalysesClient } from "../api";
import { StanceLabel, TagBadge, TargetLabel } from "./comment-labels";
import {
  type AboutCount,
  formatDateTime,
  type StanceCount,
  TARGET_FILTER_NAMES,
  type TagCount,
  type TargetCount,
} from "./derive";
import { CorrectionControls, useLatestComment } from "./label-correction";
import { SentimentBadge } from "./parts";
import { DEFAULT_FILTERS, type ExplorerFilters } from "./report-context";
import { useCommentPages } from "./use-comments";

export const SORT_LABELS: Record<CommentSort, string> = {
  likes: "Most liked",
  newest: "Newest",
  oldest: "Oldest",
};

const SEARCH_DEBOUNCE_MS = 300;
/** Rows left below the window when the next page is asked for. */
const PREFETCH_ROWS = 20;
const ESTIMATED_ROW_PX = 72;
/** The box's CSS height (36rem), assumed until it has been laid out. */
const BOX_HEIGHT_PX = 576;
/** Comments longer than this get a "Show more" toggle instead of a wall of text. */
const LONG_TEXT = 280;

/** Columns on wide screens; on phones each row stacks instead. */
const COLUMNS =
  "md:grid md:grid-cols-[7.5rem_minmax(13rem,1fr)_4rem_6.25rem_6.75rem_8rem_5.5rem] md:gap-x-3";

/*
 * A box that has not been laid out (a DOM without layout, or a moment before first paint)
 * measures 0 px; assume its CSS height so the first rows render instead of none.
 */
const observeElementRect: typeof defaultObserveElementRect = (instance, cb) =>
  defaultObserveElementRect(instance, (rect) =>
    cb(rect.height > 0 ? rect : { width: rect.width, height: BOX_HEIGHT_PX }),
  );
function measureElement(
  element: HTMLDivElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, HTMLDivElement>,
): number {
  const size = defaultMeasureElement(element, entry, instance);
  return size > 0 ? size : ESTIMATED_ROW_PX;
}

export interface LanguageOption {
  language: string;
  count: number;
}

function hasFilters(filters: ExplorerFilters): boolean {
  return Boolean(
    filters.q ||
      filters.label ||
      filters.tag ||
      filters.target ||
      filters.stance ||
      filters.about ||
      filters.lang ||
      filters.status ||
      filters.evidence,
  );
}

/** The endpoint's query for the filters (the sort always, the rest only when set). */
export function explorerQuery(
  filters: ExplorerFilters,
): Omit<AnalysisCommentsQuery, "cursor" | "limit"> {
  const query: Omit<AnalysisCommentsQuery, "cursor" | "limit"> = { sort: filters.sort };
  if (filters.q) query.q = filters.q;
  if (filters.label) query.label = filters.label;
  if (filters.tag) query.tag = filters.tag;
  if (filters.target) query.target = filters.target;
  if (filters.stance) query.stance = filters.stance;
  if (filters.about) query.about = filters.about;
  if (filters.lang) query.lang = filters.lang;
  if (filters.status) query.status = filters.status;
  if (filters.evidence) query.ids = filters.evidence.ids.slice(0, COMMENTS_PAGE_MAX).join(",");
  return query;
}

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
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

function CommentText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > LONG_TEXT;
  return (
    <div className="min-w-0">
      <p
        className={cn(
          "text-sm leading-6 whitespace-pre-wrap break-words text-foreground",
          long && !expanded && "line-clamp-4",
        )}
      >
        {text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
          className="mt-0.5 rounded-sm text-xs font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {expanded ? "Show less" : "Show more"}
        </button>
      ) : null}
    </div>
  );
}

function Row({ comment: fetched }: { comment: AnalysisComment }) {
  const comment = useLatestComment(fetched);
  const tags = comment.tags;
  return (
    <>
      <div role="cell" className="order-1 max-w-[60%] min-w-0 md:order-none md:max-w-none">
        <span
          className="block truncate text-sm font-medium text-foreground"
          title={comment.username}
        >
          @{comment.username}
        </span>
      </div>
      <div role="cell" className="order-3 basis-full md:order-none md:basis-auto">
        <CommentText text={comment.text} />
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 empty:hidden">
          <TargetLabel target={comment.target} />
          <StanceLabel stance={comment.stance} about={comment.about} />
          <CorrectionControls comment={comment} />
        </span>
      </div>
      <div
        role="cell"
        className="order-2 ml-auto text-sm text-muted-foreground tabular-nums md:order-none md:ml-0 md:text-right md:text-foreground"
      >
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden="true" className="size-3.5 md:hidden" />
          {comment.likes === null ? (
            <span className="text-muted-foreground">Hidden</span>
          ) : (
            formatNumber(comment.likes)
          )}
          <span className="sr-only">{comment.likes === 1 ? "like" : "likes"}</span>
        </span>
      </div>
      <div
        role="cell"
        className="order-7 text-xs text-muted-foreground tabular-nums md:order-none md:text-sm"
      >
        <time dateTime={comment.timestamp}>{formatDateTime(comment.timestamp)}</time>
      </div>
      <div role="cell" className="order-4 md:order-none">
        <SentimentBadge label={comment.label} />
      </div>
      <div role="cell" className="order-5 flex flex-wrap gap-1 md:order-none">
        {tags.length === 0 ? (
          <span className="sr-only">No tags</span>
        ) : (
          tags.map((tag) => <TagBadge key={tag} tag={tag} />)
        )}
      </div>
      <div role="cell" className="order-6 text-xs text-muted-foreground md:order-none md:text-sm">
        {languageName(comment.language)}
      </div>
    </>
  );
}

function SkeletonRows() {
  return (
    <div aria-hidden="true" className="divide-y divide-border">
      {Array.from({ length: 7 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} className={cn("flex flex-wrap gap-3 px-4 py-3", COLUMNS)}>
          <Skeleton className="h-4 w-24" />
          <div className="basis-full md:basis-auto">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-1/2" />
          </div>
          <Skeleton className="h-4 w-10 md:ml-auto" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-4 w-14" />
        </div>
      ))}
    </div>
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
 * Every analysed comment, a page at a time, in a virtualised table: only the rows in view
 * are in the DOM, so a 3,000-comment post scrolls as smoothly as a 30-comment one. Filters
 * belong to the report, so findings and tag chips elsewhere can open it pre-filtered.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the explorer, to be split into its filter bar, list and row
export function CommentExplorer({
  analysisId,
  client,
  filters,
  onFiltersChange,
  tagOptions,
  targetOptions,
  stanceOptions = [],
  aboutOptions = [],
  languageOptions,
  statusFilter = false,
}: {
  analysisId: string;
  client: AnalysesClient;
  filters: ExplorerFilters;
  onFiltersChange: (filters: ExplorerFilters) => void;
  tagOptions: readonly TagCount[];
  /** Whom the comments are aimed at, with counts; empty hides the filter. */
  targetOptions: readonly TargetCount[];
  /** Where the comments stand, with counts; empty hides the filter. */
  stanceOptions?: readonly StanceCount[];
  /** Whom the comments are about ("@mara"), with counts; empty hides the filter. */
  aboutOptions?: readonly AboutCount[];
  languageOptions: readonly LanguageOption[];
  /** Offer the reply-status filter (readers who mark questions answered or handled). */
  statusFilter?: boolean;
}) {
  const searchId = useId();
  const languageId = useId();
  const sortId = useId();
  const statusId = useId();
  const countId = useId();

  // The search box answers every key press; the query follows once typing pauses.
  const [text, setText] = useState(filters.q);
  const committed = useRef(filters.q);
  useEffect(() => {
    if (filters.q !== committed.current) {
      committed.current = filters.q;
      setText(filters.q);
    }
  }, [filters.q]);
  useEffect(() => {
    const next = text.trim();
    if (next === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = next;
      onFiltersChange({ ...filters, q: next });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onFiltersChange]);

  const query = useMemo(() => explorerQuery(filters), [filters]);
  const pages = useCommentPages(client, analysisId, query);
  const { items, hasMore, loadingMore, error, loadMore } = pages;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: items.length + (hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => items[index]?.id ?? "more",
    overscan: 8,
    observeElementRect,
    measureElement,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.at(-1)?.index ?? -1;

  // Near the end of what is loaded: ask for the next page (once; a failure waits for Retry).
  useEffect(() => {
    if (hasMore && !loadingMore && !error && lastIndex >= items.length - PREFETCH_ROWS) {
      loadMore();
    }
  }, [hasMore, loadingMore, error, lastIndex, items.length, loadMore]);

  // A new query starts at the top of the box.
  const queryKey = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the query changes.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [queryKey]);

  const set = (patch: Partial<ExplorerFilters>) => onFiltersChange({ ...filters, ...patch });
  const clearAll = () => {
    committed.current = "";
    setText("");
    onFiltersChange({ ...DEFAULT_FILTERS, sort: filters.sort });
  };
  const filtered = hasFilters(filters);

  return (
    <div className="flex flex-col gap-4">
      {/* The search on a row of its own: the filters beside it would squeeze it to nothing. */}
      <div className="flex flex-col gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor={searchId}>Search comments</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Words, emoji or @username"
              maxLength={200}
              className="pl-9"
              aria-describedby={countId}
            />
          </div>
        </div>
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
          {statusFilter || filters.status ? (
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

      {filters.evidence ? (
        <div className="flex items-start justify-between gap-3 rounded-control border border-primary/30 bg-primary-subtle px-3 py-2 text-sm text-primary-text">
          <p className="min-w-0 break-words">
            Showing the comments behind “{filters.evidence.title}”
          </p>
          <button
            type="button"
            onClick={() => set({ evidence: undefined })}
            className="inline-flex shrink-0 items-center gap-1 rounded-sm font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-4" />
            Show all comments
          </button>
        </div>
      ) : null}

      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <p id={countId} aria-live="polite" className="text-sm text-muted-foreground tabular-nums">
          {pages.status === "loading"
            ? "Loading comments…"
            : pages.status === "error"
              ? "Comments could not be loaded"
              : `${formatNumber(pages.total)} ${pages.total === 1 ? "comment" : "comments"}${filtered ? " match these filters" : ""}`}
        </p>
        {filtered && !(pages.status === "ready" && items.length === 0) ? (
          <Button variant="ghost" size="sm" onClick={clearAll}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>

      {pages.status === "error" ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-card border border-border bg-status-failed-subtle p-4 text-sm text-status-failed-text"
        >
          <p>
            <span className="font-medium">The comments could not be loaded.</span> {error}
          </p>
          <Button variant="outline" size="sm" onClick={pages.retry}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : pages.status === "ready" && items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border px-4 py-10 text-center">
          <SearchX aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">
            {filtered
              ? "No comments match these filters. Try another search or clear the filters."
              : "This analysis has no stored comments to list."}
          </p>
          {filtered ? (
            <Button variant="outline" size="sm" onClick={clearAll}>
              Clear filters
            </Button>
          ) : null}
        </div>
      ) : (
        <div
          ref={scrollRef}
          role="table"
          aria-label="Analysed comments"
          aria-rowcount={pages.status === "ready" ? pages.total + 1 : undefined}
          aria-busy={pages.status === "loading" || loadingMore}
          // Scrollable regions must be reachable by keyboard to be scrolled with the arrow keys.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
          tabIndex={0}
          className="h-[min(36rem,70dvh)] overflow-auto overscroll-contain rounded-card border border-border bg-surface"
        >
          <div className="md:min-w-[57.5rem]">
            <div
              role="rowgroup"
              className="sticky top-0 z-10 hidden border-b border-border bg-surface-muted md:block"
            >
              <div
                role="row"
                aria-rowindex={1}
                className={cn(
                  "px-4 py-2 text-xs font-medium tracking-wide text-muted-foreground uppercase",
                  COLUMNS,
                )}
              >
                <span role="columnheader">Author</span>
                <span role="columnheader">Comment</span>
                <span role="columnheader" className="text-right">
                  Likes
                </span>
                <span role="columnheader">Time</span>
                <span role="columnheader">Label</span>
                <span role="columnheader">Tags</span>
                <span role="columnheader">Language</span>
              </div>
            </div>
            {pages.status === "loading" ? (
              <SkeletonRows />
            ) : (
              <div
                role="rowgroup"
                className="relative w-full"
                style={{ height: virtualizer.getTotalSize() }}
              >
                {virtualItems.map((virtualRow) => {
                  const comment = items[virtualRow.index];
                  return (
                    <div
                      key={virtualRow.key}
                      ref={virtualizer.measureElement}
                      data-index={virtualRow.index}
                      role="row"
                      aria-rowindex={virtualRow.index + 2}
                      className={cn(
                        "absolute top-0 left-0 w-full border-b border-border",
                        comment &&
                          cn(
                            "flex flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-3 md:items-start md:py-2.5",
                            COLUMNS,
                          ),
                      )}
                      style={{ transform: `translateY(${virtualRow.start}px)` }}
                    >
                      {comment ? (
                        <Row comment={comment} />
                      ) : (
                        <div
                          role="cell"
                          className="flex items-center justify-center gap-3 px-4 py-4 text-sm text-muted-foreground"
                        >
                          {error ? (
                            <>
                              <span role="alert">More comments could not be loaded. {error}</span>
                              <Button variant="outline" size="sm" onClick={pages.retry}>
                                <RotateCcw aria-hidden="true" />
                                Try again
                              </Button>
                            </>
                          ) : (
                            <>
                              <LoaderCircle
                                aria-hidden="true"
                                className="size-4 motion-safe:animate-spin"
                              />
                              Loading more comments…
                            </>
                          )}
                        </div>
                      )}
                    </div>
                  );
                })}
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
