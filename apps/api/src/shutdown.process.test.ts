import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { commentCsv } from "./test/load.js";
import {
  freePort,
  type RunningProcess,
  signedInOverHttp,
  startServer,
  waitForHealthy,
} from "./test/process.js";

/**
 * SIGTERM under load, as a deploy sends it: the built server (embedded database) stops taking
 * work, lets the downloads in flight finish, leaves the analysis it was running for its next
 * start, and exits 0. Needs the built API, like server.test.ts.
 */

const EXPORTED_COMMENTS = 20_000;
const ANALYSED_COMMENTS = 60_000;

function importForm(csv: string, name: string): FormData {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), name);
  return form;
}

describe("a clean stop under load", () => {
  it("finishes the exports in flight, keeps the running analysis for later, and exits 0", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "commentlens-shutdown-"));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The downloads in flight get the time they need: a busy machine may take longer than the
    // default grace period to write a 20,000-comment workbook, and this test is about waiting
    // for them, not about the bound on that wait.
    const env = {
      PORT: String(port),
      DATA_DIR: dir,
      LOG_LEVEL: "info",
      SHUTDOWN_TIMEOUT_MS: "120000",
    };
    let server: RunningProcess | undefined;
    try {
      server = startServer(env);
      await waitForHealthy(port, server, 180_000);
      // Two people, as each may have one export running at a time.
      const user = await signedInOverHttp(base, "shutdown@example.com");
      const other = await signedInOverHttp(base, "shutdown-two@example.com");
      const state = (id: unknown, who = user) => who.json("GET", `/api/analyses/${String(id)}`);
      async function until(id: unknown, done: (status: string) => boolean, who = user) {
        for (let i = 0; i < 1_200; i++) {
          const { status } = await state(id, who);
          if (done(String(status))) return String(status);
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error(`analysis ${String(id)} did not move on`);
      }

      const exportedBy = new Map<typeof user, string>();
      for (const who of [user, other]) {
        const { id } = await who.json(
          "POST",
          "/api/analyses",
          importForm(commentCsv(EXPORTED_COMMENTS), "exported.csv"),
        );
        const ended = await until(id, (s) => s === "completed" || s === "failed", who);
        expect(ended).toBe("completed");
        exportedBy.set(who, String(id));
      }

      // A second, larger import is being analysed when the signal comes.
      const { id: running } = await user.json(
        "POST",
        "/api/analyses",
        importForm(commentCsv(ANALYSED_COMMENTS), "running.csv"),
      );
      await until(running, (s) => s === "analyzing" || s === "completed");

      // Downloads under way, and a progress stream open.
      const downloads = (
        [
          [user, "xlsx"],
          [other, "csv"],
        ] as const
      ).map(async ([who, format]) => {
        const res = await who.call(
          "GET",
          `/api/analyses/${exportedBy.get(who)}/export?format=${format}`,
        );
        return { format, status: res.status, body: Buffer.from(await res.arrayBuffer()) };
      });
      const stream = await user.call("GET", `/api/analyses/${String(running)}/events`);
      expect(stream.status).toBe(200);
      const streamed = stream.text();
      // The stop comes once the server has taken both downloads: a request still on its way
      // when the server stops listening is refused, as it should be, and proves nothing.
      // A busy machine may take a while to get there: wait for it rather than stop too early.
      const taken = () => {
        const log = server?.output() ?? "";
        return log.includes("export?format=xlsx") && log.includes("export?format=csv");
      };
      for (let i = 0; i < 1_200 && !taken(); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(taken(), "the server never logged both downloads").toBe(true);
      await new Promise((r) => setTimeout(r, 150));

      server.child.kill("SIGTERM");
      const files = await Promise.all(downloads);
      expect(await streamed).toContain("event: state");
      expect(await server.exited).toBe(0);
      const log = server.output();
      expect(log).not.toContain("PGlite is closed");
      expect(log).not.toContain("error while shutting down");

      for (const { format, status, body } of files) {
        expect(status, format).toBe(200);
        if (format === "csv") {
          const rows = Papa.parse(body.toString("utf8").slice(1), { header: true });
          expect(rows.data.filter((r) => Object.keys(r as object).length > 1)).toHaveLength(
            EXPORTED_COMMENTS,
          );
        } else {
          // A complete workbook ends with the zip's central directory record.
          expect(body.subarray(-22, -18).toString("hex")).toBe("504b0506");
        }
      }

      // Started again, it finishes the analysis the stop left (if the stop did not wait for it).
      server = startServer(env);
      await waitForHealthy(port, server, 180_000);
      expect(await until(running, (s) => s === "completed" || s === "failed")).toBe("completed");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      server?.child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
