import { readFileSync } from "node:fs";
import type { Comment, Post } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { LocalAnalyzer } from "../analyzer.js";

/**
 * Pins the whole report on every bundled demo post, one file per post, so a change to any
 * section shows up as a readable diff. Only `analysis_time` (wall clock) is left out.
 * Refresh deliberately with `npx vitest run packages/analysis/src/report/report-snapshot.test.ts -u`.
 */

const dataset = JSON.parse(
  readFileSync(new URL("../../../instagram/demo-data/dataset.json", import.meta.url), "utf8"),
) as { posts: Array<{ post: Post; comments: Comment[] }> };

const analyzer = new LocalAnalyzer();

describe("report snapshot of each demo post", () => {
  it.each(dataset.posts.map((p) => [p.post.shortcode, p] as const))("%s", async (shortcode, p) => {
    const result = await analyzer.analyze({
      comments: p.comments,
      post: p.post,
      available: p.post.commentCount,
      repliesIncluded: true,
    });
    await expect(JSON.stringify({ ...result, analysis_time: 0 }, null, 1)).toMatchFileSnapshot(
      `./__snapshots__/demo/${shortcode}.json`,
    );
  });
});
