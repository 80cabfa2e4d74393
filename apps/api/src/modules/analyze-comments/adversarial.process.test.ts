import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { adversarialComments } from "@commentlens/analysis/internal";
import { analysisResultSchema } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { percentile, probeLatency } from "../../test/load.js";
import {
  freePort,
  type RunningProcess,
  signedInOverHttp,
  startServer,
  waitForHealthy,
} from "../../test/process.js";

/**
 * Comments crafted to make patterns backtrack, sent to the built server (embedded database):
 * the analysis runs beside the API, so /api/health, asked again and again by this process,
 * answers throughout. Needs the built API, like server.test.ts.
 */

/** Generous for a shared, busy machine; a held event loop takes seconds per answer. */
const P99_MS = 500;
const MAX_MS = 2_000;

function csvField(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

describe("comments crafted to make a pattern backtrack", () => {
  it("are analysed through /api/analyze-comments and an import while /api/health keeps answering", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "commentlens-adversarial-"));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server: RunningProcess | undefined;
    try {
      server = startServer({ PORT: String(port), DATA_DIR: dir, LOG_LEVEL: "warn" });
      await waitForHealthy(port, server, 180_000);
      const browser = await signedInOverHttp(base, "adversarial@example.com");
      const set = adversarialComments();

      const sent = browser.json("POST", "/api/analyze-comments", {
        comments: set.map(({ comment }) => ({ username: comment.username, text: comment.text })),
      });
      const whileSent = await probeLatency(`${base}/api/health`, sent);
      const report = analysisResultSchema.parse(await sent);
      expect(report.comments).toHaveLength(set.length);

      const csv = [
        "username,text,likes,timestamp",
        ...set.map(({ comment }) =>
          [comment.username, csvField(comment.text), comment.likes, comment.timestamp].join(","),
        ),
      ].join("\n");
      const form = new FormData();
      form.append("file", new Blob([csv], { type: "text/csv" }), "crafted.csv");
      const imported = (async () => {
        const { id } = await browser.json("POST", "/api/analyses", form);
        for (;;) {
          const state = await browser.json("GET", `/api/analyses/${String(id)}`);
          if (state.status === "completed" || state.status === "failed") return state;
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      const whileImported = await probeLatency(`${base}/api/health`, imported);
      expect((await imported).status).toBe("completed");

      for (const [what, times] of [
        ["while the comments were analysed", whileSent],
        ["while the import was analysed", whileImported],
      ] as const) {
        const summary = `${what}: ${times.length} answers, p99 ${Math.round(percentile(times, 99))} ms, max ${Math.round(Math.max(...times))} ms`;
        expect(times.length, summary).toBeGreaterThan(0);
        expect(percentile(times, 99), summary).toBeLessThan(P99_MS);
        expect(Math.max(...times), summary).toBeLessThan(MAX_MS);
      }
    } finally {
      server?.child.kill("SIGKILL");
      await server?.exited;
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
