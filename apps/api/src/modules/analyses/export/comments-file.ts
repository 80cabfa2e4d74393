import type { Writable } from "node:stream";
import {
  type AnalysisComment,
  type CommentFileColumn,
  type ExportFormat,
  stanceWords,
  TARGET_NAMES,
} from "@commentlens/shared";
import { csvTable, UTF8_BOM } from "../../../lib/csv.js";
import { writeBody } from "../../../lib/export-file.js";
import { chronological, TAG_SEPARATOR } from "./report.js";
import { EXCEL_CELL_MAX, HEADER_FILL, streamingWorkbook, xmlSafe } from "./xlsx.js";

/**
 * A comments file: every comment of the post, oldest first, in the columns the reader chose
 * (the comment's own data, and what the analysis read in it if they want that too). The
 * report's exports are separate and unchanged.
 */

type Cell = string | number | boolean | null;

/** One comment's value in one column; text as the CSV and JSON write it. */
export function commentFileValue(c: AnalysisComment, column: CommentFileColumn): Cell {
  switch (column) {
    case "id":
      return c.id;
    case "username":
      return c.username;
    case "text":
      return c.text;
    case "likes":
      return c.likes;
    case "timestamp":
      return c.timestamp;
    case "reply_to":
      return c.parent_id;
    case "reply_count":
      return c.reply_count;
    case "is_from_owner":
      return c.is_from_owner;
    case "label":
      return c.label;
    case "score":
      return c.score;
    case "language":
      return c.language;
    case "aimed_at":
      return TARGET_NAMES[c.target];
    case "stance":
      return stanceWords(c);
    case "tags":
      return c.tags.join(TAG_SEPARATOR);
    case "reply_status":
      return c.status;
    case "assigned_to":
      return c.assignee?.email ?? null;
  }
}

export function renderCommentsCsv(
  comments: readonly AnalysisComment[],
  columns: readonly CommentFileColumn[],
): string {
  const rows = chronological(comments).map((c) => columns.map((k) => commentFileValue(c, k)));
  return `${UTF8_BOM}${csvTable(columns, rows)}\r\n`;
}

export function renderCommentsJson(
  comments: readonly AnalysisComment[],
  columns: readonly CommentFileColumn[],
): string {
  const rows = chronological(comments).map((c) =>
    Object.fromEntries(columns.map((k) => [k, commentFileValue(c, k)])),
  );
  return `${JSON.stringify(rows, null, 2)}\n`;
}

const WIDTHS: Partial<Record<CommentFileColumn, number>> = { text: 80, stance: 24, tags: 28 };

/** One sheet, streamed row by row (a 100,000-comment file never sits in memory whole). */
export async function writeCommentsXlsx(
  comments: readonly AnalysisComment[],
  columns: readonly CommentFileColumn[],
  generatedAt: Date,
  out: Writable,
): Promise<void> {
  const workbook = streamingWorkbook(out, generatedAt);
  const sheet = workbook.addWorksheet("Comments", {
    views: [{ state: "frozen", ySplit: 1, xSplit: 0 }],
  });
  sheet.columns = columns.map((key) => ({ header: key, key, width: WIDTHS[key] ?? 18 }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = HEADER_FILL;
  header.commit();
  if (columns.includes("timestamp")) sheet.getColumn("timestamp").numFmt = "yyyy-mm-dd hh:mm:ss";
  for (const c of chronological(comments)) {
    const row: Record<string, Cell | Date> = {};
    for (const key of columns) {
      const value = commentFileValue(c, key);
      // Typed cells, never formulas: a comment starting with "=" stays text here.
      row[key] =
        key === "timestamp"
          ? new Date(c.timestamp)
          : typeof value === "string"
            ? xmlSafe(value).slice(0, EXCEL_CELL_MAX)
            : value;
    }
    sheet.addRow(row).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** The comments file in `format` (not PDF) into `out`, which it ends. */
export async function writeCommentsFile(
  format: Exclude<ExportFormat, "pdf">,
  comments: readonly AnalysisComment[],
  columns: readonly CommentFileColumn[],
  generatedAt: Date,
  out: Writable,
): Promise<void> {
  switch (format) {
    case "csv":
      return writeBody(out, renderCommentsCsv(comments, columns));
    case "json":
      return writeBody(out, renderCommentsJson(comments, columns));
    case "xlsx":
      return writeCommentsXlsx(comments, columns, generatedAt, out);
  }
}
