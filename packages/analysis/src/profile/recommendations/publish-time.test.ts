import { describe, expect, it } from "vitest";
import { say } from "../../report/test-helpers.js";
import { type PostSpec, profileOf } from "../test-helpers.js";
import { publishTime } from "./publish-time.js";

const at = (day: number, hour: number, comments: number): PostSpec => ({
  said: [say("nice")],
  takenAt: new Date(Date.UTC(2026, 2, day, hour)).toISOString(),
  comments,
});

describe("publish-time recommendations", () => {
  it("names the publication window whose posts draw clearly more comments", () => {
    const { ctx, earlier } = profileOf([at(1, 18, 40), at(2, 19, 44), at(3, 8, 10), at(4, 9, 12)]);
    const recs = publishTime(ctx, earlier);
    expect(recs).toHaveLength(1);
    expect(recs[0]?.list).toBe("audience_growth");
    expect(recs[0]?.item.text).toMatch(
      /^Publish between 16:00 and 21:00 UTC: posts published 16:00–21:00 UTC average 42 comments \(2 posts\) vs 11 for 06:00–12:00 UTC \(2\)/,
    );
    expect(recs[0]?.item.post_shortcodes).toEqual(["P1", "P2"]);
  });

  it("says nothing when no window is clearly ahead", () => {
    const { ctx, earlier } = profileOf([at(1, 18, 40), at(2, 19, 44), at(3, 8, 38), at(4, 9, 41)]);
    expect(publishTime(ctx, earlier)).toEqual([]);
  });
});
