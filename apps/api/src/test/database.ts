import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, fromPglite, fromPostgresPool, pgliteSettings } from "../db/client.js";
import { migrateDatabase } from "../db/migrate.js";

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite snapshot, or,
 * when TEST_DATABASE_URL is set, a new database on that PostgreSQL server (dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = inject("testDatabaseUrl");
  if (!url) {
    const snapshot = readFileSync(inject("pgliteSnapshot"));
    return fromPglite(
      await PGlite.create({ loadDataDir: new Blob([snapshot]), postgresqlconf: pgliteSettings }),
    );
  }
  const scratch = await createScratchDatabase(url);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
  // Dropping the database at the end ends idle connections server-side: expected, not a failure.
  pool.on("error", () => {});
  const database = fromPostgresPool(pool);
  await migrateDatabase(database);
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    await scratch.drop();
  };
  return database;
}

/**
 * An empty database of its own on the test server, for tests that start app processes: the
 * server's default database is shared by every test file running at the same time, and their
 * processes would take each other's jobs.
 */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `commentlens_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The URL of a database server for tests that need their own, or "" for embedded runs. */
export function testDatabaseUrl(): string {
  return inject("testDatabaseUrl");
}
