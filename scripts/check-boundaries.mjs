// Fails when code reaches into a sibling it must stay out of. Each rule names a folder whose
// subfolders are units (a web feature, an API module); a file of one unit must not import the
// files of another that the rule's `target` picks. Imports are resolved, so relative paths of
// any depth and aliases are judged by where they land, not by how they are spelled.
//
// A rule with `enforced: false` is reported but does not fail the run: it lists the work left
// before it can be enforced.
//
//   node scripts/check-boundaries.mjs          # report, exit 1 on an enforced rule's offender
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * @typedef {object} Rule
 * @property {string} name What the rule keeps apart, as printed.
 * @property {string} root The folder whose subfolders are the units, from the repository root.
 * @property {Record<string, string>} [aliases] Import prefixes that stand for a folder.
 * @property {string[]} [from] The units the rule judges; all of them when omitted.
 * @property {string[]} [to] The units off limits to them; every other unit when omitted.
 * @property {(pathInUnit: string) => boolean} target Which files of an off-limits unit count.
 * @property {(pathInUnit: string) => boolean} [files] Which files of a unit are judged; all
 *   of them when omitted.
 * @property {boolean} [withinUnit] Whether imports inside the file's own unit count too.
 * @property {boolean} enforced Whether an offender fails the run.
 * @property {string} advice What to do instead, as printed under the offenders.
 */

/** @type {Rule[]} */
export const RULES = [
  {
    name: "a web feature imports nothing from another feature",
    root: "apps/web/src/features",
    aliases: { "@/": "apps/web/src/" },
    target: () => true,
    enforced: true,
    advice:
      "Move what several features share to apps/web/src/components or apps/web/src/lib, keep " +
      "app-wide state in apps/web/src/app, and let app/ compose pages from several features.",
  },
  {
    name: "a web feature imports nothing from app/",
    root: "apps/web/src",
    aliases: { "@/": "apps/web/src/" },
    from: ["features"],
    to: ["app"],
    target: () => true,
    enforced: true,
    advice:
      "app/ composes features into the site; what a feature needs from it (the session, page " +
      "loading, the head) belongs in apps/web/src/lib.",
  },
  {
    name: "lib/ and components/ import no feature and nothing from app/",
    root: "apps/web/src",
    aliases: { "@/": "apps/web/src/" },
    from: ["lib", "components"],
    to: ["features", "app"],
    target: () => true,
    enforced: true,
    advice:
      "The floors below features know nothing of them: pass what they need in as props or " +
      "arguments, or move the shared piece down into lib/ or components/.",
  },
  {
    name: "an API module reads no other module's repository",
    root: "apps/api/src/modules",
    target: (pathInUnit) => /^repository\b/.test(pathInUnit),
    enforced: true,
    advice: "Call the owning module's service instead of its repository.",
  },
  {
    name: "an API route file imports no repository",
    root: "apps/api/src/modules",
    files: (pathInUnit) => /(?:^|\/)(?:[\w-]+-)?routes\.ts$/.test(pathInUnit),
    withinUnit: true,
    target: (pathInUnit) => /(?:^|\/)(?:[\w-]+-)?repository\b/.test(pathInUnit),
    enforced: true,
    advice:
      "Routes parse, call a service and answer: read through the module's service (its " +
      "access function for who may read what), never the repository itself.",
  },
  {
    name: "an app imports no file of another app",
    root: "apps",
    target: () => true,
    enforced: true,
    advice:
      "Move what both apps need into a package (packages/shared for contracts, " +
      "packages/analysis for the analysis) and import it from there.",
  },
  {
    name: "the analysis engine imports neither the data providers nor the command-line tools",
    root: "packages",
    aliases: {
      "@commentlens/instagram": "packages/instagram/src",
      "@commentlens/cli": "packages/cli/src",
    },
    from: ["analysis"],
    to: ["instagram", "cli"],
    target: () => true,
    enforced: true,
    advice:
      "The engine reads comments it is given: parse files where they are read (the data " +
      "providers in packages/instagram, the tools in packages/cli) and pass the comments in.",
  },
];

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED_DIRS = new Set(["node_modules", "dist", "test-results"]);
// Static imports and re-exports, side-effect imports, dynamic imports and vi.mock targets.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)(["'])([^"'\n]+)\1/g;

/** @param {string} dir */
function sourceFiles(dir) {
  /** @type {string[]} */
  const files = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...sourceFiles(full));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) {
      files.push(full);
    }
  }
  return files;
}

/**
 * The import specifiers of a source text with their line numbers.
 * @param {string} text
 */
export function importsOf(text) {
  /** @type {{ specifier: string; line: number }[]} */
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const line = text.slice(0, match.index).split("\n").length;
    found.push({ specifier: match[2] ?? "", line });
  }
  return found;
}

/**
 * Where a specifier lands (absolute, extension kept as written), or null for a package.
 * @param {string} file
 * @param {string} specifier
 * @param {Record<string, string>} aliases
 * @param {string} root
 */
export function resolveSpecifier(file, specifier, aliases, root) {
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  for (const [prefix, folder] of Object.entries(aliases)) {
    if (specifier.startsWith(prefix)) {
      // A package name's subpath ("@scope/name/sub") is a folder below the package's.
      return path.resolve(root, folder, specifier.slice(prefix.length).replace(/^\//, ""));
    }
  }
  return null;
}

/**
 * The imports of one rule's units into each other, as `{ file, line, specifier, from, to }`.
 * @param {Rule} rule
 * @param {string} [root] The repository root.
 */
export function offendersOf(rule, root = ROOT) {
  const unitsRoot = path.resolve(root, rule.root);
  const offenders = [];
  for (const file of sourceFiles(unitsRoot)) {
    const [from = "", ...inUnit] = path.relative(unitsRoot, file).split(path.sep);
    if (rule.from && !rule.from.includes(from)) continue;
    if (rule.files && !rule.files(inUnit.join("/"))) continue;
    const text = readFileSync(file, "utf8");
    for (const { specifier, line } of importsOf(text)) {
      const target = resolveSpecifier(file, specifier, rule.aliases ?? {}, root);
      if (!target) continue;
      const relative = path.relative(unitsRoot, target);
      if (!relative || relative.startsWith("..") || path.isAbsolute(relative)) continue;
      const [to, ...rest] = relative.split(path.sep);
      if ((to === from && !rule.withinUnit) || (rule.to && !rule.to.includes(to ?? ""))) continue;
      if (!rule.target(rest.join("/"))) continue;
      offenders.push({ file: path.relative(root, file), line, specifier, from, to });
    }
  }
  return offenders;
}

function main() {
  let failed = false;
  for (const rule of RULES) {
    const offenders = offendersOf(rule);
    const status = offenders.length === 0 ? "ok" : rule.enforced ? "FAIL" : "not enforced yet";
    console.log(`${rule.name}: ${offenders.length} offending import(s) [${status}]`);
    for (const { file, line, specifier, to } of offenders) {
      console.log(`  ${file}:${line} imports "${specifier}" (${to})`);
    }
    if (offenders.length > 0) {
      console.log(`  ${rule.advice}`);
      if (rule.enforced) failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
