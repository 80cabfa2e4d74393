import { readFileSync } from "node:fs";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseUrl } from "../test/database.js";
import { type Database, fromPostgresPool } from "./client.js";
import { DatabaseTooNewError, migrateDatabase, migrationsFolder } from "./migrate.js";
import * as schema from "./schema.js";

/** Every table the Drizzle schema declares: the migrations must create exactly these. */
const SCHEMA_TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort();

const open: Database[] = [];
afterEach(async () => {
  for (const d of open.splice(0)) await d.close();
});

async function fresh(): Promise<Database> {
  const d = await createTestDatabase();
  open.push(d);
  return d;
}

async function tableNames(database: Database): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  return result.rows.map((r) => r.table_name);
}

describe("migrations", () => {
  it("create the schema and are a no-op when run again", async () => {
    const database = await fresh();
    expect(await tableNames(database)).toEqual(SCHEMA_TABLES);
    await migrateDatabase(database);
    await migrateDatabase(database);
    expect(await tableNames(database)).toEqual(SCHEMA_TABLES);
  });

  it("refuse a database migrated by a newer version", async () => {
    const database = await fresh();
    const future = Date.now() + 365 * 24 * 3600 * 1000;
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', ${future})`,
    );
    await expect(migrateDatabase(database)).rejects.toThrow(DatabaseTooNewError);
    await expect(migrateDatabase(database)).rejects.toThrow(
      /migrated by a newer version of CommentLens/,
    );
  });

  it("are safe when several processes start together", async () => {
    const database = await fresh();
    const url = testDatabaseUrl();
    if (!url) {
      // Embedded: one PGlite instance serialises statements; concurrent calls must still agree.
      await Promise.all([migrateDatabase(database), migrateDatabase(database)]);
      expect(await tableNames(database)).toEqual(SCHEMA_TABLES);
      return;
    }
    // PostgreSQL: separate pools (as separate processes would have) on an empty database.
    const name = `commentlens_race_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const racers = [0, 1, 2].map(() => {
      const pool = new pg.Pool({ connectionString: target.toString(), max: 2 });
      // The forced drop below ends idle connections server-side: expected at teardown.
      pool.on("error", () => {});
      return fromPostgresPool(pool);
    });
    try {
      await Promise.all(racers.map((r) => migrateDatabase(r)));
      expect(await tableNames(racers[0] as Database)).toEqual(SCHEMA_TABLES);
      const applied = (await (racers[0] as Database).db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: unknown[] };
      // Each migration applied exactly once, however many processes raced.
      const journal = JSON.parse(
        readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8"),
      ) as {
        entries: unknown[];
      };
      expect(applied.rows[0]).toEqual({ n: journal.entries.length });
    } finally {
      for (const r of racers) await r.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
