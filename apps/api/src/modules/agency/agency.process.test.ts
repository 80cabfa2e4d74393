import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  PROFILE_POSTS,
  type RapidApiFixtureOptions,
  startRapidApiFixtureServer,
} from "@commentlens/instagram/testing";
import { LOCAL_TEST_CARDS, type ProfileAnalysisDetail } from "@commentlens/shared";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createScratchDatabase, testDatabaseUrl } from "../../test/database.js";
import {
  freePort,
  type RunningProcess,
  run,
  startServer,
  waitForHealthy,
  workerEntry,
} from "../../test/process.js";

/**
 * Profile analyses survive the death of the process working them: the built server (embedded)
 * or a `npm run worker` process (PostgreSQL) is killed mid-analysis, and the analysis still
 * completes with every post analysed by exactly one analysis, finished posts not redone.
 * Needs the built API (`npx tsc -b … apps/api`), like server.test.ts.
 */

/** The fixture profile whose older half of posts hold their comment pages (`Slow…`). */
const USERNAME = "halfslow.bakery";
const POSTS = 10;
const FAST_POSTS = PROFILE_POSTS / 2;

/** A browser over real HTTP: keeps cookies and sends the site's Origin. */
function client(base: string) {
  const jar = new Map<string, string>();
  const origin = base.replace("127.0.0.1", "localhost");
  async function call(method: "GET" | "POST", url: string, body?: object) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const eq = pair.indexOf("=");
      const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
      if (!value || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }
  return {
    get: (url: string) => call("GET", url),
    post: (url: string, body: object) => call("POST", url, body),
  };
}

type Client = ReturnType<typeof client>;

/** Signs up, takes the Agency plan with the local test card, and fetches the profile. */
async function agencyWithProfile(c: Client): Promise<string> {
  const email = `olga-${randomBytes(4).toString("hex")}@example.com`;
  await c.post("/api/auth/sign-up/email", { email, password: "secret-one-1" });
  await c.post("/api/auth/sign-in/email", { email, password: "secret-one-1" });
  const checkout = await c.post("/api/subscription-management", {
    mode: "create_checkout",
    plan_type: "agency",
  });
  const id = /\/billing\/checkout\/([^/?#]+)$/.exec(String(checkout.checkout_url))?.[1];
  await c.post(`/api/billing/local/checkout/${id}/pay`, {
    card_number: LOCAL_TEST_CARDS.success,
    expiry: "12/39",
    cvc: "123",
    name: "Olga Owner",
  });
  const fetched = await c.post("/api/profile-processing", {
    mode: "fetch_profile",
    instagram_profile_url: `https://www.instagram.com/${USERNAME}/`,
  });
  expect(fetched.total_posts).toBe(POSTS);
  const profileAnalysisId = String(fetched.profile_analysis_id);
  await c.post("/api/profile-processing", {
    mode: "analyze_profile",
    profile_analysis_id: profileAnalysisId,
  });
  return profileAnalysisId;
}

async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 45_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const detailOf = (c: Client, id: string) =>
  c.get(`/api/profile-analyses/${id}`) as Promise<ProfileAnalysisDetail>;

/** Fast posts finished and the slow ones each held mid-fetch by a job. */
const cutOffPoint = (d: ProfileAnalysisDetail) =>
  d.completed_posts === FAST_POSTS &&
  d.posts.filter((p) => p.status === "running").length === POSTS - FAST_POSTS;

function expectCompletedOnce(
  detail: ProfileAnalysisDetail,
  requests: Array<{ path: string; query: URLSearchParams }>,
) {
  expect(detail.analysis_status).toBe("completed");
  expect(detail.progress).toMatchObject({ status: "completed", progress: 100 });
  expect(detail.completed_posts).toBe(POSTS);
  expect(detail.failed_posts).toBe(0);
  expect(detail.profile_insights?.metrics.posts_analyzed).toBe(POSTS);
  expect(detail.posts.every((p) => p.status === "completed")).toBe(true);
  expect(new Set(detail.posts.map((p) => p.analysis_id)).size).toBe(POSTS);
  // The posts finished before the crash were not fetched again.
  const firstPages = new Map<string, number>();
  for (const r of requests) {
    if (r.path !== "/v1/comments" || r.query.get("pagination_token")) continue;
    const code = r.query.get("code_or_id_or_url") ?? "";
    firstPages.set(code, (firstPages.get(code) ?? 0) + 1);
  }
  for (const post of detail.posts.filter((p) => !p.shortcode.startsWith("Slow"))) {
    expect(firstPages.get(post.shortcode)).toBe(1);
  }
}

/** One analysis row per post: the post's own, linked from it. */
async function analysisRowsPerPost(
  query: (text: string, values: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>,
  id: string,
) {
  const rows = await query(
    `select pp.id, pp.analysis_id, count(a.id)::int as analyses
       from profile_post pp left join analysis a on a.profile_analysis_id = pp.profile_analysis_id and a.shortcode = pp.shortcode
      where pp.profile_analysis_id = $1 group by pp.id, pp.analysis_id`,
    [id],
  );
  return rows.rows;
}

describe("profile analyses across a crash", () => {
  it("embedded: completes after kill -9 and a restart on the same data dir, each post analysed once", async () => {
    const options: RapidApiFixtureOptions = { slowMs: 60_000 };
    const fake = await startRapidApiFixtureServer(options);
    const dir = mkdtempSync(path.join(tmpdir(), "commentlens-profile-crash-"));
    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: dir,
      INSTAGRAM_PROVIDER: "rapidapi",
      RAPIDAPI_KEY: "test-key",
      RAPIDAPI_BASE_URL: fake.url,
    };
    let server: RunningProcess | undefined;
    try {
      server = startServer(env);
      await waitForHealthy(port, server);
      const c = client(`http://127.0.0.1:${port}`);
      const id = await agencyWithProfile(c);
      await until("the slow posts to be cut off", () => detailOf(c, id), cutOffPoint);
      server.child.kill("SIGKILL");
      await server.exited;

      // Pages answer at once now; the restarted app re-queues the cut-off jobs.
      options.slowMs = 0;
      server = startServer(env);
      await waitForHealthy(port, server);
      const detail = await until(
        "the analysis to complete",
        () => detailOf(c, id),
        (d) => d.analysis_status !== "in_progress",
      );
      expectCompletedOnce(detail, fake.requests);
      expect(server.output()).toContain("re-queued profile analysis jobs interrupted by a restart");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      server = undefined;

      const db = await PGlite.create({ dataDir: path.join(dir, "db") });
      try {
        const rows = await analysisRowsPerPost((text, values) => db.query(text, values), id);
        expect(rows).toHaveLength(POSTS);
        for (const row of rows) {
          expect(row.analyses).toBe(1);
          expect(row.analysis_id).not.toBeNull();
        }
      } finally {
        await db.close();
      }
    } finally {
      server?.child.kill("SIGKILL");
      await fake.close();
    }
  }, 90_000);

  it("PostgreSQL: completes when one of two worker processes is killed mid-analysis", async () => {
    const server = testDatabaseUrl();
    // Separate workers need PostgreSQL (server.test.ts checks the embedded refusal).
    if (!server) return;
    const scratch = await createScratchDatabase(server);
    const url = scratch.url;
    const options: RapidApiFixtureOptions = { slowMs: 60_000 };
    const fake = await startRapidApiFixtureServer(options);
    const port = await freePort();
    const shared = {
      DATABASE_URL: url,
      INSTAGRAM_PROVIDER: "rapidapi",
      RAPIDAPI_KEY: "test-key",
      RAPIDAPI_BASE_URL: fake.url,
      // A dead worker's jobs are taken over after this long, instead of 10 minutes.
      JOB_TIMEOUT_SECONDS: "8",
      PROFILE_JOB_CONCURRENCY: "2",
    };
    const api = startServer({ ...shared, PORT: String(port), JOB_WORKERS: "0" });
    const workers = [run([workerEntry], shared), run([workerEntry], shared)];
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      await waitForHealthy(port, api);
      for (const w of workers) {
        await until(
          "the worker to start",
          async () => w.output(),
          (out) => out.includes("CommentLens worker is running"),
        );
      }
      const c = client(`http://127.0.0.1:${port}`);
      const id = await agencyWithProfile(c);
      // Each worker holds two of the four slow posts (two at a time each).
      await until("the slow posts to be cut off", () => detailOf(c, id), cutOffPoint);
      const [killed, survivor] = workers as [RunningProcess, RunningProcess];
      killed.child.kill("SIGKILL");
      await killed.exited;
      options.slowMs = 0;

      const detail = await until(
        "the analysis to complete",
        () => detailOf(c, id),
        (d) => d.analysis_status !== "in_progress",
        60_000,
      );
      expectCompletedOnce(detail, fake.requests);
      const rows = await analysisRowsPerPost((text, values) => pool.query(text, values), id);
      expect(rows).toHaveLength(POSTS);
      for (const row of rows) expect(row.analyses).toBe(1);
      expect(survivor.child.exitCode).toBeNull();
    } finally {
      for (const p of [api, ...workers]) p.child.kill("SIGTERM");
      await Promise.all([api.exited, ...workers.map((w) => w.exited)]);
      await pool.end();
      await fake.close();
      await scratch.drop();
    }
  }, 120_000);
});
