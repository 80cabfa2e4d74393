import type { AnalysisState } from "@commentlens/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../lib/api-client";
import type { AnalysesClient } from "./api";
import { ANALYSIS_MESSAGES } from "./messages";
import { EXPLORER_PARAMS } from "./report/explorer-filters";
import { describeSubmitError, type SubmitProblem } from "./submit-error";

export const ANALYSIS_ID_PARAM = "analysis_id";

export function isFinished(state: AnalysisState | null): boolean {
  return state?.status === "completed" || state?.status === "failed";
}

export interface AnalysisFlow {
  /** The analysis the address names (`?analysis_id=`), if any. */
  id: string | null;
  state: AnalysisState | null;
  /** Asking the server to start an analysis. */
  submitting: boolean;
  /** Loading a stored analysis named by the address. */
  loading: boolean;
  /** Followed live on this page (so the progress panel stays to say it completed). */
  live: boolean;
  submitError: SubmitProblem | null;
  /** Could not load or follow the analysis of the address. */
  loadError: string | null;
  submitUrl(url: string): Promise<void>;
  submitFile(file: File, owner?: string): Promise<void>;
  /** Drops the last start error, e.g. once the user tries something else. */
  clearSubmitError(): void;
  /** Back to an empty page: clears the analysis, its errors and `?analysis_id`. */
  reset(): void;
  /** Reads the shown analysis again (its report was rebuilt, e.g. after a label correction). */
  refresh(): Promise<void>;
}

function loadErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 404
    ? ANALYSIS_MESSAGES.notFound
    : ANALYSIS_MESSAGES.loadFailed;
}

/**
 * The analyse flow of /app. The address is the source of truth for which analysis is shown,
 * so a reload, a shared link or the dashboard's "View Analysis" all resume the same way.
 */
export function useAnalysis(client: AnalysesClient): AnalysisFlow {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get(ANALYSIS_ID_PARAM) || null;

  const [state, setState] = useState<AnalysisState | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [loading, setLoading] = useState(false);
  const [live, setLive] = useState(false);
  const [submitError, setSubmitError] = useState<SubmitProblem | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Analyses started here need no first lookup: follow them straight away.
  const started = useRef(new Set<string>());
  // A ref, not state: a second submit in the same tick must see the first one running.
  const busy = useRef(false);

  useEffect(() => {
    setLoadError(null);
    setState((current) => (current?.id === id ? current : null));
    if (!id) {
      setLoading(false);
      setLive(false);
      return;
    }
    const controller = new AbortController();
    let stop: (() => void) | undefined;
    const follow = () => {
      setLive(true);
      stop = client.follow(id, setState, (error) => setLoadError(loadErrorMessage(error)));
    };
    if (started.current.has(id)) {
      setLoading(false);
      follow();
    } else {
      setLoading(true);
      setLive(false);
      client.get(id, controller.signal).then(
        (loaded) => {
          setLoading(false);
          setState(loaded);
          if (!isFinished(loaded)) follow();
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setLoading(false);
          setLoadError(loadErrorMessage(error));
        },
      );
    }
    return () => {
      controller.abort();
      stop?.();
    };
  }, [id, client]);

  const start = useCallback(
    async (create: () => Promise<{ id: string }>) => {
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      setSubmitError(null);
      try {
        const created = await create();
        started.current.add(created.id);
        setState(null);
        setSearchParams(
          (params) => {
            // A new report opens unfiltered.
            for (const key of EXPLORER_PARAMS) params.delete(key);
            params.set(ANALYSIS_ID_PARAM, created.id);
            return params;
          },
          { replace: true },
        );
      } catch (error) {
        setSubmitError(describeSubmitError(error));
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [setSearchParams],
  );

  const submitUrl = useCallback((url: string) => start(() => client.create(url)), [client, start]);
  const submitFile = useCallback(
    (file: File, owner = "") => start(() => client.importFile(file, owner)),
    [client, start],
  );

  const reset = useCallback(() => {
    setState(null);
    setSubmitError(null);
    setLoadError(null);
    setLive(false);
    setSearchParams(
      (params) => {
        for (const key of EXPLORER_PARAMS) params.delete(key);
        params.delete(ANALYSIS_ID_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  const clearSubmitError = useCallback(() => setSubmitError(null), []);

  const refresh = useCallback(async () => {
    if (!id) return;
    const loaded = await client.get(id);
    // Still the analysis the address names.
    setState((current) => (current?.id === loaded.id ? loaded : current));
  }, [client, id]);

  return {
    id,
    state,
    submitting,
    loading,
    live,
    submitError,
    loadError,
    submitUrl,
    submitFile,
    clearSubmitError,
    reset,
    refresh,
  };
}
