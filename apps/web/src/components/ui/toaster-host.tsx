import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

/*
 * Toasts are rare (a finished background action), so their library loads the first time one is
 * shown, not with every page: the host mounts the toaster then, and the toast is handed over
 * once it is listening, so none is lost.
 */

let needed = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export type ToastKind = "success" | "error" | "info";

/** Shows a toast (the toaster loads first if this is the first one). */
export function showToast(kind: ToastKind, message: string): void {
  if (!needed) {
    needed = true;
    for (const listener of listeners) listener();
  }
  void mounted.then(async () => {
    const { toast } = await import("sonner");
    toast[kind](message);
  });
}

const LazyToaster = lazy(async () => {
  const { Toaster } = await import("./sonner");
  return {
    default: function MountedToaster() {
      useEffect(() => markMounted(), []);
      return <Toaster />;
    },
  };
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mount once in the layout; renders nothing until the first toast. */
export function ToasterHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
