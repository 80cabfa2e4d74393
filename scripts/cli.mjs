// `node scripts/cli.mjs <name> [args…]`: runs the command-line tool `<name>`
// (packages/cli/src/<name>.ts). When the build of every package it may load is
// current (as `npm start`, `npm run build` and `npm run bench` leave it), the compiled code
// runs in this process: it starts in a third of the time the TypeScript loader takes.
// Otherwise the sources run through tsx, so the tools work straight after `npm ci` and never
// run stale code.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The libraries a tool loads; the tools' own package is checked by the tool's compiled file.
const LIBRARIES = ["shared", "instagram", "analysis"];
const TOOLS = ["sentiment", "report"];

/** Newest modification time of the TypeScript sources below `dir` (tests left out). */
function newestSource(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newestSource(full));
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
      latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

/**
 * Whether a package's build is current: its compiled entry is there and no source is newer
 * than its build record. The compiler writes that record after every build that saw a
 * source change, but leaves compiled files alone when their text would not change, so the
 * record's time is the one to compare with.
 */
export function isBuilt(packageDir, entry = "dist/index.js") {
  const record = path.join(packageDir, "tsconfig.tsbuildinfo");
  return (
    existsSync(record) &&
    existsSync(path.join(packageDir, entry)) &&
    newestSource(path.join(packageDir, "src")) <= statSync(record).mtimeMs
  );
}

async function main() {
  const [name, ...args] = process.argv.slice(2);
  if (!TOOLS.includes(name)) {
    process.stderr.write(`usage: node scripts/cli.mjs ${TOOLS.join("|")} [args…]\n`);
    process.exit(2);
  }
  const tools = path.join(root, "packages/cli");
  const source = path.join(tools, "src", `${name}.ts`);
  const compiled = path.join(tools, "dist", `${name}.js`);
  const current =
    isBuilt(tools, `dist/${name}.js`) &&
    LIBRARIES.every((p) => isBuilt(path.join(root, "packages", p)));
  if (current) {
    // The tool reads its arguments from process.argv[2…], as when node runs it directly.
    process.argv.splice(2, 1);
    await import(pathToFileURL(compiled).href);
  } else {
    const child = spawn(
      process.execPath,
      ["--import", import.meta.resolve("tsx"), "--conditions=source", source, ...args],
      { cwd: process.cwd(), stdio: "inherit" },
    );
    child.once("exit", (code, signal) => {
      if (signal) process.kill(process.pid, signal);
      else process.exit(code ?? 1);
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
