// `npm run --silent sentiment -- <file.jsonl>`: one JSON line in, one JSON line out, in
// order: {"id","text"} → {"id","label","score","lang","target","toxic","tags"}. A line may
// also give its context: `username` (who wrote it), `parent_text` (the comment it replies
// to), `caption` and `owner` (the post's caption and account); the comment is then read in
// that thread, as the report reads it. Streams, so files of any length fit in memory. Exit 0
// on success; on an unreadable file or a malformed line, one line on stderr (with the line
// number) and exit 1.
import { createReadStream } from "node:fs";
import { access, constants } from "node:fs/promises";
import {
  analyzeThread,
  type CommentAnalysis,
  type PostContext,
  readPost,
  withoutAt,
  withoutByteOrderMark,
} from "@commentlens/analysis/tools";
import type { Comment } from "@commentlens/shared";
import { endQuietlyWhenOutputCloses } from "./stdout.js";

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
 * Memory kept across lines is cleared when it grows this large, so it stays flat on files of
 * any length.
 */
const MEMO_LIMIT = 50_000;

/**
 * The post as each line's thread sees it, by caption and owner. A thread of one comment and
 * its parent reads the same post as no comments at all (what the comments add, a giveaway
 * or a mourning majority and people many commenters name, takes more of them), so lines that
 * share a post share its reading.
 */
const posts = new Map<string, PostContext>();
/** The language detector's results by cleaned text, shared by every line (see `languageOf`). */
const languageCache = new Map<string, string>();

function postOf(caption: string | undefined, owner: string | undefined): PostContext {
  const key = JSON.stringify([owner, caption]);
  let post = posts.get(key);
  if (!post) {
    if (posts.size >= MEMO_LIMIT) posts.clear();
    post = readPost([], caption ?? "", owner);
    posts.set(key, post);
  }
  return post;
}

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
  const owner = line.owner === undefined ? undefined : withoutAt(line.owner);
  if (languageCache.size >= MEMO_LIMIT) languageCache.clear();
  return analyzeThread({
    comments,
    post: null,
    context: postOf(line.caption, owner),
    languageCache,
  }).at(-1) as CommentAnalysis;
}

/**
 * Lines already read, by text and context, with their output after the id: comment files
 * repeat themselves (emoji-only comments, copied hype, bot floods), and the same comment in
 * the same thread reads the same. Lines without context are keyed by their text alone.
 */
const seenAlone = new Map<string, string>();
const seenInContext = new Map<string, string>();

/** The line's output after its id: `,"label":…,"tags":[…]}`. */
function resultOnce(line: Line): string {
  const { text, username, parent_text, caption, owner } = line;
  const alone =
    username === undefined &&
    parent_text === undefined &&
    caption === undefined &&
    owner === undefined;
  const seen = alone ? seenAlone : seenInContext;
  const key = alone ? text : JSON.stringify([text, username, parent_text, caption, owner]);
  let result = seen.get(key);
  if (result === undefined) {
    if (seen.size >= MEMO_LIMIT) seen.clear();
    const { label, score, lang, target, tags } = analyzeLine(line);
    const toxic = tags.includes("toxic");
    result = `,${JSON.stringify({ label, score, lang, target, toxic, tags }).slice(1)}`;
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
  const input = createReadStream(file, { encoding: "utf8", highWaterMark: 1 << 16 });
  input.on("error", (err) => fail(`cannot read ${file}: ${err.message}`));

  let lineNo = 0;
  const handle = (raw: string) => {
    lineNo++;
    let line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (lineNo === 1) line = withoutByteOrderMark(line);
    if (line.trim() === "") fail(`line ${lineNo}: empty line`);
    const parsed = parseLine(line);
    if (typeof parsed === "string") fail(`line ${lineNo}: ${parsed}`);
    buffer += `{"id":${JSON.stringify(parsed.id)}${resultOnce(parsed)}\n`;
  };
  // Lines are cut from the file a chunk at a time and read synchronously: per-line events
  // and promises cost more than reading a short comment. Output is written a chunk at a time.
  let rest = "";
  for await (const chunk of input as AsyncIterable<string>) {
    // A chunk inside one long line is only kept: the line is split once its end arrives.
    if (!chunk.includes("\n")) {
      rest += chunk;
      continue;
    }
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() as string;
    for (const line of lines) handle(line);
    if (buffer.length > 65536) {
      const flushed = process.stdout.write(buffer);
      buffer = "";
      if (!flushed) await new Promise((r) => process.stdout.once("drain", r));
    }
  }
  if (rest !== "") handle(rest);
  process.stdout.write(buffer);
}

endQuietlyWhenOutputCloses();
await main();
