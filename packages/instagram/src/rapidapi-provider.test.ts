import { commentSchema, postSchema, profileSchema } from "@commentlens/shared";
import {
  type FakeRequest,
  type FakeResponse,
  type FakeServer,
  startFakeServer,
} from "@commentlens/shared/testing";
import { afterEach, describe, expect, it } from "vitest";
import { NO_COMMENTS_MESSAGE, ProviderError } from "./errors.js";
import { RapidApiProvider } from "./rapidapi-provider.js";
import { fixtureText } from "./test/fixtures.js";

const fixture = (name: string) => JSON.parse(fixtureText(name));

const KEY = "secret-key-123";
let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const delays: number[] = [];
async function providerFor(
  handler: (r: FakeRequest) => FakeResponse | Promise<FakeResponse>,
  http: Partial<ConstructorParameters<typeof RapidApiProvider>[0]["http"]> = {},
) {
  server = await startFakeServer(handler);
  delays.length = 0;
  return new RapidApiProvider({
    key: KEY,
    host: "instagram-scraper-api2.p.rapidapi.com",
    baseUrl: server.url,
    http: {
      timeoutMs: 2000,
      random: () => 0.5,
      // Record the waits instead of sleeping through them.
      sleep: async (ms) => {
        delays.push(ms);
      },
      ...http,
    },
  });
}

async function collect(provider: RapidApiProvider, maxPages = 10) {
  const pages: number[] = [];
  const progress: Array<{ page: number; fetched: number; total: number | null }> = [];
  const comments = [];
  for await (const page of provider.commentPages("DC-W8knSUuH", {
    maxPages,
    onPage: (p) => progress.push(p),
  })) {
    pages.push(page.length);
    comments.push(...page);
  }
  return { pages, progress, comments };
}

/** n pages of comments, each with a token to the next, like the real API. */
function pagedComments(n: number, perPage = 15) {
  return (r: FakeRequest): FakeResponse => {
    const page = Number(r.query.get("pagination_token")?.replace("tok", "") ?? "1");
    const items = Array.from({ length: perPage }, (_, i) => ({
      id: `18000000000000${String(page).padStart(2, "0")}${String(i).padStart(3, "0")}`,
      text: `comment ${page}.${i} 🔥`,
      created_at_utc: 1_718_532_000 + page * 100 + i,
      comment_like_count: i,
      user: { username: `fan_${page}_${i}` },
    }));
    return {
      body: {
        data: {
          items,
          count: items.length,
          total: n * perPage,
          additional_data: { caption: { user: { username: "owner" } } },
        },
        pagination_token: page < n ? `tok${page + 1}` : null,
      },
    };
  };
}

describe("RapidAPI provider: data", () => {
  it("reads post info with nested metrics, and keeps a pk beyond 2^53 exact", async () => {
    const provider = await providerFor(() => ({ body: fixtureText("rapidapi-post_info.json") }));
    const post = await provider.getPost("DC-W8knSUuH");
    expect(postSchema.parse(post)).toEqual(post);
    expect(post).toMatchObject({
      id: "3512345678901234567",
      shortcode: "DC-W8knSUuH",
      mediaType: "video",
      likeCount: 1287,
      commentCount: 42,
      viewCount: 40312,
      owner: { username: "harborlane_bakery_demo", isVerified: false },
    });
    const req = server?.requests[0];
    expect(req?.path).toBe("/v1/post_info");
    expect(req?.query.get("code_or_id_or_url")).toBe("DC-W8knSUuH");
    expect(req?.headers["x-rapidapi-key"]).toBe(KEY);
    expect(req?.headers["x-rapidapi-host"]).toBe("instagram-scraper-api2.p.rapidapi.com");
  });

  it("reads a JSON number id beyond 2^53 without losing digits", async () => {
    const provider = await providerFor(() => ({
      body: '{"data":{"pk":3512345678901234567,"code":"DC-W8knSUuH","taken_at":1718531199,"media_type":1}}',
    }));
    expect((await provider.getPost("DC-W8knSUuH")).id).toBe("3512345678901234567");
  });

  it("hides likes when the owner disabled them, instead of the placeholder count", async () => {
    const provider = await providerFor(() => ({ body: fixtureText("rapidapi-posts.json") }));
    const posts = await provider.getRecentPosts("harborlane_bakery_demo", { limit: 12 });
    const hidden = posts.find((p) => p.shortcode === "DC1lh6zkSCG");
    expect(hidden?.likeCount).toBeNull();
    expect(hidden?.mediaType).toBe("carousel");
    for (const p of posts) expect(postSchema.parse(p)).toEqual(p);
    // Newest first, whatever the API's pinned order.
    expect(posts.map((p) => p.takenAt)).toEqual([...posts.map((p) => p.takenAt)].sort().reverse());
  });

  it("reads a profile", async () => {
    const provider = await providerFor(() => ({ body: fixtureText("rapidapi-profile-info.json") }));
    const profile = await provider.getProfile("harborlane_bakery_demo");
    expect(profileSchema.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({
      username: "harborlane_bakery_demo",
      followerCount: 18450,
      mediaCount: 612,
    });
  });

  it("reads the fixture's comment pages, marking the owner's replies", async () => {
    const provider = await providerFor((r) => ({
      body: fixtureText(
        r.query.get("pagination_token")
          ? "rapidapi-comments-last-page.json"
          : "rapidapi-comments-page1.json",
      ),
    }));
    const { comments, progress } = await collect(provider);
    for (const c of comments) expect(commentSchema.parse(c)).toEqual(c);
    expect(progress.length).toBe(2);
    expect(progress[0]?.total).toBe(42);
    expect(server?.requests[0]?.query.get("sort_by")).toBe("popular");
    expect(server?.requests[1]?.query.get("pagination_token")).toBe(
      fixture("rapidapi-comments-page1.json").pagination_token,
    );
  });
});

describe("RapidAPI provider: paging", () => {
  it("stops at the page cap and reports progress after each page", async () => {
    const provider = await providerFor(pagedComments(12));
    const { pages, progress, comments } = await collect(provider, 10);
    expect(server?.requests.length).toBe(10);
    expect(pages).toEqual(Array(10).fill(15));
    expect(comments.length).toBe(150);
    expect(progress.map((p) => p.fetched)).toEqual([15, 30, 45, 60, 75, 90, 105, 120, 135, 150]);
    expect(progress.every((p) => p.total === 180)).toBe(true);
    expect(server?.requests[3]?.query.get("pagination_token")).toBe("tok4");
  });

  it("fetches every page when there are fewer than the cap", async () => {
    const provider = await providerFor(pagedComments(3));
    expect((await collect(provider, 10)).comments.length).toBe(45);
    expect(server?.requests.length).toBe(3);
  });

  it("stops on an empty page even when a token comes with it", async () => {
    const provider = await providerFor((r) =>
      r.query.get("pagination_token")
        ? { body: { data: { items: [], total: 15 }, pagination_token: "again" } }
        : pagedComments(5)(r),
    );
    const { comments } = await collect(provider);
    expect(comments.length).toBe(15);
    expect(server?.requests.length).toBe(2);
  });

  it.each([[null], [""], [undefined]])("stops when the token is %j", async (token) => {
    const provider = await providerFor(() => ({
      body: {
        data: { items: [{ id: "1", text: "hi", created_at_utc: 1_718_532_000 }] },
        pagination_token: token,
      },
    }));
    expect((await collect(provider)).comments.length).toBe(1);
    expect(server?.requests.length).toBe(1);
  });

  it("drops a comment that comes back on a later page, and items missing fields", async () => {
    const item = { id: "18000000000000001", text: "dup", created_at_utc: 1_718_532_000 };
    const provider = await providerFor((r) => ({
      body: {
        data: { items: [item, { text: "no id" }, { id: "x1" }, "garbage", null] },
        pagination_token: r.query.get("pagination_token") ? null : "tok2",
      },
    }));
    const { comments } = await collect(provider);
    expect(comments.map((c) => c.id)).toEqual(["18000000000000001"]);
  });
});

describe("RapidAPI provider: faults", () => {
  it("retries a throttling 429, waiting as long as Retry-After says", async () => {
    let calls = 0;
    const provider = await providerFor(() =>
      ++calls === 1
        ? { status: 429, headers: { "retry-after": "3" }, body: { message: "Too many requests" } }
        : { body: fixtureText("rapidapi-post_info.json") },
    );
    await provider.getPost("DC-W8knSUuH");
    expect(calls).toBe(2);
    expect(delays).toEqual([3000]);
  });

  it("backs off exponentially on 5xx and then succeeds", async () => {
    let calls = 0;
    const provider = await providerFor(() =>
      ++calls <= 3
        ? { status: 503, body: "upstream down" }
        : { body: fixtureText("rapidapi-post_info.json") },
    );
    await provider.getPost("DC-W8knSUuH");
    expect(calls).toBe(4);
    // random() is 0.5 here: half of 500, 1000, 2000 ms.
    expect(delays).toEqual([250, 500, 1000]);
  });

  it("does not retry a monthly quota 429 and says so plainly", async () => {
    const quota = fixture("rapidapi-error-429.json").variants[0];
    const provider = await providerFor(() => ({
      status: 429,
      headers: quota.headers,
      body: quota.body,
    }));
    const error = await provider.getPost("DC-W8knSUuH").catch((e) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.kind).toBe("quota_exceeded");
    expect(error.message).toContain("monthly request quota");
    expect(error.message).toContain("resets in about 14 day(s)");
    expect(server?.requests.length).toBe(1);
  });

  it("gives up on a 5xx after the retries in its own words, the answer kept for the logs without the key", async () => {
    const provider = await providerFor(() => ({
      status: 500,
      body: { detail: `internal error while using key ${KEY} for ${KEY}-shadow` },
    }));
    const error = await collect(provider).catch((e) => e);
    expect(error.message).toBe(
      "Failed to fetch comments: the Instagram data service is having a problem (HTTP 500). Please try again in a few minutes.",
    );
    // A key this long is hidden wherever it occurs, inside a longer token too.
    expect(error.upstream).toBe(
      `{"detail":"internal error while using key [redacted] for [redacted]-shadow"}`,
    );
    expect(server?.requests.length).toBe(5);
  });

  it("never shows an HTML error page: its words go to the logs, shortened", async () => {
    const page = `<!DOCTYPE html><html><body><h1>503 Service Unavailable</h1><p>key ${KEY}</p>${"<br>".repeat(200)}</body></html>`;
    const provider = await providerFor(() => ({
      status: 503,
      headers: { "content-type": "text/html" },
      body: page,
    }));
    const error = await provider.getPost("DC-W8knSUuH").catch((e) => e);
    expect(error.kind).toBe("upstream");
    expect(error.message).toBe(
      "Failed to fetch post info: the Instagram data service is having a problem (HTTP 503). Please try again in a few minutes.",
    );
    expect(error.message).not.toMatch(/<|html|Unavailable/i);
    expect(error.upstream).toMatch(/^<!DOCTYPE html><html><body><h1>503 Service Unavailable/);
    expect(error.upstream).toContain("key [redacted]");
    expect(error.upstream).not.toContain(KEY);
    expect(error.upstream.length).toBeLessThanOrEqual(500);
  });

  it("does not wait longer than the retry budget", async () => {
    const provider = await providerFor(() => ({
      status: 429,
      headers: { "retry-after": "3600" },
      body: { message: "Too many requests" },
    }));
    const error = await provider.getPost("DC-W8knSUuH").catch((e) => e);
    expect(error.kind).toBe("rate_limited");
    expect(delays).toEqual([]);
    expect(server?.requests.length).toBe(1);
  });

  it("times out a slow answer, retries, and reports the timeout", async () => {
    const provider = await providerFor(() => ({ delayMs: 400, body: {} }), {
      timeoutMs: 100,
      maxRetries: 1,
    });
    const error = await provider.getPost("DC-W8knSUuH").catch((e) => e);
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe(
      "Failed to fetch post info: the Instagram data service did not answer within 0.1 s",
    );
    expect(server?.requests.length).toBe(2);
  });

  it.each([
    ["malformed JSON", "{not json"],
    ["truncated JSON", '{"data": {"items": [{"id": "1", "te'],
    ["HTML error page", "<html><body>Bad gateway</body></html>"],
  ])("turns %s into an error, never a crash", async (_name, body) => {
    const provider = await providerFor(() => ({ body }));
    const error = await collect(provider).catch((e) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.kind).toBe("bad_response");
    expect(error.message).toMatch(/^Failed to fetch comments: /);
  });

  it("turns a JSON body of the wrong shape into an error", async () => {
    const provider = await providerFor(() => ({ body: { data: { items: "nope" } } }));
    await expect(collect(provider)).rejects.toThrow(
      "Failed to fetch comments: invalid response format",
    );
  });

  it("explains a rejected key (401) and a key without a subscription (403)", async () => {
    const bad = fixture("rapidapi-error-403.json").variants;
    const r401 = bad.find((v: { status: number }) => v.status === 401);
    const r403 = bad.find((v: { status: number }) => v.status === 403);
    let provider = await providerFor(() => ({ status: 401, body: r401.body }));
    await expect(provider.getPost("DC-W8knSUuH")).rejects.toThrow(
      "The RapidAPI key (RAPIDAPI_KEY) was rejected",
    );
    await server?.close();
    provider = await providerFor(() => ({ status: 403, body: r403.body }));
    await expect(provider.getPost("DC-W8knSUuH")).rejects.toThrow(
      "is not subscribed to the Instagram API on instagram-scraper-api2.p.rapidapi.com",
    );
  });

  it("reports a missing, private or closed post's comments with the no-comments message", async () => {
    const provider = await providerFor(() => ({ status: 404, body: { detail: "Not found" } }));
    await expect(collect(provider)).rejects.toThrow(NO_COMMENTS_MESSAGE);
  });

  it("keeps at most the configured number of requests in flight", async () => {
    const provider = await providerFor(
      () => ({ delayMs: 50, body: fixtureText("rapidapi-post_info.json") }),
      { concurrency: 2 },
    );
    await Promise.all(Array.from({ length: 6 }, () => provider.getPost("DC-W8knSUuH")));
    expect(server?.requests.length).toBe(6);
    expect(server?.maxInFlight).toBe(2);
  });

  it("stops when the caller aborts", async () => {
    const provider = await providerFor(() => ({ delayMs: 500, body: {} }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("cancelled by user")), 50);
    await expect(provider.getPost("DC-W8knSUuH", controller.signal)).rejects.toThrow(
      "cancelled by user",
    );
  });
});
