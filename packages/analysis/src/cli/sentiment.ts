// `npm run --silent sentiment -- <file.jsonl>`: one JSON line in, one JSON line out, in
// order: {"id","text"} → {"id","label","score","lang","tags"}. Streams, so files of any length
// fit in memory. Exit 0 on success; on an unreadable file or a malformed line, one line on
// stderr (with the line number) and exit 1.
import { createReadStream } from "node:fs";
import { access, constants } from "node:fs/promises";
import { createInterface } from "node:readline";
import { analyzeComment } from "../analyze.js";

let buffer = "";

/** Writes what was analysed so far, then the error, and exits non-zero. */
function fail(message: string): never {
  process.stdout.write(buffer);
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Parses one input line, or returns why it is malformed. */
function parseLine(line: string): { id: string | number; text: string } | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return "not valid JSON";
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return "not a JSON object";
  const { id, text } = value as { id?: unknown; text?: unknown };
  if (typeof id !== "string" && typeof id !== "number") return 'missing "id" (string or number)';
  if (typeof text !== "string") return 'missing "text" (string)';
  return { id, text };
}

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) fail("usage: npm run --silent sentiment -- <file.jsonl>");
  try {
    await access(file, constants.R_OK);
  } catch {
    fail(`cannot read ${file}`);
  }
  const input = createReadStream(file, { encoding: "utf8" });
  input.on("error", (err) => fail(`cannot read ${file}: ${err.message}`));
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });

  // Output is buffered and written in chunks: one write per line would dominate the run time.
  let lineNo = 0;
  for await (const raw of lines) {
    lineNo++;
    const line = lineNo === 1 ? raw.replace(/^\uFEFF/, "") : raw;
    if (line.trim() === "") fail(`line ${lineNo}: empty line`);
    const parsed = parseLine(line);
    if (typeof parsed === "string") fail(`line ${lineNo}: ${parsed}`);
    const { score, label, lang, tags } = analyzeComment(parsed.text);
    buffer += `${JSON.stringify({ id: parsed.id, label, score, lang, tags })}\n`;
    if (buffer.length > 65536) {
      if (!process.stdout.write(buffer)) await new Promise((r) => process.stdout.once("drain", r));
      buffer = "";
    }
  }
  process.stdout.write(buffer);
}

await main();
