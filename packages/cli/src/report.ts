// `npm run --silent report -- <file> [--post SHORTCODE] [--owner NAME] [--caption TEXT]`:
// the full analysis of one post, as the app stores it (`analysisResultSchema`), as one JSON
// line on stdout. <file> is a post file (one JSON object with the post and its comments; in a
// file of one post per line the first, or the one --post names) or a comment export the
// app's import reads (CSV or JSON). --owner and --caption replace what the file says (an
// export has neither). Exit 0 on success; 1 with one line on stderr when the file cannot be
// read or is not one of those; 2 on a wrong command line.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { LocalAnalyzer } from "@commentlens/analysis";
import { collapseSpaces, withoutAt } from "@commentlens/analysis/tools";
import { analysisResultSchema } from "@commentlens/shared";
import { reportInput } from "./report-input.js";
import { endQuietlyWhenOutputCloses } from "./stdout.js";

const USAGE =
  "usage: npm run --silent report -- <file> [--post SHORTCODE] [--owner NAME] [--caption TEXT]";

function fail(message: string, code = 1): never {
  process.stderr.write(`${collapseSpaces(message)}\n`);
  process.exit(code);
}

function readError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return "no such file";
  if (code === "EISDIR") return "it is a folder";
  if (code === "EACCES") return "permission denied";
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      allowPositionals: true,
      options: {
        post: { type: "string" },
        owner: { type: "string" },
        caption: { type: "string" },
      },
    });
  try {
    parsed = parse();
  } catch (error) {
    fail(`${(error as Error).message}; ${USAGE}`, 2);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) fail(USAGE, 2);
  const owner =
    parsed.values.owner === undefined ? undefined : withoutAt(parsed.values.owner.trim());
  if (owner === "") fail("--owner needs an account name", 2);

  let content: Uint8Array;
  try {
    content = readFileSync(file);
  } catch (error) {
    fail(`cannot read ${file}: ${readError(error)}`);
  }
  const input = reportInput(
    { name: file, content },
    { post: parsed.values.post, owner, caption: parsed.values.caption },
  );
  if (!input.ok) fail(`${file}${input.error}`);

  const result = await new LocalAnalyzer().analyze(input.request);
  // The contract: exactly what the app stores. A result that breaks it is a bug, said as one.
  const checked = analysisResultSchema.safeParse(result);
  if (!checked.success) {
    fail(`the report does not match the result schema: ${checked.error.issues[0]?.message}`);
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

endQuietlyWhenOutputCloses();
await main();
