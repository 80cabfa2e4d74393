import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    const big = "data: tick\n\n".repeat(500);
    app.get("/api/stream", async (_req, reply) => reply.type("text/event-stream").send(big));
    app.get("/api/big", async () => ({
      items: Array.from({ length: 500 }, (_, i) => `item ${i}`),
    }));
  });
});
afterAll(() => t.close());

describe("compression", () => {
  it("compresses large JSON answers for clients that accept it", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/big",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.headers["content-encoding"]).toMatch(/br|gzip/);
  });

  it("never compresses event streams, so progress reaches the browser at once", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/stream",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.startsWith("data: tick")).toBe(true);
  });
});
