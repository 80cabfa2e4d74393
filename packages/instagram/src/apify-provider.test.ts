import { commentSchema, postSchema, profileSchema } from "@commentlens/shared";
import {
  type FakeRequest,
  type FakeResponse,
  type FakeServer,
  startFakeServer,
} from "@commentlens/shared/testing";
import { afterEach, describe, expect, it } from "vitest";
import { ApifyProvider, DEFAULT_APIFY_ACTORS } from "./apify-provider.js";
import { NO_COMMENTS_MESSAGE } from "./errors.js";
import { fixtureText } from "./test/fixtures.js";

const apifyComments = fixtureText("apify-comments.json");
const TOKEN = "apify_api_secret";
let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function providerFor(handler: (r: FakeRequest) => FakeResponse) {
  server = await startFakeServer(handler);
  return new ApifyProvider({
    token: TOKEN,
    actors: DEFAULT_APIFY_ACTORS,
    baseUrl: server.url,
    http: { sleep: async () => {}, timeoutMs: 2000 },
  });
}

describe("Apify provider", () => {
  it("runs the comment scraper for the post and pages its items with honest progress", async () => {
    const provider = await providerFor(() => ({ body: apifyComments }));
    const progress: number[] = [];
    const comments = [];
    for await (const page of provider.commentPages("DC-W8knSUuH", {
      maxPages: 10,
      onPage: (p) => progress.push(p.fetched),
    })) {
      comments.push(...page);
    }
    for (const c of comments) expect(commentSchema.parse(c)).toEqual(c);
    expect(comments[0]).toMatchObject({
      id: "18072345678901201",
      username: "crumb_chaser_91",
      likes: 56,
      replyCount: 3,
    });
    expect(progress.at(-1)).toBe(comments.length);
    const req = server?.requests[0];
    expect(req?.path).toBe("/v2/acts/apify~instagram-comment-scraper/run-sync-get-dataset-items");
    expect(req?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req?.query.get("token")).toBeNull();
  });

  it("keeps nested replies with their parent", async () => {
    const provider = await providerFor(() => ({
      body: [
        {
          id: "1",
          text: "where can I buy this?",
          ownerUsername: "fan",
          timestamp: "2024-06-16T10:00:00.000Z",
          repliesCount: 1,
          replies: [
            {
              id: "2",
              text: "@fan in our shop",
              ownerUsername: "shop",
              timestamp: "2024-06-16T11:00:00.000Z",
            },
          ],
        },
      ],
    }));
    const all = [];
    for await (const page of provider.commentPages("DC-W8knSUuH", { maxPages: 1 }))
      all.push(...page);
    expect(all.map((c) => [c.id, c.parentId])).toEqual([
      ["1", null],
      ["2", "1"],
    ]);
  });

  it("reads post details, profiles and recent posts", async () => {
    const provider = await providerFor((r) => {
      if (r.path.includes("profile-scraper")) {
        return {
          body: [
            {
              id: "61234567890",
              username: "harbor",
              fullName: "Harbor",
              followersCount: 10,
              followsCount: 2,
              postsCount: 3,
              verified: true,
              private: false,
            },
          ],
        };
      }
      return {
        body: [
          {
            id: "3512345678901234567",
            shortCode: "DC-W8knSUuH",
            type: "Video",
            caption: "hi",
            likesCount: -1,
            commentsCount: 4,
            timestamp: "2024-06-16T10:00:00.000Z",
            ownerUsername: "harbor",
          },
          {
            id: "3512345678901234568",
            shortCode: "DC-W8knSUuI",
            type: "Sidecar",
            caption: "older",
            likesCount: 9,
            commentsCount: 1,
            timestamp: "2024-06-10T10:00:00.000Z",
            ownerUsername: "harbor",
          },
        ],
      };
    });
    const post = await provider.getPost("DC-W8knSUuH");
    expect(postSchema.parse(post)).toEqual(post);
    expect(post).toMatchObject({ mediaType: "video", likeCount: null, commentCount: 4 });
    const profile = await provider.getProfile("harbor");
    expect(profileSchema.parse(profile)).toMatchObject({ followerCount: 10, isVerified: true });
    const posts = await provider.getRecentPosts("harbor", { limit: 12 });
    expect(posts.map((p) => p.mediaType)).toEqual(["video", "carousel"]);
  });

  it("says the post has no comments when the actor finds nothing", async () => {
    const provider = await providerFor(() => ({
      body: [{ error: "no_items", errorDescription: "Post not found or private" }],
    }));
    const run = async () => {
      for await (const _ of provider.commentPages("DC-W8knSUuH", { maxPages: 1 })) {
        // drain
      }
    };
    await expect(run()).rejects.toThrow(NO_COMMENTS_MESSAGE);
  });

  it("words an actor's own failure itself, keeping the actor's words for the logs", async () => {
    const provider = await providerFor(() => ({
      body: [{ error: "run_failed", errorDescription: `Proxy <b>blocked</b> for ${TOKEN}` }],
    }));
    const error = await provider.getPost("DC-W8knSUuH").catch((e) => e);
    expect(error.kind).toBe("upstream");
    expect(error.message).toBe(
      "Failed to fetch post info: the Apify actor could not finish. Please try again in a few minutes.",
    );
    expect(error.upstream).toBe("Proxy <b>blocked</b> for [redacted]");
  });

  it("explains a rejected token without echoing it", async () => {
    const provider = await providerFor(() => ({
      status: 401,
      body: { error: { message: `token ${TOKEN} invalid` } },
    }));
    const error = await provider.getPost("DC-W8knSUuH").catch((e) => e);
    expect(error.kind).toBe("invalid_key");
    expect(error.message).toContain("APIFY_TOKEN");
    expect(error.message).not.toContain(TOKEN);
  });
});
