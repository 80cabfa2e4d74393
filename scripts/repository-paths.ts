import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Finds reads that reach outside the repository: a clone has nothing beside it, so a test, a
 * server or the bench that opens a folder above the repository root works only on the machine
 * it was written on.
 */

/** Folders whose code must stay inside the repository (besides the root's own files). */
export const SCANNED_FOLDERS = ["apps", "packages", "e2e", "bench", "scripts"];

/**
 * Training and evaluation tooling: it reads the data folder its configuration names, which is
 * outside the repository by design (the datasets are not shipped).
 */
export const DATA_TOOLING = ["bench/eval.ts", "packages/analysis/scripts/"];

const SKIPPED_DIRS = new Set(["node_modules", "dist", "test-results", "playwright-report"]);
const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;
const CONFIG_FILE = /^(?:tsconfig[\w.-]*|package)\.json$/;

/** Machine-specific absolute folders: no clone has them. */
const ABSOLUTE_MACHINE_PATH = /(["'`])(\/(?:work|home|Users|root|mnt)\/[^"'`\n]*)\1/g;
/** A quoted relative path (it climbs when it holds a parent step). */
const CLIMBING_LITERAL = /(["'`])(\.{1,2}\/[^"'`\n]*)\1/g;
/** A run of parent-step arguments, as in path.resolve(dir, parent, parent, parent). */
const DOT_DOT_RUN = /(?:(["'])\.\.\1\s*,\s*)*(["'])\.\.\2(?=\s*[,)])/g;

export interface OutsideRead {
  /** The file, relative to the repository root. */
  file: string;
  line: number;
  /** The literal that reaches outside. */
  text: string;
  reason: string;
}

/** Every code and config file of the scanned folders, relative to `root`. */
export function scannedFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith(".")) walk(rel);
      } else if (CODE_FILE.test(entry.name) || CONFIG_FILE.test(entry.name)) {
        if (!DATA_TOOLING.some((t) => rel === t || (t.endsWith("/") && rel.startsWith(t)))) {
          out.push(rel);
        }
      }
    }
  };
  // The root's own configuration (vitest, Playwright) too, without descending.
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && (CODE_FILE.test(entry.name) || CONFIG_FILE.test(entry.name))) {
      out.push(entry.name);
    }
  }
  for (const folder of SCANNED_FOLDERS) {
    if (existsSync(path.join(root, folder))) walk(folder);
  }
  return out.sort();
}

const MODULE_SUFFIXES = ["", ".ts", ".tsx", ".d.ts", ".js", "/index.ts", "/index.tsx"];

/** Whether `target` names a file or folder, read as a path or as a module specifier. */
function names(target: string): boolean {
  const stem = target.replace(/\.[cm]?js$/, "");
  return [target, stem].some((base) => MODULE_SUFFIXES.some((ext) => existsSync(base + ext)));
}

/** Build outputs and globs name nothing until a build or a glob expands them. */
const NOT_YET_THERE = /(?:^|\/)dist(?:\/|$)|\*/;

/**
 * The reads of `text` (the content of `file`, relative to `root`) that leave the repository:
 * a relative path that climbs above the root from the file's folder, a climbing path that names
 * nothing in the repository (a folder beside the clone, reached from the root), a run of ".."
 * arguments above the root, or an absolute path of one machine.
 */
export function outsideReads(root: string, file: string, text: string): OutsideRead[] {
  const found: OutsideRead[] = [];
  const dir = path.dirname(path.join(root, file));
  const inside = (target: string) => target === root || target.startsWith(root + path.sep);
  const lineOf = (index: number) => text.slice(0, index).split("\n").length;
  const add = (index: number, literal: string, reason: string) =>
    found.push({ file, line: lineOf(index), text: literal, reason });

  for (const m of text.matchAll(CLIMBING_LITERAL)) {
    const literal = m[2] as string;
    if (!literal.includes("../")) continue;
    // Up to the first interpolation: the fixed part is what decides where it points.
    const fixed = literal.split("${")[0] as string;
    const target = path.resolve(dir, fixed);
    if (!inside(target)) add(m.index, literal, "climbs above the repository root");
    else if (fixed === literal && !NOT_YET_THERE.test(literal) && !names(target)) {
      // Usually a path anchored at the repository root that reaches a folder beside it.
      add(m.index, literal, "names nothing in the repository");
    }
  }
  for (const m of text.matchAll(DOT_DOT_RUN)) {
    const levels = (m[0].match(/\.\./g) ?? []).length;
    if (!inside(path.resolve(dir, "../".repeat(levels)))) {
      add(m.index, m[0], "climbs above the repository root");
    }
  }
  for (const m of text.matchAll(ABSOLUTE_MACHINE_PATH)) {
    add(m.index, m[2] as string, "an absolute path of one machine");
  }
  return found;
}

/** Every outside read in the repository at `root`. */
export function scanRepository(root: string): OutsideRead[] {
  return scannedFiles(root).flatMap((file) =>
    outsideReads(root, file, readFileSync(path.join(root, file), "utf8")),
  );
}
