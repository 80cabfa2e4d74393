import {
  type AnalysisCommentsResponse,
  type analysisCommentsQuerySchema,
  COMMENTS_PAGE_MAX,
} from "@commentlens/shared";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { pageComments } from "./repository.js";

/** Cursors are opaque to clients: a position or a keyset, base64url-encoded. */
export const encodeCursor = (value: string) => Buffer.from(value).toString("base64url");
export function decodeCursor(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  return Buffer.from(cursor, "base64url").toString("utf8");
}

/**
 * One page of an analysis's comments as the explorer asks for it (filters, sort, ids).
 * `readerId`: the signed-in reader, whose own assignments `assignee=me` means.
 */
export async function readComments(
  db: Db,
  analysisId: string,
  query: z.output<typeof analysisCommentsQuerySchema>,
  readerId: string | null,
): Promise<AnalysisCommentsResponse> {
  const { limit, cursor, ids, assignee, ...filters } = query;
  const idList = ids
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (idList && idList.length > COMMENTS_PAGE_MAX) {
    throw new AppError(400, "VALIDATION_FAILED", `At most ${COMMENTS_PAGE_MAX} ids at once.`);
  }
  const offset = Number(decodeCursor(cursor) ?? 0);
  if (!Number.isInteger(offset) || offset < 0) {
    throw new AppError(400, "VALIDATION_FAILED", "The cursor is not valid.");
  }
  const { items, total } = await pageComments(
    db,
    analysisId,
    {
      ...filters,
      ids: idList,
      // Nobody's id is empty: a reader without an account has nothing assigned to them.
      ...(assignee ? { assignee: assignee === "me" ? { userId: readerId ?? "" } : assignee } : {}),
    },
    offset,
    limit,
  );
  const next = offset + items.length;
  return { items, total, next_cursor: next < total ? encodeCursor(String(next)) : null };
}
