import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.js";

/** SQL migrations made by `drizzle-kit generate`, beside `src/` and `dist/`. */
export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Arbitrary constant: one advisory lock key for "migrating CommentLens' schema". */
const MIGRATION_LOCK_KEY = 7_384_112_001;

export class DatabaseTooNewError extends Error {
  override name = "DatabaseTooNewError";
}

interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

function newestLocalMigration(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as {
    entries: Array<{ when: number; tag: string }>;
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** Refuses a database that a newer release has migrated: never downgrade silently. */
async function assertNotNewer(client: Queryable): Promise<void> {
  const table = await client.query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  const present = (table.rows[0] as { present: boolean } | undefined)?.present;
  if (!present) return;
  const result = await client.query(
    "select max(created_at)::text as newest from drizzle.__drizzle_migrations",
  );
  const newest = Number((result.rows[0] as { newest: string | null } | undefined)?.newest ?? 0);
  const ours = newestLocalMigration();
  if (newest > ours) {
    throw new DatabaseTooNewError(
      `The database was migrated by a newer version of CommentLens (schema of ${new Date(newest).toISOString()}, this version knows up to ${new Date(ours).toISOString()}). Upgrade CommentLens, or point DATA_DIR / DATABASE_URL at another database.`,
    );
  }
}

/**
 * Brings the schema up to date. On PostgreSQL, an advisory lock held on one connection
 * makes processes that start together migrate one after the other.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    // One process owns an embedded data dir (lock file), so no advisory lock is needed.
    await assertNotNewer(database.client);
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder });
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await assertNotNewer(client);
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
