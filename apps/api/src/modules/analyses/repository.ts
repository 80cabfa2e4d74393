import type {
  AnalysisComment,
  Comment,
  CommentResult,
  CommentSort,
  CommentTag,
  CommentTarget,
} from "@commentlens/shared";
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { analysis, analysisComment, analysisImport } from "../../db/schema.js";
import type { Owner } from "./owner.js";

/** SQL of the analyses: every read and delete takes the owner, so another's id is a 404. */

export type AnalysisRow = typeof analysis.$inferSelect;
export type NewAnalysisRow = typeof analysis.$inferInsert;

function owned(owner: Owner): SQL {
  return owner.kind === "user"
    ? eq(analysis.userId, owner.userId)
    : (and(eq(analysis.visitorKey, owner.visitorKey), isNull(analysis.userId)) as SQL);
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function insertAnalysis(db: Db, row: NewAnalysisRow): Promise<void> {
  await db.insert(analysis).values(row);
}

export async function findOwnedAnalysis(
  db: Db,
  id: string,
  owner: Owner,
): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select()
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
): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select()
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
export async function findAnalysis(db: Db, id: string): Promise<AnalysisRow | undefined> {
  const [row] = await db.select().from(analysis).where(eq(analysis.id, id));
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

export async function saveImport(db: Db, analysisId: string, comments: Comment[]): Promise<void> {
  await db.insert(analysisImport).values({ analysisId, comments });
}

export async function loadImport(db: Db, analysisId: string): Promise<Comment[] | undefined> {
  const [row] = await db
    .select({ comments: analysisImport.comments })
    .from(analysisImport)
    .where(eq(analysisImport.analysisId, analysisId));
  return row?.comments as Comment[] | undefined;
}

const INSERT_CHUNK = 1_000;

/**
 * Stores the analysed comments and the finished analysis together: a reader sees either the
 * running analysis or the complete one, never a report without its comments. Rows from an
 * interrupted earlier run are replaced.
 */
export async function storeCompleted(
  db: Db,
  id: string,
  comments: Comment[],
  results: CommentResult[],
  patch: Partial<NewAnalysisRow>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(analysisComment).where(eq(analysisComment.analysisId, id));
    for (let start = 0; start < comments.length; start += INSERT_CHUNK) {
      const rows = comments.slice(start, start + INSERT_CHUNK).map((c, i) => {
        const result = results[start + i] as CommentResult;
        return {
          analysisId: id,
          position: start + i,
          id: c.id,
          username: c.username,
          text: c.text,
          likes: c.likes,
          timestamp: c.timestamp,
          replyCount: c.replyCount,
          parentId: c.parentId,
          isFromOwner: c.isFromOwner,
          score: result.score,
          label: result.label,
          language: result.language,
          target: result.target,
          tags: result.tags,
        };
      });
      await tx.insert(analysisComment).values(rows);
    }
    await tx.delete(analysisImport).where(eq(analysisImport.analysisId, id));
    await tx
      .update(analysis)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(analysis.id, id));
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
): Promise<AnalysisRow[]> {
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
    .select()
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
  row: AnalysisRow,
): Promise<AnalysisRow | undefined> {
  if (!row.shortcode || (!row.userId && !row.visitorKey)) return undefined;
  const owner: Owner = row.userId
    ? { kind: "user", userId: row.userId }
    : { kind: "visitor", visitorKey: row.visitorKey as string };
  const [previous] = await db
    .select()
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
  lang?: string;
  q?: string;
  sort: CommentSort;
  ids?: string[];
}

function commentConditions(analysisId: string, filters: CommentFilters): SQL {
  const conditions: SQL[] = [eq(analysisComment.analysisId, analysisId)];
  if (filters.label) conditions.push(eq(analysisComment.label, filters.label));
  if (filters.tag) conditions.push(arrayContains(analysisComment.tags, [filters.tag]));
  if (filters.target) conditions.push(eq(analysisComment.target, filters.target));
  if (filters.lang) conditions.push(eq(analysisComment.language, filters.lang));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(
      or(ilike(analysisComment.text, pattern), ilike(analysisComment.username, pattern)) as SQL,
    );
  }
  if (filters.ids) conditions.push(inArray(analysisComment.id, filters.ids));
  return and(...conditions) as SQL;
}

const ORDER: Record<CommentSort, SQL[]> = {
  likes: [sql`${analysisComment.likes} desc nulls last`, asc(analysisComment.position)],
  newest: [desc(analysisComment.timestamp), asc(analysisComment.position)],
  oldest: [asc(analysisComment.timestamp), asc(analysisComment.position)],
};

function toComment(row: typeof analysisComment.$inferSelect): AnalysisComment {
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
    tags: row.tags,
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
    db
      .select()
      .from(analysisComment)
      .where(where)
      .orderBy(...ORDER[filters.sort])
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(analysisComment).where(where),
  ]);
  return { items: rows.map(toComment), total: count?.n ?? 0 };
}

export async function allComments(db: Db, analysisId: string): Promise<AnalysisComment[]> {
  const rows = await db
    .select()
    .from(analysisComment)
    .where(eq(analysisComment.analysisId, analysisId))
    .orderBy(asc(analysisComment.position));
  return rows.map(toComment);
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
