import { isIPv4, isIPv6 } from "node:net";
import { lt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client.js";
import { requestLimit } from "../db/schema.js";
import { AppError } from "./app-error.js";

/**
 * Request limits kept in the database, so they hold across processes and restarts. A key's
 * window starts at its first request and lasts `windowMs`; one atomic upsert counts a request
 * and starts a new window once the old one is over, so concurrent requests cannot slip past.
 */

export interface RateLimitRule {
  /** Prefix of the keys, e.g. "contact". */
  name: string;
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/** Rows older than this are no one's current window (no rule has a longer one). */
const MAX_WINDOW_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface RateLimiter {
  hit(subject: string): Promise<RateLimitResult>;
  /** A route hook (runs after validation, so invalid requests do not count) answering 429. */
  preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function createRateLimiter(
  db: Db,
  rule: RateLimitRule,
  options: { message: string; now?: () => Date },
): RateLimiter {
  if (rule.windowMs > MAX_WINDOW_MS) throw new Error("rate limit windows are at most a day");
  const clock = options.now ?? (() => new Date());
  let lastSweep = 0;

  async function hit(subject: string): Promise<RateLimitResult> {
    const now = clock();
    const cutoff = new Date(now.getTime() - rule.windowMs);
    const expired = sql`${requestLimit.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(requestLimit)
      .values({ key: `${rule.name}:${subject}`, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: requestLimit.key,
        // Both expressions read the row as it was: an expired window restarts at this request.
        set: {
          count: sql`case when ${expired} then 1 else ${requestLimit.count} + 1 end`,
          windowStart: sql`case when ${expired} then excluded.window_start else ${requestLimit.windowStart} end`,
        },
      })
      .returning({ count: requestLimit.count, windowStart: requestLimit.windowStart });
    if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      await db
        .delete(requestLimit)
        .where(lt(requestLimit.windowStart, new Date(now.getTime() - MAX_WINDOW_MS)));
    }
    const count = row?.count ?? 1;
    const ends = (row?.windowStart ?? now).getTime() + rule.windowMs;
    return {
      allowed: count <= rule.max,
      retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
    };
  }

  return {
    hit,
    async preHandler(request, reply) {
      const result = await hit(clientSubject(request.ip));
      if (!result.allowed) {
        reply.header("retry-after", String(result.retryAfterSeconds));
        throw new AppError(429, "RATE_LIMITED", options.message);
      }
    },
  };
}

/**
 * The subject of a client address: IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its /64 prefix,
 * since one subscriber line usually holds a whole /64 and could rotate through it.
 * `request.ip` honours X-Forwarded-For only when TRUST_PROXY is set.
 */
export function clientSubject(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const bare = ip.split("%", 1)[0] ?? ip;
  if (!isIPv6(bare)) return ip;
  const [head = "", tail] = bare.split("::");
  const left = (head ? head.split(":") : []).flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  // A trailing dotted IPv4 part stands for two groups.
  const right = (tail ? tail.split(":") : []).flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const groups = [
    ...left,
    ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"),
    ...right,
  ];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
