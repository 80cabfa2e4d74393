import { describe, expect, it } from "vitest";
import { describeBody, parseJsonLossless, retryAfterMs } from "./http.js";

describe("retryAfterMs", () => {
  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(retryAfterMs(new Headers({ "retry-after": "7" }))).toBe(7000);
    const now = Date.parse("2026-11-23T10:00:00Z");
    expect(retryAfterMs(new Headers({ "retry-after": "Mon, 23 Nov 2026 10:00:30 GMT" }), now)).toBe(
      30_000,
    );
  });

  it("waits for the rate-limit window when nothing remains in it", () => {
    const headers = new Headers({
      "x-ratelimit-requests-limit": "100",
      "x-ratelimit-requests-remaining": "0",
      "x-ratelimit-requests-reset": "12",
    });
    expect(retryAfterMs(headers)).toBe(12_000);
    expect(
      retryAfterMs(
        new Headers({ "x-ratelimit-requests-remaining": "5", "x-ratelimit-requests-reset": "12" }),
      ),
    ).toBeUndefined();
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });
});

describe("describeBody", () => {
  it("takes the service's own message, shortens it and hides secrets", () => {
    expect(describeBody('{"message":"Invalid API key abc123"}', ["abc123"])).toBe(
      "Invalid API key [redacted]",
    );
    expect(describeBody('{"detail":"not found"}', [])).toBe("not found");
    expect(describeBody('{"error":{"message":"quota"}}', [])).toBe("quota");
    expect(describeBody("x".repeat(500), []).length).toBe(200);
  });
});

describe("parseJsonLossless", () => {
  it("keeps ids beyond 2^53 exact and other numbers as numbers", () => {
    const parsed = parseJsonLossless(
      '{"pk": 3512345678901234567, "likes": 12, "ratio": 0.5}',
    ) as Record<string, unknown>;
    expect(parsed).toEqual({ pk: "3512345678901234567", likes: 12, ratio: 0.5 });
  });
});
