// What `npm run report` reads: a post file (one JSON object, or one per line, see
// `postFileSchema`) or a comment export the app's import accepts (CSV or JSON).

import {
  importedRequest,
  looksLikePostFile,
  type PostOverrides,
  postFileRequest,
  type ReportRequest,
  readPostFile,
  shortcodeOf,
  withoutByteOrderMark,
} from "@commentlens/analysis/tools";
import { parseCommentFile } from "@commentlens/instagram";
import type { PostFile } from "@commentlens/shared";

export interface ReportInputOptions extends PostOverrides {
  /** In a file of several posts, the one with this shortcode (else the first). */
  post?: string;
}

export type ReportInput = { ok: true; request: ReportRequest } | { ok: false; error: string };

const POST_SHAPE = "a post (an object with an owner and a list of comments)";
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

type Picked = { ok: true; post: PostFile } | { ok: false; error: string } | { ok: "export" };

function jsonError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The post a post file holds, or the one `--post` names; "export" when it is not a post file. */
function pickPost(text: string, wanted: string | undefined): Picked {
  let whole: unknown;
  let wholeError: string | undefined;
  try {
    whole = JSON.parse(text);
  } catch (error) {
    wholeError = jsonError(error);
  }
  if (wholeError === undefined) {
    if (!looksLikePostFile(whole)) return { ok: "export" };
    const read = readPostFile(whole);
    if (!read.ok) return { ok: false, error: `: ${read.error}` };
    if (wanted !== undefined && shortcodeOf(read.post) !== wanted) {
      return { ok: false, error: ` has no post with shortcode ${wanted}` };
    }
    return read;
  }
  // Not one JSON value: one post per line.
  const lines = text.split("\n");
  let posts = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (line === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      // A first line that is not JSON alone is a broken multi-line JSON file.
      return posts === 0
        ? { ok: false, error: ` is not valid JSON (${wholeError})` }
        : { ok: false, error: `, line ${i + 1} is not valid JSON (${jsonError(error)})` };
    }
    if (!looksLikePostFile(value))
      return { ok: false, error: `, line ${i + 1} is not ${POST_SHAPE}` };
    posts++;
    const read = readPostFile(value);
    if (!read.ok) return { ok: false, error: `, line ${i + 1}: ${read.error}` };
    if (wanted === undefined || shortcodeOf(read.post) === wanted) return read;
  }
  return {
    ok: false,
    error: ` has no post with shortcode ${wanted} (${posts} post${posts === 1 ? "" : "s"} read)`,
  };
}

/**
 * The analyzer's request for a file's content, or one line saying why it cannot be read
 * (to follow the file's name: " is not valid JSON", ", line 3: …").
 */
export function reportInput(
  file: { name: string; content: Uint8Array },
  options: ReportInputOptions = {},
): ReportInput {
  const { post: wanted, ...overrides } = options;
  if (
    file.name.toLowerCase().endsWith(".xlsx") ||
    ZIP_MAGIC.every((b, i) => file.content[i] === b)
  ) {
    return {
      ok: false,
      error: " is a spreadsheet; the import reads CSV and JSON, so save the sheet as CSV first",
    };
  }
  const text = withoutByteOrderMark(new TextDecoder("utf-8").decode(file.content));
  if (text.trim() === "") return { ok: false, error: " is empty" };
  const jsonObject = text.trimStart().startsWith("{");
  if (jsonObject) {
    const picked = pickPost(text, wanted);
    if (picked.ok === false) return picked;
    if (picked.ok === true) {
      if (picked.post.comments.length === 0) {
        return { ok: false, error: " has a post without comments: there is nothing to analyse" };
      }
      return { ok: true, request: postFileRequest(picked.post, overrides) };
    }
  }
  if (wanted !== undefined) {
    return { ok: false, error: " is a comment export, not a file of posts: --post does not apply" };
  }
  const imported = parseCommentFile({ name: file.name, content: file.content });
  if (!imported.ok) {
    return {
      ok: false,
      error: jsonObject
        ? ` is neither ${POST_SHAPE} nor a comment export: ${imported.error}`
        : ` could not be read as a comment export: ${imported.error}`,
    };
  }
  return {
    ok: true,
    request: importedRequest(imported.comments, { ...overrides, postUrl: imported.postUrl }),
  };
}
