import type { FastifyBaseLogger } from "fastify";
import type { Jobs } from "../../plugins/jobs.js";
import {
  PROFILE_AGGREGATE_QUEUE,
  PROFILE_POST_QUEUE,
  type ProfileJobDeps,
  RetryLater,
  runProfileAggregate,
  runProfilePost,
} from "./pipeline.js";

/** Creates the profile analyses' queues; workers are added by `startProfileWorkers`. */
export async function setUpProfileQueues(jobs: Jobs): Promise<void> {
  // Three retries with a growing delay (2 s, 4 s, 8 s…) for passing failures of the data
  // service, with one to spare for a run cut off by a crash.
  await jobs.createQueue(PROFILE_POST_QUEUE, { expireInSeconds: 600, retryLimit: 3 });
  await jobs.createQueue(PROFILE_AGGREGATE_QUEUE, { expireInSeconds: 300, retryLimit: 3 });
}

/** Embedded database only: jobs still marked active were cut off when the process died. */
export async function requeueProfileJobs(jobs: Jobs): Promise<number> {
  return (
    (await jobs.requeueActive(PROFILE_POST_QUEUE)) +
    (await jobs.requeueActive(PROFILE_AGGREGATE_QUEUE))
  );
}

export async function startProfileWorkers(
  jobs: Jobs,
  deps: ProfileJobDeps,
  concurrency: number,
  log: FastifyBaseLogger,
): Promise<void> {
  await jobs.work<{ profilePostId: string }>(PROFILE_POST_QUEUE, concurrency, async (data) => {
    try {
      await runProfilePost(deps, data.profilePostId);
    } catch (error) {
      if (error instanceof RetryLater) log.warn(error.message);
      else log.error({ err: error, profilePostId: data.profilePostId }, "profile post job failed");
      throw error;
    }
  });
  await jobs.work<{ profileAnalysisId: string }>(PROFILE_AGGREGATE_QUEUE, 1, async (data) => {
    try {
      await runProfileAggregate(deps, data.profileAnalysisId);
    } catch (error) {
      log.error(
        { err: error, profileAnalysisId: data.profileAnalysisId },
        "profile aggregation job failed",
      );
      throw error;
    }
  });
}
