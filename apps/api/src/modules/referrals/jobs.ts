import type { FastifyBaseLogger } from "fastify";
import type { Jobs } from "../../plugins/jobs.js";
import { type ReferralDeps, referralMaintenance } from "./service.js";

export const REFERRALS_QUEUE = "referrals-maintenance";

/**
 * Every 30 minutes, once across processes: pending referrals past 90 days expire, and rewards
 * whose application failed are retried (well within the 24 hours the terms promise).
 */
export async function scheduleReferralJobs(
  jobs: Jobs,
  referrals: ReferralDeps,
  log: FastifyBaseLogger,
): Promise<void> {
  await jobs.schedule(REFERRALS_QUEUE, "*/30 * * * *", async () => {
    const { expired, applied } = await referralMaintenance(referrals);
    if (expired || applied) log.info({ expired, applied }, "referral maintenance");
  });
}
