import type { AgencyBranding, ProfileAnalysisDetail } from "@commentlens/shared";
import { profileExportFileName } from "@commentlens/shared";
import { EXPORT_CONTENT_TYPES, type ExportFile } from "../../../lib/export-file.js";
import type { ExportJob } from "../../../lib/export-pool/protocol.js";
import { siblingScript } from "../../../lib/worker-thread.js";
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

/** The export pool's name for these files, and the renderer module it loads for them. */
export const PROFILE_EXPORT = {
  kind: "profile",
  renderer: siblingScript(import.meta.url, "renderer"),
} as const;

/** What the renderer gets with the job: the report and the agency's branding, if any. */
export interface ProfileExportPayload {
  detail: ProfileAnalysisDetail;
  branding: AgencyBranding | null;
}

/** The export job of a profile report, with the agency's branding when it has one. */
export function profileExportJob(
  detail: ProfileAnalysisDetail,
  format: ProfileExportFormat,
  branding: AgencyBranding | null,
  now: Date,
): ExportJob<ProfileExportPayload, ProfileExportFormat> {
  return {
    kind: PROFILE_EXPORT.kind,
    format,
    payload: { detail, branding },
    generatedAt: now.toISOString(),
  };
}

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
