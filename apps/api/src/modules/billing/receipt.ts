import PDFDocument from "pdfkit";
import type { InvoiceRow } from "./repository.js";

/**
 * The PDF receipt of a local-provider invoice (Stripe invoices have Stripe's own page). Drawn
 * with pdfkit like the report export (ADR 0007); it says plainly that no money was taken.
 */

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );

const day = (date: Date) =>
  date.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

export function renderReceipt(invoice: InvoiceRow, email: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: {
      Title: `Receipt ${invoice.number}`,
      Author: "CommentLens",
      CreationDate: invoice.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const ink = "#0f172a";
  const muted = "#64748b";
  doc.font("Helvetica-Bold").fontSize(20).fillColor(ink).text("CommentLens");
  doc.moveDown(0.2).font("Helvetica").fontSize(12).fillColor(muted).text("Receipt");
  doc.moveDown(1.5);

  const row = (label: string, value: string) => {
    doc
      .font("Helvetica")
      .fontSize(11)
      .fillColor(muted)
      .text(label, { continued: true, width: 480 });
    doc.fillColor(ink).text(`  ${value}`);
    doc.moveDown(0.3);
  };
  row("Receipt number:", invoice.number);
  row("Date:", day(invoice.createdAt));
  row("Billed to:", email);
  row("Status:", invoice.status === "paid" ? "Paid" : invoice.status);
  doc.moveDown(1);

  doc.font("Helvetica-Bold").fontSize(12).fillColor(ink).text(invoice.description);
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(muted)
    .text(`Service period: ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`);
  doc.moveDown(1);
  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .fillColor(ink)
    .text(`Total: ${money(invoice.amountCents, invoice.currency)}`);
  doc.moveDown(2);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(muted)
    .text(
      "Issued by CommentLens's built-in test billing: no card was charged and no money was taken.",
    );
  doc.end();
  return done;
}
