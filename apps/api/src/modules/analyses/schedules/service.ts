import { randomBytes, randomUUID } from "node:crypto";
import {
  formatPostUrl,
  NO_ALERTS,
  type PostSchedule,
  SCHEDULE_INTERVAL_MS,
  SCHEDULE_MESSAGES,
  type ScheduleFrequency,
  type ScheduleInput,
  scheduleInputSchema,
  type TeamRole,
  TREND_MAX_POINTS,
  type TrendPoint,
} from "@commentlens/shared";
import type { Db } from "../../../db/client.js";
import { AppError } from "../../../lib/app-error.js";
import { stableId } from "../../../lib/stable-id.js";
import { isOwnerAccount, type Owner } from "../owner.js";
import { type AnalysisRow, findAnalysis } from "../repository.js";
import { type AnalysesDeps, AnalysisExists, createAnalysis, postCanRerun } from "../service.js";
import {
  alertsOffByToken,
  claimRun,
  clearPending,
  completedProfileRuns,
  completedRuns,
  deleteSchedule,
  findSchedule,
  findScheduleById,
  type RunFigures,
  type ScheduleRow,
  type ScheduleSubject,
  saveSchedule,
  stopSchedule,
  type TagCounts,
  tagCounts,
} from "./repository.js";
import { sentimentShares } from "./shares.js";

/**
 * Scheduled re-analysis of a post: its owner sets it to re-run daily or weekly; each run is a
 * new analysis in their account (counted against their plan like one they start), so the
 * report's "What changed since" and its trend read every run. An Agency profile re-runs the
 * same way, as a new profile analysis of the team's owner.
 */

/** A profile of an Agency team's owner, as its schedule names it. */
export interface ProfileTarget {
  ownerId: string;
  username: string;
}

/** How starting a profile's run ended: its analysis, or why the schedule must stop. */
export type ProfileRunStart = "started" | "already started" | "plan_ended" | "profile_unavailable";

export interface ScheduleDeps {
  analyses: AnalysesDeps;
  /** The Agency team a user sits in now: a viewer's schedules stop (they start no analyses). */
  teamOf?: (userId: string) => Promise<{ role: TeamRole } | null>;
  /**
   * Makes and starts a profile's run as the analysis `id` (modules/agency), or says why it
   * cannot; without it, profile schedules stop as if the plan had ended.
   */
  startProfileRun?: (
    run: ProfileTarget & { id: string; scheduleId: string },
    now: Date,
  ) => Promise<ProfileRunStart>;
}

/** The schedule's post: a post of the reader's own account, analysed from its link. */
function schedulable(row: AnalysisRow, who: Owner | null): { userId: string; shortcode: string } {
  if (!isOwnerAccount(row, who) || !row.userId) throw new AppError(403, "SCHEDULE_OWNER_ONLY");
  if (!postCanRerun(row) || !row.shortcode) {
    throw new AppError(409, "SCHEDULE_NOT_POSSIBLE");
  }
  return { userId: row.userId, shortcode: row.shortcode };
}

export function toSchedule(row: ScheduleRow): PostSchedule {
  return {
    frequency: row.frequency,
    alerts: row.alerts,
    paused: row.pausedAt !== null,
    stopped: row.stopReason
      ? { reason: row.stopReason, message: SCHEDULE_MESSAGES.stopped[row.stopReason] }
      : null,
    next_run_at: row.pausedAt ? null : row.nextRunAt.toISOString(),
    last_run_at: row.lastRunAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function scheduleOf(
  deps: ScheduleDeps,
  row: AnalysisRow,
  who: Owner | null,
): Promise<PostSchedule | null> {
  if (!isOwnerAccount(row, who) || !row.userId || !row.shortcode) return null;
  const found = await findSchedule(deps.analyses.db, row.userId, { shortcode: row.shortcode });
  return found ? toSchedule(found) : null;
}

/** The schedule of a profile of the team, if it has one. */
export async function profileScheduleOf(
  db: Db,
  target: ProfileTarget,
): Promise<PostSchedule | null> {
  const found = await findSchedule(db, target.ownerId, {
    username: target.username,
  });
  return found ? toSchedule(found) : null;
}

/** Sets the post's schedule (see `saveSettings`). */
export function setSchedule(
  deps: ScheduleDeps,
  row: AnalysisRow,
  who: Owner | null,
  input: ScheduleInput,
  now = new Date(),
): Promise<PostSchedule> {
  const post = schedulable(row, who);
  return saveSettings(deps.analyses.db, post.userId, { shortcode: post.shortcode }, input, now);
}

/** Sets the schedule of a profile of the team, in its owner's account (see `saveSettings`). */
export function setProfileSchedule(
  db: Db,
  target: ProfileTarget,
  input: ScheduleInput,
  now = new Date(),
): Promise<PostSchedule> {
  return saveSettings(db, target.ownerId, { username: target.username }, input, now);
}

/**
 * The first run is one interval from now (the report just read is the latest); a changed
 * frequency counts from now; resuming a schedule that is overdue runs it at once.
 */
async function saveSettings(
  db: Db,
  userId: string,
  subject: ScheduleSubject,
  input: ScheduleInput,
  now: Date,
): Promise<PostSchedule> {
  const { frequency, alerts, paused } = scheduleInputSchema.parse(input);
  const existing = await findSchedule(db, userId, subject);
  const fromNow = new Date(now.getTime() + SCHEDULE_INTERVAL_MS[frequency]);
  let nextRunAt = fromNow;
  if (existing && existing.frequency === frequency) {
    nextRunAt = existing.nextRunAt < now ? now : existing.nextRunAt;
  }
  const stillPaused = paused && existing?.pausedAt ? existing.pausedAt : null;
  const saved = await saveSchedule(db, {
    id: existing?.id ?? randomUUID(),
    userId,
    shortcode: "shortcode" in subject ? subject.shortcode : null,
    username: "username" in subject ? subject.username : null,
    frequency,
    alerts,
    nextRunAt,
    pausedAt: paused ? (stillPaused ?? now) : null,
    // A schedule paused by the owner says nothing more; one they resume starts over.
    stopReason: paused ? (existing?.stopReason ?? null) : null,
    unsubscribeToken: existing?.unsubscribeToken ?? randomBytes(24).toString("base64url"),
    createdAt: now,
  });
  return toSchedule(saved);
}

export async function removeSchedule(
  deps: ScheduleDeps,
  row: AnalysisRow,
  who: Owner | null,
): Promise<void> {
  const post = schedulable(row, who);
  if (!(await deleteSchedule(deps.analyses.db, post.userId, { shortcode: post.shortcode }))) {
    throw new AppError(404, "SCHEDULE_NOT_FOUND");
  }
}

export async function removeProfileSchedule(db: Db, target: ProfileTarget): Promise<void> {
  if (!(await deleteSchedule(db, target.ownerId, { username: target.username }))) {
    throw new AppError(404, "SCHEDULE_NOT_FOUND");
  }
}

/** The post's completed runs in the reader's account, as the trend chart plots them. */
export async function trendOf(
  deps: Pick<ScheduleDeps, "analyses">,
  row: AnalysisRow,
): Promise<TrendPoint[]> {
  // The runs are those of the account that owns this report (a team member reading a profile's
  // post sees that post's runs only: it has no runs of its own).
  if (!row.userId || !row.shortcode || row.profileAnalysisId) return [];
  const { db } = deps.analyses;
  const runs = await completedRuns(db, row.userId, row.shortcode, TREND_MAX_POINTS);
  const counts = await tagCounts(
    db,
    runs.map((run) => run.id),
  );
  return runs.map((run) => trendPoint(run, [run], counts));
}

/** The profile's completed runs in its owner's account, each the sum of its posts. */
export async function profileTrendOf(db: Db, target: ProfileTarget): Promise<TrendPoint[]> {
  const runs = await completedProfileRuns(db, target.ownerId, target.username, TREND_MAX_POINTS);
  const counts = await tagCounts(
    db,
    runs.flatMap((run) => run.posts.map((post) => post.id)),
  );
  return runs.map((run) => trendPoint(run, run.posts, counts));
}

function trendPoint(
  run: { id: string; createdAt: Date; scheduleId: string | null },
  posts: RunFigures[],
  counts: Map<string, TagCounts>,
): TrendPoint {
  const sum = (pick: (counts: TagCounts) => number) =>
    posts.reduce((total, post) => total + pick(counts.get(post.id) ?? NO_TAGS), 0);
  const shares = sentimentShares(posts);
  return {
    analysis_id: run.id,
    created_at: run.createdAt.toISOString(),
    scheduled: run.scheduleId !== null,
    comments: posts.reduce((total, post) => total + post.analyzed, 0),
    positive: shares?.positive ?? 0,
    neutral: shares?.neutral ?? 0,
    negative: shares?.negative ?? 0,
    complaints: sum((c) => c.complaints),
    questions: sum((c) => c.questions),
    abusive: sum((c) => c.abusive),
  };
}

const NO_TAGS: TagCounts = { complaints: 0, questions: 0, abusive: 0 };

/** The due time after `dueAt`: runs missed while nothing ran (a long outage) are skipped. */
export function nextDue(dueAt: Date, frequency: ScheduleFrequency, now: Date): Date {
  const interval = SCHEDULE_INTERVAL_MS[frequency];
  let next = dueAt.getTime() + interval;
  if (next <= now.getTime()) {
    next += Math.ceil((now.getTime() - next + 1) / interval) * interval;
  }
  return new Date(next);
}

/** The analysis id of a schedule's run due at `dueAt`: the same in every process. */
export function scheduledRunId(scheduleId: string, dueAt: Date): string {
  return stableId(`scheduled-run:${scheduleId}:${dueAt.toISOString()}`);
}

export type ScheduledRunOutcome = "started" | "already started" | "skipped" | "stopped";

/**
 * Starts the schedule's run due at `dueAt`. The run is claimed first (the schedule moves to
 * its next run), so of several processes holding a job for it one goes on; a repeated job of
 * a claimed run (after a crash) carries on, and finds the run's analysis if it was made, since
 * its id is the run's own (see `scheduledRunId`).
 */
export async function startScheduledRun(
  deps: ScheduleDeps,
  scheduleId: string,
  dueAt: Date,
  now = new Date(),
): Promise<ScheduledRunOutcome> {
  const { db } = deps.analyses;
  const schedule = await findScheduleById(db, scheduleId);
  if (!schedule) return "skipped";
  if (schedule.pendingRunAt?.getTime() !== dueAt.getTime()) {
    const next = nextDue(dueAt, schedule.frequency, now);
    if (!(await claimRun(db, schedule.id, dueAt, next, now))) return "skipped";
  }
  const outcome = await createRun(deps, schedule, scheduledRunId(schedule.id, dueAt), now);
  await clearPending(db, schedule.id, dueAt);
  return outcome;
}

/** The run's analysis, made once; a schedule whose owner may no longer analyse stops. */
async function createRun(
  deps: ScheduleDeps,
  schedule: ScheduleRow,
  id: string,
  now: Date,
): Promise<ScheduledRunOutcome> {
  // A profile's run is the agency's to make, with its own checks (the owner's plan).
  if (schedule.username) return createProfileRun(deps, schedule, schedule.username, id, now);
  if (!schedule.shortcode) return "skipped";
  const { db } = deps.analyses;
  if (await findAnalysis(db, id, { withResults: false })) return "already started";
  if ((await deps.teamOf?.(schedule.userId))?.role === "viewer") {
    await stopSchedule(db, schedule.id, "view_only", now);
    return "stopped";
  }
  const owner = { kind: "user", userId: schedule.userId } as const;
  try {
    await createAnalysis(
      deps.analyses,
      owner,
      owner,
      { kind: "url", url: formatPostUrl(schedule.shortcode) },
      now,
      { id, scheduleId: schedule.id },
    );
    return "started";
  } catch (error) {
    // Another worker handed the same run made it between the look above and the insert.
    if (error instanceof AnalysisExists) return "already started";
    if (error instanceof AppError && error.code === "USAGE_LIMIT") {
      await stopSchedule(db, schedule.id, "usage_limit", now);
      return "stopped";
    }
    throw error;
  }
}

async function createProfileRun(
  deps: ScheduleDeps,
  schedule: ScheduleRow,
  username: string,
  id: string,
  now: Date,
): Promise<ScheduledRunOutcome> {
  const started = deps.startProfileRun
    ? await deps.startProfileRun(
        { ownerId: schedule.userId, username, id, scheduleId: schedule.id },
        now,
      )
    : "plan_ended";
  if (started === "started" || started === "already started") return started;
  await stopSchedule(deps.analyses.db, schedule.id, started, now);
  return "stopped";
}

/** One click from an alert mail: that schedule mails no more (its runs go on). */
export async function unsubscribeAlerts(
  deps: Pick<ScheduleDeps, "analyses">,
  token: string,
): Promise<{ message: string }> {
  if (!(await alertsOffByToken(deps.analyses.db, token, NO_ALERTS))) {
    throw new AppError(400, "VALIDATION_FAILED", SCHEDULE_MESSAGES.unsubscribeInvalid);
  }
  return { message: SCHEDULE_MESSAGES.unsubscribed };
}
