import {
  ANALYZE_MAX_COMMENT_LENGTH,
  type Comment,
  formatPostUrl,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COMMENTS,
  IMPORT_MAX_ID_LENGTH,
  IMPORT_MAX_USERNAME_LENGTH,
  parsePostUrl,
  parseProfileUrl,
} from "@commentlens/shared";
import Papa from "papaparse";
import { parseJsonLossless } from "../http.js";
import { arr, count, id, isoFromSeconds, isoFromString, obj, str } from "../read.js";

/**
 * Reads a file of comments someone exported elsewhere: Apify comment-scraper items (JSON or
 * CSV), ExportComments-style spreadsheets, or a plain `username,text,likes,timestamp` CSV.
 * All or nothing: one bad row fails the file, with every bad row listed by line. A row is
 * refused for anything that could not be stored and analysed as it is, so a file that is
 * accepted never fails later in the analysis. A row repeating an earlier row's comment id (an
 * export tool that pages twice over the same comments) is dropped and counted, not refused.
 *
 * The post's own account, when the file or the person importing names it, marks the comments
 * it wrote: they are the creator's replies, not the audience.
 */

/** Timestamps before this are no Instagram comment's (it opened in October 2010). */
export const IMPORT_EARLIEST = Date.parse("2010-01-01T00:00:00.000Z");
/** Likes and reply counts are stored as 32-bit integers. */
export const IMPORT_MAX_COUNT = 2_147_483_647;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ImportSource = "apify" | "exportcomments" | "plain";

export interface ImportRowError {
  /** 1-based line in the file (CSV) or item number (JSON). */
  line: number;
  message: string;
}

export type ImportResult =
  | {
      ok: true;
      source: ImportSource;
      comments: Comment[];
      postUrl: string | null;
      /** The post's account (lower case), from the options or the file; null when unknown. */
      owner: string | null;
      /** Rows dropped because an earlier row had the same comment id. */
      duplicates: number;
    }
  | { ok: false; error: string; rows: ImportRowError[] };

/** Column names people and tools use, normalised (lower case, no spaces, dots or slashes). */
const COLUMNS = {
  id: ["id", "commentid", "pk"],
  username: [
    "ownerusername",
    "username",
    "user",
    "name",
    "author",
    "profilename",
    "ownerprofileusername",
  ],
  text: ["text", "comment", "message", "content", "body", "commenttext"],
  likes: ["likescount", "likes", "likecount", "commentlikecount", "reactions"],
  timestamp: [
    "timestamp",
    "date",
    "createdat",
    "created",
    "time",
    "datetime",
    "dateutc",
    "publishedat",
    "createdatutc",
  ],
  parentId: ["parentid", "replyto", "parentcommentid", "inreplyto", "repliedto", "replytoid"],
  /** Whether the row was written by the post's account (our own export's `is_from_owner`). */
  fromOwner: ["isfromowner", "fromowner", "isowner", "byowner", "iscreator", "fromcreator"],
  /** The post's account, the same on every row (Apify's `ownerUsername` is the commenter's). */
  postOwner: ["owner", "postowner", "postownerusername", "postusername"],
  replies: ["repliescount", "replycount", "replies", "childcommentcount"],
  postUrl: ["posturl", "url", "mediaurl"],
} as const;

function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, "")
    .toLowerCase()
    .replace(/[\s._/\-()]+/g, "");
}

function fail(error: string, rows: ImportRowError[] = []): ImportResult {
  return { ok: false, error, rows };
}

/** Timestamps as ISO strings, "2024-06-16 10:00:00", unix seconds or milliseconds. */
function readTime(value: unknown): string | undefined {
  if (typeof value === "number" || (typeof value === "string" && /^\d{9,13}$/.test(value.trim()))) {
    const n = Number(value);
    return n > 1e11 ? isoFromSeconds(Math.floor(n / 1000)) : isoFromSeconds(n);
  }
  if (typeof value !== "string" || !value.trim()) return undefined;
  const text = value.trim();
  // A date and time without a zone is read as UTC, the way export tools write them.
  const naive = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(text)
    ? `${text.replace(" ", "T")}Z`
    : text;
  return isoFromString(naive);
}

const TRUE_WORDS = new Set(["true", "yes", "y", "1", "x"]);

/** A yes/no cell: true, "true", "yes", "1"; anything else is no. */
function readFlag(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value === 1;
  return typeof value === "string" && TRUE_WORDS.has(value.trim().toLowerCase());
}

/** An account name as a cell or the form gives it ("@name", "name", a profile link). */
export function readOwnerName(value: unknown): string | null {
  const text = str(value)?.trim();
  if (!text) return null;
  const parsed = parseProfileUrl(text);
  return parsed.ok ? parsed.value : null;
}

function readLikes(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === "") return null;
  const n = typeof value === "string" ? value.trim().replace(/[,\s]/g, "") : value;
  return count(n);
}

type Row = Record<string, unknown>;

function pick(row: Row, names: readonly string[]): unknown {
  for (const name of names) if (row[name] !== undefined && row[name] !== "") return row[name];
  return undefined;
}

/** What a row is checked against: the clock, for timestamps in the future. */
interface RowRules {
  latest: number;
}

const NUL = "\u0000";
const formatCount = (n: number) => n.toLocaleString("en-US");

/** A count beyond what is stored (32 bits), in the row's words. */
function tooLarge(name: string, raw: unknown, value: number | null | undefined): string[] {
  return value !== null && value !== undefined && value > IMPORT_MAX_COUNT
    ? [`the ${name} "${String(raw).slice(0, 20)}" are more than ${formatCount(IMPORT_MAX_COUNT)}`]
    : [];
}

/** Characters as people count them (an emoji is one), not UTF-16 units. */
function tooLong(text: string): boolean {
  if (text.length <= ANALYZE_MAX_COMMENT_LENGTH) return false;
  let characters = 0;
  for (const _ of text) if (++characters > ANALYZE_MAX_COMMENT_LENGTH) return true;
  return false;
}

function rowToComment(
  row: Row,
  index: number,
  line: number,
  errors: ImportRowError[],
  rules: RowRules,
): Comment | undefined {
  const text = str(pick(row, COLUMNS.text)) ?? "";
  const username =
    str(pick(row, COLUMNS.username)) ??
    str(obj(row.owner)?.username) ??
    str(obj(row.user)?.username);
  const rawTime = pick(row, COLUMNS.timestamp) ?? row.created_at_utc ?? row.createdAt;
  const timestamp = readTime(rawTime);
  const rawLikes = pick(row, COLUMNS.likes);
  const likes = readLikes(rawLikes);
  const rawReplies = pick(row, COLUMNS.replies);
  // Informational: anything but a count (Apify's list of replies) reads as none.
  const replies = count(rawReplies) ?? 0;
  const problems: string[] = [];
  if (!text.trim()) problems.push("the comment text is empty");
  else if (tooLong(text))
    problems.push(
      `a comment can be at most ${formatCount(ANALYZE_MAX_COMMENT_LENGTH)} characters long`,
    );
  if (username && username.length > IMPORT_MAX_USERNAME_LENGTH)
    problems.push(
      `the username is longer than ${IMPORT_MAX_USERNAME_LENGTH} characters (Instagram's are at most 30)`,
    );
  const rawId = id(pick(row, COLUMNS.id));
  const rawParent = id(pick(row, COLUMNS.parentId));
  for (const [name, value] of [
    ["comment id", rawId],
    ["reply-to id", rawParent],
  ] as const) {
    if (value && value.length > IMPORT_MAX_ID_LENGTH)
      problems.push(`the ${name} is longer than ${IMPORT_MAX_ID_LENGTH} characters`);
  }
  // The database cannot store a NUL character, and no comment or name holds one.
  if (text.includes(NUL) || username?.includes(NUL))
    problems.push("the row contains a NUL character (\\0), which no comment holds");
  if (rawTime === undefined || rawTime === "") problems.push("the timestamp is missing");
  else if (!timestamp)
    problems.push(`the timestamp "${String(rawTime).slice(0, 40)}" is not a date`);
  else if (Date.parse(timestamp) < IMPORT_EARLIEST)
    problems.push(`the timestamp "${String(rawTime).slice(0, 40)}" is before 2010`);
  else if (Date.parse(timestamp) > rules.latest)
    problems.push(`the timestamp "${String(rawTime).slice(0, 40)}" is in the future`);
  if (likes === undefined)
    problems.push(`the likes "${String(rawLikes).slice(0, 20)}" are not a whole number`);
  problems.push(...tooLarge("likes", rawLikes, likes), ...tooLarge("replies", rawReplies, replies));
  if (problems.length > 0 || !timestamp || likes === undefined) {
    errors.push({ line, message: problems.join("; ") });
    return undefined;
  }
  return {
    id: rawId ?? `import-${index + 1}`,
    username: username?.trim().replace(/^@/, "") || "unknown",
    text,
    likes,
    timestamp,
    replyCount: replies,
    parentId: rawParent ?? null,
    isFromOwner: readFlag(pick(row, COLUMNS.fromOwner)),
  };
}

function detectSource(headers: string[]): ImportSource {
  if (
    headers.includes("ownerusername") ||
    headers.includes("likescount") ||
    headers.includes("commenturl")
  ) {
    return "apify";
  }
  if (headers.includes("username") && headers.includes("text")) return "plain";
  return "exportcomments";
}

/** "Line 4: the likes … . Line 9: …", with at most `shown` rows and a count of the rest. */
export function describeRowErrors(errors: readonly ImportRowError[], shown = 20): string {
  const listed = errors.slice(0, shown).map((e) => `Line ${e.line}: ${e.message}`);
  const more = errors.length > shown ? ` (and ${formatCount(errors.length - shown)} more)` : "";
  return `${listed.join(". ")}${more}.`;
}

function tooMany(n: number, options: Required<ParseOptions>): ImportResult {
  const hint = options.tooManyHint ? ` ${options.tooManyHint}` : "";
  return fail(
    `The file has ${formatCount(n)} comments; at most ${formatCount(options.maxComments)} can be imported at once.${hint}`,
  );
}

function finish(
  rows: Row[],
  lineOf: (i: number) => number,
  source: ImportSource,
  options: Required<ParseOptions>,
): ImportResult {
  if (rows.length === 0) return fail("The file has no comments.");
  if (rows.length > options.maxComments) return tooMany(rows.length, options);
  const rules: RowRules = { latest: options.now.getTime() + DAY_MS };
  const errors: ImportRowError[] = [];
  const comments: Comment[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  const keep = (comment: Comment) => {
    if (seen.has(comment.id)) {
      duplicates++;
      return false;
    }
    seen.add(comment.id);
    comments.push(comment);
    return true;
  };
  rows.forEach((row, i) => {
    const comment = rowToComment(row, i, lineOf(i), errors, rules);
    if (!comment || !keep(comment)) return;
    // Apify nests replies under their comment.
    for (const reply of arr(row.replies)) {
      const r = obj(reply);
      const replyComment = r ? rowToComment(r as Row, i, lineOf(i), errors, rules) : undefined;
      if (replyComment) keep({ ...replyComment, parentId: comment.id });
    }
  });
  if (errors.length > 0) {
    return fail(
      `${formatCount(errors.length)} row(s) could not be read, nothing was imported. ${describeRowErrors(errors)}`,
      errors,
    );
  }
  // Replies nested in the rows count too.
  if (comments.length > options.maxComments) return tooMany(comments.length, options);
  // A post's address on Instagram's own host (not any link that mentions it), kept canonical.
  const postUrl =
    rows
      .map((r) => parsePostUrl(str(pick(r, COLUMNS.postUrl))?.slice(0, 2_000) ?? ""))
      .map((parsed) => (parsed.ok ? formatPostUrl(parsed.value) : null))
      .find((u) => u !== null) ?? null;
  const owner =
    options.owner ??
    rows.map((r) => readOwnerName(pick(r, COLUMNS.postOwner))).find((o) => o !== null) ??
    null;
  if (owner) {
    for (const c of comments) if (c.username.toLowerCase() === owner) c.isFromOwner = true;
  }
  return { ok: true, source, comments, postUrl, owner, duplicates };
}

/** Nesting no comment export comes near; deeper, a parser would exhaust its stack. */
const JSON_MAX_DEPTH = 64;

/** Whether `text` nests arrays and objects deeper than `max`, read in one pass. */
function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

function parseJsonFile(text: string, options: Required<ParseOptions>): ImportResult {
  if (nestedDeeperThan(text, JSON_MAX_DEPTH)) {
    return fail(
      `The JSON file nests its data more than ${JSON_MAX_DEPTH} levels deep, which no comment export does. Export the comments again, or as CSV.`,
    );
  }
  let data: unknown;
  try {
    data = parseJsonLossless(text);
  } catch (error) {
    return fail(`The JSON file could not be read: ${(error as Error).message.slice(0, 120)}.`);
  }
  const items = Array.isArray(data)
    ? data
    : arr(obj(data)?.items).length
      ? arr(obj(data)?.items)
      : arr(obj(data)?.comments);
  if (items.length === 0 && !Array.isArray(data)) {
    return fail(
      "The JSON file must be a list of comments (or an object with an items or comments list).",
    );
  }
  const rows: Row[] = [];
  for (const [i, item] of items.entries()) {
    const o = obj(item);
    if (!o)
      return fail(`Item ${i + 1} of the JSON file is not an object.`, [
        { line: i + 1, message: "not an object" },
      ]);
    rows.push(
      Object.fromEntries(Object.entries(o).map(([k, v]) => [normaliseHeader(k), v])) as Row,
    );
  }
  const headers = Object.keys(rows[0] ?? {});
  return finish(rows, (i) => i + 1, detectSource(headers), options);
}

function parseCsvFile(text: string, options: Required<ParseOptions>): ImportResult {
  const rows: Row[] = [];
  // Offsets where each row starts: a quoted comment may span lines, so rows are not lines.
  const rowStarts: number[] = [];
  const errors: ImportRowError[] = [];
  let previousCursor = 0;
  let headers: string[] = [];
  Papa.parse<Row>(text, {
    header: true,
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", ";", "\t", "|"],
    transformHeader: normaliseHeader,
    step(result) {
      headers = result.meta.fields ?? headers;
      // The first row starts after the header line, not at the file's start.
      const start = rows.length === 0 ? text.indexOf("\n") + 1 : previousCursor;
      previousCursor = result.meta.cursor;
      for (const e of result.errors) {
        if (e.code === "UndetectableDelimiter") continue;
        errors.push({ line: -start - 1, message: e.message });
      }
      rows.push(result.data);
      rowStarts.push(start);
    },
  });
  const newlineOffsets: number[] = [];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) newlineOffsets.push(i);
  /** 1-based line of a character offset, skipping the newline that ends the previous row. */
  const lineAt = (offset: number) => {
    let lo = 0;
    let hi = newlineOffsets.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((newlineOffsets[mid] as number) < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
  const firstNonBlank = (offset: number) => {
    let o = offset;
    while (o < text.length && (text[o] === "\n" || text[o] === "\r")) o++;
    return o;
  };
  const lineOf = (i: number) => lineAt(firstNonBlank(rowStarts[i] ?? 0));
  if (errors.length > 0) {
    const located = errors.map((e) => ({
      line: lineAt(firstNonBlank(-e.line - 1)),
      message: e.message,
    }));
    return fail(
      `The CSV file could not be read, nothing was imported. ${describeRowErrors(located, 5)}`,
      located,
    );
  }
  if (rows.length === 0) return fail("The file has no comments.");
  if (!headers.some((h) => (COLUMNS.text as readonly string[]).includes(h))) {
    return fail(
      "The CSV file needs a header row with at least a text (or comment) column, e.g. username,text,likes,timestamp.",
    );
  }
  return finish(rows, lineOf, detectSource(headers), options);
}

export interface ParseOptions {
  /** Comments the file may hold (replies included); the most anyone may import by default. */
  maxComments?: number;
  /** Now, for timestamps in the future (a day of clock skew is allowed). */
  now?: Date;
  /** Said after "at most N can be imported at once", e.g. how to import more. */
  tooManyHint?: string;
  /** The post's account as the person importing names it (already checked, lower case). */
  owner?: string | null;
}

export function parseCommentFile(
  file: { name: string; content: string | Uint8Array },
  options: ParseOptions = {},
): ImportResult {
  const rules: Required<ParseOptions> = {
    maxComments: options.maxComments ?? IMPORT_MAX_COMMENTS,
    now: options.now ?? new Date(),
    tooManyHint: options.tooManyHint ?? "",
    owner: options.owner ?? null,
  };
  const size =
    typeof file.content === "string" ? Buffer.byteLength(file.content) : file.content.byteLength;
  if (size === 0) return fail("The file is empty.");
  if (size > IMPORT_MAX_BYTES)
    return fail("The file is larger than 20 MB. Split it, or export fewer comments.");
  const raw =
    typeof file.content === "string"
      ? file.content
      : new TextDecoder("utf-8", { fatal: false }).decode(file.content);
  const text = raw.replace(/^\uFEFF/, "");
  const looksJson = /\.json$/i.test(file.name) || /^\s*[[{]/.test(text);
  return looksJson ? parseJsonFile(text, rules) : parseCsvFile(text, rules);
}
