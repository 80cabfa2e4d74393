import { commentSchema } from "@commentlens/shared";
import {
  type FakeRequest,
  type FakeResponse,
  type FakeServer,
  startFakeServer,
} from "@commentlens/shared/testing";
import { afterEach, describe, expect, it } from "vitest";
import { ProviderError } from "./errors.js";
import { GraphProvider } from "./graph-provider.js";
import { fixtureText } from "./test/fixtures.js";

const graphComments = JSON.parse(fixtureText("graph-comments.json"));
const TOKEN = "EAAG-secret";
let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ownMedia = {
  data: [
    {
      id: "17912345678901234",
      shortcode: "DC-W8knSUuH",
      permalink: "https://www.instagram.com/p/DC-W8knSUuH/",
      timestamp: "2024-06-16T10:00:00+0000",
      caption: "Sunday sourdough drop",
      media_type: "VIDEO",
      media_product_type: "REELS",
      like_count: 1287,
      comments_count: 42,
      username: "harborlane_bakery_demo",
    },
  ],
};

async function providerFor(handler: (r: FakeRequest, base: string) => FakeResponse) {
  let base = "";
  server = await startFakeServer((r) => handler(r, base));
  base = `${server.url}/v21.0`;
  return new GraphProvider({
    token: TOKEN,
    businessAccountId: "1784140000000",
    baseUrl: base,
    http: { sleep: async () => {}, timeoutMs: 2000 },
  });
}

describe("Graph provider", () => {
  it("finds the account's own post by shortcode and reads its comments with replies, following paging", async () => {
    const provider = await providerFor((r, base) => {
      if (r.path.endsWith("/media")) return { body: ownMedia };
      if (r.path.endsWith("/comments") && !r.query.get("after")) {
        return {
          body: {
            ...graphComments,
            paging: { next: `${base}/17912345678901234/comments?after=X` },
          },
        };
      }
      return {
        body: {
          data: [
            {
              id: "17890455123456799",
              text: "last one",
              timestamp: "2024-06-17T08:00:00+0000",
              username: "z",
            },
          ],
        },
      };
    });
    const comments = [];
    for await (const page of provider.commentPages("DC-W8knSUuH", { maxPages: 10 }))
      comments.push(...page);
    for (const c of comments) expect(commentSchema.parse(c)).toEqual(c);
    expect(comments.length).toBe(5);
    const reply = comments.find((c) => c.id === "17990455123456790");
    expect(reply).toMatchObject({ parentId: "17890455123456781", isFromOwner: true });
    expect(comments[0]?.timestamp).toBe("2024-06-16T10:15:02.000Z");
    expect(server?.requests.every((r) => r.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it("never follows a paging link to another host", async () => {
    const provider = await providerFor((r) =>
      r.path.endsWith("/media") ? { body: ownMedia } : { body: graphComments },
    );
    const comments = [];
    for await (const page of provider.commentPages("DC-W8knSUuH", { maxPages: 10 }))
      comments.push(...page);
    // The fixture's next link points at graph.facebook.com, not the configured base.
    expect(server?.requests.filter((r) => r.path.endsWith("/comments")).length).toBe(1);
  });

  it("tells users it reads the connected account's posts only, and the operator what to set", async () => {
    const provider = await providerFor(() => ({ body: { data: [] } }));
    const error = await provider.getPost("Cgb-UsrA37l").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toBe(
      "We can only analyse posts of this site's connected Instagram account. Import a file of comments to analyse another post.",
    );
    expect((error as ProviderError).hint).toMatch(
      /IG_BUSINESS_ACCOUNT_ID.*INSTAGRAM_PROVIDER=rapidapi/,
    );
  });

  it("retries Graph throttling codes and reports an expired token clearly", async () => {
    let calls = 0;
    let provider = await providerFor(() =>
      ++calls === 1
        ? {
            status: 400,
            body: { error: { message: "Application request limit reached", code: 4 } },
          }
        : { body: ownMedia },
    );
    expect((await provider.getPost("DC-W8knSUuH")).likeCount).toBe(1287);
    expect(calls).toBe(2);
    await server?.close();
    provider = await providerFor(() => ({
      status: 400,
      body: { error: { message: "Error validating access token", code: 190 } },
    }));
    await expect(provider.getPost("DC-W8knSUuH")).rejects.toThrow(
      "IG_GRAPH_TOKEN) is invalid or expired",
    );
  });

  it("reads other business accounts through business discovery", async () => {
    const provider = await providerFor((r) => {
      const fields = r.query.get("fields") ?? "";
      if (fields === "username") return { body: { username: "harborlane_bakery_demo" } };
      return {
        body: {
          business_discovery: {
            id: "1784149999",
            username: "other_brand",
            name: "Other",
            followers_count: 1200,
            media_count: 80,
            media: { data: ownMedia.data.map((m) => ({ ...m, username: undefined })) },
          },
        },
      };
    });
    expect(await provider.getProfile("other_brand")).toMatchObject({
      username: "other_brand",
      followerCount: 1200,
    });
    const posts = await provider.getRecentPosts("other_brand", { limit: 12 });
    expect(posts[0]?.owner.username).toBe("other_brand");
    // Their posts' comments are out of reach; the connected account's own are not.
    expect(await provider.canReadCommentsOf("other_brand")).toBe(false);
    expect(await provider.canReadCommentsOf("HarborLane_Bakery_Demo")).toBe(true);
  });
});
