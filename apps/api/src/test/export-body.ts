import { extractText, getDocumentProxy } from "unpdf";

/** Reading back an export's body, which is text (CSV, JSON) or bytes (PDF, XLSX). */

export function text(body: Buffer | string): string {
  return typeof body === "string" ? body : body.toString("utf8");
}

export function buffer(body: Buffer | string): Buffer {
  return typeof body === "string" ? Buffer.from(body, "utf8") : body;
}

/** Each page's text, whitespace collapsed, so assertions need not know the line breaks. */
export async function pdfPages(body: Buffer | string): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer(body)));
  const { text: pages } = await extractText(pdf, { mergePages: false });
  return pages.map((p) => p.replace(/\s+/g, " ").trim());
}
