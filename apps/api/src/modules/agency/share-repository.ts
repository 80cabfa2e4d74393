import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { profileShare } from "../../db/schema.js";

/** SQL of the read-only links to profile reports, by the hash of their token. */

/** Makes `tokenHash` the report's one active link: any earlier one is revoked with it. */
export async function replaceProfileShare(
  db: Db,
  profileAnalysisId: string,
  tokenHash: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(profileShare)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(profileShare.profileAnalysisId, profileAnalysisId), isNull(profileShare.revokedAt)),
      );
    await tx.insert(profileShare).values({ tokenHash, profileAnalysisId });
  });
}

export async function revokeProfileShares(db: Db, profileAnalysisId: string): Promise<void> {
  await db
    .update(profileShare)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(profileShare.profileAnalysisId, profileAnalysisId), isNull(profileShare.revokedAt)),
    );
}

export async function activeProfileShare(
  db: Db,
  profileAnalysisId: string,
): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: profileShare.createdAt })
    .from(profileShare)
    .where(
      and(eq(profileShare.profileAnalysisId, profileAnalysisId), isNull(profileShare.revokedAt)),
    )
    .orderBy(desc(profileShare.createdAt))
    .limit(1);
  return row;
}

export async function findProfileShare(
  db: Db,
  tokenHash: string,
): Promise<{ profileAnalysisId: string; revokedAt: Date | null } | undefined> {
  const [row] = await db
    .select({
      profileAnalysisId: profileShare.profileAnalysisId,
      revokedAt: profileShare.revokedAt,
    })
    .from(profileShare)
    .where(eq(profileShare.tokenHash, tokenHash));
  return row;
}
