import { errorEnvelopeSchema } from "@commentlens/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { analysis } from "../db/schema.js";
import { AppError } from "../lib/app-error.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { ORIGIN } from "../test/browser.js";
import { DATA_ERROR_MESSAGES } from "./error-handler.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.post(
      "/api/echo",
      { schema: { body: z.object({ name: z.string().min(1) }) } },
      async (request) => request.body,
    );
    app.get("/api/explode", async () => {
      throw new Error('relation "secret_table" does not exist at SELECT * FROM users');
    });
    // A count read as an integer by the database, as a filter or a page number would be.
    app.get("/api/count", async (request) => {
      const { n } = request.query as { n: string };
      await t.database.db.execute(sql`select ${n}::int as n`);
      return { n };
    });
    app.get("/api/own-bug", async () => {
      await t.database.db.execute(sql`select 'not a number'::int as n`);
      return {};
    });
    app.get("/api/teapot", async () => {
      throw new AppError(429, "RATE_LIMITED");
    });
  });
});
afterAll(() => t.close());

describe("error envelope", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    for (const url of ["/api/nope", "/api", "/api/health/extra"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(errorEnvelopeSchema.parse(res.json())).toMatchObject({ code: "NOT_FOUND" });
    }
    const post = await t.app.inject({ method: "POST", url: "/api/nope", payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it("answers malformed JSON with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/echo",
      headers: { "content-type": "application/json" },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "The request body is not valid JSON.",
      code: "INVALID_JSON",
    });
  });

  it("answers a body that fails the route schema with 400 and the field at fault", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/echo", payload: { name: "" } });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details).toContain("name");
  });

  it("accepts unicode and emoji bodies intact", async () => {
    const name = "Zoë 🍞🔥 كعكة";
    const res = await t.app.inject({ method: "POST", url: "/api/echo", payload: { name } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name });
  });

  it("answers a body over 1 MB with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/echo",
      payload: { name: "x".repeat(1024 * 1024 + 10) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: "The request body is too large.",
      code: "PAYLOAD_TOO_LARGE",
    });
  });

  it("answers unexpected failures with a generic 500 and the request id, never internals", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/explode" });
    expect(res.statusCode).toBe(500);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.error).toBe("Something went wrong on our side. Please try again.");
    expect(body.requestId).toBe(res.headers["x-request-id"]);
    expect(res.body).not.toMatch(/secret_table|SELECT|at .*\.js/);
  });

  it("answers a value the database cannot read as its type with 400 when the client sent it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/count?n=twelve" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: DATA_ERROR_MESSAGES.value("twelve"),
      code: "VALIDATION_FAILED",
    });
    // The same failure on a value of the server's own is the server's bug.
    expect((await t.app.inject({ method: "GET", url: "/api/own-bug" })).statusCode).toBe(500);
  });

  it("answers an upload cut off before the end of its form with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/analyses",
      headers: { origin: ORIGIN, "content-type": "multipart/form-data; boundary=x" },
      payload: "--x\r\nContent-Disposition: form-da",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: DATA_ERROR_MESSAGES.upload, code: "VALIDATION_FAILED" });
  });

  it("answers an upload cut off inside its file with 400, not as a file too large", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/analyses",
      headers: { origin: ORIGIN, "content-type": "multipart/form-data; boundary=x" },
      payload: `--x\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\nusername,text\nana,hi`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: DATA_ERROR_MESSAGES.upload, code: "VALIDATION_FAILED" });
  });

  it("answers a NUL character inside an imported file with 400, naming the line", async () => {
    const csv = "username,text,likes,timestamp\r\nfan,great\u0000bread,1,2026-11-01T10:00:00Z\r\n";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/analyses",
      headers: { origin: ORIGIN, "content-type": "multipart/form-data; boundary=x" },
      payload: `--x\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}--x--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "INVALID_IMPORT",
      details: "Line 2: the row contains a NUL character (\\0), which no comment holds.",
    });
    expect(await t.database.db.select().from(analysis)).toEqual([]);
  });

  it("passes application errors through with their status and catalogue message", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/teapot" });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: "Too many requests. Please wait a moment and try again.",
      code: "RATE_LIMITED",
    });
  });

  it("keeps a request id the caller sent", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/nope",
      headers: { "x-request-id": "trace-123" },
    });
    expect(res.headers["x-request-id"]).toBe("trace-123");
  });
});
