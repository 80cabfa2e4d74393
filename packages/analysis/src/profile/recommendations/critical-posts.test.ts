import { describe, expect, it } from "vitest";
import { type Said, say } from "../../report/test-helpers.js";
import { profileOf } from "../test-helpers.js";
import { criticalPosts } from "./critical-posts.js";

const warm = (n: number): Said[] =>
  Array.from({ length: n }, () => say("lovely as always", { label: "positive" }));

describe("critical-post recommendations", () => {
  it("asks to reply under the post the audience took badly, against the median post", () => {
    const burnt = say("the loaf was burnt this time", { label: "negative", tags: ["complaint"] });
    const stale = say("stale by lunchtime, not ok", { label: "negative", tags: ["complaint"] });
    const { ctx, earlier } = profileOf([
      { said: warm(4) },
      { said: warm(4) },
      { said: [...warm(2), burnt, stale] },
    ]);
    const recs = criticalPosts(ctx, earlier);
    expect(recs).toHaveLength(1);
    expect(recs[0]?.list).toBe("engagement_improvement");
    expect(recs[0]?.item.text).toMatch(
      /^Reply to the 2 critical comments under “Post number 3” \(P3\), whose sentiment \(.+\) sits well below your median post \(.+\)/,
    );
    expect(recs[0]?.item.comment_ids.sort()).toEqual([burnt.comment.id, stale.comment.id].sort());
    expect(recs[0]?.item.post_shortcodes).toEqual(["P3"]);
  });

  it("says nothing when the low post's negatives are not aimed at the creator", () => {
    const { ctx, earlier } = profileOf([
      { said: warm(4) },
      { said: warm(4) },
      {
        said: [
          ...warm(2),
          say("the guest chef is overrated", { label: "negative", target: "subject" }),
          say("the guest chef again, meh", { label: "negative", target: "subject" }),
        ],
      },
    ]);
    expect(criticalPosts(ctx, earlier)).toEqual([]);
  });
});
