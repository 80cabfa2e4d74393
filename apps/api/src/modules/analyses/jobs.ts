import type { FastifyBaseLogger } from "fastify";
import type { Jobs } from "../../plugins/jobs.js";
import { purgeExpiredAnalyses } from "./repository.js";
import { ANALYZE_QUEUE, type AnalysesDeps, runAnalysis } from "./service.js";

export const PURGE_QUEUE = "purge-expired";

/** Creates the analysis queue; workers are added by `startAnalysisWorkers`. */
export async function setUpAnalysisQueue(jobs: Jobs): Promise<void> {
  // A job whose process died is retried once its time is up (10 minutes; embedded mode
  // re-queues such jobs at start-up instead).
  await jobs.createQueue(ANALYZE_QUEUE, { expireInSeconds: 600, retryLimit: 2 });
}

export async function startAnalysisWorkers(
  jobs: Jobs,
  deps: AnalysesDeps,
  concurrency: number,
  log: FastifyBaseLogger,
): Promise<void> {
  await jobs.work<{ analysisId: string }>(ANALYZE_QUEUE, concurrency, async (data) => {
    await runAnalysis(deps, data.analysisId, log);
  });
  // Every 10 minutes: visitor reports past their 24 hours.
  await jobs.schedule(PURGE_QUEUE, "*/10 * * * *", async () => {
    const analyses = await purgeExpiredAnalyses(deps.db, new Date());
    if (analyses) log.info({ analyses }, "purged expired data");
  });
}
