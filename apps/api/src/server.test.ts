import { mkdtempSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startRapidApiFixtureServer } from "@commentlens/instagram/testing";
import { errorCatalogue } from "@commentlens/shared";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { testDatabaseUrl } from "./test/database.js";
import {
  freePort,
  run,
  signedInOverHttp,
  startServer,
  waitForHealthy,
  workerEntry,
} from "./test/process.js";

/**
 * The server process as a user runs it: start-up messages, refusals with one clear line,
 * graceful stop, and recovery after a crash.
 */

function dataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "commentlens-srv-"));
}

/** A fresh data dir, and the Instagram data from a RapidAPI fixture server at `url`. */
function rapidApiEnv(url: string): Record<string, string> {
  return {
    DATA_DIR: dataDir(),
    INSTAGRAM_PROVIDER: "rapidapi",
    RAPIDAPI_KEY: "test-key",
    RAPIDAPI_BASE_URL: url,
  };
}

/** Waits (20 s at most) until the analysis `state` reads is fetching comments. */
async function untilFetching(state: () => Promise<{ status?: unknown }>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await state()).status !== "fetching" && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
  expect((await state()).status).toBe("fetching");
}

describe("server process", () => {
  it("prints its URL, serves health, and stops cleanly on SIGTERM", async () => {
    const port = await freePort();
    const dir = dataDir();
    const server = startServer({ PORT: String(port), DATA_DIR: dir });
    expect(await waitForHealthy(port, server)).toMatchObject({ status: "ok", db: "pglite" });
    expect(server.output()).toContain(`CommentLens is running at http://localhost:${port}`);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    // The lock is released, so the next start on the same data dir works.
    const again = startServer({ PORT: String(port), DATA_DIR: dir });
    await waitForHealthy(port, again);
    again.child.kill("SIGINT");
    expect(await again.exited).toBe(0);
  });

  it("refuses a second process on the same data dir with a clear message", async () => {
    const [p1, p2] = [await freePort(), await freePort()];
    const dir = dataDir();
    const first = startServer({ PORT: String(p1), DATA_DIR: dir });
    await waitForHealthy(p1, first);
    const second = startServer({ PORT: String(p2), DATA_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(
      `DATA_DIR ${dir} is in use by another CommentLens process (pid ${first.child.pid}). Stop that process, or set DATA_DIR to another folder.`,
    );
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  });

  it("exits 1 with one line for an invalid setting", async () => {
    const proc = startServer({ PORT: "not-a-port", DATA_DIR: dataDir() });
    expect(await proc.exited).toBe(1);
    expect(proc.output().trim()).toBe(
      'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "not-a-port")',
    );
  });

  it("exits 1 with a clear message when the port is taken", async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, "127.0.0.1", r));
    const { port } = blocker.address() as net.AddressInfo;
    const proc = startServer({ PORT: String(port), DATA_DIR: dataDir() });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain(
      `Port ${port} on 127.0.0.1 is already in use. Stop the other program or set PORT to a free port.`,
    );
    blocker.close();
  });

  it("exits 1 with a clear message when DATA_DIR cannot be written", async () => {
    const file = path.join(dataDir(), "not-a-folder");
    writeFileSync(file, "");
    const proc = startServer({ PORT: String(await freePort()), DATA_DIR: path.join(file, "data") });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/^DATA_DIR .* is not writable \(ENOTDIR\)/);
  });

  it("keeps every committed row after kill -9 during writes, and starts again", async () => {
    const dir = dataDir();
    const writer = run(
      ["--import", "tsx", fileURLToPath(new URL("./test/write-loop.ts", import.meta.url))],
      { DATA_DIR: dir },
    );
    const deadline = Date.now() + 20_000;
    while ((writer.output().match(/^crash-\d+$/gm)?.length ?? 0) < 40 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    writer.child.kill("SIGKILL");
    await writer.exited;
    const committed = writer.output().match(/^crash-\d+$/gm) ?? [];
    expect(committed.length).toBeGreaterThanOrEqual(40);

    // The app starts on the crashed data dir (stale lock taken over) and is healthy.
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dir });
    await waitForHealthy(port, server);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    const db = await PGlite.create({ dataDir: path.join(dir, "db") });
    const rows = await db.query<{ id: string }>('select id from "user"');
    await db.close();
    const stored = new Set(rows.rows.map((r) => r.id));
    for (const id of committed) expect(stored.has(id)).toBe(true);
  });

  it("lets several processes share one PostgreSQL database, or refuses a shared data dir", async () => {
    const url = testDatabaseUrl();
    const [p1, p2] = [await freePort(), await freePort()];
    const env: Record<string, string> = url ? { DATABASE_URL: url } : { DATA_DIR: dataDir() };
    const a = startServer({ PORT: String(p1), ...env });
    const b = startServer({ PORT: String(p2), ...env });
    if (url) {
      // Started together: migrations serialise on the advisory lock and both serve.
      expect(await waitForHealthy(p1, a)).toMatchObject({ status: "ok", db: "postgres" });
      expect(await waitForHealthy(p2, b)).toMatchObject({ status: "ok", db: "postgres" });
    } else {
      // Exactly one of two embedded processes may own the data dir.
      const loser = await Promise.race([a.exited.then(() => a), b.exited.then(() => b)]);
      expect(await loser.exited).toBe(1);
      expect(loser.output()).toContain("is in use by another CommentLens process");
      const [winner, winnerPort] = loser === a ? [b, p2] : [a, p1];
      expect(await waitForHealthy(winnerPort, winner)).toMatchObject({ status: "ok" });
    }
    a.child.kill("SIGTERM");
    b.child.kill("SIGTERM");
    await Promise.all([a.exited, b.exited]);
  });

  it("runs analyses in a separate `npm run worker` process on PostgreSQL (refused on the embedded database)", async () => {
    const url = testDatabaseUrl();
    if (!url) {
      const worker = run([workerEntry], { DATA_DIR: dataDir() });
      expect(await worker.exited).toBe(1);
      expect(worker.output()).toContain("npm run worker needs DATABASE_URL");
      return;
    }
    const port = await freePort();
    const api = startServer({ PORT: String(port), DATABASE_URL: url, JOB_WORKERS: "0" });
    const worker = run([workerEntry], { DATABASE_URL: url, LOG_LEVEL: "info" });
    try {
      await waitForHealthy(port, api);
      const base = `http://127.0.0.1:${port}`;
      const created = await fetch(`${base}/api/analyses`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
        body: JSON.stringify({ url: "https://www.instagram.com/p/DfIaHDzmC9v/" }),
      });
      expect(created.status).toBe(202);
      const { id } = (await created.json()) as { id: string };
      const cookie = (created.headers.get("set-cookie") ?? "").split(";")[0] as string;
      let status = "";
      for (let i = 0; i < 200 && status !== "completed" && status !== "failed"; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const res = await fetch(`${base}/api/analyses/${id}`, { headers: { cookie } });
        status = ((await res.json()) as { status: string }).status;
      }
      expect(status).toBe("completed");
      expect(worker.output()).toContain("CommentLens worker is running");
    } finally {
      api.child.kill("SIGTERM");
      worker.child.kill("SIGTERM");
      await Promise.all([api.exited, worker.exited]);
    }
  });

  it("picks up an analysis cut off by a crash when the embedded app starts again", async () => {
    const pages = { slowMs: 60_000 };
    const fake = await startRapidApiFixtureServer(pages);
    const env = rapidApiEnv(fake.url);
    try {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const first = startServer({ PORT: String(port), ...env });
      await waitForHealthy(port, first);
      // "Slow…" posts take a minute per comment page: the job is mid-fetch when killed.
      const created = await fetch(`${base}/api/analyses`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
        body: JSON.stringify({ url: "https://www.instagram.com/p/SlowPost123/" }),
      });
      expect(created.status).toBe(202);
      const { id } = (await created.json()) as { id: string };
      const cookie = (created.headers.get("set-cookie") ?? "").split(";")[0] as string;
      const state = async () =>
        (await (await fetch(`${base}/api/analyses/${id}`, { headers: { cookie } })).json()) as {
          status: string;
        };
      await untilFetching(state);
      first.child.kill("SIGKILL");
      await first.exited;

      // Pages answer at once now; the restarted app re-queues the job and finishes it.
      pages.slowMs = 0;
      const again = startServer({ PORT: String(port), ...env });
      await waitForHealthy(port, again);
      let status = "";
      for (let i = 0; i < 200 && status !== "completed" && status !== "failed"; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await state()).status;
      }
      expect(status).toBe("completed");
      expect(again.output()).toContain("re-queued analyses interrupted by a restart");
      again.child.kill("SIGTERM");
      expect(await again.exited).toBe(0);
    } finally {
      await fake.close();
    }
  });

  it("fails for good, with the usage slot given back, an analysis that was cut off twice", async () => {
    // The data service never answers in time: every run is mid-fetch when its process dies.
    const fake = await startRapidApiFixtureServer({ slowMs: 600_000 });
    const env = rapidApiEnv(fake.url);
    try {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      let server = startServer({ PORT: String(port), ...env });
      await waitForHealthy(port, server);
      const user = await signedInOverHttp(base, "poison@example.com");
      const { id } = await user.json("POST", "/api/analyses", {
        url: "https://www.instagram.com/p/SlowPost123/",
      });
      const state = () => user.json("GET", `/api/analyses/${String(id)}`);
      const usage = async () => (await user.json("GET", "/api/subscription")).current_usage;
      expect(await usage()).toBe(1);
      for (let cut = 0; cut < 2; cut++) {
        await untilFetching(state);
        server.child.kill("SIGKILL");
        await server.exited;
        server = startServer({ PORT: String(port), ...env });
        await waitForHealthy(port, server);
      }
      let last = await state();
      for (let i = 0; i < 200 && last.status !== "failed" && last.status !== "completed"; i++) {
        await new Promise((r) => setTimeout(r, 100));
        last = await state();
      }
      expect(last).toMatchObject({
        status: "failed",
        error_code: "ANALYSIS_INTERRUPTED",
        error: errorCatalogue.ANALYSIS_INTERRUPTED,
      });
      expect(await usage()).toBe(0);
      // Not queued again by a further restart.
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      server = startServer({ PORT: String(port), ...env });
      await waitForHealthy(port, server);
      expect(server.output()).not.toContain("re-queued analyses");
      expect((await state()).status).toBe("failed");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      await fake.close();
    }
  }, 120_000);
});
