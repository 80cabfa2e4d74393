// `npm start`: build whatever is missing or older than its sources, then run the server in
// this same process (one process serves the SPA and the API).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Newest modification time of the files below `dir` (skipping dependencies and output). */
function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    process.stderr.write(`Build failed: ${command} ${args.join(" ")}\n`);
    process.exit(result.status ?? 1);
  }
}

const serverEntry = path.join(root, "apps/api/dist/server.js");
const webIndex = path.join(root, "apps/web/dist/index.html");
const webSources = Math.max(
  newest(path.join(root, "apps/web")),
  newest(path.join(root, "packages/shared/src")),
);

// A fresh clone has nothing built: say so, since compiling takes a minute or two in silence.
if (!existsSync(serverEntry) || !existsSync(webIndex))
  process.stdout.write("First start: building CommentLens, about a minute or two...\n");
if (!existsSync(serverEntry)) process.stdout.write("Compiling the server...\n");
// tsc's build mode is incremental: a no-op takes well under a second when nothing changed.
run(process.execPath, [
  path.join(root, "node_modules/typescript/bin/tsc"),
  "-b",
  "packages/shared",
  "packages/instagram",
  "packages/analysis",
  "apps/api",
]);
if (mtime(webIndex) < webSources) {
  process.stdout.write("Building the web app...\n");
  run(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "apps/web"]);
}

await import(serverEntry);
