import { type AnalysisState, analysisStateSchema } from "@commentlens/shared";
import { expect } from "vitest";
import type { browser } from "./browser.js";

type Browser = ReturnType<typeof browser>;

/** The analysis once it is completed or failed, read as its owner reads it. */
export async function finished(b: Browser, id: string): Promise<AnalysisState> {
  for (let i = 0; i < 400; i++) {
    const res = await b.get(`/api/analyses/${id}`);
    expect(res.statusCode).toBe(200);
    const state = analysisStateSchema.parse(res.json());
    if (state.status === "completed" || state.status === "failed") return state;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`analysis ${id} did not finish`);
}

/** Uploads a small comments file: an analysis that counts toward the plan (answers 202). */
export function importComments(b: Browser) {
  const boundary = "----commentlens";
  const csv = "username,text,likes,timestamp\nfan,love it ❤️,1,2026-11-01T10:00:00Z";
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return b.send("POST", "/api/analyses", body, {
    "content-type": `multipart/form-data; boundary=${boundary}`,
  });
}
