import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { Plugin } from "vite";
import type { DemoReport } from "./types.js";

/*
 * The sample report of /demo and its excerpt on the landing page, made by every build from
 * the current analyzer (build.ts), never committed: a snapshot drifts from what /app shows
 * for the same post as soon as the analyzer changes. Virtual modules:
 *
 *   virtual:demo/sample-report    the completed analysis and its comments (the /demo chunk)
 *   virtual:demo/sample-excerpt   the few figures the landing page shows (~1 KB)
 *
 * The analyzer runs in a process of its own, from the built packages (`tsc -b`): the code the
 * server runs, and nothing of it in the config Vite loads for every command.
 */

const REPORT = "virtual:demo/sample-report";
const EXCERPT = "virtual:demo/sample-excerpt";
const WRITER = fileURLToPath(new URL("./write-report.ts", import.meta.url));

/** Runs write-report.ts and reads what it wrote. */
async function makeDemoReport(): Promise<DemoReport> {
  const dir = await mkdtemp(path.join(tmpdir(), "commentlens-demo-"));
  const out = path.join(dir, "demo-report.json");
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  try {
    await promisify(execFile)(process.execPath, ["--import", tsx, WRITER, out], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(await readFile(out, "utf8")) as DemoReport;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(
      `The demo report could not be made (are the packages built? npx tsc -b packages/analysis packages/instagram)${stderr ? `:\n${stderr}` : ""}`,
      { cause: error },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A module exporting `value`: large data as JSON.parse of a string (it loads fastest). */
function jsonModule(value: unknown): string {
  const json = JSON.stringify(value);
  return json.length > 10_000
    ? `export default JSON.parse(${JSON.stringify(json)});`
    : `export default ${json};`;
}

export function demoReportPlugin(): Plugin {
  let report: Promise<DemoReport> | undefined;
  const load = () => {
    report ??= makeDemoReport();
    return report;
  };

  return {
    name: "commentlens-demo-report",
    buildStart() {
      // Every build analyses the sample again.
      report = undefined;
    },
    resolveId(id) {
      return id === REPORT || id === EXCERPT ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${REPORT}`) return jsonModule((await load()).sample);
      if (id === `\0${EXCERPT}`) return jsonModule((await load()).excerpt);
      return undefined;
    },
  };
}
