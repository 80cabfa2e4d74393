// The landing page as a visitor's phone gets it: the JavaScript it loads (gzip, against the
// 100 KB budget) and Lighthouse's scores, on the built app served by the built server.
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { exited, median, startServer } from "./util.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDist = path.join(root, "apps/web/dist");

export const LANDING_JS_BUDGET_KB = 100;
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 95,
  "best-practices": null,
  seo: 95,
} as const;
const CATEGORIES = Object.keys(LIGHTHOUSE_TARGETS) as Array<keyof typeof LIGHTHOUSE_TARGETS>;
/** Lighthouse's performance score moves a little run to run: the median of a few runs. */
const LIGHTHOUSE_RUNS = 3;

export interface SiteResults {
  url: string;
  landingJs: {
    what: string;
    /** KB = 1,000 bytes, gzip level 9, as Vite's build report counts them. */
    gzipKB: number;
    /** Of which the entry and its modulepreloads, fetched before the first render. */
    initialGzipKB: number;
    budgetKB: number;
    withinBudget: boolean;
    files: Array<{ file: string; gzipKB: number; rawKB: number }>;
  };
  lighthouse: {
    what: string;
    runs: number;
    scores: Record<string, number>;
    targets: Record<string, number | null>;
    metrics: Record<string, number>;
    /** Audits that lost points in the median run, for what to improve next. */
    failing: Array<{ category: string; id: string; title: string }>;
  };
}

const kb = (bytes: number) => Number((bytes / 1000).toFixed(1));

/** Gzip size of each script the page requested, from the built files it was served. */
function scriptSizes(urls: string[]) {
  return urls.map((url) => {
    const file = path.join(webDist, new URL(url).pathname);
    if (!existsSync(file)) throw new Error(`${url} is not a file of apps/web/dist`);
    const bytes = readFileSync(file);
    return {
      file: path.relative(webDist, file),
      gzipBytes: gzipSync(bytes, { level: 9 }).length,
      rawBytes: bytes.length,
    };
  });
}

interface AuditRef {
  id: string;
  weight: number;
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: AuditRef[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      details?: { items?: Array<{ url?: string; resourceType?: string }> };
    }
  >;
}

export async function benchSite(): Promise<SiteResults> {
  if (!existsSync(path.join(webDist, "index.html"))) {
    throw new Error("apps/web/dist is missing: run `npm run build` first");
  }
  const server = await startServer("site", {});
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const url = `${server.base}/`;
    const runs: Lhr[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      // The default config: Lighthouse's mobile preset (Moto G Power, slow 4G, simulated).
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error("Lighthouse returned no result");
      runs.push(result.lhr as unknown as Lhr);
    }
    const perf = (lhr: Lhr) => lhr.categories.performance?.score ?? 0;
    const sorted = [...runs].sort((a, b) => perf(a) - perf(b));
    const mid = sorted[Math.floor(sorted.length / 2)] as Lhr;

    const scores: Record<string, number> = {};
    for (const category of CATEGORIES) {
      scores[category] = Math.round(
        median(runs.map((lhr) => (lhr.categories[category]?.score ?? 0) * 100)),
      );
    }
    const metricIds = [
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
      "speed-index",
    ];
    const metrics: Record<string, number> = {};
    for (const id of metricIds) {
      const value = mid.audits[id]?.numericValue;
      if (typeof value === "number") {
        metrics[id] =
          id === "cumulative-layout-shift" ? Number(value.toFixed(3)) : Math.round(value);
      }
    }
    const failing = CATEGORIES.flatMap((category) =>
      (mid.categories[category]?.auditRefs ?? []).flatMap((ref) => {
        const audit = mid.audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) return [];
        if (
          audit.scoreDisplayMode === "informative" ||
          audit.scoreDisplayMode === "notApplicable"
        ) {
          return [];
        }
        return [{ category, id: ref.id, title: audit.title }];
      }),
    );

    const scripts = (mid.audits["network-requests"]?.details?.items ?? [])
      .filter((item) => item.resourceType === "Script" && item.url?.startsWith(server.base))
      .map((item) => item.url as string);
    const files = scriptSizes([...new Set(scripts)]);
    const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    const html = readFileSync(path.join(webDist, "index.html"), "utf8");
    const initial = new Set(
      [
        ...html.matchAll(
          /<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g,
        ),
      ].map((m) => m[1]),
    );
    const initialBytes = files
      .filter((f) => initial.has(f.file))
      .reduce((sum, f) => sum + f.gzipBytes, 0);

    return {
      url: "/",
      landingJs: {
        what: "every script the landing page loads (entry, preloads and chunks fetched after paint), gzip -9 of the built files",
        gzipKB: kb(gzipBytes),
        initialGzipKB: kb(initialBytes),
        budgetKB: LANDING_JS_BUDGET_KB,
        withinBudget: kb(gzipBytes) <= LANDING_JS_BUDGET_KB,
        files: files.map((f) => ({ file: f.file, gzipKB: kb(f.gzipBytes), rawKB: kb(f.rawBytes) })),
      },
      lighthouse: {
        what: `Lighthouse ${LIGHTHOUSE_RUNS} runs, default (mobile) config, median score per category`,
        runs: LIGHTHOUSE_RUNS,
        scores,
        targets: { ...LIGHTHOUSE_TARGETS },
        metrics,
        failing,
      },
    };
  } finally {
    chrome.kill();
    server.child.kill("SIGTERM");
    await exited(server.child);
    rmSync(server.dir, { recursive: true, force: true });
  }
}

/** The lines `npm run bench` prints. */
export function siteLines(site: SiteResults): string[] {
  const js = site.landingJs;
  const lh = site.lighthouse;
  const score = (category: keyof typeof LIGHTHOUSE_TARGETS) => {
    const target = LIGHTHOUSE_TARGETS[category];
    return `${category} ${lh.scores[category]}${target === null ? "" : ` (target ≥ ${target})`}`;
  };
  return [
    `landing JS ${js.gzipKB} KB gzip in ${js.files.length} scripts, ${js.initialGzipKB} KB before first render (budget ≤ ${js.budgetKB} KB: ${js.withinBudget ? "within" : "over"})`,
    `lighthouse ${CATEGORIES.map(score).join(", ")}; LCP ${lh.metrics["largest-contentful-paint"]} ms, TBT ${lh.metrics["total-blocking-time"]} ms, CLS ${lh.metrics["cumulative-layout-shift"]} (mobile, median of ${lh.runs})`,
  ];
}

// `tsx bench/site.ts` runs this part alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const site = await benchSite();
  process.stdout.write(`${siteLines(site).join("\n")}\n${JSON.stringify(site.landingJs.files)}\n`);
  if (site.lighthouse.failing.length > 0) {
    process.stdout.write(`${JSON.stringify(site.lighthouse.failing, null, 2)}\n`);
  }
}
