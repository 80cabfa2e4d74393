import { adversarialComments } from "@commentlens/analysis/internal";
import { analysisResultSchema } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { probeLatency } from "../../test/load.js";
import { expectResponsive, signedInOverHttp, startedServer } from "../../test/process.js";

/**
 * Comments crafted to make patterns backtrack, sent to the built server (embedded database):
 * the analysis runs beside the API, so /api/health, asked again and again by this process,
 * answers throughout. Needs the built API, like server.test.ts.
 */

function csvField(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

describe("comments crafted to make a pattern backtrack", () => {
  it("are analysed through /api/analyze-comments and an import while /api/health keeps answering", async () => {
    const { base, close } = await startedServer("adversarial");
    try {
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

      expectResponsive(whileSent, "while the comments were analysed");
      expectResponsive(whileImported, "while the import was analysed");
    } finally {
      await close();
    }
  }, 300_000);
});
