// The table is built from divs with ARIA table roles: rows of a virtualised list are
// absolutely positioned and measured one by one, which real table layout does not allow, and
// on phones the same rows stack as cards.
// biome-ignore-all lint/a11y/useSemanticElements: see above.
// biome-ignore-all lint/a11y/useFocusableInteractive: table cells and headers are not controls.

import {
  measureElement as defaultMeasureElement,
  observeElementRect as defaultObserveElementRect,
  useVirtualizer,
  type Virtualizer,
} from "@tanstack/react-virtual";
import { LoaderCircle, RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../../../components/ui/button";
import { cn } from "../../../../lib/cn";
import type { CommentPages } from "../use-comments";
import { COLUMNS, CommentRow, SkeletonRows } from "./comment-row";

/** Rows left below the window when the next page is asked for. */
const PREFETCH_ROWS = 20;
const ESTIMATED_ROW_PX = 72;
/** The box's CSS height (36rem), assumed until it has been laid out. */
const BOX_HEIGHT_PX = 576;

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

/**
 * The comments loaded so far in a virtualised table: only the rows in view are in the DOM, so
 * a 3,000-comment post scrolls as smoothly as a 30-comment one. Nearing the end of what is
 * loaded asks for the next page; a new query (`queryKey`) starts at the top.
 */
export function CommentTable({ pages, queryKey }: { pages: CommentPages; queryKey: string }) {
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the query changes.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [queryKey]);

  return (
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
                    <CommentRow comment={comment} />
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
  );
}
