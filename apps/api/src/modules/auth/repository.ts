import { lt } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { session, verification } from "../../db/schema.js";

/** Deletes sessions and verification tokens past their expiry. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  await db.delete(verification).where(lt(verification.expiresAt, now));
  const deleted = await db
    .delete(session)
    .where(lt(session.expiresAt, now))
    .returning({ id: session.id });
  return deleted.length;
}
