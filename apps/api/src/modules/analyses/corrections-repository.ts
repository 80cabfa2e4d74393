import type {
  AnalysisComment,
  CommentResult,
  CorrectionLine,
  LabelCorrection,
} from "@commentlens/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { analysis, analysisComment, labelCorrection } from "../../db/schema.js";
import { type NewAnalysisRow, selectComments, toComment } from "./repository.js";

/** SQL of the owner's label corrections and of storing a report rebuilt with them. */

/** One comment of an analysis as stored, or undefined when the analysis has no such comment. */
export async function findComment(
  db: Db,
  analysisId: string,
  commentId: string,
): Promise<AnalysisComment | undefined> {
  const [row] = await selectComments(db)
    .where(and(eq(analysisComment.analysisId, analysisId), eq(analysisComment.id, commentId)))
    .limit(1);
  return row ? toComment(row) : undefined;
}

/** Counts a change of the analysis's corrections; answers the new revision. */
async function nextRevision(db: Db, analysisId: string): Promise<number> {
  const [row] = await db
    .update(analysis)
    .set({ labelsRevision: sql`${analysis.labelsRevision} + 1` })
    .where(eq(analysis.id, analysisId))
    .returning({ revision: analysis.labelsRevision });
  return row?.revision ?? 0;
}

/** Saves (or replaces) the owner's labels for one comment; answers the labels revision. */
export async function saveCorrection(
  db: Db,
  analysisId: string,
  commentId: string,
  correction: LabelCorrection,
): Promise<number> {
  const values = { ...correction, updatedAt: new Date() };
  await db
    .insert(labelCorrection)
    .values({ analysisId, commentId, ...values })
    .onConflictDoUpdate({
      target: [labelCorrection.analysisId, labelCorrection.commentId],
      set: values,
    });
  return nextRevision(db, analysisId);
}

/**
 * Drops the owner's labels for one comment: the revision after it, or undefined when there
 * were none (nothing to rebuild).
 */
export async function deleteCorrection(
  db: Db,
  analysisId: string,
  commentId: string,
): Promise<number | undefined> {
  const deleted = await db
    .delete(labelCorrection)
    .where(
      and(eq(labelCorrection.analysisId, analysisId), eq(labelCorrection.commentId, commentId)),
    )
    .returning({ id: labelCorrection.commentId });
  return deleted.length > 0 ? nextRevision(db, analysisId) : undefined;
}

/** The corrections set on an analysis, by comment id. */
export async function correctionsOf(
  db: Db,
  analysisId: string,
): Promise<Map<string, LabelCorrection>> {
  const rows = await db
    .select()
    .from(labelCorrection)
    .where(eq(labelCorrection.analysisId, analysisId));
  return new Map(
    rows.map((r) => [
      r.commentId,
      { label: r.label, target: r.target, tags: r.tags } as LabelCorrection,
    ]),
  );
}

/**
 * Gives a new run the corrections of an earlier run of the same post, for the comments it
 * still has; its own (a run that started over) stay.
 */
export async function carryCorrections(db: Db, fromId: string, toId: string): Promise<void> {
  await db.execute(sql`
    insert into ${labelCorrection} (analysis_id, comment_id, label, target, tags, updated_at)
    select ${toId}, c.comment_id, c.label, c.target, c.tags, c.updated_at
    from ${labelCorrection} c
    where c.analysis_id = ${fromId}
      and exists (select 1 from ${analysisComment} a where a.analysis_id = ${toId} and a.id = c.comment_id)
    on conflict do nothing`);
}

/**
 * The corrections as lines of a labelled comments file, in the comments' stored order, each
 * with its comment's language and text.
 */
export async function correctionLines(
  db: Db,
  analysisId: string,
  post: string | null,
): Promise<CorrectionLine[]> {
  const rows = await db
    .select({
      id: labelCorrection.commentId,
      label: labelCorrection.label,
      target: labelCorrection.target,
      tags: labelCorrection.tags,
      language: analysisComment.language,
      text: analysisComment.text,
    })
    .from(labelCorrection)
    .innerJoin(
      analysisComment,
      and(
        eq(analysisComment.analysisId, labelCorrection.analysisId),
        eq(analysisComment.id, labelCorrection.commentId),
      ),
    )
    .where(eq(labelCorrection.analysisId, analysisId))
    .orderBy(asc(analysisComment.position));
  return rows.map((r) => ({
    post,
    id: r.id,
    sentiment: r.label,
    target: r.target,
    toxic: r.tags.includes("toxic"),
    tags: r.tags.filter(
      (t): t is CorrectionLine["tags"][number] => t !== "toxic" && t !== "creator_reply",
    ),
    language: r.language,
    text: r.text,
  }));
}

/**
 * Stores a report rebuilt at labels revision `revision`: its columns, and the readings of the
 * comments that changed. Nothing is stored (false) when a later correction has been saved
 * since: that correction's rebuild stores a report with both.
 */
export async function storeRelabelled(
  db: Db,
  id: string,
  revision: number,
  changed: CommentResult[],
  patch: Partial<NewAnalysisRow>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(analysis)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(analysis.id, id), eq(analysis.labelsRevision, revision)))
      .returning({ id: analysis.id });
    if (updated.length === 0) return false;
    if (changed.length > 0) {
      const column = <T>(value: (r: CommentResult) => T) => sql.param(changed.map(value));
      await tx.execute(sql`
        update ${analysisComment} set score = u.score, label = u.label, target = u.target,
          stance = u.stance, about = u.about, tags = string_to_array(u.tags, ','),
          corrected = u.corrected
        from unnest(
          ${column((r) => r.id)}::text[], ${column((r) => r.score)}::real[],
          ${column((r) => r.label)}::text[], ${column((r) => r.target)}::text[],
          ${column((r) => r.stance)}::text[], ${column((r) => r.about ?? null)}::text[],
          ${column((r) => r.tags.join(","))}::text[], ${column((r) => r.corrected === true)}::bool[]
        ) as u(id, score, label, target, stance, about, tags, corrected)
        where ${analysisComment.analysisId} = ${id} and ${analysisComment.id} = u.id`);
    }
    return true;
  });
}
