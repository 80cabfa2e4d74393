import { once } from "node:events";
import type { Writable } from "node:stream";
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

const SLICE_BYTES = 64 * 1024;

/** Writes a rendered body into `out` in slices, waiting whenever `out` is full, then ends it. */
export async function writeBody(out: Writable, body: Buffer | string): Promise<void> {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  for (let start = 0; start < bytes.length; start += SLICE_BYTES) {
    if (!out.write(bytes.subarray(start, start + SLICE_BYTES))) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}
