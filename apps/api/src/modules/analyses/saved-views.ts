import { randomUUID } from "node:crypto";
import { SAVED_VIEWS_MAX, type SavedView, type SavedViewInput } from "@commentlens/shared";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { savedView } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";

/**
 * Named views of a report's comment explorer ("Negative questions", "Refund complaints"), each
 * reader's own: whoever may read the report keeps theirs, up to `SAVED_VIEWS_MAX`.
 */

const toView = (row: typeof savedView.$inferSelect): SavedView => ({
  id: row.id,
  name: row.name,
  filters: row.filters,
  created_at: row.createdAt.toISOString(),
});

export async function listViews(db: Db, analysisId: string, userId: string): Promise<SavedView[]> {
  const rows = await db
    .select()
    .from(savedView)
    .where(and(eq(savedView.analysisId, analysisId), eq(savedView.userId, userId)))
    .orderBy(asc(savedView.createdAt), asc(savedView.id));
  return rows.map(toView);
}

export async function saveView(
  db: Db,
  analysisId: string,
  userId: string,
  input: SavedViewInput,
): Promise<SavedView> {
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ n: count() })
      .from(savedView)
      .where(and(eq(savedView.analysisId, analysisId), eq(savedView.userId, userId)));
    if ((kept?.n ?? 0) >= SAVED_VIEWS_MAX) throw new AppError(409, "SAVED_VIEWS_FULL");
    const [row] = await tx
      .insert(savedView)
      .values({ id: randomUUID(), analysisId, userId, name: input.name, filters: input.filters })
      .returning();
    return toView(row as typeof savedView.$inferSelect);
  });
}

export async function deleteView(
  db: Db,
  analysisId: string,
  userId: string,
  viewId: string,
): Promise<void> {
  const gone = await db
    .delete(savedView)
    .where(
      and(
        eq(savedView.id, viewId),
        eq(savedView.analysisId, analysisId),
        eq(savedView.userId, userId),
      ),
    )
    .returning({ id: savedView.id });
  if (gone.length === 0) throw new AppError(404, "SAVED_VIEW_NOT_FOUND");
}
