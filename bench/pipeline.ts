// The post-analysis part of `npm run bench`: POST /api/analyses → completed, through the
// queue, the demo provider's pages and the store, beside the pure analysis time of the same
// comments (the analyzer's own clock in the same process), so the overhead shows.
import { rmSync } from "node:fs";
import { exited, median, sleep, startServer } from "./util.js";

const RUNS = 10;

interface Run {
  totalMs: number;
  analysisMs: number;
  comments: number;
}

/** One analysis, timed from the POST to the first answer that says completed. */
async function analyse(base: string, url: string): Promise<Run> {
  const t0 = performance.now();
  const created = await fetch(`${base}/api/analyses`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base.replace("127.0.0.1", "localhost") },
    body: JSON.stringify({ url }),
  });
  if (created.status !== 202)
    throw new Error(`POST answered ${created.status}: ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const cookie = (created.headers.get("set-cookie") ?? "").split(";")[0] as string;
  for (;;) {
    const res = await fetch(`${base}/api/analyses/${id}`, { headers: { cookie } });
    const state = (await res.json()) as {
      status: string;
      error: string | null;
      result?: { analysis_time: number; analyzed: number };
    };
    if (state.status === "completed" && state.result) {
      return {
        totalMs: performance.now() - t0,
        analysisMs: state.result.analysis_time * 1000,
        comments: state.result.analyzed,
      };
    }
    if (state.status === "failed") throw new Error(`analysis failed: ${state.error}`);
    await sleep(5);
  }
}

export interface PipelineFigure {
  comments: number;
  totalMs: number;
  analysisMs: number;
  overheadMs: number;
  targetMs: number;
}

export async function benchPipeline(): Promise<PipelineFigure[]> {
  const cases = [
    // 10 pages of 50: the first 500 comments of the beauty sample.
    { url: "https://www.instagram.com/p/DepHZOzvVEI/", pages: "10", targetMs: 1000 },
    // Every page of the launch sample: 3,106 comments.
    { url: "https://www.instagram.com/p/DeuGrzTl6DY/", pages: "100", targetMs: 2000 },
  ];
  const figures: PipelineFigure[] = [];
  for (const c of cases) {
    const server = await startServer("pipeline", { COMMENT_MAX_PAGES: c.pages });
    try {
      await analyse(server.base, c.url); // warm-up: first-use loading of the model and tables
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await analyse(server.base, c.url));
      const totalMs = median(runs.map((r) => r.totalMs));
      const analysisMs = median(runs.map((r) => r.analysisMs));
      figures.push({
        comments: runs[0]?.comments ?? 0,
        totalMs: Math.round(totalMs),
        analysisMs: Math.round(analysisMs),
        overheadMs: Math.round(totalMs - analysisMs),
        targetMs: c.targetMs,
      });
    } finally {
      server.child.kill("SIGTERM");
      await exited(server.child);
      rmSync(server.dir, { recursive: true, force: true });
    }
  }
  return figures;
}
