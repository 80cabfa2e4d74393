// The scheduling part of `npm run bench`: how long /api/health takes to answer while a
// thousand post schedules that fell due at once are worked through (each run claimed, its
// analysis made and queued, run, and its alerts weighed), beside the same probe on the idle
// server. Nothing of that may stall the API.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../apps/api/src/config.js";
import { openDatabase } from "../apps/api/src/db/client.js";
import { analysis, postSchedule, user } from "../apps/api/src/db/schema.js";
import { percentile, probeLatency } from "../apps/api/src/test/load.js";
import { browser, exited, sleep, startServer } from "./util.js";

const SCHEDULES = 1_000;
const IDLE_MS = 3_000;
/** Longest the bench waits for every run to end. */
const LIMIT_MS = 10 * 60 * 1000;

interface Latency {
  n: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface ScheduleFigures {
  what: string;
  schedules: number;
  idle: Latency;
  working: Latency & { runsEnded: number; allEndedMs: number };
  targetP99Ms: number;
}

const latency = (times: number[]): Latency => ({
  n: times.length,
  p50Ms: Math.round(percentile(times, 50)),
  p99Ms: Math.round(percentile(times, 99)),
  maxMs: Math.round(Math.max(...times)),
});

/** Gives the account `SCHEDULES` running schedules, written while no server holds the data. */
async function seedSchedules(dir: string, email: string): Promise<void> {
  const config = loadConfig({ DATA_DIR: dir });
  const database = await openDatabase(config.database);
  try {
    const accounts = await database.db.select({ id: user.id, email: user.email }).from(user);
    const owner = accounts.find((account) => account.email === email);
    if (!owner) throw new Error("the bench account is missing");
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const rows = Array.from({ length: SCHEDULES }, (_, i) => ({
      id: randomUUID(),
      userId: owner.id,
      shortcode: `BenchPost${String(i).padStart(4, "0")}`,
      frequency: "daily" as const,
      alerts: {
        negative_share_points: 5,
        new_complaints: 0,
        new_abusive: true,
        new_unanswered: true,
      },
      nextRunAt: later,
      unsubscribeToken: randomUUID(),
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await database.db.insert(postSchedule).values(rows.slice(i, i + 200));
    }
  } finally {
    await database.close();
  }
}

/** Scheduled runs that ended, read once the server is stopped. */
async function endedRuns(dir: string): Promise<number> {
  const database = await openDatabase(loadConfig({ DATA_DIR: dir }).database);
  try {
    const rows = await database.db
      .select({ status: analysis.status, scheduleId: analysis.scheduleId })
      .from(analysis);
    return rows.filter(
      (r) => r.scheduleId !== null && (r.status === "completed" || r.status === "failed"),
    ).length;
  } finally {
    await database.close();
  }
}

export async function benchSchedules(): Promise<ScheduleFigures> {
  const email = `bench-schedules-${Date.now()}@example.com`;
  let server = await startServer("schedules", {});
  const dir = server.dir;
  try {
    const call = browser(server.base);
    await call("POST", "/api/auth/sign-up/email", { email, password: "secret-one-1" });
    server.child.kill("SIGTERM");
    await exited(server.child);
    await seedSchedules(dir, email);

    server = await startServer("schedules", {}, dir);
    const health = `${server.base}/api/health`;
    const person = browser(server.base);
    await person("POST", "/api/auth/sign-in/email", { email, password: "secret-one-1" });
    const idle = await probeLatency(health, sleep(IDLE_MS));

    // Every schedule falls due at once (the developer's "run now" does the minute's tick's
    // work), and the probe runs from then until My Analyses lists every run as ended.
    const t0 = performance.now();
    const allEnded = (async () => {
      const sent = (await person("POST", "/api/dev/schedules/run-now", {})) as { runs: number };
      if (sent.runs !== SCHEDULES) throw new Error(`${sent.runs} runs sent, not ${SCHEDULES}`);
      while (performance.now() - t0 < LIMIT_MS) {
        let ended = 0;
        let cursor: string | null = null;
        do {
          const page = (await person(
            "GET",
            `/api/analyses?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
          )) as { items: Array<{ status: string }>; next_cursor: string | null };
          ended += page.items.filter(
            (i) => i.status === "completed" || i.status === "failed",
          ).length;
          cursor = page.next_cursor;
        } while (cursor);
        if (ended >= SCHEDULES) return;
        await sleep(2_000);
      }
    })();
    const working = await probeLatency(health, allEnded);
    await allEnded;
    const allEndedMs = performance.now() - t0;
    // The alerts of the last runs are weighed by the next tick; give the queue a moment.
    await sleep(2_000);
    server.child.kill("SIGTERM");
    await exited(server.child);
    return {
      what: `/api/health answer times (one probe at a time, 20 ms apart) on the embedded server: idle for ${IDLE_MS / 1000} s, and while ${SCHEDULES.toLocaleString("en-US")} post schedules due at once are claimed, their analyses made, queued and run (the sample data service refuses these posts at once, so the analyser itself is not what is timed) and listed`,
      schedules: SCHEDULES,
      idle: latency(idle),
      working: {
        ...latency(working),
        runsEnded: await endedRuns(dir),
        allEndedMs: Math.round(allEndedMs),
      },
      targetP99Ms: 100,
    };
  } finally {
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await exited(server.child);
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The lines `npm run bench` prints. */
export function scheduleLines(s: ScheduleFigures): string[] {
  const l = (x: Latency) => `p50 ${x.p50Ms} ms, p99 ${x.p99Ms} ms, max ${x.maxMs} ms`;
  return [
    `schedules  health idle: ${l(s.idle)} (${s.idle.n} probes)`,
    `schedules  health while ${s.schedules} due schedules run (${s.working.runsEnded} runs ended in ${s.working.allEndedMs} ms): ${l(s.working)} (target p99 < ${s.targetP99Ms} ms)`,
  ];
}

// `tsx bench/schedules.ts` runs this part alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const figures = await benchSchedules();
  process.stdout.write(`${scheduleLines(figures).join("\n")}\n`);
}
