/**
 * Writes the demo report (build.ts) as JSON to the file named by the first argument. The build
 * runs it in a process of its own (see index.ts):
 *
 *   node --import tsx apps/web/vite-plugins/demo-report/write-report.ts <out.json>
 */
import { writeFileSync } from "node:fs";
import { buildDemoReport } from "./build.js";

const out = process.argv[2];
if (!out) throw new Error("Usage: write-report.ts <out.json>");
writeFileSync(out, JSON.stringify(await buildDemoReport()));
