// The analysis part of `npm run bench`: full-report and CLI throughput beside raw AFINN
// scoring of the same texts, measured in the same run, the time of a 500-comment report, and
// the peak memory of a 100k-comment report (in a child process of its own).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LocalAnalyzer } from "@commentlens/analysis";
import type { Comment } from "@commentlens/shared";
import Sentiment from "sentiment";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataset = JSON.parse(
  readFileSync(path.join(root, "packages/instagram/demo-data/dataset.json"), "utf8"),
) as { posts: Array<{ comments: Comment[] }> };
const pool = dataset.posts.flatMap((p) => p.comments);

/**
 * `n` comments cycled from the demo data, each with its own id. Past the first round each
 * text gets the round's number, so a long list is not the same texts again: the analyzer
 * reads a repeated text once, and a bench of repeats would measure that cache, not the
 * analysis (real sections repeat few texts beyond emoji and copied hype).
 */
function comments(n: number): Comment[] {
  return Array.from({ length: n }, (_, i) => {
    const c = pool[i % pool.length] as Comment;
    const round = Math.floor(i / pool.length);
    return { ...c, id: `b${i}`, text: round === 0 ? c.text : `${c.text} ${round}` };
  });
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function afinnMs(texts: string[]): number {
  const afinn = new Sentiment();
  const t0 = performance.now();
  for (const t of texts) afinn.analyze(t);
  return performance.now() - t0;
}

async function reportMs(list: Comment[]): Promise<number> {
  const analyzer = new LocalAnalyzer();
  const t0 = performance.now();
  await analyzer.analyze({ comments: list, post: null, repliesIncluded: true });
  return performance.now() - t0;
}

/** Child mode: build one report of `n` comments, print its time and peak RSS. */
async function child(n: number): Promise<void> {
  const list = comments(n);
  const ms = await reportMs(list);
  process.stdout.write(JSON.stringify({ ms, maxRssMiB: process.resourceUsage().maxRSS / 1024 }));
}

export interface AnalysisBench {
  reports: Array<{ comments: number; reportMs: number; afinnMs: number; ratio: number }>;
  report500Ms: number;
  peak100kMiB: number;
  cli: { lines: number; linesPerSecond: number; afinnLinesPerSecond: number; ratio: number };
}

export async function benchAnalysis(): Promise<AnalysisBench> {
  // Warm up the model and the JIT before timing: a few rounds each, so both sides are
  // measured at their steady speed rather than while the JIT is still optimising.
  for (let i = 0; i < 5; i++) {
    await reportMs(comments(2000));
    afinnMs(comments(2000).map((c) => c.text));
  }

  const reports: AnalysisBench["reports"] = [];
  for (const n of [1_000, 10_000]) {
    const list = comments(n);
    const texts = list.map((c) => c.text);
    const runs: number[] = [];
    const afinnRuns: number[] = [];
    for (let i = 0; i < 5; i++) {
      runs.push(await reportMs(list));
      afinnRuns.push(afinnMs(texts));
    }
    const r = median(runs);
    const a = median(afinnRuns);
    reports.push({
      comments: n,
      reportMs: Math.round(r),
      afinnMs: Math.round(a),
      ratio: Number((a / r).toFixed(3)),
    });
  }
  // 100k in a fresh process, so its peak memory is its own.
  const big = spawnSync(
    process.execPath,
    ["--import", "tsx", "--conditions=source", fileURLToPath(import.meta.url), "--child", "100000"],
    { cwd: root, encoding: "utf8", maxBuffer: 1 << 20 },
  );
  const bigResult = JSON.parse(big.stdout) as { ms: number; maxRssMiB: number };
  const a100k = afinnMs(comments(100_000).map((c) => c.text));
  reports.push({
    comments: 100_000,
    reportMs: Math.round(bigResult.ms),
    afinnMs: Math.round(a100k),
    ratio: Number((a100k / bigResult.ms).toFixed(3)),
  });

  // One after another: reports started together would share the event loop and each would
  // measure the others' work too.
  const list500 = comments(500);
  const times500: number[] = [];
  for (let i = 0; i < 5; i++) times500.push(await reportMs(list500));
  const report500Ms = median(times500);

  // CLI: the sentiment command end to end, beside a plain AFINN script reading the same file.
  const dir = mkdtempSync(path.join(tmpdir(), "commentlens-bench-cli-"));
  const lines = 20_000;
  const input = path.join(dir, "in.jsonl");
  writeFileSync(
    input,
    comments(lines)
      .map((c) => JSON.stringify({ id: c.id, text: c.text }))
      .join("\n"),
  );
  const afinnScript = path.join(dir, "afinn.mjs");
  writeFileSync(
    afinnScript,
    `import { createReadStream } from "node:fs"; import { createInterface } from "node:readline";
import { createRequire } from "node:module";
const Sentiment = createRequire(${JSON.stringify(path.join(root, "package.json"))})("sentiment");
const s = new Sentiment(); let out = "";
for await (const line of createInterface({ input: createReadStream(process.argv[2]) })) {
  const { id, text } = JSON.parse(line); const r = s.analyze(text);
  out += JSON.stringify({ id, score: r.comparative }) + "\\n";
  if (out.length > 65536) { process.stdout.write(out); out = ""; }
}
process.stdout.write(out);`,
  );
  const timeCommand = (cmd: string, args: string[]) =>
    new Promise<number>((resolve, reject) => {
      const t0 = performance.now();
      const p = spawn(cmd, args, { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
      p.once("exit", (code) =>
        code === 0 ? resolve(performance.now() - t0) : reject(new Error(`${cmd} exited ${code}`)),
      );
    });
  const cliMs = await timeCommand("npm", ["run", "--silent", "sentiment", "--", input]);
  const afinnCliMs = await timeCommand(process.execPath, [afinnScript, input]);
  rmSync(dir, { recursive: true, force: true });
  const cli = {
    lines,
    linesPerSecond: Math.round(lines / (cliMs / 1000)),
    afinnLinesPerSecond: Math.round(lines / (afinnCliMs / 1000)),
    ratio: Number((afinnCliMs / cliMs).toFixed(3)),
  };
  return {
    reports,
    report500Ms: Math.round(report500Ms),
    peak100kMiB: Math.round(bigResult.maxRssMiB),
    cli,
  };
}

if (process.argv[2] === "--child") await child(Number(process.argv[3]));
