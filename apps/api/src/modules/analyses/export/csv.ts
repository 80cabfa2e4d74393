import type { AnalysisComment } from "@commentlens/shared";
import Papa from "papaparse";
import { COMMENT_COLUMNS, chronological, TAG_SEPARATOR } from "./report.js";

/** Excel reads a CSV as the local code page unless it starts with a UTF-8 byte order mark. */
export const UTF8_BOM = "\uFEFF";

/**
 * Cells a spreadsheet would run as a formula (OWASP "CSV injection"). papaparse's own
 * `escapeFormulae: true` pattern ends in `.*$` without the `s` flag, so a multi-line comment
 * starting with "=" slipped through it; this one looks at the first character only.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** One row per comment, in the columns the XLSX export uses too. */
export function commentRow(c: AnalysisComment) {
  return {
    id: c.id,
    username: c.username,
    text: c.text,
    likes: c.likes,
    timestamp: c.timestamp,
    label: c.label,
    score: c.score,
    language: c.language,
    tags: c.tags.join(TAG_SEPARATOR),
    is_from_owner: c.is_from_owner,
    reply_count: c.reply_count,
  };
}

/**
 * Comments with their labels as CSV. Text cells that start like a formula get a leading
 * apostrophe (papaparse skips numbers and booleans, so negative scores stay numbers).
 */
export function renderCsv(comments: readonly AnalysisComment[]): string {
  const rows = chronological(comments).map(commentRow);
  const csv = Papa.unparse(
    { fields: [...COMMENT_COLUMNS], data: rows.map((r) => COMMENT_COLUMNS.map((k) => r[k])) },
    { escapeFormulae: FORMULA_START, newline: "\r\n", header: true },
  );
  return `${UTF8_BOM}${csv}\r\n`;
}
