import { randomUUID } from "node:crypto";
import type { ProfileInsightsInput } from "@commentlens/analysis";
import { type Comment, PROFILE_MESSAGES, type ProfileInsights } from "@commentlens/shared";
import type { Db } from "../../db/client.js";
import type { Jobs } from "../../plugins/jobs.js";
import type { ProgressEvents } from "../analyses/events.js";
import {
  type AnalysesDeps,
  analysedComments,
  analysisForJob,
  requeueAnalysis,
  runAnalysis,
} from "../analyses/service.js";
import { AnalysisStopped } from "../analyze-comments/off-thread.js";
import {
  AGGREGATING_STEP,
  COMPLETED_STEP,
  FAILED_STEP,
  POSTS_SHARE,
  type ProgressTracker,
  profileEventKey,
} from "./progress.js";
import {
  aggregationPosts,
  claimAggregation,
  completeProfileAnalysis,
  ensurePostAnalysis,
  failProfileAnalysis,
  findProfileAnalysis,
  findProfilePost,
  finishPost,
  markPostRunning,
  type ProfileAnalysisRow,
  type ProfilePostRow,
} from "./repository.js";

/**
 * The jobs of a profile analysis: one per post (fetch its comments and analyse them, as a
 * post analysis of its own), then one that builds the profile's insights from them all.
 * Every step is safe to run again: after a crash, a retry, or a duplicate delivery.
 */

export const PROFILE_POST_QUEUE = "profile-post";
export const PROFILE_AGGREGATE_QUEUE = "profile-aggregate";

/**
 * Runs of a post's job that may end in a passing failure (the data service timing out…)
 * before the post counts as failed; the queue allows one more run, for a crash.
 */
export const POST_ATTEMPTS = 3;

/** Failures worth another try a little later; the rest say something about the post itself. */
const PASSING_FAILURES = new Set([
  "PROVIDER_TIMEOUT",
  "PROVIDER_RATE_LIMITED",
  "PROVIDER_FAILED",
  "ANALYSIS_FAILED",
]);

export interface ProfileJobDeps {
  analyses: AnalysesDeps;
  /** Builds a profile's insights off the API's thread, under the analyses' time budget. */
  buildInsights: (input: ProfileInsightsInput) => Promise<ProfileInsights>;
  jobs: Pick<Jobs, "sendOnce">;
  progress: ProgressTracker;
  log: {
    error(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
  };
}

/** A job that should be retried by the queue (with its backoff). */
export class RetryLater extends Error {
  override name = "RetryLater";
}

/** Sends a post's job; a post never has two (its id is the job's id). */
export function sendPostJob(jobs: Pick<Jobs, "sendOnce">, profilePostId: string) {
  return jobs.sendOnce(PROFILE_POST_QUEUE, profilePostId, { profilePostId });
}

/** The analysis's post notices also move the profile analysis's progress on. */
function trackingEvents(inner: ProgressEvents, onChange: () => void): ProgressEvents {
  return {
    changed(id) {
      inner.changed(id);
      onChange();
    },
    subscribe: (id, listener) => inner.subscribe(id, listener),
  };
}

function postAnalysisRow(deps: ProfileJobDeps, parent: ProfileAnalysisRow, post: ProfilePostRow) {
  const now = new Date();
  return {
    id: randomUUID(),
    // The team's owner: every member reads it through the profile analysis.
    userId: parent.ownerId,
    postUrl: post.post.url,
    shortcode: post.shortcode,
    source: deps.analyses.instagram.name === "demo" ? "demo" : "instagram",
    status: "queued",
    progress: 0,
    message: "Waiting to start...",
    // The profile's post list already gave the post's data.
    post: post.post,
    // Profile analyses are not metered per post: no usage slot.
    usageSubject: null,
    usagePeriod: null,
    profileAnalysisId: parent.id,
    createdAt: now,
    updatedAt: now,
  };
}

/** One post: its analysis, run once to completion (or failure), then counted. */
export async function runProfilePost(deps: ProfileJobDeps, profilePostId: string): Promise<void> {
  const { db } = deps.analyses;
  const found = await findProfilePost(db, profilePostId);
  // Deleted with its profile analysis, or ended: nothing to do.
  if (found?.parent.status !== "in_progress") return;
  const { post, parent } = found;
  if (post.status !== "completed" && post.status !== "failed") {
    const analysisId = await ensurePostAnalysis(db, post.id, (p) =>
      postAnalysisRow(deps, parent, p),
    );
    if (!analysisId) return;
    const attempts = await markPostRunning(db, post.id);
    if (attempts === undefined) return;
    await deps.progress.touch(parent.id);
    const events = trackingEvents(deps.analyses.events, () => void deps.progress.touch(parent.id));
    // A completed analysis (the job was cut off after it) returns at once, so it is not redone.
    await runAnalysis({ ...deps.analyses, events }, analysisId, deps.log);
    const row = await analysisForJob(db, analysisId);
    if (!row) return;
    if (row.status === "completed") {
      await finishPost(db, post, { status: "completed" });
    } else if (row.status === "failed") {
      if (row.errorCode && PASSING_FAILURES.has(row.errorCode) && attempts < POST_ATTEMPTS) {
        await requeueAnalysis(db, analysisId, "Trying again in a moment...");
        await deps.progress.touch(parent.id);
        throw new RetryLater(`post ${post.shortcode}: ${row.error ?? "failed"}; trying again`);
      }
      await finishPost(db, post, {
        status: "failed",
        error: row.error ?? PROFILE_MESSAGES.analysisFailed,
      });
    } else {
      // Still running elsewhere (a duplicate delivery); that run will finish it.
      return;
    }
    await deps.progress.refresh(parent.id);
  }
  await sendAggregationIfDone({ db, jobs: deps.jobs, events: deps.analyses.events }, parent.id);
}

/**
 * Once every post has ended, sends the aggregation. The conditional UPDATE lets one caller
 * move the analysis on; the job's fixed id keeps the queue to one aggregation even when a run
 * cut off between the two is repeated.
 */
export async function sendAggregationIfDone(
  deps: { db: Db; jobs: Pick<Jobs, "sendOnce">; events: ProgressEvents },
  profileAnalysisId: string,
): Promise<void> {
  await claimAggregation(deps.db, profileAnalysisId, {
    progress: POSTS_SHARE,
    step: AGGREGATING_STEP,
  });
  const row = await findProfileAnalysis(deps.db, profileAnalysisId);
  if (row?.status !== "in_progress" || row.progressStatus !== "aggregating") return;
  deps.events.changed(profileEventKey(profileAnalysisId));
  await deps.jobs.sendOnce(PROFILE_AGGREGATE_QUEUE, profileAnalysisId, { profileAnalysisId });
}

/** The insights of the profile from every analysed post, its comments and its report. */
export async function runProfileAggregate(
  deps: ProfileJobDeps,
  profileAnalysisId: string,
): Promise<void> {
  const { db } = deps.analyses;
  const parent = await findProfileAnalysis(db, profileAnalysisId);
  if (parent?.status !== "in_progress") return;
  const posts = await aggregationPosts(db, profileAnalysisId);
  const notify = () => deps.analyses.events.changed(profileEventKey(profileAnalysisId));
  if (!posts.some((p) => p.result)) {
    await failProfileAnalysis(db, profileAnalysisId, PROFILE_MESSAGES.noComments, FAILED_STEP);
    notify();
    return;
  }
  const input = [];
  for (const p of posts) {
    const comments: Comment[] =
      p.result && p.analysisId ? await analysedComments(db, p.analysisId) : [];
    input.push({
      post: p.post,
      result: p.result,
      comments,
      error: p.result ? null : (p.error ?? PROFILE_MESSAGES.analysisFailed),
    });
  }
  let insights: ProfileInsights;
  try {
    insights = await deps.buildInsights({
      username: parent.instagramUsername,
      profile: parent.profile ?? null,
      posts: input,
    });
  } catch (error) {
    // Stopped by a shutdown: the job runs again after the restart.
    if (error instanceof AnalysisStopped) throw error;
    // The same posts would fail the same way again: end it rather than retry.
    deps.log.error({ err: error, profileAnalysisId }, "profile insights failed");
    await failProfileAnalysis(db, profileAnalysisId, PROFILE_MESSAGES.analysisFailed, FAILED_STEP);
    notify();
    return;
  }
  await completeProfileAnalysis(db, profileAnalysisId, insights, COMPLETED_STEP);
  notify();
}
