import type {
  AnalysisComment,
  AnalysisResult,
  AnalysisState,
  ExportFormat,
} from "@commentlens/shared";
import { exportFileName } from "@commentlens/shared";
import { EXPORT_CONTENT_TYPES, type ExportFile } from "../../../lib/export-file.js";
import { renderCsv } from "./csv.js";
import { renderJson } from "./json.js";
import { renderPdf } from "./pdf.js";
import { renderXlsx } from "./xlsx.js";

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

export async function renderExport(format: ExportFormat, input: ExportInput): Promise<ExportFile> {
  const { analysis, comments, generatedAt } = input;
  const fileName = exportFileName(analysis.shortcode, new Date(analysis.created_at), format);
  const contentType = EXPORT_CONTENT_TYPES[format];
  switch (format) {
    case "csv":
      return { fileName, contentType, body: renderCsv(comments) };
    case "xlsx":
      return { fileName, contentType, body: await renderXlsx(analysis, comments, generatedAt) };
    case "json":
      return { fileName, contentType, body: renderJson(analysis, comments, generatedAt) };
    case "pdf":
      return { fileName, contentType, body: await renderPdf(analysis, comments, generatedAt) };
  }
}
