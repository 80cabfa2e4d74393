import type { AnalysisComment } from "@commentlens/shared";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { createTestDatabase } from "../../test/database.js";
import { siblingScript } from "../worker-thread.js";
import { createExporter, type ExportRequester } from "./pool.js";
import type { ExportJob } from "./protocol.js";

// The pool's tests draw with a stand-in renderer: what they test is the pool, not a report.
const testRenderer = siblingScript(import.meta.url, "test-renderer");
const renderers = { fails: testRenderer, waits: testRenderer };

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe("createExporter", () => {
  it("answers a file that cannot be rendered with “Export failed” and logs why", async () => {
    database = await createTestDatabase();
    const logged: Array<{ obj: object; msg: string }> = [];
    const exporter = createExporter(database.db, {
      threads: 1,
      log: { error: (obj, msg) => logged.push({ obj, msg }) },
      renderers,
    });
    const failed = await exporter
      .start(
        { kind: "fails", format: "csv", payload: null, generatedAt: new Date().toISOString() },
        { who: { kind: "visitor", ip: "203.0.113.9" }, gone: new AbortController().signal },
      )
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(AppError);
    expect(failed).toMatchObject({ statusCode: 500, code: "EXPORT_FAILED" });
    expect((failed as AppError).message).toBe("Export failed. Please try again.");
    expect(logged.map((l) => l.msg)).toEqual(["export failed"]);
  }, 60_000);

  it("answers a kind of file nobody registered a renderer for with “Export failed”", async () => {
    database = await createTestDatabase();
    const logged: string[] = [];
    const exporter = createExporter(database.db, {
      threads: 1,
      log: { error: (_obj, msg) => logged.push(msg) },
      renderers,
    });
    const job = { kind: "unknown", format: "csv", payload: null, generatedAt: "" };
    const who: ExportRequester = { kind: "visitor", ip: "203.0.113.9" };
    const gone = new AbortController().signal;
    const failed = await exporter.start(job, { who, gone }).catch((error: unknown) => error);
    expect(failed).toMatchObject({ statusCode: 500, code: "EXPORT_FAILED" });
    expect(logged).toEqual(["no export renderer for this kind of file"]);
    // The thread and the requester's turn are free again.
    const next = await exporter
      .start({ ...job, kind: "waits" }, { who, gone, comments: (async function* () {})() })
      .catch((error: unknown) => error);
    expect(next).not.toBeInstanceOf(Error);
  }, 60_000);

  it("lets each requester have one export at a time, and drops one whose client has gone", async () => {
    database = await createTestDatabase();
    const exporter = createExporter(database.db, {
      threads: 1,
      log: { error: () => {} },
      renderers,
    });
    // An export whose comments never finish arriving holds its worker thread.
    const holding: ExportJob = {
      kind: "waits",
      format: "csv",
      payload: null,
      generatedAt: new Date().toISOString(),
    };
    async function* forever(): AsyncIterable<AnalysisComment[]> {
      yield [];
      await new Promise(() => {});
    }
    const broken: ExportJob = {
      kind: "fails",
      format: "csv",
      payload: null,
      generatedAt: new Date().toISOString(),
    };
    const ana: ExportRequester = { kind: "user", userId: "ana", ip: "203.0.113.1" };
    const ben: ExportRequester = { kind: "user", userId: "ben", ip: "203.0.113.2" };

    const anaGone = new AbortController();
    const anaExport = exporter
      .start(holding, { who: ana, gone: anaGone.signal, comments: forever() })
      .catch((error: unknown) => error);
    await new Promise((r) => setTimeout(r, 200));

    // Ben waits his turn; a second export of his while the first waits is refused.
    const benGone = new AbortController();
    const benWaiting = exporter
      .start(broken, { who: ben, gone: benGone.signal })
      .catch((error: unknown) => error);
    const twice = await exporter
      .start(broken, { who: ben, gone: new AbortController().signal })
      .catch((error: unknown) => error);
    expect(twice).toMatchObject({ statusCode: 429, code: "EXPORT_IN_PROGRESS" });

    // Ben closes the download while it waits: it leaves the queue and frees his turn.
    benGone.abort();
    expect(await benWaiting).toMatchObject({ statusCode: 499, code: "EXPORT_ABANDONED" });
    const benAgain = exporter
      .start(broken, { who: ben, gone: new AbortController().signal })
      .catch((error: unknown) => error);

    // Ana closes hers mid-render: her worker stops and Ben's export gets the thread at once.
    anaGone.abort();
    expect(await anaExport).toMatchObject({ statusCode: 499, code: "EXPORT_ABANDONED" });
    expect(await benAgain).toMatchObject({ statusCode: 500, code: "EXPORT_FAILED" });
  }, 60_000);

  it("counts a signed-in user's exports per account and per address", async () => {
    database = await createTestDatabase();
    const exporter = createExporter(database.db, {
      threads: 1,
      log: { error: () => {} },
      renderers,
    });
    const office = "198.51.100.7";
    let allowed = 0;
    let refusal: { scope: string } | undefined;
    // Free accounts made one after another at one address share the address's allowance.
    for (let account = 0; account < 10 && !refusal; account++) {
      for (let i = 0; i < 30; i++) {
        const result = await exporter.allow({ kind: "user", userId: `u${account}`, ip: office });
        if (!result.allowed) {
          refusal = result;
          break;
        }
        allowed += 1;
      }
    }
    expect(allowed).toBe(60);
    expect(refusal?.scope).toBe("address");
    const elsewhere = await exporter.allow({ kind: "user", userId: "u9", ip: "198.51.100.8" });
    expect(elsewhere.allowed).toBe(true);
  }, 60_000);
});
