import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pino } from "pino";
import type { TestProject } from "vitest/node";
import { fromPglite } from "../db/client.js";
import { migrateDatabase } from "../db/migrate.js";
import { setUpProfileQueues } from "../modules/agency/jobs.js";
import { setUpAnalysisQueue } from "../modules/analyses/jobs.js";
import { startJobs } from "../plugins/jobs.js";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseUrl: string;
    pgliteSnapshot: string;
  }
}

/**
 * Migrates one in-memory PGlite and dumps it, so each test file starts from a copy of a
 * migrated database in milliseconds instead of migrating from scratch.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "commentlens-test-"));
  const database = fromPglite(await PGlite.create());
  await migrateDatabase(database);
  // pg-boss's schema and queues too: creating them takes longer than the rest of the setup.
  const jobs = await startJobs({ database, log: pino({ level: "silent" }), supervise: false });
  await setUpAnalysisQueue(jobs);
  await setUpProfileQueues(jobs);
  await jobs.stop();
  const dump = await database.client.dumpDataDir("none");
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteSnapshot", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
