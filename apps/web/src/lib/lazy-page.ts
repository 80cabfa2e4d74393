import { type ComponentType, lazy, useSyncExternalStore } from "react";

/*
 * Pages load as their own chunks. The loads in flight are counted here so the layout can show
 * a progress bar while the next page's code arrives (the router keeps the current page on
 * screen meanwhile, as navigations run in a transition).
 */

let loading = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Runs `load` counted as page code in flight. */
export async function trackPageLoad<T>(load: () => Promise<T>): Promise<T> {
  loading += 1;
  notify();
  try {
    return await load();
  } finally {
    loading -= 1;
    notify();
  }
}

/** A page component loaded on first render, counted while it loads. */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(async () => ({ default: await trackPageLoad(load) }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while any page code (or page data) is loading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

/**
 * Data a page suspends on (with React's `use`), loaded once per key and counted as page
 * loading: a navigation keeps the previous page on screen until the new one can paint whole.
 */
export function pageData<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const loaded = new Map<string, Promise<T>>();
  return (key) => {
    let data = loaded.get(key);
    if (!data) {
      data = trackPageLoad(() => load(key));
      loaded.set(key, data);
    }
    return data;
  };
}
