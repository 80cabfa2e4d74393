import { pino } from "pino";
import { openDatabase } from "./db/client.js";
import { DatabaseTooNewError, migrateDatabase } from "./db/migrate.js";
import { fail, loadConfigOrExit } from "./lib/exit.js";
import { AnalysisEvents } from "./modules/analyses/events.js";
import { setUpAnalysisQueue, startAnalysisWorkers } from "./modules/analyses/jobs.js";
import { ANALYZE_QUEUE, type AnalysesDeps } from "./modules/analyses/service.js";
import { createAnalyzer } from "./modules/analysis/analyzer.js";
import { createInstagramProvider } from "./modules/instagram/provider.js";
import { setUpProfileQueues, startProfileWorkers } from "./modules/profiles/jobs.js";
import { progressTracker } from "./modules/profiles/progress.js";
import { createUsageService } from "./modules/usage/service.js";
import { startJobs } from "./plugins/jobs.js";

/**
 * `npm run worker`: a process that only works jobs, beside API processes on the same
 * PostgreSQL database (set JOB_WORKERS=0 on those to leave all the work to workers).
 */

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (config.database.kind !== "postgres") {
    fail(
      "npm run worker needs DATABASE_URL: the embedded database belongs to the app's own process, which works its jobs itself.",
    );
  }
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(config.database, (error) =>
    log.warn({ err: error }, "idle database connection failed"),
  );
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    if (error instanceof DatabaseTooNewError) fail(error.message);
    throw error;
  }
  const jobs = await startJobs({
    database,
    log,
    supervise: true,
    jobTimeoutSeconds: config.jobTimeoutSeconds,
  });
  await setUpAnalysisQueue(jobs);
  await setUpProfileQueues(jobs);
  const analyzer = createAnalyzer(config.analyzer);
  const concurrency = Math.max(1, config.jobWorkers);
  // Progress streams in the API processes read the database; nothing listens here.
  const events = new AnalysisEvents();
  const analyses: AnalysesDeps = {
    db: database.db,
    instagram: createInstagramProvider(config.instagram),
    analyzer,
    usage: createUsageService(database.db, { visitorDailyLimit: config.visitorDailyLimit }),
    events,
    enqueue: async (id: string) => {
      await jobs.send(ANALYZE_QUEUE, { analysisId: id });
    },
    commentMaxPages: config.instagram.commentMaxPages,
  };
  await startAnalysisWorkers(jobs, analyses, concurrency, log);
  await startProfileWorkers(
    jobs,
    { analyses, jobs, progress: progressTracker(database.db, events, log), log },
    config.profileJobConcurrency,
    log,
  );
  log.info(
    { concurrency, profileConcurrency: config.profileJobConcurrency },
    "CommentLens worker is running",
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log.info("worker shutting down: finishing the jobs in hand");
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `CommentLens worker failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
