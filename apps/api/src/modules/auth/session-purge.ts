import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { Jobs } from "../../plugins/jobs.js";
import { deleteExpiredSessions } from "./repository.js";

export const SESSION_PURGE_QUEUE = "purge-expired-sessions";

/** Deletes sessions and verification tokens past their expiry; answers the sessions deleted. */
export function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  return deleteExpiredSessions(db, now);
}

/**
 * Every 10 minutes, once across processes: expired sessions and links that nobody presents
 * again would otherwise stay in their tables for good.
 */
export async function scheduleSessionPurge(
  jobs: Jobs,
  db: Db,
  log: FastifyBaseLogger,
): Promise<void> {
  await jobs.schedule(SESSION_PURGE_QUEUE, "*/10 * * * *", async () => {
    const sessions = await purgeExpiredSessions(db, new Date());
    if (sessions) log.info({ sessions }, "purged expired data");
  });
}
