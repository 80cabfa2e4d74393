import { type AnalyzeStep, LocalAnalyzer } from "@commentlens/analysis";
import { DemoProvider } from "@commentlens/instagram";
import type { Comment } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { OFF_THREAD_MIN_COMMENTS, OffThreadAnalyzer } from "./off-thread.js";

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

describe("OffThreadAnalyzer", () => {
  it("analyses many comments in a worker thread to the same report, step by step", async () => {
    const list = await comments(OFF_THREAD_MIN_COMMENTS + 1);
    const steps: AnalyzeStep[] = [];
    const request = { comments: list, post: null, repliesIncluded: true };
    const analyzer = new OffThreadAnalyzer({ kind: "local" }, new LocalAnalyzer());
    const apart = await analyzer.analyze({ ...request, onStep: (step) => void steps.push(step) });
    const here = await new LocalAnalyzer().analyze(request);
    expect({ ...apart, analysis_time: 0 }).toEqual({ ...here, analysis_time: 0 });
    expect(apart.comments).toHaveLength(list.length);
    expect(steps).toEqual(["sentiment", "audience", "engagement", "strategy"]);
  }, 120_000);

  it("stops the worker when the job is cancelled", async () => {
    const list = await comments(OFF_THREAD_MIN_COMMENTS);
    const controller = new AbortController();
    const analyzer = new OffThreadAnalyzer({ kind: "local" }, new LocalAnalyzer());
    const running = analyzer.analyze({
      comments: list,
      post: null,
      repliesIncluded: true,
      signal: controller.signal,
      onStep: () => controller.abort(new Error("cancelled")),
    });
    await expect(running).rejects.toThrow("cancelled");
  }, 120_000);
});
