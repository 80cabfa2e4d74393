import { describe, expect, it } from "vitest";
import { parseJsonLossless, retryAfterMs, UPSTREAM_EXCERPT_MAX, upstreamExcerpt } from "./http.js";

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

describe("upstreamExcerpt", () => {
  it("keeps a service's answer for the logs: secrets hidden, one line, shortened", () => {
    const page = `<html>\n  <body>key abc123 refused</body>\n</html>${"x".repeat(1000)}`;
    const excerpt = upstreamExcerpt(page, ["abc123"]);
    expect(excerpt.startsWith("<html> <body>key [redacted] refused</body> </html>")).toBe(true);
    expect(excerpt.length).toBe(UPSTREAM_EXCERPT_MAX);
    expect(excerpt.endsWith("…")).toBe(true);
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
