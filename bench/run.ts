// `npm run bench`: figures measured in one run on this machine, each beside a baseline
// measured in the same run, so the ratios mean something on a noisy machine.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { benchAnalysis } from "./analysis.js";
import { benchExport, exportLines } from "./export.js";
import { benchPipeline } from "./pipeline.js";
import { benchProfile, profileLines } from "./profile.js";
import { benchSchedules, scheduleLines } from "./schedules.js";
import { benchSite, siteLines } from "./site.js";
import { exited, freePort, median, sleep } from "./util.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "apps/api/dist/server.js");
const RUNS = 5;

function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

/** Milliseconds from spawn to exit of an empty node process. */
async function nodeStartMs(): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await exited(child);
  return performance.now() - t0;
}

/** RSS of an idle empty node process, after the same settling time as the server's. */
async function nodeIdleRss(): Promise<number> {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  await sleep(2000);
  const rss = rssKiB(child.pid as number);
  child.kill("SIGKILL");
  await exited(child);
  return rss;
}

/** Milliseconds from spawn to the first 200 from /api/health, and the idle RSS after. */
async function serverStart(dataDir: string): Promise<{ ms: number; rss: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  let ms = Number.NaN;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) {
        ms = performance.now() - t0;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  await sleep(2000);
  const rss = rssKiB(child.pid as number);
  child.kill("SIGTERM");
  await exited(child);
  return { ms, rss };
}

function analysisLines(analysis: Awaited<ReturnType<typeof benchAnalysis>>): string[] {
  return [
    ...analysis.reports.map(
      (r) =>
        `report     ${String(r.comments).padStart(6)} comments ${r.reportMs} ms vs raw AFINN ${r.afinnMs} ms -> ${r.ratio}x AFINN throughput`,
    ),
    `report     500 comments ${analysis.report500Ms} ms; 100k-comment report peak RSS ${analysis.peak100kMiB} MiB`,
    `CLI        ${analysis.cli.linesPerSecond} lines/s vs AFINN script ${analysis.cli.afinnLinesPerSecond} lines/s -> ${analysis.cli.ratio}x`,
  ];
}

// `npm run bench -- analysis`: only the analyzer's figures, merged into bench/results.json.
if (process.argv[2] === "analysis") {
  const analysis = await benchAnalysis();
  const file = path.join(root, "bench/results.json");
  // A first run (a fresh clone) has no results file yet to merge into.
  const previous = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>)
    : {};
  writeFileSync(file, `${JSON.stringify({ ...previous, analysis }, null, 2)}\n`);
  process.stdout.write(
    [...analysisLines(analysis), "written to bench/results.json", ""].join("\n"),
  );
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "commentlens-bench-"));
try {
  // First start creates and migrates the database; the measured starts find it existing.
  await serverStart(dataDir);
  const nodeMs: number[] = [];
  const serverMs: number[] = [];
  const serverRss: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    nodeMs.push(await nodeStartMs());
    const s = await serverStart(dataDir);
    serverMs.push(s.ms);
    serverRss.push(s.rss);
  }
  const baselineRss = await nodeIdleRss();
  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    runs: RUNS,
    startup: {
      what: "process start to first healthy /api/health, existing embedded data dir (median)",
      serverMs: Math.round(median(serverMs)),
      baselineMs: Math.round(median(nodeMs)),
      baseline: "node -e '' (spawn to exit, median)",
      ratio: Number((median(serverMs) / median(nodeMs)).toFixed(1)),
    },
    idleRss: {
      what: "resident memory 2 s after the first healthy answer (median)",
      serverMiB: Number((median(serverRss) / 1024).toFixed(1)),
      baselineMiB: Number((baselineRss / 1024).toFixed(1)),
      baseline: "idle node -e 'setTimeout(...)' after 2 s",
      ratio: Number((median(serverRss) / baselineRss).toFixed(1)),
    },
  };
  const analysis = await benchAnalysis();
  const pipeline = await benchPipeline();
  const profile = await benchProfile();
  const exports = await benchExport();
  const site = await benchSite();
  const schedules = await benchSchedules();
  writeFileSync(
    path.join(root, "bench/results.json"),
    `${JSON.stringify({ ...results, analysis, pipeline, profile, exports, site, schedules }, null, 2)}\n`,
  );
  const s = results.startup;
  const r = results.idleRss;
  process.stdout.write(
    [
      `start-up   ${s.serverMs} ms  vs node -e '' ${s.baselineMs} ms  -> ${s.ratio}x`,
      `idle RSS   ${r.serverMiB} MiB vs idle node ${r.baselineMiB} MiB -> ${r.ratio}x`,
      ...analysisLines(analysis).slice(0, -1),
      ...pipeline.map(
        (p) =>
          `pipeline   ${String(p.comments).padStart(6)} comments POST→completed ${p.totalMs} ms (target ≤ ${p.targetMs} ms) = analysis ${p.analysisMs} ms + queue/fetch/store ${p.overheadMs} ms (median of 10)`,
      ),
      ...profileLines(profile),
      ...exportLines(exports),
      ...scheduleLines(schedules),
      ...analysisLines(analysis).slice(-1),
      ...siteLines(site).map((line) => `site       ${line}`),
      "written to bench/results.json",
      "",
    ].join("\n"),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
