import type { ProfileProgress, ProfileProgressStatus } from "@commentlens/shared";
import type { Db } from "../../db/client.js";
import type { ProgressEvents } from "../analyses/events.js";
import {
  advanceProgress,
  type PostProgressRow,
  type ProfileAnalysisRow,
  postProgress,
} from "./repository.js";

/**
 * The progress of a profile analysis: 0–90 while its posts are analysed (each post's share
 * follows its own analysis's progress), 90 while the insights are generated, 100 at the end.
 * Stored on the row (any process can answer for it) and only ever moved forward.
 */

export const POSTS_SHARE = 90;
export const AGGREGATING_STEP = "Generating insights…";
export const COMPLETED_STEP = "Analysis complete";
export const FAILED_STEP = "Analysis failed";

/** The key progress streams of a profile analysis listen on (analysis ids are UUIDs too). */
export const profileEventKey = (id: string) => `profile:${id}`;

export function toProgress(row: ProfileAnalysisRow): ProfileProgress {
  return {
    status: row.progressStatus as ProfileProgressStatus,
    progress: Math.max(0, Math.min(100, row.progress)),
    total_posts: row.totalPosts,
    completed_posts: row.completedPosts,
    failed_posts: row.failedPosts,
    current_step: row.currentStep,
    started_at: (row.startedAt ?? row.createdAt).toISOString(),
    updated_at: row.updatedAt.toISOString(),
    error: row.error,
  };
}

const finished = (p: PostProgressRow) => p.status === "completed" || p.status === "failed";

/** "Fetched 150 comments (page 3)" → "fetched 150 comments (page 3)"; "..." → "…". */
function phrase(message: string): string {
  const text = message.trim().replace(/\.\.\.$/, "…");
  return text ? text.charAt(0).toLowerCase() + text.slice(1) : "waiting to start…";
}

/** The figure, status and sentence the posts' states add up to. */
export function postsProgress(posts: PostProgressRow[]): {
  progress: number;
  status: "fetching_comments" | "analyzing";
  step: string;
} {
  const total = posts.length;
  if (total === 0) return { progress: 0, status: "fetching_comments", step: "" };
  let points = 0;
  for (const p of posts) {
    if (finished(p)) points += 100;
    else points += Math.max(0, Math.min(99, p.analysisProgress ?? 0));
  }
  const progress = Math.floor((POSTS_SHARE * points) / (100 * total));
  const analysing = posts.some(
    (p) => finished(p) || p.analysisStatus === "analyzing" || p.analysisStatus === "completed",
  );
  const done = posts.filter(finished).length;
  // The post that changed last says what is happening now.
  const running = posts
    .filter((p) => !finished(p) && p.analysisStatus !== null)
    .sort((a, b) => (b.updatedAt?.getTime() ?? 0) - (a.updatedAt?.getTime() ?? 0))[0];
  const step = running
    ? `Analysing post ${running.position + 1} of ${total}: ${phrase(running.message ?? "")}`
    : done > 0
      ? `${done} of ${total} posts analysed`
      : `Waiting to analyse ${total} posts…`;
  return { progress, status: analysing ? "analyzing" : "fetching_comments", step };
}

/**
 * Recomputes a profile analysis's progress from its posts and stores it. `touch` coalesces
 * the many changes of running posts: one refresh at a time per analysis, and one more if
 * anything changed meanwhile.
 */
export function progressTracker(
  db: Db,
  events: ProgressEvents,
  log: { warn(obj: object, msg: string): void },
) {
  const state = new Map<string, { again: boolean; running: Promise<void> }>();

  async function refresh(id: string): Promise<void> {
    await advanceProgress(db, id, postsProgress(await postProgress(db, id)));
    events.changed(profileEventKey(id));
  }

  function touch(id: string): Promise<void> {
    const current = state.get(id);
    if (current) {
      current.again = true;
      return current.running;
    }
    const entry = { again: false, running: Promise.resolve() };
    entry.running = (async () => {
      try {
        do {
          entry.again = false;
          await refresh(id);
        } while (entry.again);
      } catch (error) {
        log.warn({ err: error, profileAnalysisId: id }, "profile progress refresh failed");
      } finally {
        state.delete(id);
      }
    })();
    state.set(id, entry);
    return entry.running;
  }

  return { touch, refresh };
}

export type ProgressTracker = ReturnType<typeof progressTracker>;
