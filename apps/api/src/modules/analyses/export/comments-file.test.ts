import { EXPORT_MESSAGES } from "@commentlens/shared";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finished } from "../../../test/analyses.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { type browser, signedUpBrowser } from "../../../test/browser.js";
import { COMMENT_COLUMNS } from "./report.js";

/**
 * "Export all comments": every comment of a post in the columns the reader picks, as CSV,
 * Excel or JSON, through the real route and export workers; the report's exports unchanged.
 */

type Browser = ReturnType<typeof browser>;

const ROWS = [
  ["ana", "so good, the second batch too", 4, "2026-11-01T10:00:00Z"],
  ["=evil", '=HYPERLINK("http://evil.example","x")', 0, "2026-11-01T09:00:00Z"],
  ["léa", "où est-ce qu'on le trouve ? 😍", 2, "2026-11-01T11:00:00Z"],
] as const;

let t: TestApp;
let user: Browser;
let id: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await signedUpBrowser(t, "ines@example.com");
  const boundary = "----commentlens";
  const csv = Papa.unparse({
    fields: ["username", "text", "likes", "timestamp"],
    data: ROWS.map((r) => [...r]),
  });
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  const started = await user.send("POST", "/api/analyses", body, {
    "content-type": `multipart/form-data; boundary=${boundary}`,
  });
  expect(started.statusCode, started.body).toBe(202);
  id = started.json().id;
  expect((await finished(user, id)).status).toBe("completed");
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const exportOf = (query: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/analyses/${id}/export?${query}`,
    headers: { cookie: user.cookie() },
  });

describe("a comments file", () => {
  it("holds every comment, oldest first, in the chosen columns only, formulas neutralised", async () => {
    const res = await exportOf("format=csv&columns=text,username");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /commentlens-import-\d{4}-\d\d-\d\d-comments\.csv"$/,
    );
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    // The list's order, whatever order the columns were asked in.
    expect(parsed.data[0]).toEqual(["username", "text"]);
    expect(parsed.data.slice(1)).toEqual([
      ["'=evil", `'=HYPERLINK("http://evil.example","x")`],
      ["ana", "so good, the second batch too"],
      ["léa", "où est-ce qu'on le trouve ? 😍"],
    ]);
  });

  it("comes as JSON rows with the analysis columns when asked for", async () => {
    const res = await exportOf("format=json&columns=username,label,reply_to,is_from_owner");
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(3);
    expect(Object.keys(rows[0] ?? {})).toEqual(["username", "reply_to", "is_from_owner", "label"]);
    expect(rows.map((r) => r.username)).toEqual(["=evil", "ana", "léa"]);
    expect(rows.every((r) => ["positive", "neutral", "negative"].includes(String(r.label)))).toBe(
      true,
    );
  });

  it("comes as one Excel sheet with typed dates", async () => {
    const res = await exportOf("format=xlsx&columns=timestamp,text");
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(["Comments"]);
    const sheet = wb.getWorksheet("Comments") as ExcelJS.Worksheet;
    expect(sheet.getRow(1).values).toEqual([undefined, "text", "timestamp"]);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(2).value).toEqual(new Date("2026-11-01T09:00:00Z"));
    expect(sheet.getRow(2).getCell(1).value).toBe('=HYPERLINK("http://evil.example","x")');
  });

  it("refuses unknown or no columns, and a PDF of comments, in words", async () => {
    for (const query of [
      "format=csv&columns=text,nope",
      "format=csv&columns=",
      "format=csv&columns=,,",
    ]) {
      const res = await exportOf(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toContain(EXPORT_MESSAGES.columns);
    }
    const pdf = await exportOf("format=pdf&columns=text");
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error).toContain(EXPORT_MESSAGES.commentsFormat);
  });

  it("leaves the report's own CSV as it was", async () => {
    const res = await exportOf("format=csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).not.toContain("-comments");
    const header = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, "")).data[0];
    expect(header).toEqual([...COMMENT_COLUMNS]);
  });
});
