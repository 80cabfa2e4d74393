import type { ExportFormat } from "@commentlens/shared";
import type { Render } from "../../../lib/export-pool/protocol.js";
import { writeCommentsFile } from "./comments-file.js";
import type { AnalysisExportPayload } from "./index.js";
import { writeExport } from "./index.js";

/**
 * The export pool's renderer of post analyses, run in a worker thread: the report comes with
 * the job, the comments after it page by page, with their per-comment results.
 */
export const render: Render<AnalysisExportPayload, ExportFormat> = async (job, io) => {
  const comments = await io.comments();
  const { columns } = job.payload;
  if (columns && job.format !== "pdf") {
    return writeCommentsFile(job.format, comments, columns, new Date(job.generatedAt), io.out);
  }
  const results = comments.map(({ id, score, label, language, target, stance, about, tags }) => ({
    id,
    score,
    label,
    language,
    target,
    stance,
    ...(about ? { about } : {}),
    tags,
  }));
  const { analysis } = job.payload;
  await writeExport(
    job.format,
    {
      analysis: { ...analysis, result: { ...analysis.result, comments: results } },
      comments,
      generatedAt: new Date(job.generatedAt),
    },
    io.out,
  );
};
