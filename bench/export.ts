// The large-import part of `npm run bench`: how long /api/health takes to answer while a
// 100,000-comment import is analysed and while XLSX exports of it run, beside the same probe
// on the idle server, and the server's peak memory. A site that renders files or analyses on
// its request path answers nothing else meanwhile.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { commentCsv, percentile, probeLatency } from "../apps/api/src/test/load.js";
import { browser, exited, sleep, startServer } from "./util.js";

const COMMENTS = 100_000;
const PARALLEL_EXPORTS = 3;
const IDLE_MS = 5_000;

interface Latency {
  /** Answers measured. */
  n: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface ExportFigures {
  what: string;
  comments: number;
  idle: Latency;
  analysing: Latency & { analysisMs: number };
  /** One GET of the finished report (its figures and every comment's result). */
  reportMs: number;
  exporting: Latency & { exports: number; format: "xlsx"; allDoneMs: number; bytes: number };
  peakRssMiB: number;
}

function latency(times: number[]): Latency {
  const round = (n: number) => Math.round(n);
  return {
    n: times.length,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(Math.max(...times)),
  };
}

function peakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024);
}

export async function benchExport(): Promise<ExportFigures> {
  const server = await startServer("export", {});
  const health = `${server.base}/api/health`;
  try {
    // One person per export: each may have one export running or waiting at a time.
    const people = [];
    for (let i = 0; i < PARALLEL_EXPORTS; i++) {
      const person = browser(server.base);
      const email = `bench-export-${i}-${Date.now()}@example.com`;
      await person("POST", "/api/auth/sign-up/email", { email, password: "secret-one-1" });
      await person("POST", "/api/auth/sign-in/email", { email, password: "secret-one-1" });
      people.push(person);
    }
    const [call] = people;
    if (!call) throw new Error("no one to import the file");

    const idle = await probeLatency(health, sleep(IDLE_MS));

    const form = new FormData();
    form.append("file", new Blob([commentCsv(COMMENTS)], { type: "text/csv" }), "large.csv");
    const t0 = performance.now();
    const analysed = (async () => {
      const { id } = await call("POST", "/api/analyses", form);
      // Polled from the list, as My Analyses shows it: reading the finished report itself is
      // timed on its own below.
      for (;;) {
        const { items } = (await call("GET", "/api/analyses?limit=1")) as {
          items: Array<{ status: string; error: string | null }>;
        };
        const state = items[0];
        if (state?.status === "completed") return String(id);
        if (state?.status === "failed") throw new Error(`import failed: ${state.error}`);
        await sleep(200);
      }
    })();
    const analysing = await probeLatency(health, analysed);
    const id = await analysed;
    const analysisMs = performance.now() - t0;
    const t2 = performance.now();
    await call("GET", `/api/analyses/${id}`);
    const reportMs = performance.now() - t2;

    // The others import the same file, unmeasured, so each has a report of their own to export.
    const ids = [id];
    for (const person of people.slice(1)) {
      const copy = new FormData();
      copy.append("file", new Blob([commentCsv(COMMENTS)], { type: "text/csv" }), "large.csv");
      const { id: theirs } = await person("POST", "/api/analyses", copy);
      for (;;) {
        const { items } = (await person("GET", "/api/analyses?limit=1")) as {
          items: Array<{ status: string; error: string | null }>;
        };
        if (items[0]?.status === "completed") break;
        if (items[0]?.status === "failed") throw new Error(`import failed: ${items[0].error}`);
        await sleep(200);
      }
      ids.push(String(theirs));
    }

    const t1 = performance.now();
    let bytes = 0;
    const exports = Promise.all(
      people.map(async (person, i) => {
        const res = await fetch(`${server.base}/api/analyses/${ids[i]}/export?format=xlsx`, {
          headers: { cookie: person.cookie() },
        });
        const body = await res.arrayBuffer();
        if (!res.ok) throw new Error(`export answered ${res.status}`);
        bytes = body.byteLength;
      }),
    );
    const exporting = await probeLatency(health, exports);
    await exports;
    const allDoneMs = performance.now() - t1;

    return {
      what: `/api/health answer times (one probe at a time, 20 ms apart) on the embedded server: idle for ${IDLE_MS / 1000} s, while a ${COMMENTS.toLocaleString("en-US")}-comment CSV import is analysed, while ${PARALLEL_EXPORTS} XLSX exports of it (by ${PARALLEL_EXPORTS} people) run at once`,
      comments: COMMENTS,
      idle: latency(idle),
      analysing: { ...latency(analysing), analysisMs: Math.round(analysisMs) },
      reportMs: Math.round(reportMs),
      exporting: {
        ...latency(exporting),
        exports: PARALLEL_EXPORTS,
        format: "xlsx",
        allDoneMs: Math.round(allDoneMs),
        bytes,
      },
      peakRssMiB: peakRssMiB(server.child.pid as number),
    };
  } finally {
    server.child.kill("SIGTERM");
    await exited(server.child);
    rmSync(server.dir, { recursive: true, force: true });
  }
}

/** The lines `npm run bench` prints. */
export function exportLines(e: ExportFigures): string[] {
  const l = (x: Latency) => `p50 ${x.p50Ms} ms, p99 ${x.p99Ms} ms, max ${x.maxMs} ms`;
  const n = e.comments.toLocaleString("en-US");
  return [
    `health     idle: ${l(e.idle)} (${e.idle.n} probes)`,
    `health     while a ${n}-comment import is analysed (${e.analysing.analysisMs} ms): ${l(e.analysing)}; reading the report ${e.reportMs} ms`,
    `health     while ${e.exporting.exports} XLSX exports of it run (all done in ${e.exporting.allDoneMs} ms): ${l(e.exporting)}; peak RSS ${e.peakRssMiB} MiB`,
  ];
}

// `tsx bench/export.ts` runs this part alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const figures = await benchExport();
  process.stdout.write(`${exportLines(figures).join("\n")}\n`);
}
