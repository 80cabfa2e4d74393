import { useCallback, useState } from "react";
import { ApiError } from "./api-client";

/** What went wrong, as a screen shows it: the server's words, else a plain sentence. */
export function actionError(error: unknown): string {
  return error instanceof ApiError ? error.message : "Something went wrong. Please try again.";
}

/**
 * One action at a time from a small form or dialog (save, revoke, delete): which one runs,
 * and the message of the last that failed. Buttons read `busy` to disable themselves.
 */
export function usePendingAction<K extends string = "action">() {
  const [busy, setBusy] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (kind: K, action: () => Promise<void>) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(actionError(e));
    } finally {
      setBusy(null);
    }
  }, []);
  return { busy, error, setError, run };
}
