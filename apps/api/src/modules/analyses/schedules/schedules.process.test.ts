import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { trendResponseSchema } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import {
  freePort,
  type RunningProcess,
  signedInOverHttp,
  startServer,
  waitForHealthy,
} from "../../../test/process.js";

/**
 * A scheduled run survives `kill -9` of the process working it: the built server (embedded
 * database) is killed the moment a run falls due, and after a restart the run happens once —
 * not lost, not doubled, however far it had got. Needs the built API, like server.test.ts.
 */

const SAMPLE = "https://www.instagram.com/p/DepHZOzvVEI/";
/** The minute's tick resends a run whose job was lost: allow two of them and the analysis. */
const RUN_WAIT_MS = 170_000;

describe("a scheduled run and kill -9", () => {
  it("happens once after the restart, neither lost nor doubled", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "commentlens-schedule-kill-"));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), DATA_DIR: dir, LOG_LEVEL: "warn" };
    let server: RunningProcess | undefined;
    try {
      server = startServer(env);
      await waitForHealthy(port, server, 180_000);
      const owner = await signedInOverHttp(base, "schedule-kill@example.com");
      const { id } = await owner.json("POST", "/api/analyses", { url: SAMPLE });
      const status = async (analysisId: unknown) =>
        String((await owner.json("GET", `/api/analyses/${String(analysisId)}`)).status);
      await expect.poll(() => status(id), { timeout: 60_000, interval: 200 }).toBe("completed");
      await owner.json("PUT", `/api/analyses/${String(id)}/schedule`, { frequency: "weekly" });

      // The run falls due and its job is sent; the process dies straight away.
      const sent = await owner.json("POST", "/api/dev/schedules/run-now", {});
      expect(sent).toMatchObject({ due: 1, runs: 1 });
      server.child.kill("SIGKILL");
      await server.exited;

      server = startServer(env);
      await waitForHealthy(port, server, 180_000);
      const runs = async () =>
        trendResponseSchema.parse(await owner.json("GET", `/api/analyses/${String(id)}/trend`))
          .points;
      const restarted = server;
      await expect
        .poll(async () => (await runs()).length, { timeout: RUN_WAIT_MS, interval: 1_000 })
        .toBe(2)
        .catch((error: unknown) => {
          // What the restarted server logged is what tells where the run went.
          throw new Error(`no run after the restart; the server said:\n${restarted.output()}`, {
            cause: error,
          });
        });
      // Another tick goes by: nothing is run a second time.
      await new Promise((r) => setTimeout(r, 65_000));
      const points = await runs();
      expect(points.map((p) => p.scheduled)).toEqual([false, true]);
      const list = (await owner.json("GET", "/api/analyses")) as {
        items: Array<{ shortcode: string | null }>;
      };
      expect(list.items.filter((item) => item.shortcode === "DepHZOzvVEI")).toHaveLength(2);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      server?.child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
