import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { createTestDatabase } from "../../test/database.js";
import { createExporter } from "./exporter.js";

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
    });
    // A profile report without its posts cannot be drawn.
    const failed = await exporter
      .start({
        kind: "profile",
        format: "csv",
        detail: { instagram_username: "someone" } as never,
        branding: null,
        generatedAt: new Date().toISOString(),
      })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(AppError);
    expect(failed).toMatchObject({ statusCode: 500, code: "EXPORT_FAILED" });
    expect((failed as AppError).message).toBe("Export failed. Please try again.");
    expect(logged.map((l) => l.msg)).toEqual(["export failed"]);
  }, 60_000);
});
