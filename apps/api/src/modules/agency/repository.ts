import type {
  AnalysisResult,
  OverallSentiment,
  Post,
  ProfileInsights,
  ProfileMetrics,
} from "@commentlens/shared";
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { analysis, profileAnalysis, profilePost, user } from "../../db/schema.js";
import { fullResult } from "../analyses/stored-result.js";

/**
 * SQL of profile analyses. Reads and deletes for people take the owner (the Agency team's
 * owner), so another team's id is a 404. Counters and progress change only by single
 * conditional UPDATEs: progress never goes backwards and each post is counted once, whichever
 * process or retry gets there.
 */

export type ProfileAnalysisRow = typeof profileAnalysis.$inferSelect;
export type NewProfileAnalysisRow = typeof profileAnalysis.$inferInsert;
export type ProfilePostRow = typeof profilePost.$inferSelect;
export type NewProfilePostRow = typeof profilePost.$inferInsert;
/** A post's own analysis, made here with the post's lock held (see `ensurePostAnalysis`). */
type NewAnalysisRow = typeof analysis.$inferInsert;

const TERMINAL = ["completed", "failed"];

/** The progress record's statuses in order; `progress_status` only moves along them. */
const PROGRESS_ORDER = sql`ARRAY['fetching_comments','analyzing','aggregating','completed','failed']`;
const forward = (to: string) =>
  sql`CASE WHEN array_position(${PROGRESS_ORDER}, ${to}::text) > array_position(${PROGRESS_ORDER}, ${profileAnalysis.progressStatus}) THEN ${to}::text ELSE ${profileAnalysis.progressStatus} END`;

/**
 * Stores a profile analysis and its posts; answers whether it was made. A row of the same id
 * (a scheduled run another worker made first) stays as it is, and no posts are added to it.
 */
export async function insertProfileAnalysis(
  db: Db,
  row: NewProfileAnalysisRow,
  posts: NewProfilePostRow[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const made = await tx
      .insert(profileAnalysis)
      .values(row)
      .onConflictDoNothing({ target: profileAnalysis.id })
      .returning({ id: profileAnalysis.id });
    if (made.length === 0) return false;
    await tx.insert(profilePost).values(posts);
    return true;
  });
}

export async function findOwnedProfileAnalysis(
  db: Db,
  id: string,
  ownerId: string,
): Promise<ProfileAnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(profileAnalysis)
    .where(and(eq(profileAnalysis.id, id), eq(profileAnalysis.ownerId, ownerId)));
  return row;
}

/** For the jobs, which work on behalf of whoever owns it. */
export async function findProfileAnalysis(
  db: Db,
  id: string,
): Promise<ProfileAnalysisRow | undefined> {
  const [row] = await db.select().from(profileAnalysis).where(eq(profileAnalysis.id, id));
  return row;
}

/** A card: the row without its insights, with the starter's email and the insights' figures. */
export type ProfileAnalysisListRow = Omit<ProfileAnalysisRow, "insights"> & {
  createdByEmail: string | null;
  metrics: ProfileMetrics | null;
};

const listColumns = {
  id: profileAnalysis.id,
  ownerId: profileAnalysis.ownerId,
  createdBy: profileAnalysis.createdBy,
  instagramUsername: profileAnalysis.instagramUsername,
  profileUrl: profileAnalysis.profileUrl,
  profile: profileAnalysis.profile,
  status: profileAnalysis.status,
  progressStatus: profileAnalysis.progressStatus,
  progress: profileAnalysis.progress,
  currentStep: profileAnalysis.currentStep,
  totalPosts: profileAnalysis.totalPosts,
  completedPosts: profileAnalysis.completedPosts,
  failedPosts: profileAnalysis.failedPosts,
  error: profileAnalysis.error,
  startedAt: profileAnalysis.startedAt,
  createdAt: profileAnalysis.createdAt,
  updatedAt: profileAnalysis.updatedAt,
  completedAt: profileAnalysis.completedAt,
  scheduleId: profileAnalysis.scheduleId,
  alertsCheckedAt: profileAnalysis.alertsCheckedAt,
  createdByEmail: user.email,
  // Only the figures a card shows, not the whole insights document.
  metrics: sql<ProfileMetrics | null>`${profileAnalysis.insights}->'metrics'`,
};

/** The team's analyses, newest first. */
export async function listProfileAnalyses(
  db: Db,
  ownerId: string,
): Promise<ProfileAnalysisListRow[]> {
  return db
    .select(listColumns)
    .from(profileAnalysis)
    .leftJoin(user, eq(user.id, profileAnalysis.createdBy))
    .where(eq(profileAnalysis.ownerId, ownerId))
    .orderBy(desc(profileAnalysis.createdAt), desc(profileAnalysis.id));
}

export async function emailOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

/** A post of the analysis with what the detail view shows of its own analysis. */
export interface ProfilePostView {
  post: ProfilePostRow;
  analyzed: number | null;
  sentimentScore: number | null;
  overallSentiment: OverallSentiment | null;
}

export async function listProfilePosts(
  db: Db,
  profileAnalysisId: string,
): Promise<ProfilePostView[]> {
  const rows = await db
    .select({
      post: profilePost,
      // Read from the report without loading it whole (it holds every comment's result).
      analyzed: sql<number | null>`(${analysis.analysisData}->>'analyzed')::int`,
      sentimentScore: sql<number | null>`(${analysis.analysisData}->>'sentiment_score')::float8`,
      overallSentiment: sql<OverallSentiment | null>`${analysis.analysisData}->>'overall_sentiment'`,
      analysisStatus: analysis.status,
    })
    .from(profilePost)
    .leftJoin(analysis, eq(analysis.id, profilePost.analysisId))
    .where(eq(profilePost.profileAnalysisId, profileAnalysisId))
    .orderBy(asc(profilePost.position));
  return rows.map((r) => {
    const done = r.analysisStatus === "completed";
    return {
      post: r.post,
      analyzed: done ? r.analyzed : null,
      sentimentScore: done ? r.sentimentScore : null,
      overallSentiment: done ? r.overallSentiment : null,
    };
  });
}

/** Deletes the analysis; its posts, their analyses and comments go with it (FK cascades). */
export async function deleteOwnedProfileAnalysis(
  db: Db,
  id: string,
  ownerId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(profileAnalysis)
    .where(and(eq(profileAnalysis.id, id), eq(profileAnalysis.ownerId, ownerId)))
    .returning({ id: profileAnalysis.id });
  return deleted.length > 0;
}

/** The posts whose jobs analyze_profile sends: those not finished yet. */
export async function unfinishedPostIds(db: Db, profileAnalysisId: string): Promise<string[]> {
  const rows = await db
    .select({ id: profilePost.id })
    .from(profilePost)
    .where(
      and(
        eq(profilePost.profileAnalysisId, profileAnalysisId),
        notInArray(profilePost.status, TERMINAL),
      ),
    )
    .orderBy(asc(profilePost.position));
  return rows.map((r) => r.id);
}

/** Notes when the analysis was started (the first analyze_profile call only). */
export async function markStarted(db: Db, id: string, step: string): Promise<void> {
  await db
    .update(profileAnalysis)
    .set({ startedAt: new Date(), currentStep: step, updatedAt: new Date() })
    .where(and(eq(profileAnalysis.id, id), isNull(profileAnalysis.startedAt)));
}

export async function findProfilePost(
  db: Db,
  id: string,
): Promise<{ post: ProfilePostRow; parent: ProfileAnalysisRow } | undefined> {
  const [row] = await db
    .select({ post: profilePost, parent: profileAnalysis })
    .from(profilePost)
    .innerJoin(profileAnalysis, eq(profileAnalysis.id, profilePost.profileAnalysisId))
    .where(eq(profilePost.id, id));
  return row;
}

/**
 * Locks a profile analysis row for the rest of the transaction; false when it is gone.
 * A job that writes a post and its profile analysis in one transaction takes this lock first,
 * before the post's: deleting a profile analysis locks it first and then cascades to its posts,
 * and taking the two locks in opposite orders would deadlock the job with the deletion.
 */
async function lockProfileAnalysis(
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  id: string,
  strength: "key share" | "no key update",
): Promise<boolean> {
  const rows = await tx
    .select({ id: profileAnalysis.id })
    .from(profileAnalysis)
    .where(eq(profileAnalysis.id, id))
    .for(strength);
  return rows.length > 0;
}

/**
 * The post's analysis: the one it has, or a new one made by `create` and linked to it in the
 * same transaction, under a lock on the post, so two runs of its job can never make two.
 * Undefined when the post is gone (its profile analysis was deleted).
 */
export async function ensurePostAnalysis(
  db: Db,
  profilePostId: string,
  create: (post: ProfilePostRow) => NewAnalysisRow,
): Promise<string | undefined> {
  const [parent] = await db
    .select({ id: profilePost.profileAnalysisId })
    .from(profilePost)
    .where(eq(profilePost.id, profilePostId));
  if (!parent) return undefined;
  return db.transaction(async (tx) => {
    if (!(await lockProfileAnalysis(tx, parent.id, "key share"))) return undefined;
    const [post] = await tx
      .select()
      .from(profilePost)
      .where(eq(profilePost.id, profilePostId))
      .for("update");
    if (!post) return undefined;
    if (post.analysisId) return post.analysisId;
    const row = create(post);
    await tx.insert(analysis).values(row);
    await tx
      .update(profilePost)
      .set({ analysisId: row.id, updatedAt: new Date() })
      .where(eq(profilePost.id, profilePostId));
    return row.id;
  });
}

/** Marks a post as being worked on; answers its attempts so far (this one included). */
export async function markPostRunning(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db
    .update(profilePost)
    .set({
      status: "running",
      attempts: sql`${profilePost.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(profilePost.id, id), notInArray(profilePost.status, TERMINAL)))
    .returning({ attempts: profilePost.attempts });
  return row?.attempts;
}

/**
 * Records a post's outcome and counts it on its profile analysis, once: a post already
 * finished (by an earlier run of its job) is left alone and counted no second time.
 */
export async function finishPost(
  db: Db,
  post: { id: string; profileAnalysisId: string },
  outcome: { status: "completed" } | { status: "failed"; error: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockProfileAnalysis(tx, post.profileAnalysisId, "no key update"))) return false;
    const [changed] = await tx
      .update(profilePost)
      .set({
        status: outcome.status,
        error: outcome.status === "failed" ? outcome.error : null,
        updatedAt: new Date(),
      })
      .where(and(eq(profilePost.id, post.id), notInArray(profilePost.status, TERMINAL)))
      .returning({ id: profilePost.id });
    if (!changed) return false;
    await tx
      .update(profileAnalysis)
      .set(
        outcome.status === "completed"
          ? { completedPosts: sql`${profileAnalysis.completedPosts} + 1`, updatedAt: new Date() }
          : { failedPosts: sql`${profileAnalysis.failedPosts} + 1`, updatedAt: new Date() },
      )
      .where(eq(profileAnalysis.id, post.profileAnalysisId));
    return true;
  });
}

/** Where each post of an analysis stands, for the progress figure and sentence. */
export interface PostProgressRow {
  position: number;
  status: string;
  analysisStatus: string | null;
  analysisProgress: number | null;
  message: string | null;
  updatedAt: Date | null;
}

export async function postProgress(db: Db, profileAnalysisId: string): Promise<PostProgressRow[]> {
  return db
    .select({
      position: profilePost.position,
      status: profilePost.status,
      analysisStatus: analysis.status,
      analysisProgress: analysis.progress,
      message: analysis.message,
      updatedAt: analysis.updatedAt,
    })
    .from(profilePost)
    .leftJoin(analysis, eq(analysis.id, profilePost.analysisId))
    .where(eq(profilePost.profileAnalysisId, profileAnalysisId))
    .orderBy(asc(profilePost.position));
}

/**
 * Moves the progress of a running analysis forward: the figure by GREATEST, the status only
 * along its order; left alone once the insights are being generated or it has ended.
 */
export async function advanceProgress(
  db: Db,
  id: string,
  next: { progress: number; status: "fetching_comments" | "analyzing"; step: string },
): Promise<void> {
  await db
    .update(profileAnalysis)
    .set({
      progress: sql`GREATEST(${profileAnalysis.progress}, ${next.progress})`,
      progressStatus: forward(next.status),
      currentStep: next.step,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(profileAnalysis.id, id),
        eq(profileAnalysis.status, "in_progress"),
        inArray(profileAnalysis.progressStatus, ["fetching_comments", "analyzing"]),
      ),
    );
}

/**
 * Claims the move to generating insights: true for the one caller that sees every post
 * finished first; false before that, after it, or when the analysis is gone.
 */
export async function claimAggregation(
  db: Db,
  id: string,
  next: { progress: number; step: string },
): Promise<boolean> {
  const claimed = await db
    .update(profileAnalysis)
    .set({
      progressStatus: "aggregating",
      progress: sql`GREATEST(${profileAnalysis.progress}, ${next.progress})`,
      currentStep: next.step,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(profileAnalysis.id, id),
        eq(profileAnalysis.status, "in_progress"),
        inArray(profileAnalysis.progressStatus, ["fetching_comments", "analyzing"]),
        sql`${profileAnalysis.completedPosts} + ${profileAnalysis.failedPosts} >= ${profileAnalysis.totalPosts}`,
      ),
    )
    .returning({ id: profileAnalysis.id });
  return claimed.length > 0;
}

/** A post as the aggregation reads it: its data, and its report when it was analysed. */
export interface AggregationPost {
  post: Post;
  status: string;
  error: string | null;
  analysisId: string | null;
  result: AnalysisResult | null;
}

export async function aggregationPosts(
  db: Db,
  profileAnalysisId: string,
): Promise<AggregationPost[]> {
  const rows = await db
    .select({
      listed: profilePost.post,
      status: profilePost.status,
      error: profilePost.error,
      analysisId: profilePost.analysisId,
      analysedPost: analysis.post,
      analysisStatus: analysis.status,
      result: analysis.analysisData,
      commentResults: analysis.commentResults,
    })
    .from(profilePost)
    .leftJoin(analysis, eq(analysis.id, profilePost.analysisId))
    .where(eq(profilePost.profileAnalysisId, profileAnalysisId))
    .orderBy(asc(profilePost.position));
  return rows.map((r) => {
    const analysed = r.status === "completed" && r.analysisStatus === "completed";
    return {
      post: r.analysedPost ?? r.listed,
      status: r.status,
      error: r.error,
      analysisId: r.analysisId,
      result: analysed ? fullResult(r.result, r.commentResults) : null,
    };
  });
}

/** Ends a running analysis with its insights; false when it had already ended or is gone. */
export async function completeProfileAnalysis(
  db: Db,
  id: string,
  insights: ProfileInsights,
  step: string,
): Promise<boolean> {
  const done = await db
    .update(profileAnalysis)
    .set({
      status: "completed",
      progressStatus: "completed",
      progress: 100,
      currentStep: step,
      insights,
      error: null,
      completedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(profileAnalysis.id, id), eq(profileAnalysis.status, "in_progress")))
    .returning({ id: profileAnalysis.id });
  return done.length > 0;
}

export async function failProfileAnalysis(
  db: Db,
  id: string,
  error: string,
  step: string,
): Promise<boolean> {
  const done = await db
    .update(profileAnalysis)
    .set({
      status: "failed",
      progressStatus: "failed",
      currentStep: step,
      error,
      completedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(profileAnalysis.id, id), eq(profileAnalysis.status, "in_progress")))
    .returning({ id: profileAnalysis.id });
  return done.length > 0;
}
