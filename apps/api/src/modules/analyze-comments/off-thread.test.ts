import { type AnalyzeStep, buildProfileInsights, LocalAnalyzer } from "@commentlens/analysis";
import { DemoProvider } from "@commentlens/instagram";
import type { Comment } from "@commentlens/shared";
import { afterEach, describe, expect, it } from "vitest";
import type { AnalysisLimits } from "../../config.js";
import { OffThreadAnalyzer } from "./off-thread.js";

/** Demo comments cycled to `n`, each with an id of its own. */
async function comments(n: number): Promise<Comment[]> {
  const provider = new DemoProvider();
  const pool: Comment[] = [];
  for await (const page of provider.commentPages("DeuGrzTl6DY", { maxPages: 1_000 })) {
    pool.push(...page);
  }
  return Array.from({ length: n }, (_, i) => ({
    ...(pool[i % pool.length] as Comment),
    id: `c${i}`,
  }));
}

const GENEROUS: AnalysisLimits = { timeoutMs: 120_000, memoryMb: 2_048 };
const opened: OffThreadAnalyzer[] = [];
function analyzer(limits = GENEROUS): OffThreadAnalyzer {
  const made = new OffThreadAnalyzer({ kind: "local" }, limits);
  opened.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((a) => a.close()));
});

describe("OffThreadAnalyzer", () => {
  it("analyses in a worker thread to the same report, step by step, the import's owner included", async () => {
    const list = await comments(2_500);
    const steps: AnalyzeStep[] = [];
    const request = { comments: list, post: null, owner: "nike", repliesIncluded: true };
    const apart = await analyzer().analyze({
      ...request,
      onStep: (step) => void steps.push(step),
    });
    const here = await new LocalAnalyzer().analyze(request);
    expect({ ...apart, analysis_time: 0 }).toEqual({ ...here, analysis_time: 0 });
    expect(apart.comments).toHaveLength(list.length);
    expect(steps).toEqual(["sentiment", "audience", "engagement", "strategy"]);
  }, 120_000);

  it("keeps its worker for the next analysis, and a failed one does not spoil the next", async () => {
    const shared = analyzer();
    const few = await comments(50);
    const first = await shared.analyze({ comments: few, post: null, repliesIncluded: false });
    const controller = new AbortController();
    await expect(
      shared.analyze({
        comments: few,
        post: null,
        repliesIncluded: false,
        signal: controller.signal,
        onStep: () => controller.abort(new Error("cancelled")),
      }),
    ).rejects.toThrow("cancelled");
    const again = await shared.analyze({ comments: few, post: null, repliesIncluded: false });
    expect({ ...again, analysis_time: 0 }).toEqual({ ...first, analysis_time: 0 });
  }, 120_000);

  it("stops the worker when the time budget is spent, and says the analysis timed out", async () => {
    const list = await comments(5_000);
    const started = Date.now();
    await expect(
      analyzer({ timeoutMs: 200, memoryMb: 2_048 }).analyze({
        comments: list,
        post: null,
        repliesIncluded: true,
      }),
    ).rejects.toMatchObject({ statusCode: 422, code: "ANALYSIS_TIMED_OUT" });
    // Stopped at the budget, not when the analysis would have ended.
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it("builds a profile's insights in a worker to the same insights as on this thread", async () => {
    const provider = new DemoProvider();
    const posts = (await provider.getRecentPosts("ovenbird.bakehouse", { limit: 3 })).slice(0, 3);
    const input = {
      username: "ovenbird.bakehouse",
      profile: null,
      now: new Date("2026-06-01T00:00:00Z"),
      posts: await Promise.all(
        posts.map(async (post) => {
          const list: Comment[] = [];
          for await (const page of provider.commentPages(post.shortcode, { maxPages: 2 })) {
            list.push(...page);
          }
          const result = await new LocalAnalyzer().analyze({
            comments: list,
            post,
            repliesIncluded: true,
          });
          return { post, result, comments: list, error: null };
        }),
      ),
    };
    const apart = await analyzer().profileInsights(input);
    expect(apart).toEqual(buildProfileInsights(input));
    expect(apart.summary.length).toBeGreaterThan(0);
  }, 120_000);

  it("stops the worker when it runs out of its memory, and says the analysis was too large", async () => {
    const list = await comments(20_000);
    await expect(
      analyzer({ timeoutMs: 120_000, memoryMb: 24 }).analyze({
        comments: list,
        post: null,
        repliesIncluded: true,
      }),
    ).rejects.toMatchObject({ statusCode: 422, code: "ANALYSIS_TOO_LARGE" });
  }, 120_000);
});
