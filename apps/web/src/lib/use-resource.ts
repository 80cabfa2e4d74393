import { useCallback, useEffect, useRef, useState } from "react";

export interface Resource<T> {
  /** The last value loaded; kept while a reload runs, so the page does not jump. */
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): Promise<T | undefined>;
  /** Replaces the value with one an action answered with, without asking again. */
  set(value: T): void;
}

/**
 * Loads `load()` once `enabled`, and again on `reload()`. An answer that arrives after a newer
 * request started, or after unmount, is dropped.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  enabled = true,
): Resource<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(enabled);
  const current = useRef<AbortController | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setLoading(true);
    try {
      const value = await loadRef.current(controller.signal);
      if (controller.signal.aborted) return undefined;
      setData(value);
      setError(null);
      return value;
    } catch (caught) {
      if (controller.signal.aborted) return undefined;
      setError(caught);
      return undefined;
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    void reload();
    return () => current.current?.abort();
  }, [enabled, reload]);

  const set = useCallback((value: T) => {
    setData(value);
    setError(null);
  }, []);

  return { data, error, loading, reload, set };
}
