import type { AnalysisComment, AnalysisSummary } from "@commentlens/shared";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { decodeCursor, encodeCursor } from "./comments-query.js";
import type { Owner } from "./owner.js";
import {
  claimVisitorAnalyses,
  commentPages,
  deleteOwnedAnalysis,
  listUserAnalyses,
} from "./repository.js";
import { toSummary } from "./service.js";

/**
 * A person's analyses as a collection: My Analyses page by page, deleting one, a visitor's
 * reports moving into the account they sign in to, and the comments of one for its export.
 */

/** One page of the user's own post analyses, newest first, with the next page's cursor. */
export async function analysesPage(
  db: Db,
  userId: string,
  query: { limit: number; cursor?: string | undefined; q?: string | undefined },
): Promise<{ items: AnalysisSummary[]; next_cursor: string | null }> {
  const { limit, cursor, q } = query;
  let after: { createdAt: Date; id: string } | undefined;
  const decoded = decodeCursor(cursor);
  if (decoded) {
    const [at, id] = decoded.split("|");
    const createdAt = new Date(at ?? "");
    if (!id || Number.isNaN(createdAt.getTime())) {
      throw new AppError(400, "VALIDATION_FAILED", "The cursor is not valid.");
    }
    after = { createdAt, id };
  }
  const rows = await listUserAnalyses(db, userId, { limit: limit + 1, after, q });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toSummary),
    next_cursor:
      rows.length > limit && last
        ? encodeCursor(`${last.createdAt.toISOString()}|${last.id}`)
        : null,
  };
}

/** Deletes the owner's analysis, or 404 (someone else's, a profile analysis's post, gone). */
export async function deleteAnalysis(db: Db, id: string, who: Owner | null): Promise<void> {
  if (!who || !(await deleteOwnedAnalysis(db, id, who))) {
    throw new AppError(404, "ANALYSIS_NOT_FOUND");
  }
}

/** Moves a visitor's reports into the account that just signed in from that browser. */
export async function claimVisitorReports(
  db: Db,
  visitorKey: string,
  userId: string,
): Promise<void> {
  await claimVisitorAnalyses(db, visitorKey, userId);
}

/** The analysis's comments with their results, a page at a time, for its export. */
export function commentsForExport(db: Db, analysisId: string): AsyncIterable<AnalysisComment[]> {
  return commentPages(db, analysisId);
}
