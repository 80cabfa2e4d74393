// `npm run --silent sentiment -- <file.jsonl>`: one JSON line in, one JSON line out, in
// order: {"id","text"} → {"id","label","score","lang","target","toxic","tags"}. A line may
// also give its context: `username` (who wrote it), `parent_text` (the comment it replies
// to), `caption` and `owner` (the post's caption and account); the comment is then read in
// that thread, as the report reads it. Streams, so files of any length fit in memory. Exit 0
// on success; on an unreadable file or a malformed line, one line on stderr (with the line
// number) and exit 1.
import { createReadStream } from "node:fs";
import { access, constants } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { Comment } from "@commentlens/shared";
import type { CommentAnalysis } from "../analyze.js";
import { analyzeThread, type ThreadPost } from "../thread/analyze-thread.js";

let buffer = "";

/** Writes what was analysed so far, then the error, and exits non-zero. */
function fail(message: string): never {
  process.stdout.write(buffer);
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const CONTEXT = ["username", "parent_text", "caption", "owner"] as const;

interface Line {
  id: string | number;
  text: string;
  username?: string;
  parent_text?: string;
  caption?: string;
  owner?: string;
}

/** Parses one input line, or returns why it is malformed. */
function parseLine(line: string): Line | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return "not valid JSON";
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return "not a JSON object";
  const fields = value as Record<string, unknown>;
  const { id, text } = fields;
  if (typeof id !== "string" && typeof id !== "number") return 'missing "id" (string or number)';
  if (typeof text !== "string") return 'missing "text" (string)';
  const parsed: Line = { id, text };
  for (const name of CONTEXT) {
    const v = fields[name];
    if (v === undefined || v === null) continue;
    if (typeof v !== "string") return `"${name}" must be a string`;
    parsed[name] = v;
  }
  return parsed;
}

const EPOCH = new Date(0).toISOString();

/**
 * The line's comment read in its thread: the parent (when given) as a top-level comment,
 * the line's comment as its reply, under a post with the given caption and owner.
 */
function analyzeLine(line: Line): CommentAnalysis {
  const comment: Comment = {
    id: "comment",
    username: line.username ?? "",
    text: line.text,
    likes: null,
    timestamp: EPOCH,
    replyCount: 0,
    parentId: null,
    isFromOwner: false,
  };
  const comments: Comment[] =
    line.parent_text === undefined
      ? [comment]
      : [
          { ...comment, id: "parent", username: "", text: line.parent_text, replyCount: 1 },
          { ...comment, parentId: "parent" },
        ];
  const post: ThreadPost | null =
    line.caption === undefined && line.owner === undefined
      ? null
      : { caption: line.caption, owner: line.owner?.replace(/^@/, "") };
  return analyzeThread({ comments, post }).at(-1) as CommentAnalysis;
}

/**
 * Lines already read, by text and context: comment files repeat themselves (emoji-only
 * comments, copied hype, bot floods), and the same comment in the same thread reads the
 * same. Cleared when it grows large, so memory stays flat on files of any length.
 */
const seen = new Map<string, CommentAnalysis>();
const SEEN_LIMIT = 50_000;

function analyzeOnce(line: Line): CommentAnalysis {
  const key = JSON.stringify([
    line.text,
    line.username,
    line.parent_text,
    line.caption,
    line.owner,
  ]);
  let result = seen.get(key);
  if (!result) {
    if (seen.size >= SEEN_LIMIT) seen.clear();
    result = analyzeLine(line);
    seen.set(key, result);
  }
  return result;
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
    const { score, label, lang, target, tags } = analyzeOnce(parsed);
    const toxic = tags.includes("toxic");
    buffer += `${JSON.stringify({ id: parsed.id, label, score, lang, target, toxic, tags })}\n`;
    if (buffer.length > 65536) {
      if (!process.stdout.write(buffer)) await new Promise((r) => process.stdout.once("drain", r));
      buffer = "";
    }
  }
  process.stdout.write(buffer);
}

await main();
