import type { AnalysisSummary } from "@commentlens/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import type { AnalysesClient } from "./api";

export const PAGE_SIZE = 24;

export interface AnalysesList {
  /** "loading" only until the first page has come; later searches keep the old cards meanwhile. */
  status: "loading" | "ready" | "error";
  items: AnalysisSummary[];
  /** A new search is on its way while the previous results stay shown. */
  refreshing: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore(): void;
  retry(): void;
  /** Drops a deleted analysis from the list. */
  remove(id: string): void;
}

/** My Analyses, newest first, searched by `q`, paged with the server's cursor. */
export function useAnalysesList(client: AnalysesClient, q: string): AnalysesList {
  const [status, setStatus] = useState<AnalysesList["status"]>("loading");
  const [items, setItems] = useState<AnalysisSummary[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Pages of an older search must not land in the list of a newer one.
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the first page on retry.
  useEffect(() => {
    const controller = new AbortController();
    const current = ++generation.current;
    setRefreshing(true);
    setLoadingMore(false);
    setLoadMoreFailed(false);
    client.list({ limit: PAGE_SIZE, q: q || undefined }, controller.signal).then(
      (page) => {
        if (current !== generation.current) return;
        setItems(page.items);
        setCursor(page.next_cursor);
        setStatus("ready");
        setRefreshing(false);
      },
      () => {
        if (controller.signal.aborted || current !== generation.current) return;
        setStatus("error");
        setRefreshing(false);
      },
    );
    return () => controller.abort();
  }, [client, q, attempt]);

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    const current = generation.current;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    client.list({ limit: PAGE_SIZE, cursor, q: q || undefined }).then(
      (page) => {
        if (current !== generation.current) return;
        // A card deleted or added meanwhile may shift pages: never show one twice.
        setItems((shown) => {
          const seen = new Set(shown.map((item) => item.id));
          return [...shown, ...page.items.filter((item) => !seen.has(item.id))];
        });
        setCursor(page.next_cursor);
        setLoadingMore(false);
      },
      () => {
        if (current !== generation.current) return;
        setLoadMoreFailed(true);
        setLoadingMore(false);
      },
    );
  }, [client, cursor, loadingMore, q]);

  const retry = useCallback(() => {
    setStatus("loading");
    setAttempt((n) => n + 1);
  }, []);

  const remove = useCallback((id: string) => {
    setItems((shown) => shown.filter((item) => item.id !== id));
  }, []);

  return {
    status,
    items,
    refreshing,
    hasMore: cursor !== null,
    loadingMore,
    loadMoreFailed,
    loadMore,
    retry,
    remove,
  };
}
