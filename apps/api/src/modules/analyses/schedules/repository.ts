import type { AnalysisResult, ScheduleAlerts, ScheduleStopReason } from "@commentlens/shared";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { analysis, analysisComment, postSchedule, profileAnalysis } from "../../../db/schema.js";

export type ScheduleRow = typeof postSchedule.$inferSelect;

/** What a schedule re-runs: a post of the account, or an Agency profile of the team's owner. */
export type ScheduleSubject = { shortcode: string } | { username: string };

const subjectIs = (userId: string, subject: ScheduleSubject) =>
  and(
    eq(postSchedule.userId, userId),
    "shortcode" in subject
      ? eq(postSchedule.shortcode, subject.shortcode)
      : eq(postSchedule.username, subject.username),
  );

export async function findSchedule(
  db: Db,
  userId: string,
  subject: ScheduleSubject,
): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(postSchedule).where(subjectIs(userId, subject));
  return row;
}

export async function findScheduleById(db: Db, id: string): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(postSchedule).where(eq(postSchedule.id, id));
  return row;
}

/** Creates the account's schedule of the post or profile, or replaces its settings. */
export async function saveSchedule(
  db: Db,
  row: typeof postSchedule.$inferInsert,
): Promise<ScheduleRow> {
  const [saved] = await db
    .insert(postSchedule)
    .values(row)
    .onConflictDoUpdate({
      target: row.username
        ? [postSchedule.userId, postSchedule.username]
        : [postSchedule.userId, postSchedule.shortcode],
      set: {
        frequency: row.frequency,
        alerts: row.alerts,
        nextRunAt: row.nextRunAt,
        pausedAt: row.pausedAt ?? null,
        stopReason: row.stopReason ?? null,
      },
    })
    .returning();
  return saved as ScheduleRow;
}

export async function deleteSchedule(
  db: Db,
  userId: string,
  subject: ScheduleSubject,
): Promise<boolean> {
  const deleted = await db
    .delete(postSchedule)
    .where(subjectIs(userId, subject))
    .returning({ id: postSchedule.id });
  return deleted.length > 0;
}

/**
 * Runs to send: those of running schedules that are due at `now` (the longest waiting first),
 * and claimed runs whose analysis was never made (their job was lost).
 */
export async function dueRuns(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ id: string; dueAt: Date }[]> {
  const due = await db
    .select({ id: postSchedule.id, dueAt: postSchedule.nextRunAt })
    .from(postSchedule)
    .where(and(isNull(postSchedule.pausedAt), lte(postSchedule.nextRunAt, now)))
    .orderBy(asc(postSchedule.nextRunAt))
    .limit(limit);
  const pending = await db
    .select({ id: postSchedule.id, dueAt: postSchedule.pendingRunAt })
    .from(postSchedule)
    .where(isNotNull(postSchedule.pendingRunAt))
    .limit(limit);
  return [
    ...due,
    ...pending.filter((run): run is { id: string; dueAt: Date } => run.dueAt !== null),
  ];
}

/**
 * Claims the run due at `dueAt`: moves the schedule to its next run and notes the claimed one
 * as pending, only while that run is still the next one, so of several processes that see it
 * due exactly one claims it.
 */
export async function claimRun(
  db: Db,
  id: string,
  dueAt: Date,
  next: Date,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(postSchedule)
    .set({ nextRunAt: next, lastRunAt: now, pendingRunAt: dueAt })
    .where(
      and(
        eq(postSchedule.id, id),
        eq(postSchedule.nextRunAt, dueAt),
        isNull(postSchedule.pausedAt),
      ),
    )
    .returning({ id: postSchedule.id });
  return claimed.length > 0;
}

/** The claimed run's analysis exists (or the run was given up): nothing is pending any more. */
export async function clearPending(db: Db, id: string, dueAt: Date): Promise<void> {
  await db
    .update(postSchedule)
    .set({ pendingRunAt: null })
    .where(and(eq(postSchedule.id, id), eq(postSchedule.pendingRunAt, dueAt)));
}

/** Pauses a schedule that cannot go on, saying why. */
export async function stopSchedule(
  db: Db,
  id: string,
  reason: ScheduleStopReason,
  now: Date,
): Promise<void> {
  await db
    .update(postSchedule)
    .set({ pausedAt: now, stopReason: reason })
    .where(eq(postSchedule.id, id));
}

/** Turns every alert of the schedule with this unsubscribe token off. */
export async function alertsOffByToken(db: Db, token: string, off: ScheduleAlerts) {
  const updated = await db
    .update(postSchedule)
    .set({ alerts: off })
    .where(eq(postSchedule.unsubscribeToken, token))
    .returning({ id: postSchedule.id });
  return updated.length > 0;
}

/** Scheduled runs (of posts, then of profiles) that ended and whose alerts were not weighed yet. */
export async function runsAwaitingAlerts(
  db: Db,
  limit: number,
): Promise<{ id: string; kind: "post" | "profile" }[]> {
  const posts = await db
    .select({ id: analysis.id })
    .from(analysis)
    .where(
      and(
        isNotNull(analysis.scheduleId),
        isNull(analysis.alertsCheckedAt),
        inArray(analysis.status, ["completed", "failed"]),
      ),
    )
    .limit(limit);
  const profiles = await db
    .select({ id: profileAnalysis.id })
    .from(profileAnalysis)
    .where(
      and(
        isNotNull(profileAnalysis.scheduleId),
        isNull(profileAnalysis.alertsCheckedAt),
        inArray(profileAnalysis.status, ["completed", "failed"]),
      ),
    )
    .limit(limit);
  return [
    ...posts.map((run) => ({ id: run.id, kind: "post" as const })),
    ...profiles.map((run) => ({ id: run.id, kind: "profile" as const })),
  ];
}

/** Marks a run's alerts weighed; false when another process already did (it mails, not this one). */
export async function claimAlertCheck(db: Db, analysisId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(analysis)
    .set({ alertsCheckedAt: now })
    .where(and(eq(analysis.id, analysisId), isNull(analysis.alertsCheckedAt)))
    .returning({ id: analysis.id });
  return claimed.length > 0;
}

/** `claimAlertCheck` for a profile's run. */
export async function claimProfileAlertCheck(db: Db, id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(profileAnalysis)
    .set({ alertsCheckedAt: now })
    .where(and(eq(profileAnalysis.id, id), isNull(profileAnalysis.alertsCheckedAt)))
    .returning({ id: profileAnalysis.id });
  return claimed.length > 0;
}

/** A completed run's figures, read from its report without its per-comment results. */
export interface RunFigures {
  id: string;
  createdAt: Date;
  shortcode: string | null;
  scheduleId: string | null;
  analyzed: number;
  breakdown: AnalysisResult["sentiment_breakdown"] | null;
  unanswered: string[];
}

const runFigureColumns = {
  id: analysis.id,
  createdAt: analysis.createdAt,
  shortcode: analysis.shortcode,
  scheduleId: analysis.scheduleId,
  analyzed: sql<number | null>`(${analysis.analysisData}->>'analyzed')::int`,
  breakdown: sql<
    AnalysisResult["sentiment_breakdown"] | null
  >`${analysis.analysisData}->'sentiment_breakdown'`,
  unanswered: sql<string[] | null>`${analysis.analysisData}->'unanswered_questions'->'comment_ids'`,
};

const toFigures = (row: {
  id: string;
  createdAt: Date;
  shortcode: string | null;
  scheduleId: string | null;
  analyzed: number | null;
  breakdown: AnalysisResult["sentiment_breakdown"] | null;
  unanswered: string[] | null;
}): RunFigures => ({ ...row, analyzed: row.analyzed ?? 0, unanswered: row.unanswered ?? [] });

/** The account's completed runs of a post (not a profile's), the latest `limit`, oldest first. */
export async function completedRuns(
  db: Db,
  userId: string,
  shortcode: string,
  limit: number,
): Promise<RunFigures[]> {
  const rows = await db
    .select(runFigureColumns)
    .from(analysis)
    .where(
      and(
        eq(analysis.userId, userId),
        eq(analysis.shortcode, shortcode),
        isNull(analysis.profileAnalysisId),
        eq(analysis.status, "completed"),
        isNotNull(analysis.analysisData),
      ),
    )
    .orderBy(desc(analysis.createdAt))
    .limit(limit);
  return rows.map(toFigures).reverse();
}

export async function runFigures(db: Db, analysisId: string): Promise<RunFigures | undefined> {
  const [row] = await db.select(runFigureColumns).from(analysis).where(eq(analysis.id, analysisId));
  return row ? toFigures(row) : undefined;
}

/** A profile's run: when it was made, and its completed posts' figures. */
export interface ProfileRun {
  id: string;
  createdAt: Date;
  scheduleId: string | null;
  posts: RunFigures[];
}

/**
 * The team owner's completed runs of a profile, the latest `limit` (or those made before
 * `before`), oldest first, with their posts' figures.
 */
export async function completedProfileRuns(
  db: Db,
  ownerId: string,
  username: string,
  limit: number,
  before?: Date,
): Promise<ProfileRun[]> {
  const runs = await db
    .select({
      id: profileAnalysis.id,
      createdAt: profileAnalysis.createdAt,
      scheduleId: profileAnalysis.scheduleId,
    })
    .from(profileAnalysis)
    .where(
      and(
        eq(profileAnalysis.ownerId, ownerId),
        eq(profileAnalysis.instagramUsername, username),
        eq(profileAnalysis.status, "completed"),
        before ? lt(profileAnalysis.createdAt, before) : undefined,
      ),
    )
    .orderBy(desc(profileAnalysis.createdAt))
    .limit(limit);
  const posts = await completedPostsOf(
    db,
    runs.map((run) => run.id),
  );
  return runs.reverse().map((run) => ({ ...run, posts: posts.get(run.id) ?? [] }));
}

/** One profile run with its completed posts' figures, whatever its status. */
export async function profileRunOf(db: Db, id: string) {
  const [run] = await db
    .select({
      id: profileAnalysis.id,
      ownerId: profileAnalysis.ownerId,
      username: profileAnalysis.instagramUsername,
      status: profileAnalysis.status,
      createdAt: profileAnalysis.createdAt,
      scheduleId: profileAnalysis.scheduleId,
    })
    .from(profileAnalysis)
    .where(eq(profileAnalysis.id, id));
  if (!run) return undefined;
  return { ...run, posts: (await completedPostsOf(db, [id])).get(id) ?? [] };
}

/** The figures of the completed post analyses of each profile run, by the run's id. */
async function completedPostsOf(db: Db, runIds: string[]): Promise<Map<string, RunFigures[]>> {
  const byRun = new Map<string, RunFigures[]>();
  if (runIds.length === 0) return byRun;
  const posts = await db
    .select({ ...runFigureColumns, profileAnalysisId: analysis.profileAnalysisId })
    .from(analysis)
    .where(
      and(
        inArray(analysis.profileAnalysisId, runIds),
        eq(analysis.status, "completed"),
        isNotNull(analysis.analysisData),
      ),
    );
  for (const { profileAnalysisId, ...post } of posts) {
    if (!profileAnalysisId) continue;
    const list = byRun.get(profileAnalysisId) ?? [];
    list.push(toFigures(post));
    byRun.set(profileAnalysisId, list);
  }
  return byRun;
}

export interface TagCounts {
  complaints: number;
  questions: number;
  abusive: number;
}

/** Complaints, questions and abusive comments of each run. */
export async function tagCounts(db: Db, analysisIds: string[]): Promise<Map<string, TagCounts>> {
  if (analysisIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: analysisComment.analysisId,
      complaints: sql<number>`count(*) filter (where 'complaint' = any(${analysisComment.tags}))::int`,
      questions: sql<number>`count(*) filter (where 'question' = any(${analysisComment.tags}))::int`,
      abusive: sql<number>`count(*) filter (where 'toxic' = any(${analysisComment.tags}))::int`,
    })
    .from(analysisComment)
    .where(inArray(analysisComment.analysisId, analysisIds))
    .groupBy(analysisComment.analysisId);
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

/**
 * Comments of run `current` with `tag` that run `previous` did not have (by comment id; every
 * one when there is no previous run of the post),
 * leaving out those marked answered or handled.
 */
export async function newTagged(
  db: Db,
  current: string,
  previous: string | null,
  tag: "complaint" | "toxic" | "question",
  onlyIds?: string[],
): Promise<number> {
  if (onlyIds?.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(analysisComment)
    .where(
      and(
        eq(analysisComment.analysisId, current),
        sql`${tag} = any(${analysisComment.tags})`,
        isNull(analysisComment.status),
        onlyIds ? inArray(analysisComment.id, onlyIds) : undefined,
        previous === null
          ? undefined
          : sql`not exists (select 1 from ${analysisComment} as p where p.analysis_id = ${previous} and p.id = ${analysisComment.id})`,
      ),
    );
  return row?.count ?? 0;
}

/** Makes the account's running schedules due now (the developer's "run them now"). */
export async function makeDueNow(db: Db, userId: string, now: Date): Promise<number> {
  const moved = await db
    .update(postSchedule)
    .set({ nextRunAt: now })
    .where(and(eq(postSchedule.userId, userId), isNull(postSchedule.pausedAt)))
    .returning({ id: postSchedule.id });
  return moved.length;
}
