import { errorEnvelopeSchema } from "@commentlens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../lib/app-error.js";
import { createTestApp, type TestApp } from "../test/app.js";

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
