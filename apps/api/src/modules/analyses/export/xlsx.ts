import { PassThrough, type Writable } from "node:stream";
import { finished } from "node:stream/promises";
import type { AnalysisComment } from "@commentlens/shared";
import { renderInsight, sentimentTitle, stanceWords, TARGET_NAMES } from "@commentlens/shared";
import ExcelJS from "exceljs";
import { formatDateTime, languageName } from "../../../lib/report-format.js";
import {
  analysisTimeText,
  analyzedLine,
  COMMENT_COLUMNS,
  type CompletedAnalysis,
  chronological,
  comparisonLine,
  countTagged,
  entityLine,
  entityName,
  REPLIES_UNKNOWN,
  reportSections,
  sentimentBaseNote,
  sentimentCounts,
  sourceLine,
  TAG_SEPARATOR,
  unansweredComments,
  unansweredIntro,
} from "./report.js";

/** Whether XML 1.0 allows a character (tab, newlines and everything but controls, surrogates). */
function xmlAllowed(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    cp >= 0x10000
  );
}

/**
 * Text without the characters XML 1.0 forbids (stray controls, lone surrogates): exceljs
 * writes them as they are, and Excel then refuses to open the whole file.
 */
export function xmlSafe(text: string): string {
  let out = "";
  for (const ch of text) if (xmlAllowed(ch.codePointAt(0) as number)) out += ch;
  return out;
}

const WIDTHS: Record<(typeof COMMENT_COLUMNS)[number], number> = {
  id: 22,
  username: 22,
  text: 80,
  likes: 9,
  timestamp: 20,
  label: 10,
  score: 8,
  language: 10,
  "Aimed at": 20,
  Stance: 24,
  tags: 28,
  is_from_owner: 14,
  reply_count: 12,
  corrected_by_owner: 18,
};

export const EXCEL_CELL_MAX = 32_767;

export const HEADER_FILL: ExcelJS.Fill = {
  type: "pattern",
  pattern: "solid",
  fgColor: { argb: "FFF1F5F9" },
};

type SheetWriter = ReturnType<ExcelJS.stream.xlsx.WorkbookWriter["addWorksheet"]>;

/**
 * Comments sheet, written row by row: each row is committed (streamed out) as soon as it is
 * added, so a 100,000-comment workbook never sits in memory whole. Column formats come first,
 * since a streamed cell takes its column's style when it is created.
 */
function writeCommentsSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  comments: readonly AnalysisComment[],
) {
  const sheet = workbook.addWorksheet("Comments", {
    views: [{ state: "frozen", ySplit: 1, xSplit: 0 }],
  });
  sheet.columns = COMMENT_COLUMNS.map((key) => ({ header: key, key, width: WIDTHS[key] }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = HEADER_FILL;
  header.commit();
  sheet.getColumn("timestamp").numFmt = "yyyy-mm-dd hh:mm:ss";
  sheet.getColumn("score").numFmt = "0.000";
  sheet.getColumn("likes").numFmt = "#,##0";
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: Math.max(1, comments.length + 1), column: COMMENT_COLUMNS.length },
  };
  // Cells are typed values, never formulas, so a comment starting with "=" stays text here
  // and needs no apostrophe (unlike the CSV).
  for (const c of chronological(comments)) {
    sheet
      .addRow({
        id: xmlSafe(c.id),
        username: xmlSafe(c.username),
        // Excel refuses a workbook with a cell over 32,767 characters.
        text: xmlSafe(c.text).slice(0, EXCEL_CELL_MAX),
        likes: c.likes,
        timestamp: new Date(c.timestamp),
        label: c.label,
        score: c.score,
        language: xmlSafe(c.language),
        "Aimed at": TARGET_NAMES[c.target],
        Stance: stanceWords(c),
        tags: c.tags.join(TAG_SEPARATOR),
        is_from_owner: c.is_from_owner,
        reply_count: c.reply_count,
        corrected_by_owner: c.corrected,
      })
      .commit();
  }
  sheet.commit();
}

function writeSummarySheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  analysis: CompletedAnalysis,
  comments: readonly AnalysisComment[],
  generatedAt: Date,
) {
  const result = analysis.result;
  const sheet: SheetWriter = workbook.addWorksheet("Summary");
  sheet.columns = [
    { key: "a", width: 34 },
    { key: "b", width: 90 },
    { key: "c", width: 14 },
  ];
  sheet.getColumn("b").alignment = { wrapText: true, vertical: "top" };
  sheet.getColumn("a").alignment = { vertical: "top" };

  const title = sheet.addRow(["CommentLens report"]);
  title.font = { bold: true, size: 16 };
  const pair = (label: string, value: ExcelJS.CellValue, format?: string) => {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (format) row.getCell(2).numFmt = format;
    row.getCell(2).alignment = { horizontal: "left", wrapText: true, vertical: "top" };
    return row;
  };
  const heading = (text: string) => {
    sheet.addRow([]);
    const row = sheet.addRow([text]);
    row.font = { bold: true, size: 13 };
    return row;
  };
  const subheading = (text: string, right = "Comments", middle = "") => {
    const row = sheet.addRow([text, middle, right]);
    row.font = { bold: true };
    row.fill = HEADER_FILL;
    return row;
  };

  const post = analysis.post ?? result.post_data;
  pair("Post", xmlSafe(sourceLine(analysis)));
  if (analysis.source !== "import") pair("Post URL", analysis.post_url);
  if (post?.caption) pair("Caption", xmlSafe(post.caption));
  pair("Analyzed on", formatDateTime(analysis.created_at));
  pair("Exported on", formatDateTime(generatedAt));
  pair("Overall sentiment", sentimentTitle(result.overall_sentiment));
  pair("Sentiment score", result.sentiment_score, "0%");
  pair("Comments", analyzedLine(result));
  pair("Spam comments", result.spam_count, "#,##0");
  pair("Giveaway entries", result.giveaway_count, "#,##0");
  pair("Friend tags", countTagged(comments, "friend_tag"), "#,##0");
  pair("Toxic comments", countTagged(comments, "toxic"), "#,##0");
  pair("Analysis time", analysisTimeText(result.analysis_time));
  pair("Engine", `${result.engine} (${result.model})`);
  const change = comparisonLine(analysis);
  if (change) pair("Change", change);
  pair("Times", "Dates and times in this workbook are in UTC.");

  heading("Comment Sentiment Breakdown");
  subheading("Sentiment", "Comments", "Share");
  const counts = sentimentCounts(result, comments);
  const breakdown = result.sentiment_breakdown;
  for (const [label, pct, n] of [
    ["Positive", breakdown.positive, counts.positive],
    ["Neutral", breakdown.neutral, counts.neutral],
    ["Negative", breakdown.negative, counts.negative],
  ] as const) {
    const row = sheet.addRow([label, pct / 100, n]);
    row.getCell(2).numFmt = "0%";
    row.getCell(2).alignment = { horizontal: "left" };
  }
  const estimated = counts.exact ? "" : " Counts are estimated from the percentages.";
  sheet.addRow(["", `${sentimentBaseNote(result, counts)}${estimated}`]);

  heading("Languages");
  subheading("Language", "Comments", "Share");
  for (const l of result.language_breakdown) {
    const row = sheet.addRow([languageName(l.language), l.percentage / 100, l.count]);
    row.getCell(2).numFmt = "0.0%";
    row.getCell(2).alignment = { horizontal: "left" };
  }
  if (result.language_breakdown.length === 0) sheet.addRow(["No languages detected."]);

  for (const section of reportSections(result)) {
    heading(section.title);
    for (const block of section.blocks) {
      const empty = () => sheet.addRow(["", block.empty]);
      switch (block.kind) {
        case "insights":
          subheading(block.title);
          for (const i of block.items) sheet.addRow(["", xmlSafe(renderInsight(i)), i.support]);
          if (block.items.length === 0) empty();
          break;
        case "personas":
          subheading("Persona", "Comments", "Characteristics");
          for (const p of block.items) {
            const row = sheet.addRow([
              `${xmlSafe(p.type)} (${p.percentage}% of commenters)`,
              xmlSafe(p.characteristics.join(" · ")),
              p.support,
            ]);
            row.getCell(1).font = { bold: true };
          }
          if (block.items.length === 0) empty();
          break;
        case "strategies":
          for (const s of block.items) {
            subheading(xmlSafe(s.category));
            for (const r of s.recommendations)
              sheet.addRow(["", xmlSafe(renderInsight(r)), r.support]);
          }
          if (block.items.length === 0) empty();
          break;
        case "entities":
          subheading(block.title, "Comments", "Where they stand");
          for (const e of block.items)
            sheet.addRow([xmlSafe(entityName(e)), e.total, entityLine(e)]);
          break;
        case "unanswered": {
          const ids = result.unanswered_questions.comment_ids;
          if (!result.unanswered_questions.available) sheet.addRow(["", REPLIES_UNKNOWN]);
          else if (ids.length === 0) empty();
          else {
            // Every question, not just the ten the PDF quotes: this is the working list.
            sheet.addRow(["", unansweredIntro(ids.length)]);
            subheading("Author", "Likes", "Question");
            for (const c of unansweredComments(result, comments)) {
              sheet.addRow([`@${xmlSafe(c.username)}`, xmlSafe(c.text), c.likes]);
            }
          }
          break;
        }
      }
    }
  }
  sheet.commit();
}

/** A workbook written into `out` as its rows are committed. */
export function streamingWorkbook(out: Writable, generatedAt: Date) {
  // Inline strings: a shared-strings table would hold every comment's text until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = "CommentLens";
  workbook.created = generatedAt;
  workbook.modified = generatedAt;
  return workbook;
}

/**
 * The comments with their labels, and the report's figures and findings, as a workbook
 * streamed into `out` (which it ends).
 */
export async function writeXlsx(
  analysis: CompletedAnalysis,
  comments: readonly AnalysisComment[],
  generatedAt: Date,
  out: Writable,
): Promise<void> {
  const workbook = streamingWorkbook(out, generatedAt);
  // The answer first: the summary opens, the comments are the next tab.
  writeSummarySheet(workbook, analysis, comments, generatedAt);
  writeCommentsSheet(workbook, comments);
  await workbook.commit();
}

/** The workbook in memory, for callers that want the whole file at once. */
export async function renderXlsx(
  analysis: CompletedAnalysis,
  comments: readonly AnalysisComment[],
  generatedAt: Date,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = finished(out);
  await writeXlsx(analysis, comments, generatedAt, out);
  await ended;
  return Buffer.concat(chunks);
}
