import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Database } from "../db/client.js";

/**
 * Background jobs: pg-boss in the app's own database. Embedded, it runs on the one PGlite
 * instance through pg-boss's `db` option (no socket server, no second connection); on
 * PostgreSQL it shares the app's pool, and `npm run worker` adds processes of its own.
 */

export const PGBOSS_SCHEMA = "pgboss";

/** pg-boss's `db` option over PGlite: parameterised statements via query, scripts via exec. */
export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows as unknown[] };
      }
      // Migrations and queue creation send several statements in one text.
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as unknown[] };
    },
  };
}

function executorFor(database: Database): PgBoss.Db {
  if (database.kind === "pglite") return pgliteExecutor(database.client);
  const pool = database.pool;
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await pool.query(text, values);
      // A script of several statements answers one result each: pg-boss reads the last.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as unknown[] };
    },
  };
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export interface QueueOptions {
  /** Seconds a job may run before pg-boss counts it as failed (and retries it). */
  expireInSeconds: number;
  retryLimit: number;
}

export interface Jobs {
  /** Creates the queue if needed. */
  createQueue(name: string, options: QueueOptions): Promise<void>;
  /** Sends a job and wakes this process's workers at once (no wait for the next poll). */
  send<T extends object>(queue: string, data: T): Promise<string>;
  /**
   * Sends a job under a chosen id (a UUID) unless the queue already holds one with that id
   * (pg-boss keeps finished jobs for a day): answers whether it was created. Sending again
   * after a crash or a repeated request therefore never doubles the work.
   */
  sendOnce<T extends object>(queue: string, id: string, data: T): Promise<boolean>;
  /** Runs `handler` on `concurrency` workers in this process. */
  work<T extends object>(queue: string, concurrency: number, handler: JobHandler<T>): Promise<void>;
  /** Runs `handler` on a cron schedule (once across all processes). */
  schedule(queue: string, cron: string, handler: () => Promise<void>): Promise<void>;
  /** Puts jobs still marked active back in the queue: used at start-up when no other process can hold them. */
  requeueActive(queue: string): Promise<number>;
  /**
   * The values of `field` in the data of the queue's jobs that are waiting or running, to tell
   * which pieces of work still have a job.
   */
  unfinishedValues(queue: string, field: string): Promise<Set<string>>;
  /** Takes no more jobs and lets running ones finish, for a while. */
  stop(): Promise<void>;
}

export interface JobsOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Run pg-boss's maintenance and cron timekeeping in this process. */
  supervise: boolean;
  /**
   * Seconds a job may run before it counts as lost and is retried: how long the jobs of a
   * worker that died wait. Maintenance looks for them at least this often (at most every
   * 2 minutes). Queues' own setting applies when omitted.
   */
  jobTimeoutSeconds?: number;
  /** How long `stop` lets running jobs finish before leaving them for a later run. */
  stopTimeoutMs?: number;
}

/**
 * pg-boss completes and fails jobs without awaiting those calls, so some may still be on their
 * way when it reports itself stopped. This executor lets `stop` wait for them; a call made
 * after that never settles (pg-boss is stopped, and nobody waits for it) instead of touching
 * a database that is being closed. A job whose completion is lost that way is simply run
 * again later, and finds its analysis done.
 */
function closableExecutor(inner: PgBoss.Db) {
  const pending = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executor: {
      executeSql(text: string, values?: unknown[]) {
        if (closed) return new Promise<{ rows: unknown[] }>(() => {});
        const call = inner.executeSql(text, values as unknown[]);
        pending.add(call);
        void call.finally(() => pending.delete(call)).catch(() => {});
        return call;
      },
    } satisfies PgBoss.Db,
    async close() {
      closed = true;
      await Promise.allSettled([...pending]);
    },
  };
}

/** Key of the advisory lock that lets one process at a time create or migrate pg-boss's schema. */
const PGBOSS_START_LOCK = 727_001;

/**
 * Runs `work` while holding the advisory lock that lets one process at a time change pg-boss's
 * schema: processes starting together would otherwise race to create it (duplicate keys), and
 * their queue tables (deadlocks).
 */
async function underStartLock(database: Database, work: () => Promise<unknown>): Promise<void> {
  if (database.kind !== "postgres") {
    await work();
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [PGBOSS_START_LOCK]);
    await work();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [PGBOSS_START_LOCK]).catch(() => {});
    client.release();
  }
}

export async function startJobs({
  database,
  log,
  supervise,
  jobTimeoutSeconds,
  stopTimeoutMs = 5_000,
}: JobsOptions): Promise<Jobs> {
  const sql = closableExecutor(executorFor(database));
  const boss = new PgBoss({
    db: sql.executor,
    schema: PGBOSS_SCHEMA,
    supervise,
    schedule: supervise,
    // The jobs are short; a day of history is plenty for diagnosis.
    deleteAfterDays: 1,
    ...(jobTimeoutSeconds
      ? { maintenanceIntervalSeconds: Math.max(1, Math.min(120, jobTimeoutSeconds)) }
      : {}),
  });
  // Per job, so a changed setting applies to queues created earlier too.
  const sendOptions: PgBoss.SendOptions = jobTimeoutSeconds
    ? { expireInSeconds: jobTimeoutSeconds }
    : {};
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  await underStartLock(database, () => boss.start());

  const workers = new Map<string, string[]>();
  const wake = (queue: string) => {
    for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
  };

  return {
    async createQueue(name, options) {
      if (await boss.getQueue(name)) return;
      await underStartLock(database, async () => {
        // Another process may have created it while this one waited for the lock.
        if (await boss.getQueue(name)) return;
        await boss.createQueue(name, {
          name,
          expireInSeconds: options.expireInSeconds,
          retryLimit: options.retryLimit,
          retryDelay: 2,
          retryBackoff: true,
        });
      });
    },
    async send(queue, data) {
      const id = await boss.send(queue, data, sendOptions);
      if (!id) throw new Error(`job not created on queue ${queue}`);
      wake(queue);
      return id;
    },
    async sendOnce(queue, id, data) {
      const created = await boss.send(queue, data, { ...sendOptions, id });
      if (created) wake(queue);
      return created !== null;
    },
    async work(queue, concurrency, handler) {
      const ids = workers.get(queue) ?? [];
      for (let i = 0; i < concurrency; i++) {
        let id = "";
        id = await boss.work<object>(queue, { pollingIntervalSeconds: 2 }, async ([job]) => {
          if (!job) return;
          // Embedded, every query runs on this thread and a job made only of queries never
          // waits for I/O: without a turn of the event loop per job, a burst of such jobs
          // would keep requests waiting until it is drained.
          await yieldToEventLoop();
          try {
            await handler(job.data as never, { id: job.id, retryCount: 0 });
          } finally {
            // Drain a burst: fetch again at once instead of waiting for the next poll.
            boss.notifyWorker(id);
          }
        });
        ids.push(id);
      }
      workers.set(queue, ids);
    },
    async schedule(queue, cron, handler) {
      await underStartLock(database, async () => {
        if (!(await boss.getQueue(queue))) await boss.createQueue(queue, { name: queue });
        await boss.schedule(queue, cron);
      });
      await boss.work(queue, { pollingIntervalSeconds: 30 }, async () => handler());
    },
    async requeueActive(queue) {
      const result = await sql.executor.executeSql(
        `UPDATE ${PGBOSS_SCHEMA}.job SET state = 'retry', start_after = now(), started_on = NULL
         WHERE name = $1 AND state = 'active' RETURNING id`,
        [queue],
      );
      return result.rows.length;
    },
    async unfinishedValues(queue, field) {
      const result = await sql.executor.executeSql(
        `SELECT DISTINCT data->>$2 AS value FROM ${PGBOSS_SCHEMA}.job
         WHERE name = $1 AND state IN ('created', 'retry', 'active') AND data ? $2`,
        [queue, field],
      );
      return new Set(result.rows.map((row) => String((row as { value: unknown }).value)));
    },
    async stop() {
      // Takes no more jobs at once; running ones get `stopTimeoutMs` to finish. One still
      // running then stays active in the queue and runs again later.
      await boss.stop({ graceful: true, timeout: stopTimeoutMs, wait: true, close: false });
      await sql.close();
    },
  };
}
