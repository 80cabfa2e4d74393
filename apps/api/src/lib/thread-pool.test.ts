import { describe, expect, it } from "vitest";
import { createThreadPool, ThreadPoolBusy } from "./thread-pool.js";

describe("createThreadPool", () => {
  it("gives out `size` places at once, then queues callers in order, then refuses", async () => {
    const pool = createThreadPool({ size: 2, maxWaiting: 2 });
    const first = await pool.acquire();
    const second = await pool.acquire();
    const order: string[] = [];
    const third = pool.acquire().then((release) => {
      order.push("third");
      return release;
    });
    const fourth = pool.acquire().then((release) => {
      order.push("fourth");
      return release;
    });
    await expect(pool.acquire()).rejects.toBeInstanceOf(ThreadPoolBusy);
    expect([pool.running, pool.waiting]).toEqual([2, 2]);

    first();
    first(); // Freeing a place twice frees it once.
    const releaseThird = await third;
    expect(order).toEqual(["third"]);
    expect([pool.running, pool.waiting]).toEqual([2, 1]);
    second();
    (await fourth)();
    releaseThird();
    expect([pool.running, pool.waiting]).toEqual([0, 0]);
    expect(order).toEqual(["third", "fourth"]);
  });
});

describe("a caller that leaves the queue", () => {
  it("gives up its turn to the next and never takes a place", async () => {
    const pool = createThreadPool({ size: 1, maxWaiting: 4 });
    const first = await pool.acquire();
    const gone = new AbortController();
    const leaving = pool.acquire(gone.signal);
    const next = pool.acquire();
    expect(pool.waiting).toBe(2);
    gone.abort(new Error("client gone"));
    await expect(leaving).rejects.toThrow("client gone");
    expect(pool.waiting).toBe(1);
    first();
    const release = await next;
    expect([pool.running, pool.waiting]).toEqual([1, 0]);
    release();
    expect(pool.running).toBe(0);
  });
});
