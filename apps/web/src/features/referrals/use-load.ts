import { useCallback, useEffect, useRef, useState } from "react";

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  reload(): void;
}

/**
 * Loads `load()` on mount and on `reload()`; an answer that arrives after a newer request
 * started, or after unmount, is dropped.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>(null);
  const current = useRef<AbortController | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setError(null);
    loadRef.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setData(value);
      },
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(caught ?? new Error("failed"));
      },
    );
  }, []);

  useEffect(() => {
    reload();
    return () => current.current?.abort();
  }, [reload]);

  return { data, error, reload };
}

/** "Mar 5, 2026" in the viewer's time zone. */
export function formatReferralDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(new Date(iso));
}
