// Finds regular expressions that can take super-linear time, with scslre (the analysis behind
// eslint-plugin-regexp's backtracking rules). Used by the lint step and by whatever compiles
// patterns from data.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { analyse } from "scslre";
import ts from "typescript";

const SKIPPED_FOLDERS = new Set([
  "node_modules",
  "dist",
  "data",
  "test-results",
  "playwright-report",
  "coverage",
]);
const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;

/** The TypeScript and JavaScript files of the repository, relative to `root`. */
export function listSourceFiles(root, folder = "") {
  const files = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name)) continue;
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listSourceFiles(root, relative));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(relative);
  }
  return files;
}

/**
 * Regular expressions written in the sources under `root`: literals, and `RegExp` calls whose
 * pattern is a plain string, each with the file and line it is written on.
 */
export function patternsInSources(root) {
  const found = [];
  for (const file of listSourceFiles(root)) {
    const text = readFileSync(path.join(root, file), "utf8");
    const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
    const where = (node) =>
      `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const visit = (node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText(source);
        const end = literal.lastIndexOf("/");
        found.push({
          source: literal.slice(1, end),
          flags: literal.slice(end + 1),
          where: where(node),
        });
      } else if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "RegExp" &&
        node.arguments?.length
      ) {
        const [pattern, flags] = node.arguments;
        if (ts.isStringLiteralLike(pattern) && (!flags || ts.isStringLiteralLike(flags))) {
          found.push({ source: pattern.text, flags: flags?.text ?? "", where: where(node) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/**
 * Why `pattern` can take super-linear time, or `null` when it cannot. Both kinds count:
 * backtracking within one match attempt (two parts that can match the same text, as in
 * `(\s*@\w+\s*)+`, exponential or polynomial) and the quadratic search of an unanchored
 * pattern that scans a long run at every start position and fails (as `/\s+$/` does on a
 * long run of spaces followed by a letter).
 */
export function superLinearReason({ source, flags }) {
  const { reports } = analyse({ source, flags });
  if (!reports.length) return null;
  return reports
    .map((report) => {
      const kind =
        report.type === "Move"
          ? "quadratic search"
          : report.exponential
            ? "exponential backtracking"
            : "polynomial backtracking";
      return `${kind} on a long run of ${JSON.stringify(report.character.pick)}`;
    })
    .join("; ");
}
