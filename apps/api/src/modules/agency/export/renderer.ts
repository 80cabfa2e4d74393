import { writeBody } from "../../../lib/export-file.js";
import type { Render } from "../../../lib/export-pool/protocol.js";
import {
  type ProfileExportFormat,
  type ProfileExportPayload,
  renderProfileExport,
} from "./index.js";

/** The export pool's renderer of profile reports, run in a worker thread (no comments sent). */
export const render: Render<ProfileExportPayload, ProfileExportFormat> = async (job, io) => {
  const { detail, branding } = job.payload;
  const file = await renderProfileExport(detail, job.format, branding, new Date(job.generatedAt));
  await writeBody(io.out, file.body);
};
