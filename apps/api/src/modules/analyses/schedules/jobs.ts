import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import { stableId } from "../../../lib/stable-id.js";
import type { Jobs } from "../../../plugins/jobs.js";
import { type AlertDeps, weighAlerts, weighProfileAlerts } from "./alerts.js";
import { dueRuns, makeDueNow, runsAwaitingAlerts } from "./repository.js";
import { type ScheduleDeps, startScheduledRun } from "./service.js";

export const SCHEDULE_TICK_QUEUE = "post-schedules-due";
export const SCHEDULED_RUN_QUEUE = "post-scheduled-run";
export const SCHEDULE_ALERTS_QUEUE = "post-schedule-alerts";

/** A run whose alerts are to be weighed: a post's analysis or a profile's. */
type AlertJob = { analysisId: string } | { profileAnalysisId: string };

/** Work sent per tick at most; the rest waits a minute (the longest waiting go first). */
const TICK_BATCH = 1_000;

/**
 * Sends the job of every due run and of every ended run whose alerts are not weighed yet.
 * Each job's id names its run, so a tick that repeats (every minute, in any process, after a
 * crash) sends nothing twice; a job lost with its process is sent again by the next tick.
 */
export async function sendDueWork(
  jobs: Pick<Jobs, "sendOnce">,
  db: ScheduleDeps["analyses"]["db"],
  now = new Date(),
): Promise<{ runs: number; alerts: number }> {
  let runs = 0;
  for (const due of await dueRuns(db, now, TICK_BATCH)) {
    const dueAt = due.dueAt.toISOString();
    const id = stableId(`scheduled-run-job:${due.id}:${dueAt}`);
    if (await jobs.sendOnce(SCHEDULED_RUN_QUEUE, id, { scheduleId: due.id, dueAt })) runs++;
    // A thousand sends in a row must leave requests their turn (see `Jobs.work`).
    await yieldToEventLoop();
  }
  let alerts = 0;
  for (const run of await runsAwaitingAlerts(db, TICK_BATCH)) {
    const [id, data] =
      run.kind === "post"
        ? [stableId(`schedule-alerts-job:${run.id}`), { analysisId: run.id }]
        : [stableId(`schedule-alerts-job:profile:${run.id}`), { profileAnalysisId: run.id }];
    if (await jobs.sendOnce(SCHEDULE_ALERTS_QUEUE, id, data)) alerts++;
    await yieldToEventLoop();
  }
  return { runs, alerts };
}

/** The developer's "run now": the account's running schedules become due, and the tick runs. */
export async function runSchedulesNow(
  jobs: Pick<Jobs, "sendOnce">,
  db: ScheduleDeps["analyses"]["db"],
  userId: string,
  now = new Date(),
): Promise<{ due: number; runs: number; alerts: number }> {
  const due = await makeDueNow(db, userId, now);
  return { due, ...(await sendDueWork(jobs, db, now)) };
}

/** Every minute, once across processes: the due runs; and workers for runs and alerts. */
export async function startScheduleWorkers(
  jobs: Jobs,
  deps: ScheduleDeps & AlertDeps,
  log: FastifyBaseLogger,
): Promise<void> {
  await jobs.createQueue(SCHEDULED_RUN_QUEUE, { expireInSeconds: 120, retryLimit: 3 });
  await jobs.createQueue(SCHEDULE_ALERTS_QUEUE, { expireInSeconds: 120, retryLimit: 3 });
  await jobs.work<{ scheduleId: string; dueAt: string }>(SCHEDULED_RUN_QUEUE, 2, async (data) => {
    const outcome = await startScheduledRun(deps, data.scheduleId, new Date(data.dueAt));
    if (outcome === "stopped") log.info({ scheduleId: data.scheduleId }, "schedule stopped");
  });
  await jobs.work<AlertJob>(SCHEDULE_ALERTS_QUEUE, 1, async (data) => {
    const outcome =
      "profileAnalysisId" in data
        ? await weighProfileAlerts(deps, data.profileAnalysisId)
        : await weighAlerts(deps, data.analysisId);
    if (outcome === "mailed") log.info(data, "schedule alert mailed");
  });
  await jobs.schedule(SCHEDULE_TICK_QUEUE, "* * * * *", async () => {
    const sent = await sendDueWork(jobs, deps.db);
    if (sent.runs || sent.alerts) log.info(sent, "scheduled work sent");
  });
}
