import type { AnalysisCommentsQuery } from "@commentlens/shared";
import { COMMENTS_PAGE_MAX, formatNumber } from "@commentlens/shared";
import { RotateCcw, SearchX, X } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Button } from "../../../components/ui/button";
import type { AnalysesClient } from "../api";
import type { AboutCount, StanceCount, TagCount, TargetCount } from "./derive";
import { CommentTable } from "./explorer/comment-table";
import { FilterBar, type LanguageOption } from "./explorer/filter-bar";
import { DEFAULT_FILTERS, type ExplorerFilters } from "./report-context";
import { useCommentPages } from "./use-comments";

export type { LanguageOption } from "./explorer/filter-bar";

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
      filters.assignee ||
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
  if (filters.assignee) query.assignee = filters.assignee;
  if (filters.evidence) query.ids = filters.evidence.ids.slice(0, COMMENTS_PAGE_MAX).join(",");
  return query;
}

/**
 * Every analysed comment, a page at a time: the filter bar, what the filters match, and the
 * virtualised table. Filters belong to the report, so findings and tag chips elsewhere can
 * open it pre-filtered.
 */
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
  assigneeFilter = false,
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
  /** Offer the assignment filter (a team's report). */
  assigneeFilter?: boolean;
}) {
  const countId = useId();
  // Clearing every filter empties the search box too: it is remounted under a new key.
  const [searchKey, setSearchKey] = useState(0);
  const query = useMemo(() => explorerQuery(filters), [filters]);
  const pages = useCommentPages(client, analysisId, query);
  const { items, error } = pages;
  const set = (patch: Partial<ExplorerFilters>) => onFiltersChange({ ...filters, ...patch });
  const clearAll = () => {
    setSearchKey((key) => key + 1);
    onFiltersChange({ ...DEFAULT_FILTERS, sort: filters.sort });
  };
  const filtered = hasFilters(filters);

  return (
    <div className="flex flex-col gap-4">
      <FilterBar
        filters={filters}
        onFiltersChange={onFiltersChange}
        options={{
          tagOptions,
          targetOptions,
          stanceOptions,
          aboutOptions,
          languageOptions,
          statusFilter,
          assigneeFilter,
        }}
        searchKey={searchKey}
        countId={countId}
      />

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
              : `${formatNumber(pages.total)} ${pages.total === 1 ? "comment" : "comments"}${filtered ? ` ${pages.total === 1 ? "matches" : "match"} these filters` : ""}`}
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
        <CommentTable pages={pages} queryKey={JSON.stringify(query)} />
      )}
    </div>
  );
}
