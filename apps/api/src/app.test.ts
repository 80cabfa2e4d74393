import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./test/app.js";

describe("graceful close", () => {
  it("finishes a request in flight, then stops accepting new ones", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const t = await createTestApp({}, (app) => {
      app.get("/api/slow", async () => {
        await gate;
        return { done: true };
      });
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`);
    await new Promise((r) => setTimeout(r, 100));

    const closing = t.app.close();
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    release();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await t.database.close();
  });
});
