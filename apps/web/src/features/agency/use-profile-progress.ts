import type { ProfileProgress, ProfileProgressStatus } from "@commentlens/shared";
import { useEffect, useState } from "react";
import { ApiError } from "../../lib/api-client";
import { followLive } from "../../lib/live-updates";
import { useAgencyClient } from "./client-context";

/** Polling interval when the stream is unavailable. */
export const PROGRESS_POLL_MS = 2_000;

/** What the progress views draw. */
export interface ProgressView {
  status: ProfileProgressStatus;
  /** 0–100; never moves backwards, whatever order answers arrive in. */
  percent: number;
  totalPosts: number;
  completedPosts: number;
  failedPosts: number;
  step: string;
  error: string | null;
}

const FINISHED: ReadonlySet<ProfileProgressStatus> = new Set(["completed", "failed"]);

export function isFinished(view: ProgressView | null): boolean {
  return view !== null && FINISHED.has(view.status);
}

/** Folds a new record into what is shown. */
export function mergeProgress(prev: ProgressView | null, next: ProfileProgress): ProgressView {
  const completed = next.status === "completed";
  return {
    status: next.status,
    percent: completed ? 100 : Math.max(prev?.percent ?? 0, Math.min(100, next.progress)),
    totalPosts: next.total_posts,
    completedPosts: next.completed_posts,
    failedPosts: next.failed_posts,
    step: next.current_step,
    error: next.error,
  };
}

/** A 404 from the progress lookup means the record is gone: the job finished. */
function completedFrom(prev: ProgressView | null): ProgressView {
  return {
    status: "completed",
    percent: 100,
    totalPosts: prev?.totalPosts ?? 0,
    completedPosts: prev?.totalPosts ?? prev?.completedPosts ?? 0,
    failedPosts: prev?.failedPosts ?? 0,
    step: prev?.step ?? "",
    error: null,
  };
}

/**
 * Follows a profile analysis's progress: the SSE stream first; when it errors, polling every
 * 2 s. Stops at completed or failed. Lookup failures are only logged: the view keeps its last
 * state and the next poll tries again.
 */
export function useProfileProgress(id: string | null): ProgressView | null {
  const client = useAgencyClient();
  const [view, setView] = useState<ProgressView | null>(null);

  useEffect(() => {
    setView(null);
    if (!id) return;
    const controller = new AbortController();
    const stop = followLive<ProfileProgress>({
      stream: ({ onEvent, onError }) => client.streamProgress(id, { onProgress: onEvent, onError }),
      lookup: () => client.progress(id, controller.signal),
      isFinished: (record) => FINISHED.has(record.status),
      onState: (record) => setView((prev) => mergeProgress(prev, record)),
      onLookupError: (error) => {
        if (error instanceof ApiError && error.status === 404) {
          setView(completedFrom);
          return "stop";
        }
        console.warn("Profile analysis progress lookup failed", error);
        return "retry";
      },
      // No reconnects: the first stream error hands over to polling.
      reconnectDelaysMs: [],
      pollIntervalMs: PROGRESS_POLL_MS,
    });
    return () => {
      stop();
      controller.abort();
    };
  }, [client, id]);

  return view;
}
