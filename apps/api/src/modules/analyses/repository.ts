import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type {
  AnalysisComment,
  AnalysisResult,
  Comment,
  CommentResult,
  CommentSort,
  CommentStance,
  CommentStatus,
  CommentTag,
  CommentTarget,
} from "@commentlens/shared";
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { analysis, analysisComment, analysisImport, user } from "../../db/schema.js";
import type { Owner } from "./owner.js";

/** SQL of the analyses: every read and delete takes the owner, so another's id is a 404. */

export type AnalysisRow = typeof analysis.$inferSelect;
export type NewAnalysisRow = typeof analysis.$inferInsert;
/** A row without the report's per-comment results: for lists and comparisons. */
export type AnalysisRowLite = Omit<AnalysisRow, "commentResults">;

const { commentResults: _results, ...liteColumns } = getTableColumns(analysis);

/**
 * What storing a report writes: its figures, and its per-comment results as JSON text,
 * written a page at a time with the event loop let through between pages.
 */
export async function reportColumns(
  result: AnalysisResult,
): Promise<Pick<NewAnalysisRow, "analysisData" | "commentResults">> {
  const pages: string[] = [];
  for (let start = 0; start < result.comments.length; start += 5_000) {
    pages.push(JSON.stringify(result.comments.slice(start, start + 5_000)).slice(1, -1));
    await yieldToEventLoop();
  }
  return {
    analysisData: { ...result, comments: [] },
    commentResults: `[${pages.filter(Boolean).join(",")}]`,
  };
}

function owned(owner: Owner): SQL {
  return owner.kind === "user"
    ? eq(analysis.userId, owner.userId)
    : (and(eq(analysis.visitorKey, owner.visitorKey), isNull(analysis.userId)) as SQL);
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Post analyses waiting in line that were made before `before`, the oldest first: those among
 * them without a job lost it with the process that made them.
 */
export async function waitingAnalysisIds(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: analysis.id })
    .from(analysis)
    .where(
      and(
        eq(analysis.status, "queued"),
        isNull(analysis.profileAnalysisId),
        lte(analysis.createdAt, before),
      ),
    )
    .orderBy(asc(analysis.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Whether the row was made: a row of the same id (a scheduled run made by another worker) stays. */
export async function insertAnalysis(db: Db, row: NewAnalysisRow): Promise<boolean> {
  const made = await db
    .insert(analysis)
    .values(row)
    .onConflictDoNothing({ target: analysis.id })
    .returning({ id: analysis.id });
  return made.length > 0;
}

/** What reading a row takes: its per-comment results too (the default), or not (read as null). */
export interface ReadOptions {
  withResults?: boolean;
}

function rowColumns({ withResults = true }: ReadOptions) {
  return withResults
    ? getTableColumns(analysis)
    : { ...liteColumns, commentResults: sql<string | null>`null` };
}

export async function findOwnedAnalysis(
  db: Db,
  id: string,
  owner: Owner,
  options: ReadOptions = {},
): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select(rowColumns(options))
    .from(analysis)
    .where(and(eq(analysis.id, id), owned(owner)));
  return row;
}

/**
 * The analysis of one post of a profile analysis of the Agency team `teamOwnerId`: every
 * member of the team may read those (they belong to the team's owner).
 */
export async function findTeamPostAnalysis(
  db: Db,
  id: string,
  teamOwnerId: string,
  options: ReadOptions = {},
): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select(rowColumns(options))
    .from(analysis)
    .where(
      and(
        eq(analysis.id, id),
        eq(analysis.userId, teamOwnerId),
        isNotNull(analysis.profileAnalysisId),
      ),
    );
  return row;
}

/** For the job, which works on behalf of whoever owns it. */
export async function findAnalysis(
  db: Db,
  id: string,
  options: ReadOptions = {},
): Promise<AnalysisRow | undefined> {
  const [row] = await db.select(rowColumns(options)).from(analysis).where(eq(analysis.id, id));
  return row;
}

export async function updateAnalysis(
  db: Db,
  id: string,
  patch: Partial<NewAnalysisRow>,
): Promise<void> {
  await db
    .update(analysis)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(analysis.id, id));
}

/**
 * Counts a run of an analysis's job as it starts: the runs now started and not ended, or
 * `undefined` when the analysis is gone or has already ended.
 */
export async function startRun(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db
    .update(analysis)
    .set({ runsStarted: sql`${analysis.runsStarted} + 1`, updatedAt: new Date() })
    .where(and(eq(analysis.id, id), notInArray(analysis.status, ["completed", "failed"])))
    .returning({ runsStarted: analysis.runsStarted });
  return row?.runsStarted;
}

/**
 * Puts an analysis whose run was stopped by a shutdown back in line: the run ended in order
 * (it does not count as cut off), and the job runs it again from the start.
 */
export async function returnToQueue(db: Db, id: string): Promise<void> {
  await db
    .update(analysis)
    .set({
      status: "queued",
      step: null,
      progress: 0,
      message: "Waiting to start...",
      runsStarted: sql`greatest(${analysis.runsStarted} - 1, 0)`,
      updatedAt: new Date(),
    })
    .where(and(eq(analysis.id, id), notInArray(analysis.status, ["completed", "failed"])));
}

/** Comments per stored chunk of an import (about 0.2 MB of JSON). */
const IMPORT_CHUNK = 1_000;
/** Analysed comments per insert statement. */
const INSERT_CHUNK = 500;

/**
 * Inserts analysed comments as one column array each, unnested in SQL: a statement of 15
 * parameters, where a VALUES list would have 15 per comment and take three times as long
 * to build and run.
 */
async function insertComments(
  db: Db,
  analysisId: string,
  firstPosition: number,
  comments: Comment[],
  results: CommentResult[],
): Promise<void> {
  const column = <T>(value: (c: Comment, r: CommentResult) => T) =>
    sql.param(comments.map((c, i) => value(c, results[i] as CommentResult)));
  await db.execute(sql`
    insert into ${analysisComment} (analysis_id, position, id, username, text, likes, timestamp,
      reply_count, parent_id, is_from_owner, score, label, language, target, stance, about, tags,
      corrected)
    select ${analysisId}, ${firstPosition} + u.n - 1, u.id, u.username, u.text, u.likes, u.at,
      u.replies, u.parent_id, u.owner, u.score, u.label, u.language, u.target, u.stance, u.about,
      string_to_array(u.tags, ','), u.corrected
    from unnest(
      ${column((c) => c.id)}::text[], ${column((c) => c.username)}::text[],
      ${column((c) => c.text)}::text[], ${column((c) => c.likes)}::int[],
      ${column((c) => c.timestamp)}::timestamptz[], ${column((c) => c.replyCount)}::int[],
      ${column((c) => c.parentId)}::text[], ${column((c) => c.isFromOwner)}::bool[],
      ${column((_, r) => r.score)}::real[], ${column((_, r) => r.label)}::text[],
      ${column((_, r) => r.language)}::text[], ${column((_, r) => r.target)}::text[],
      ${column((_, r) => r.stance)}::text[], ${column((_, r) => r.about ?? null)}::text[],
      ${column((_, r) => r.tags.join(","))}::text[], ${column((_, r) => r.corrected === true)}::bool[]
    ) with ordinality as u(id, username, text, likes, at, replies, parent_id, owner, score,
      label, language, target, stance, about, tags, corrected, n)`);
}

/**
 * Stores an imported file's comments chunk by chunk, letting the event loop run between
 * chunks: one statement with all 100,000 would hold the API for seconds.
 */
export async function saveImport(db: Db, analysisId: string, comments: Comment[]): Promise<void> {
  for (let start = 0, chunk = 0; start < comments.length; start += IMPORT_CHUNK, chunk++) {
    await db
      .insert(analysisImport)
      .values({ analysisId, chunk, comments: comments.slice(start, start + IMPORT_CHUNK) });
    await yieldToEventLoop();
  }
}

/** The imported comments in file order, read chunk by chunk; undefined when none are kept. */
export async function loadImport(db: Db, analysisId: string): Promise<Comment[] | undefined> {
  const comments: Comment[] = [];
  for (let chunk = 0; ; chunk++) {
    const [row] = await db
      .select({ comments: analysisImport.comments })
      .from(analysisImport)
      .where(and(eq(analysisImport.analysisId, analysisId), eq(analysisImport.chunk, chunk)));
    if (!row) return chunk === 0 ? undefined : comments;
    for (const comment of row.comments as Comment[]) comments.push(comment);
    await yieldToEventLoop();
  }
}

export async function deleteImport(db: Db, analysisId: string): Promise<void> {
  await db.delete(analysisImport).where(eq(analysisImport.analysisId, analysisId));
}

/**
 * Stores the analysed comments, then completes the analysis in one short transaction that
 * also drops the import. The comments go in a few hundred at a time, letting the event loop
 * run between statements; the report shows only once the last step is done, so a reader
 * never sees a report without its comments. Rows from an interrupted earlier run are replaced.
 */
export async function storeCompleted(
  db: Db,
  id: string,
  comments: Comment[],
  results: CommentResult[],
  patch: Partial<NewAnalysisRow>,
): Promise<void> {
  await db.delete(analysisComment).where(eq(analysisComment.analysisId, id));
  for (let start = 0; start < comments.length; start += INSERT_CHUNK) {
    await insertComments(
      db,
      id,
      start,
      comments.slice(start, start + INSERT_CHUNK),
      results.slice(start, start + INSERT_CHUNK),
    );
    await yieldToEventLoop();
  }
  // The analysis row first, its import chunks second: the order a deletion cascades in, so
  // an analysis deleted while it is being stored cannot deadlock with this.
  await db.transaction(async (tx) => {
    await tx
      .update(analysis)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(analysis.id, id));
    await tx.delete(analysisImport).where(eq(analysisImport.analysisId, id));
  });
}

export interface ListAnalysesOptions {
  limit: number;
  /** Keyset: created_at and id of the last row of the previous page. */
  after?: { createdAt: Date; id: string };
  q?: string;
}

export async function listUserAnalyses(
  db: Db,
  userId: string,
  options: ListAnalysesOptions,
): Promise<AnalysisRowLite[]> {
  // A profile analysis's posts are listed with it, not among the user's own analyses.
  const conditions: SQL[] = [eq(analysis.userId, userId), isNull(analysis.profileAnalysisId)];
  if (options.after) {
    conditions.push(
      or(
        lt(analysis.createdAt, options.after.createdAt),
        and(eq(analysis.createdAt, options.after.createdAt), lt(analysis.id, options.after.id)),
      ) as SQL,
    );
  }
  if (options.q) {
    const pattern = likePattern(options.q);
    conditions.push(
      or(
        ilike(analysis.postUrl, pattern),
        ilike(analysis.shortcode, pattern),
        ilike(analysis.fileName, pattern),
        ilike(sql`${analysis.post}->'owner'->>'username'`, pattern),
        ilike(sql`${analysis.post}->>'caption'`, pattern),
      ) as SQL,
    );
  }
  return db
    .select(liteColumns)
    .from(analysis)
    .where(and(...conditions))
    .orderBy(desc(analysis.createdAt), desc(analysis.id))
    .limit(options.limit);
}

/** A profile analysis's posts go only with the profile analysis. */
export async function deleteOwnedAnalysis(db: Db, id: string, owner: Owner): Promise<boolean> {
  const deleted = await db
    .delete(analysis)
    .where(and(eq(analysis.id, id), owned(owner), isNull(analysis.profileAnalysisId)))
    .returning({ id: analysis.id });
  return deleted.length > 0;
}

/**
 * The owner's latest completed analysis of the same post before this one, of the same kind
 * (a post of their own, or a post of a profile analysis).
 */
export async function previousCompleted(
  db: Db,
  row: AnalysisRowLite,
): Promise<AnalysisRowLite | undefined> {
  if (!row.shortcode || (!row.userId && !row.visitorKey)) return undefined;
  const owner: Owner = row.userId
    ? { kind: "user", userId: row.userId }
    : { kind: "visitor", visitorKey: row.visitorKey as string };
  const [previous] = await db
    .select(liteColumns)
    .from(analysis)
    .where(
      and(
        owned(owner),
        eq(analysis.shortcode, row.shortcode),
        row.profileAnalysisId
          ? isNotNull(analysis.profileAnalysisId)
          : isNull(analysis.profileAnalysisId),
        eq(analysis.status, "completed"),
        lt(analysis.createdAt, row.createdAt),
        isNotNull(analysis.analysisData),
      ),
    )
    .orderBy(desc(analysis.createdAt))
    .limit(1);
  return previous;
}

export interface CommentFilters {
  label?: string;
  tag?: CommentTag;
  target?: CommentTarget;
  stance?: CommentStance;
  about?: string;
  lang?: string;
  q?: string;
  sort: CommentSort;
  ids?: string[];
  status?: "open" | CommentStatus;
  /** Comments assigned to this user, to anyone, or to nobody. */
  assignee?: { userId: string } | "anyone" | "nobody";
}

function commentConditions(analysisId: string, filters: CommentFilters): SQL {
  const conditions: SQL[] = [eq(analysisComment.analysisId, analysisId)];
  if (filters.label) conditions.push(eq(analysisComment.label, filters.label));
  if (filters.tag) conditions.push(arrayContains(analysisComment.tags, [filters.tag]));
  if (filters.target) conditions.push(eq(analysisComment.target, filters.target));
  if (filters.stance) conditions.push(eq(analysisComment.stance, filters.stance));
  if (filters.about) conditions.push(eq(analysisComment.about, filters.about));
  if (filters.lang) conditions.push(eq(analysisComment.language, filters.lang));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(
      or(ilike(analysisComment.text, pattern), ilike(analysisComment.username, pattern)) as SQL,
    );
  }
  if (filters.ids) conditions.push(inArray(analysisComment.id, filters.ids));
  if (filters.status === "open") conditions.push(isNull(analysisComment.status));
  else if (filters.status) conditions.push(eq(analysisComment.status, filters.status));
  if (filters.assignee === "anyone") conditions.push(isNotNull(analysisComment.assigneeId));
  else if (filters.assignee === "nobody") conditions.push(isNull(analysisComment.assigneeId));
  else if (filters.assignee) {
    conditions.push(eq(analysisComment.assigneeId, filters.assignee.userId));
  }
  return and(...conditions) as SQL;
}

const ORDER: Record<CommentSort, SQL[]> = {
  likes: [sql`${analysisComment.likes} desc nulls last`, asc(analysisComment.position)],
  newest: [desc(analysisComment.timestamp), asc(analysisComment.position)],
  oldest: [asc(analysisComment.timestamp), asc(analysisComment.position)],
};

/** A stored comment with the address of the teammate it is assigned to. */
type CommentRow = typeof analysisComment.$inferSelect & { assigneeEmail: string | null };

/** Stored comments as the screens read them: with their assignee's address. */
export function selectComments(db: Db) {
  return db
    .select({ ...getTableColumns(analysisComment), assigneeEmail: user.email })
    .from(analysisComment)
    .leftJoin(user, eq(user.id, analysisComment.assigneeId));
}

export function toComment(row: CommentRow): AnalysisComment {
  return {
    id: row.id,
    username: row.username,
    text: row.text,
    likes: row.likes,
    timestamp: new Date(row.timestamp).toISOString(),
    reply_count: row.replyCount,
    parent_id: row.parentId,
    is_from_owner: row.isFromOwner,
    score: Math.max(-1, Math.min(1, row.score)),
    label: row.label as AnalysisComment["label"],
    language: row.language,
    target: row.target as AnalysisComment["target"],
    stance: row.stance,
    about: row.about,
    tags: row.tags,
    corrected: row.corrected,
    status: row.status ?? null,
    status_note: row.statusNote ?? null,
    assignee:
      row.assigneeId && row.assigneeEmail
        ? { user_id: row.assigneeId, email: row.assigneeEmail }
        : null,
    assignment_note: row.assigneeId ? (row.assignmentNote ?? null) : null,
  };
}

export async function pageComments(
  db: Db,
  analysisId: string,
  filters: CommentFilters,
  offset: number,
  limit: number,
): Promise<{ items: AnalysisComment[]; total: number }> {
  const where = commentConditions(analysisId, filters);
  const [rows, [count]] = await Promise.all([
    selectComments(db)
      .where(where)
      .orderBy(...ORDER[filters.sort])
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(analysisComment).where(where),
  ]);
  return { items: rows.map(toComment), total: count?.n ?? 0 };
}

/**
 * The analysed comments in their stored order, `size` at a time: each page is its own short
 * query, so reading 100,000 of them never holds the database (or, embedded, the event loop)
 * for long.
 */
export async function* commentPages(
  db: Db,
  analysisId: string,
  size = 500,
): AsyncGenerator<AnalysisComment[]> {
  let after = -1;
  for (;;) {
    const rows = await selectComments(db)
      .where(and(eq(analysisComment.analysisId, analysisId), gt(analysisComment.position, after)))
      .orderBy(asc(analysisComment.position))
      .limit(size);
    const last = rows.at(-1);
    if (!last) return;
    yield rows.map(toComment);
    if (rows.length < size) return;
    after = last.position;
  }
}

/** The analysed comments as the provider gave them, in their stored order. */
export async function storedComments(db: Db, analysisId: string): Promise<Comment[]> {
  const rows = await db
    .select()
    .from(analysisComment)
    .where(eq(analysisComment.analysisId, analysisId))
    .orderBy(asc(analysisComment.position));
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    text: row.text,
    likes: row.likes,
    timestamp: new Date(row.timestamp).toISOString(),
    replyCount: row.replyCount,
    parentId: row.parentId,
    isFromOwner: row.isFromOwner,
  }));
}

/** Moves a visitor's reports into the account that just signed in from that browser. */
export async function claimVisitorAnalyses(
  db: Db,
  visitorKey: string,
  userId: string,
): Promise<number> {
  const claimed = await db
    .update(analysis)
    .set({ userId, visitorKey: null, expiresAt: null, updatedAt: new Date() })
    .where(and(eq(analysis.visitorKey, visitorKey), isNull(analysis.userId)))
    .returning({ id: analysis.id });
  return claimed.length;
}

/** Deletes visitor reports past their time (their comments go with them). */
export async function purgeExpiredAnalyses(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(analysis)
    .where(and(isNull(analysis.userId), lt(analysis.expiresAt, now)))
    .returning({ id: analysis.id });
  return deleted.length;
}

/** Marks one comment answered or handled (or open again); false when there is no such comment. */
export async function setCommentStatus(
  db: Db,
  analysisId: string,
  commentId: string,
  status: CommentStatus | null,
  note: string | null,
): Promise<boolean> {
  const updated = await db
    .update(analysisComment)
    .set({
      status,
      statusNote: status === null ? null : note,
      statusAt: status === null ? null : new Date(),
    })
    .where(and(eq(analysisComment.analysisId, analysisId), eq(analysisComment.id, commentId)))
    .returning({ id: analysisComment.id });
  return updated.length > 0;
}

/**
 * Gives a comment to a teammate with a note (`assigneeId` null takes it back); false when
 * there is no such comment.
 */
export async function setCommentAssignment(
  db: Db,
  analysisId: string,
  commentId: string,
  assigneeId: string | null,
  note: string | null,
): Promise<boolean> {
  const updated = await db
    .update(analysisComment)
    .set({
      assigneeId,
      assignmentNote: assigneeId === null ? null : note,
      assignedAt: assigneeId === null ? null : new Date(),
    })
    .where(and(eq(analysisComment.analysisId, analysisId), eq(analysisComment.id, commentId)))
    .returning({ id: analysisComment.id });
  return updated.length > 0;
}

/**
 * Gives a new run the reply work of an earlier run, comment by comment: the answered and
 * handled marks, and who on the team has each comment.
 */
export async function carryStatuses(db: Db, fromId: string, toId: string): Promise<void> {
  await db.execute(sql`
    update ${analysisComment} as c set status = p.status, status_note = p.status_note,
      status_at = p.status_at
    from ${analysisComment} as p
    where c.analysis_id = ${toId} and p.analysis_id = ${fromId} and p.id = c.id
      and p.status is not null and c.status is null`);
  await db.execute(sql`
    update ${analysisComment} as c set assignee_id = p.assignee_id,
      assignment_note = p.assignment_note, assigned_at = p.assigned_at
    from ${analysisComment} as p
    where c.analysis_id = ${toId} and p.analysis_id = ${fromId} and p.id = c.id
      and p.assignee_id is not null and c.assignee_id is null`);
}
