import { healthResponseSchema } from "@commentlens/shared";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { testDatabaseUrl } from "../../test/database.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("GET /api/health", () => {
  it("answers ok with the version and the kind of database", async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body.status).toBe("ok");
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.db).toBe(testDatabaseUrl() ? "postgres" : "pglite");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 with the same shape when the database cannot be reached", async () => {
    t = await createTestApp();
    await t.database.close();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(healthResponseSchema.parse(res.json()).status).toBe("unavailable");
  });
});
