import type { AgencyBranding, ProfileAnalysisDetail } from "@commentlens/shared";
import { profileExportFileName } from "@commentlens/shared";
import { EXPORT_CONTENT_TYPES, type ExportFile } from "../../../lib/export-file.js";
import { renderProfileCsv } from "./csv.js";
import { renderProfileJson } from "./json.js";
import { renderProfilePdf } from "./pdf.js";

/**
 * Exports of a profile analysis (JSON, CSV or PDF): pure renderers, no HTTP and no
 * database. Whatever the analysis holds is rendered (insights may still be missing); the
 * route decides who may export and when. With `branding`, the PDF carries the agency's name
 * and logo instead of CommentLens's, and the CSV names the agency.
 */

export type ProfileExportFormat = "json" | "csv" | "pdf";

/** The download's name and type, known before anything is rendered. */
export function profileExportFileInfo(
  detail: Pick<ProfileAnalysisDetail, "instagram_username">,
  format: ProfileExportFormat,
  now: Date,
): Omit<ExportFile, "body"> {
  return {
    fileName: profileExportFileName(detail.instagram_username, now, format),
    contentType: EXPORT_CONTENT_TYPES[format],
  };
}

export async function renderProfileExport(
  detail: ProfileAnalysisDetail,
  format: ProfileExportFormat,
  branding: AgencyBranding | null,
  now: Date = new Date(),
): Promise<ExportFile> {
  const { fileName, contentType } = profileExportFileInfo(detail, format, now);
  switch (format) {
    case "json":
      return { fileName, contentType, body: renderProfileJson(detail, now) };
    case "csv":
      return { fileName, contentType, body: renderProfileCsv(detail, branding, now) };
    case "pdf":
      return { fileName, contentType, body: await renderProfilePdf(detail, branding, now) };
  }
}
