import type { ExportFormat } from "@commentlens/shared";

/** A rendered export, ready to send as a download. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  json: "application/json; charset=utf-8",
  pdf: "application/pdf",
};
