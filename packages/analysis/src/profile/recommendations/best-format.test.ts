import { describe, expect, it } from "vitest";
import { say } from "../../report/test-helpers.js";
import { type PostSpec, profileOf } from "../test-helpers.js";
import { bestFormat } from "./best-format.js";

const post = (mediaType: PostSpec["mediaType"], comments: number, likes = 100): PostSpec => ({
  said: [say("nice")],
  mediaType,
  comments,
  likes,
});

describe("best-format recommendations", () => {
  it("asks for more of the format that typically draws clearly more comments", () => {
    const { ctx, earlier } = profileOf([
      post("video", 40, 300),
      post("video", 50, 500),
      post("photo", 10),
      post("photo", 12),
    ]);
    const recs = bestFormat(ctx, earlier);
    expect(recs).toHaveLength(1);
    expect(recs[0]?.list).toBe("content_optimization");
    expect(recs[0]?.item.text).toMatch(
      /^Make more \w+: they average 45 comments and 400 likes over 2 posts, vs 11 for \w+ \(2\)$/,
    );
    expect(recs[0]?.item.post_shortcodes).toEqual(["P1", "P2"]);
  });

  it("says nothing when the formats are close, or the best rests on one post", () => {
    const close = profileOf([post("video", 40), post("video", 44), post("photo", 38)]);
    expect(bestFormat(close.ctx, close.earlier)).toEqual([]);
    const single = profileOf([post("video", 90), post("photo", 10), post("photo", 12)]);
    expect(bestFormat(single.ctx, single.earlier)).toEqual([]);
  });
});
