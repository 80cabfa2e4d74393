import { errorEnvelopeSchema } from "@commentlens/shared";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../test/app.js";
import { ORIGIN } from "../test/browser.js";
import { INPUT_MESSAGES, inputProblem, MAX_BODY_DEPTH } from "./input-guard.js";

const nested = (depth: number, leaf: unknown = "a"): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe("inputProblem", () => {
  it("finds a NUL character in any string or key, at any depth", () => {
    expect(inputProblem({ a: ["ok", { b: "x\u0000y" }] })).toBe("nul");
    expect(inputProblem({ "k\u0000": 1 })).toBe("nul");
    expect(inputProblem("\u0000")).toBe("nul");
    expect(inputProblem({ text: "Zoë 🍞 كعكة", n: 1, ok: true, none: null })).toBeUndefined();
  });

  it("refuses nesting past the limit without overflowing the stack", () => {
    expect(inputProblem(nested(MAX_BODY_DEPTH - 1))).toBeUndefined();
    expect(inputProblem(nested(MAX_BODY_DEPTH + 1))).toBe("depth");
    expect(inputProblem(nested(200_000))).toBe("depth");
  });

  it("leaves raw bytes alone: a signed webhook body is its route's to check", () => {
    expect(inputProblem(Buffer.from([0, 1, 2]))).toBeUndefined();
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.post(
      "/api/echo/:name",
      { schema: { body: z.object({ name: z.string() }).passthrough() } },
      async (request) => request.body,
    );
  });
});
afterAll(() => t.close());

async function refused(request: InjectOptions, message: string): Promise<void> {
  const res = await t.app.inject(request);
  expect(res.statusCode, res.body).toBe(400);
  expect(errorEnvelopeSchema.parse(res.json())).toEqual({
    error: message,
    code: "VALIDATION_FAILED",
  });
}

describe("the input guard of every route", () => {
  it("answers a NUL character in the path, the query or the body with 400 and says why", async () => {
    // The search box and an id in the path: PostgreSQL refuses NUL in text (it was a 500).
    await refused({ method: "GET", url: "/api/analyses?q=caf%00e" }, INPUT_MESSAGES.nul);
    await refused({ method: "GET", url: "/api/analyses/a%00b" }, INPUT_MESSAGES.nul);
    await refused(
      { method: "POST", url: "/api/echo/x", payload: { name: "a\u0000b" } },
      INPUT_MESSAGES.nul,
    );
    await refused(
      {
        method: "POST",
        url: "/api/auth/reset-password",
        headers: { origin: ORIGIN },
        payload: { newPassword: "secret-twelve-12", token: "t\u0000" },
      },
      INPUT_MESSAGES.nul,
    );
  });

  it("answers JSON nested past the limit with 400, on sign-in too", async () => {
    const deep = `${'{"email":'.repeat(20_000)}"a"${"}".repeat(20_000)}`;
    for (const url of ["/api/auth/sign-in/email", "/api/auth/request-password-reset"]) {
      await refused(
        {
          method: "POST",
          url,
          headers: { origin: ORIGIN, "content-type": "application/json" },
          payload: deep,
        },
        INPUT_MESSAGES.depth,
      );
    }
  });

  it("answers a multipart upload without a usable boundary with 400", async () => {
    for (const type of ["multipart/form-data", `multipart/form-data; boundary=${"b".repeat(71)}`]) {
      await refused(
        {
          method: "POST",
          url: "/api/analyses",
          headers: { origin: ORIGIN, "content-type": type },
          payload: "--b\r\n",
        },
        INPUT_MESSAGES.boundary,
      );
    }
  });

  it("lets ordinary text through, unicode and emoji included", async () => {
    const body = { name: "Zoë 🍞🔥 كعكة", tags: [["a"]] };
    const res = await t.app.inject({ method: "POST", url: "/api/echo/Zo%C3%AB", payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(body);
  });
});
