import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { analysisShare } from "../../db/schema.js";

/** SQL of the read-only links to post reports, by the hash of their token. */

/** Makes `tokenHash` the report's one active link: any earlier one is revoked with it. */
export async function replaceShare(db: Db, analysisId: string, tokenHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(analysisShare)
      .set({ revokedAt: new Date() })
      .where(and(eq(analysisShare.analysisId, analysisId), isNull(analysisShare.revokedAt)));
    await tx.insert(analysisShare).values({ tokenHash, analysisId });
  });
}

export async function revokeShares(db: Db, analysisId: string): Promise<void> {
  await db
    .update(analysisShare)
    .set({ revokedAt: new Date() })
    .where(and(eq(analysisShare.analysisId, analysisId), isNull(analysisShare.revokedAt)));
}

/** The report's active link, if any. */
export async function activeShare(
  db: Db,
  analysisId: string,
): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: analysisShare.createdAt })
    .from(analysisShare)
    .where(and(eq(analysisShare.analysisId, analysisId), isNull(analysisShare.revokedAt)))
    .orderBy(desc(analysisShare.createdAt))
    .limit(1);
  return row;
}

export async function findShare(
  db: Db,
  tokenHash: string,
): Promise<{ analysisId: string; revokedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ analysisId: analysisShare.analysisId, revokedAt: analysisShare.revokedAt })
    .from(analysisShare)
    .where(eq(analysisShare.tokenHash, tokenHash));
  return row;
}
