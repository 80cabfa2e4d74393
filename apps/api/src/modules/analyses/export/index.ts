import type { Writable } from "node:stream";
import type {
  AnalysisComment,
  AnalysisResult,
  AnalysisState,
  CommentFileColumn,
  ExportFormat,
} from "@commentlens/shared";
import { exportFileName } from "@commentlens/shared";
import { EXPORT_CONTENT_TYPES, type ExportFile, writeBody } from "../../../lib/export-file.js";
import type { ExportJob } from "../../../lib/export-pool/protocol.js";
import { siblingScript } from "../../../lib/worker-thread.js";
import { renderCsv } from "./csv.js";
import { renderJson } from "./json.js";
import { renderPdf } from "./pdf.js";
import type { CompletedAnalysis } from "./report.js";
import { renderXlsx, writeXlsx } from "./xlsx.js";

/**
 * Exports of a completed post analysis: pure renderers (no HTTP, no database) that turn the
 * stored analysis and its comments into a file. The routes decide who may download what.
 */

export interface ExportInput {
  /** A completed analysis (post may be null for imports; source "import" has file_name). */
  analysis: AnalysisState & { result: AnalysisResult };
  /** Every analysed comment, in any order. */
  comments: AnalysisComment[];
  generatedAt: Date;
}

export { EXPORT_CONTENT_TYPES, type ExportFile };

/** The export pool's name for these files, and the renderer module it loads for them. */
export const ANALYSIS_EXPORT = {
  kind: "analysis",
  renderer: siblingScript(import.meta.url, "renderer"),
} as const;

/** What the renderer gets with the job: the report without its comments (they follow). */
export interface AnalysisExportPayload {
  analysis: CompletedAnalysis;
  /** A comments file in these columns rather than the report. */
  columns?: CommentFileColumn[];
}

/** The export job of a completed analysis; its comments are sent after it, page by page. */
export function analysisExportJob(
  analysis: CompletedAnalysis,
  format: ExportFormat,
  now: Date = new Date(),
  columns?: CommentFileColumn[],
): ExportJob<AnalysisExportPayload, ExportFormat> {
  return {
    kind: ANALYSIS_EXPORT.kind,
    format,
    payload: {
      analysis: { ...analysis, result: { ...analysis.result, comments: [] } },
      ...(columns ? { columns } : {}),
    },
    generatedAt: now.toISOString(),
  };
}

/** The download's name and type, known before anything is rendered. */
export function exportFileInfo(
  format: ExportFormat,
  analysis: Pick<AnalysisState, "shortcode" | "created_at">,
  commentsOnly = false,
): Omit<ExportFile, "body"> {
  return {
    fileName: exportFileName(
      analysis.shortcode,
      new Date(analysis.created_at),
      format,
      commentsOnly,
    ),
    contentType: EXPORT_CONTENT_TYPES[format],
  };
}

/** Renders the file into `out` (and ends it); the workbook is streamed as it is written. */
export async function writeExport(
  format: ExportFormat,
  input: ExportInput,
  out: Writable,
): Promise<void> {
  const { analysis, comments, generatedAt } = input;
  switch (format) {
    case "csv":
      return writeBody(out, renderCsv(comments));
    case "xlsx":
      return writeXlsx(analysis, comments, generatedAt, out);
    case "json":
      return writeBody(out, renderJson(analysis, comments, generatedAt));
    case "pdf":
      return writeBody(out, await renderPdf(analysis, comments, generatedAt));
  }
}

/** The whole file in memory. */
export async function renderExport(format: ExportFormat, input: ExportInput): Promise<ExportFile> {
  const { analysis, comments, generatedAt } = input;
  const info = exportFileInfo(format, analysis);
  switch (format) {
    case "csv":
      return { ...info, body: renderCsv(comments) };
    case "xlsx":
      return { ...info, body: await renderXlsx(analysis, comments, generatedAt) };
    case "json":
      return { ...info, body: renderJson(analysis, comments, generatedAt) };
    case "pdf":
      return { ...info, body: await renderPdf(analysis, comments, generatedAt) };
  }
}
