import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { Jobs } from "../../plugins/jobs.js";
import { purgeExpiredAnalyses, waitingAnalysisIds } from "./repository.js";
import { ANALYZE_QUEUE, type AnalysesDeps, runAnalysis } from "./service.js";

export const PURGE_QUEUE = "purge-expired";
export const LOST_ANALYSES_QUEUE = "send-lost-analyses";

/** Analyses looked at per call at most; the rest wait for the next minute. */
const LOST_BATCH = 1_000;
/** An analysis this new may be between its row and its job: the next minute looks again. */
const LOST_AFTER_MS = 60_000;

/** Sends an analysis's job, under the analysis's own id: a second send makes no second job. */
export function sendAnalysisJob(jobs: Pick<Jobs, "sendOnce">, analysisId: string) {
  return jobs.sendOnce(ANALYZE_QUEUE, analysisId, { analysisId });
}

/**
 * Sends the job of every analysis waiting in line, made before `before`, that has none: a
 * process that died between storing an analysis and sending its job would otherwise leave it
 * "Waiting to start..." for good. Answers how many were sent.
 */
export async function sendLostAnalyses(
  jobs: Pick<Jobs, "sendOnce" | "unfinishedValues">,
  db: Db,
  before: Date,
): Promise<number> {
  const waiting = await waitingAnalysisIds(db, before, LOST_BATCH);
  if (waiting.length === 0) return 0;
  const held = await jobs.unfinishedValues(ANALYZE_QUEUE, "analysisId");
  let sent = 0;
  for (const id of waiting) {
    if (!held.has(id) && (await sendAnalysisJob(jobs, id))) sent++;
  }
  return sent;
}

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
  // Every minute: analyses whose job was lost with the process that made them.
  await jobs.schedule(LOST_ANALYSES_QUEUE, "* * * * *", async () => {
    const sent = await sendLostAnalyses(jobs, deps.db, new Date(Date.now() - LOST_AFTER_MS));
    if (sent) log.warn({ sent }, "sent analyses whose job was lost");
  });
  // Every 10 minutes: visitor reports past their 24 hours.
  await jobs.schedule(PURGE_QUEUE, "*/10 * * * *", async () => {
    const analyses = await purgeExpiredAnalyses(deps.db, new Date());
    if (analyses) log.info({ analyses }, "purged expired data");
  });
}
