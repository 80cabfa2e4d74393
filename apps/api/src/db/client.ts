import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Config } from "../config.js";
import * as schema from "./schema.js";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

interface DatabaseBase {
  db: Db;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface PgliteDatabase extends DatabaseBase {
  kind: "pglite";
  client: PGlite;
}

export interface PostgresDatabase extends DatabaseBase {
  kind: "postgres";
  pool: pg.Pool;
}

export type Database = PgliteDatabase | PostgresDatabase;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * PGlite's default shared_buffers (128 MB) is sized for a server; the embedded database is
 * one process's, and the OS caches its files anyway. 32 MB halves the idle footprint.
 */
export const pgliteSettings = ["shared_buffers=32MB"];

/** Wraps an open PGlite instance (on disk, in memory, or loaded from a snapshot). */
export function fromPglite(client: PGlite): PgliteDatabase {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: "pglite",
    client,
    db,
    async ping(timeoutMs = 2000) {
      if (closed || client.closed) throw new Error("database is closed");
      await withTimeout(client.query("select 1"), timeoutMs, "database ping");
    },
    async close() {
      if (closed) return;
      closed = true;
      if (!client.closed) await client.close();
    },
  };
}

export function fromPostgresPool(pool: pg.Pool): PostgresDatabase {
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: "postgres",
    pool,
    db,
    async ping(timeoutMs = 2000) {
      if (closed) throw new Error("database is closed");
      await withTimeout(db.execute(sql`select 1`), timeoutMs, "database ping");
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function openDatabase(
  config: Config["database"],
  onIdleError: (error: Error) => void = () => {},
): Promise<Database> {
  if (config.kind === "pglite") {
    return fromPglite(await PGlite.create({ dataDir: config.dir, postgresqlconf: pgliteSettings }));
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server emits here; without a listener it would crash the process.
  pool.on("error", onIdleError);
  return fromPostgresPool(pool);
}
