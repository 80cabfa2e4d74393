import { pino } from "pino";
import { openDatabase } from "./db/client.js";
import { DatabaseTooNewError, migrateDatabase } from "./db/migrate.js";
import { fail, loadConfigOrExit } from "./lib/exit.js";
import { redactingLogOptions, secretsOf } from "./lib/log-redaction.js";
import { createServices, startJobWorkers } from "./services.js";

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
  const log = pino({ level: config.logLevel, ...redactingLogOptions(secretsOf(config)) });
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
  // The same services as the web app; this process only works their jobs, at least one at a time.
  const services = await createServices(config, database, log);
  const concurrency = Math.max(1, config.jobWorkers);
  await startJobWorkers(services, {
    database,
    log,
    concurrency,
    profileConcurrency: config.profileJobConcurrency,
  });
  log.info(
    { concurrency, profileConcurrency: config.profileJobConcurrency },
    "CommentLens worker is running",
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log.info("worker shutting down: finishing the jobs in hand");
    await services.close();
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
