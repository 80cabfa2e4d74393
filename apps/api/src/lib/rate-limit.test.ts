import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { requestLimit } from "../db/schema.js";
import { createTestDatabase } from "../test/database.js";
import { clientSubject, createRateLimiter } from "./rate-limit.js";

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe("createRateLimiter", () => {
  it("allows max requests per window, then restarts the window after it ends", async () => {
    database = await createTestDatabase();
    let now = new Date("2026-01-01T10:00:00Z");
    const limiter = createRateLimiter(
      database.db,
      { name: "t", max: 2, windowMs: 60_000 },
      { message: "slow down", now: () => now },
    );
    expect(await limiter.hit("a")).toEqual({ allowed: true, retryAfterSeconds: 60 });
    now = new Date("2026-01-01T10:00:20Z");
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect((await limiter.hit("b")).allowed).toBe(true);
    now = new Date("2026-01-01T10:01:00Z");
    expect(await limiter.hit("a")).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it("lets exactly max of many concurrent requests through", async () => {
    database = await createTestDatabase();
    const limiter = createRateLimiter(
      database.db,
      { name: "t", max: 5, windowMs: 60_000 },
      { message: "slow down" },
    );
    const results = await Promise.all(Array.from({ length: 12 }, () => limiter.hit("same")));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("sweeps windows older than a day", async () => {
    database = await createTestDatabase();
    await database.db
      .insert(requestLimit)
      .values({ key: "t:old", windowStart: new Date(Date.now() - 2 * 86_400_000), count: 3 });
    const limiter = createRateLimiter(
      database.db,
      { name: "t", max: 5, windowMs: 60_000 },
      { message: "slow down" },
    );
    await limiter.hit("new");
    const keys = (await database.db.select().from(requestLimit)).map((r) => r.key);
    expect(keys).toEqual(["t:new"]);
  });
});

describe("clientSubject", () => {
  it("keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by /64", () => {
    expect(clientSubject("203.0.113.9")).toBe("203.0.113.9");
    expect(clientSubject("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientSubject("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientSubject("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(clientSubject("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientSubject("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientSubject("::1")).toBe("0:0:0:0::/64");
    expect(clientSubject("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(clientSubject("unknown")).toBe("unknown");
  });
});
