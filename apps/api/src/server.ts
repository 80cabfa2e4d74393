import { pino } from "pino";
import { buildApp } from "./app.js";
import { type Database, openDatabase } from "./db/client.js";
import { acquireDataDirLock, DataDirError, type DataDirLock } from "./db/data-dir-lock.js";
import { DatabaseTooNewError, migrateDatabase } from "./db/migrate.js";
import { fail, loadConfigOrExit } from "./lib/exit.js";
import { redactingLogOptions, secretsOf } from "./lib/log-redaction.js";

/** The process: read config, open and migrate the database, listen, shut down gracefully. */

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = pino({ level: config.logLevel, ...redactingLogOptions(secretsOf(config)) });

  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  try {
    if (config.database.kind === "pglite") lock = acquireDataDirLock(config.dataDir);
    database = await openDatabase(config.database, (error) =>
      log.warn({ err: error }, "idle database connection failed"),
    );
    await migrateDatabase(database);
  } catch (error) {
    await database?.close().catch(() => {});
    lock?.release();
    if (error instanceof DataDirError || error instanceof DatabaseTooNewError) fail(error.message);
    const reason = error instanceof Error ? error.message : String(error);
    fail(
      config.database.kind === "postgres"
        ? `Cannot use the database at DATABASE_URL: ${reason}`
        : `Cannot open the embedded database in ${config.database.dir}: ${reason}`,
    );
  }

  const app = await buildApp({ config, database, logger: log });
  // Last, after the app has finished its requests and stopped its jobs and workers.
  const closeDatabase = async () => {
    await database?.close();
    lock?.release();
  };

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    await closeDatabase().catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") {
      fail(
        `Port ${config.port} on ${config.host} is already in use. Stop the other program or set PORT to a free port.`,
      );
    }
    if (code === "EACCES") {
      fail(
        `Not allowed to listen on ${config.host}:${config.port}. Choose a PORT above 1023 or run with the needed rights.`,
      );
    }
    if (code === "EADDRNOTAVAIL") {
      fail(`HOST ${config.host} is not an address of this machine. Use 127.0.0.1 or 0.0.0.0.`);
    }
    throw error;
  }
  log.info(
    { db: database.kind, listen: `${config.host}:${config.port}` },
    `CommentLens is running at ${config.publicUrl}`,
  );
  if (process.stdout.isTTY)
    process.stdout.write(`\n  CommentLens is running at ${config.publicUrl}\n\n`);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: finishing in-flight requests");
    // In-flight requests get a bounded time; then their sockets are closed so the DB can close.
    const force = setTimeout(() => {
      log.warn("in-flight requests did not finish in time; closing their connections");
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      await app.close();
      clearTimeout(force);
      await closeDatabase();
      log.info("stopped");
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `CommentLens failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
