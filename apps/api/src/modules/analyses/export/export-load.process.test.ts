import ExcelJS from "exceljs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { commentCsv, probeLatency } from "../../../test/load.js";
import { expectResponsive, signedInOverHttp, startedServer } from "../../../test/process.js";

/**
 * Large imports and their exports do not stall the site: the built server (embedded database)
 * analyses two 60,000-comment files and renders four exports of them, two at once, while this
 * test asks /api/health again and again and times every answer. Needs the built API
 * (`npx tsc -b … apps/api`), like server.test.ts.
 */

const COMMENTS = 60_000;

describe("a large import under load", () => {
  it("keeps /api/health answering while it is analysed and while its exports render", async () => {
    const { server, base, close } = await startedServer("export-load");
    try {
      // Two people, each with an export at a time (one person may not hold more).
      const people = [
        await signedInOverHttp(base, "load@example.com"),
        await signedInOverHttp(base, "load-two@example.com"),
      ];
      // Warm: the first answers of a fresh process are slower for reasons of its own.
      await probeLatency(`${base}/api/health`, new Promise((r) => setTimeout(r, 1_000)));

      const csv = commentCsv(COMMENTS);
      const analysed = Promise.all(
        people.map(async (browser) => {
          const form = new FormData();
          form.append("file", new Blob([csv], { type: "text/csv" }), "large.csv");
          const { id } = await browser.json("POST", "/api/analyses", form);
          for (;;) {
            const { items } = (await browser.json("GET", "/api/analyses?limit=1")) as {
              items: Array<{ status: string; error: string | null }>;
            };
            if (items[0]?.status === "completed") return String(id);
            if (items[0]?.status === "failed") throw new Error(`failed: ${items[0].error}`);
            await new Promise((r) => setTimeout(r, 250));
          }
        }),
      );
      const whileAnalysing = await probeLatency(`${base}/api/health`, analysed);
      const ids = await analysed;
      expectResponsive(whileAnalysing, "while the imports are analysed", 11);

      // As many exports at once as worker threads, each person's one after the other.
      const turns = [
        ["xlsx", "csv"],
        ["xlsx", "json"],
      ] as const;
      const exports = Promise.all(
        people.map(async (browser, i) => {
          const files = [];
          for (const format of turns[i] ?? []) {
            const res = await browser.call(
              "GET",
              `/api/analyses/${ids[i]}/export?format=${format}`,
            );
            expect(res.status).toBe(200);
            files.push({ format, body: Buffer.from(await res.arrayBuffer()) });
          }
          return files;
        }),
      ).then((lists) => lists.flat());
      const whileExporting = await probeLatency(`${base}/api/health`, exports);
      const files = await exports;
      expectResponsive(whileExporting, "while the exports render", 11);

      for (const { format, body } of files) {
        if (format === "xlsx") {
          const workbook = new ExcelJS.Workbook();
          await workbook.xlsx.load(body as never);
          expect(workbook.getWorksheet("Comments")?.rowCount).toBe(COMMENTS + 1);
        } else if (format === "csv") {
          const rows = Papa.parse(body.toString("utf8").slice(1), {
            header: true,
            skipEmptyLines: true,
          });
          expect(rows.errors).toEqual([]);
          expect(rows.data).toHaveLength(COMMENTS);
        } else {
          const document = JSON.parse(body.toString("utf8"));
          expect(document.comments).toHaveLength(COMMENTS);
          expect(document.result.comments).toHaveLength(COMMENTS);
        }
      }
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      await close();
    }
  }, 900_000);
});
