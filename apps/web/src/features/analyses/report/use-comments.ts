import type { AnalysisComment, AnalysisCommentsQuery } from "@commentlens/shared";
import { COMMENTS_PAGE_MAX } from "@commentlens/shared";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { type AnalysesClient, UNEXPECTED_ERROR } from "../api";

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return UNEXPECTED_ERROR;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

export interface CommentsByIds {
  status: "idle" | "loading" | "ready" | "error";
  /** In the order of the ids asked for. */
  comments: AnalysisComment[];
  error: string | null;
  retry: () => void;
}

/**
 * The given comments (an insight's evidence), fetched in one call of at most 500 ids and put
 * back in the order asked for: the analyzer lists the strongest quotes first.
 */
export function useCommentsByIds(
  client: AnalysesClient,
  analysisId: string,
  ids: readonly string[] | null,
): CommentsByIds {
  const key = ids ? ids.slice(0, COMMENTS_PAGE_MAX).join(",") : null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<CommentsByIds, "retry">>({
    status: "idle",
    comments: [],
    error: null,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the fetch on retry.
  useEffect(() => {
    if (!key) {
      setState({ status: "idle", comments: [], error: null });
      return;
    }
    const wanted = key.split(",");
    const controller = new AbortController();
    setState({ status: "loading", comments: [], error: null });
    client
      .comments(analysisId, { ids: key, limit: wanted.length }, controller.signal)
      .then((response) => {
        if (controller.signal.aborted) return;
        const byId = new Map(response.items.map((c) => [c.id, c]));
        const comments = wanted.flatMap((id) => {
          const found = byId.get(id);
          return found ? [found] : [];
        });
        setState({ status: "ready", comments, error: null });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState({ status: "error", comments: [], error: errorMessage(error) });
      });
    return () => controller.abort();
  }, [client, analysisId, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

export const EXPLORER_PAGE_SIZE = 100;

export interface CommentPages {
  status: "loading" | "ready" | "error";
  items: AnalysisComment[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** Error of the last page asked for (first or next). */
  error: string | null;
  loadMore: () => void;
  retry: () => void;
}

type PagesState = Omit<CommentPages, "loadMore" | "retry"> & { cursor: string | null };

/**
 * The explorer's pages: the first page whenever the query changes, then the next one (by
 * cursor) when asked. Answers to an older query are dropped, so a fast typist never sees
 * rows of a search they already changed.
 */
export function useCommentPages(
  client: AnalysesClient,
  analysisId: string,
  query: Omit<AnalysisCommentsQuery, "cursor" | "limit">,
): CommentPages {
  const queryKey = JSON.stringify(query);
  const stableQuery = useMemo(
    () => JSON.parse(queryKey) as Omit<AnalysisCommentsQuery, "cursor" | "limit">,
    [queryKey],
  );
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PagesState>({
    status: "loading",
    items: [],
    total: 0,
    hasMore: false,
    loadingMore: false,
    error: null,
    cursor: null,
  });
  /** Identifies the current query; a page answering an older one is ignored. */
  const generation = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the first page on retry.
  useEffect(() => {
    const current = ++generation.current;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({
      status: "loading",
      items: [],
      total: 0,
      hasMore: false,
      loadingMore: false,
      error: null,
      cursor: null,
    });
    client
      .comments(analysisId, { ...stableQuery, limit: EXPLORER_PAGE_SIZE }, controller.signal)
      .then((page) => {
        if (generation.current !== current) return;
        setState({
          status: "ready",
          items: page.items,
          total: page.total,
          hasMore: page.next_cursor !== null,
          loadingMore: false,
          error: null,
          cursor: page.next_cursor,
        });
      })
      .catch((error: unknown) => {
        if (generation.current !== current || isAbort(error)) return;
        setState((s) => ({ ...s, status: "error", error: errorMessage(error) }));
      });
    return () => controller.abort();
  }, [client, analysisId, stableQuery, attempt]);

  const stateRef = useRef(state);
  stateRef.current = state;

  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (s.status !== "ready" || !s.cursor || s.loadingMore) return;
    const current = generation.current;
    const controller = new AbortController();
    inFlight.current = controller;
    const cursor = s.cursor;
    setState((prev) => ({ ...prev, loadingMore: true, error: null }));
    stateRef.current = { ...s, loadingMore: true };
    client
      .comments(
        analysisId,
        { ...stableQuery, limit: EXPLORER_PAGE_SIZE, cursor },
        controller.signal,
      )
      .then((page) => {
        if (generation.current !== current) return;
        setState((prev) => {
          // Rows already shown (a comment that moved between pages) are not repeated.
          const seen = new Set(prev.items.map((c) => c.id));
          return {
            ...prev,
            items: [...prev.items, ...page.items.filter((c) => !seen.has(c.id))],
            total: page.total,
            hasMore: page.next_cursor !== null,
            loadingMore: false,
            cursor: page.next_cursor,
          };
        });
      })
      .catch((error: unknown) => {
        if (generation.current !== current || isAbort(error)) return;
        setState((prev) => ({ ...prev, loadingMore: false, error: errorMessage(error) }));
      });
  }, [client, analysisId, stableQuery]);

  const retry = useCallback(() => {
    if (stateRef.current.status === "error") setAttempt((n) => n + 1);
    else loadMore();
  }, [loadMore]);

  const { cursor: _cursor, ...visible } = state;
  return { ...visible, loadMore, retry };
}
