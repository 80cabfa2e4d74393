import PDFDocument from "pdfkit";
import { formatDateTime } from "../report-format.js";
import { pdfSentence, pdfText } from "./text.js";

/**
 * The A4 layout the exported PDF reports share (ADR 0007): page geometry, the app's colours,
 * text styles, and blocks measured before they are drawn, so a page break never splits a block
 * and never leaves a heading alone at the bottom of a page.
 */

export const PAGE_WIDTH = 595.28; // A4 in points
export const PAGE_HEIGHT = 841.89;
export const MARGIN = { top: 56, bottom: 72, left: 56, right: 56 };
export const LEFT = MARGIN.left;
export const WIDTH = PAGE_WIDTH - MARGIN.left - MARGIN.right;
export const TOP = MARGIN.top;
export const BOTTOM = PAGE_HEIGHT - MARGIN.bottom;

/** Design tokens: slate neutrals, one indigo accent, sentiment colours for meaning only. */
export const COLOR = {
  ink: "#0f172a",
  body: "#334155",
  muted: "#64748b",
  rule: "#e2e8f0",
  panel: "#f8fafc",
  track: "#f1f5f9",
  quoteRule: "#cbd5e1",
  accent: "#4f46e5",
  accentSoft: "#a5b4fc",
  language: "#6366f1",
  positive: "#10b981",
  neutral: "#94a3b8",
  negative: "#f43f5e",
  positiveText: "#047857",
  negativeText: "#be123c",
};

export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique" };

export type Doc = PDFKit.PDFDocument;

export interface TextStyle {
  font: string;
  size: number;
  color: string;
  lineGap?: number;
}

export interface Block {
  /** Space above the block, dropped when it starts a page. */
  gap: number;
  height(): number;
  draw(y: number): void;
  /** Kept on the same page as the next block (headings). */
  keepWithNext?: boolean;
  /** Drawn above this block when it has to start a new page (a table's header row). */
  repeatHeader?: Block;
}

export function styled(doc: Doc, style: TextStyle): Doc {
  return doc.font(style.font).fontSize(style.size).fillColor(style.color);
}

export function textHeight(doc: Doc, text: string, style: TextStyle, width: number): number {
  return styled(doc, style).heightOfString(text, { width, lineGap: style.lineGap ?? 0 });
}

export function drawText(
  doc: Doc,
  text: string,
  style: TextStyle,
  x: number,
  y: number,
  width: number,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  styled(doc, style).text(text, x, y, { width, lineGap: style.lineGap ?? 0, ...options });
}

export const BODY: TextStyle = { font: FONT.regular, size: 9.5, color: COLOR.body, lineGap: 2 };
export const MUTED: TextStyle = { font: FONT.regular, size: 8.5, color: COLOR.muted, lineGap: 1.5 };
export const NOTE: TextStyle = { font: FONT.italic, size: 9, color: COLOR.muted, lineGap: 1.5 };

/** A paragraph of one style. */
export function paragraph(doc: Doc, text: string, style: TextStyle, gap: number): Block {
  return {
    gap,
    height: () => textHeight(doc, text, style, WIDTH),
    draw: (y) => drawText(doc, text, style, LEFT, y, WIDTH),
  };
}

export function sectionHeading(doc: Doc, title: string): Block {
  const style: TextStyle = { font: FONT.bold, size: 14, color: COLOR.ink };
  const text = pdfText(title);
  const textH = () => textHeight(doc, text, style, WIDTH);
  return {
    gap: 22,
    keepWithNext: true,
    height: () => textH() + 10,
    draw: (y) => {
      drawText(doc, text, style, LEFT, y, WIDTH);
      const ruleY = y + textH() + 3;
      doc
        .moveTo(LEFT, ruleY)
        .lineTo(LEFT + WIDTH, ruleY)
        .lineWidth(0.75)
        .strokeColor(COLOR.rule)
        .stroke();
    },
  };
}

export function subheading(doc: Doc, title: string): Block {
  const style: TextStyle = { font: FONT.bold, size: 10.5, color: COLOR.ink };
  const text = pdfSentence(title);
  return {
    gap: 10,
    keepWithNext: true,
    height: () => textHeight(doc, text, style, WIDTH) + 3,
    draw: (y) => drawText(doc, text, style, LEFT, y, WIDTH),
  };
}

/** Text followed by a note ("(12 comments)") in a quieter colour, wrapping as one paragraph. */
export function textWithNote(
  doc: Doc,
  text: string,
  note: string,
  x: number,
  y: number,
  width: number,
): void {
  drawText(doc, `${text} `, BODY, x, y, width, { continued: true });
  styled(doc, { ...BODY, color: COLOR.muted }).text(note);
}

/** A bulleted line of body text, with an optional quieter note after it. */
export function bullet(doc: Doc, text: string, note: string | null): Block {
  const indent = 14;
  const width = WIDTH - indent;
  return {
    gap: 5,
    height: () => textHeight(doc, note === null ? text : `${text} ${note}`, BODY, width),
    draw: (y) => {
      doc
        .circle(LEFT + 4, y + 4.6, 1.6)
        .fillColor(COLOR.muted)
        .fill();
      if (note === null) drawText(doc, text, BODY, LEFT + indent, y, width);
      else textWithNote(doc, text, note, LEFT + indent, y, width);
    },
  };
}

/** A named share of a whole: name, "12% of …" on the right, a thin bar, then details. */
export function shareBlock(
  doc: Doc,
  share: { name: string; figure: string; percent: number; details: string; note: string | null },
): Block {
  const nameStyle: TextStyle = { font: FONT.bold, size: 10, color: COLOR.ink };
  const { name, figure, percent, details, note } = share;
  const all = note === null ? details : `${details} ${note}`;
  const detailsY = 14 + 10;
  return {
    gap: 10,
    height: () => detailsY + textHeight(doc, all, BODY, WIDTH),
    draw: (y) => {
      drawText(doc, name, nameStyle, LEFT, y, WIDTH - 130);
      drawText(doc, figure, MUTED, LEFT + WIDTH - 130, y + 1, 130, { align: "right" });
      const barY = y + 14;
      doc.rect(LEFT, barY, WIDTH, 5).fillColor(COLOR.track).fill();
      const filled = (Math.min(100, Math.max(0, percent)) / 100) * WIDTH;
      if (filled > 0) doc.rect(LEFT, barY, filled, 5).fillColor(COLOR.accent).fill();
      if (note === null) drawText(doc, details, BODY, LEFT, y + detailsY, WIDTH);
      else textWithNote(doc, details, note, LEFT, y + detailsY, WIDTH);
    },
  };
}

/** A labelled horizontal bar: "Positive ▇▇▇▇▇░░░ 62% · about 1,925 comments". */
export function barRow(
  doc: Doc,
  label: string,
  percent: number,
  figure: string,
  detail: string,
  color: string,
  labelWidth: number,
): Block {
  const trackX = LEFT + labelWidth;
  const trackW = 250;
  const textX = trackX + trackW + 10;
  const labelStyle: TextStyle = { font: FONT.bold, size: 9.5, color: COLOR.ink };
  return {
    gap: 6,
    height: () => 14,
    draw: (y) => {
      drawText(doc, label, labelStyle, LEFT, y + 1.5, labelWidth - 8, {
        lineBreak: false,
        ellipsis: true,
        height: 12,
      });
      doc
        .rect(trackX, y + 1, trackW, 12)
        .fillColor(COLOR.track)
        .fill();
      const filled = (Math.min(100, Math.max(0, percent)) / 100) * trackW;
      if (filled > 0)
        doc
          .rect(trackX, y + 1, filled, 12)
          .fillColor(color)
          .fill();
      drawText(doc, figure, labelStyle, textX, y + 1.5, PAGE_WIDTH, {
        continued: true,
        lineBreak: false,
      });
      styled(doc, { ...MUTED, size: 9 }).text(detail, { lineBreak: false });
    },
  };
}

export interface PanelCell {
  /** Shown in small capitals above the value. */
  label: string;
  value: string;
  color: string;
  note: string;
}

/** The report's headline figures: a rounded panel of cells, `columns` to a row. */
export function metricsPanel(doc: Doc, cells: readonly PanelCell[], columns = 2): Block {
  const rows = Math.max(1, Math.ceil(cells.length / columns));
  const cellW = WIDTH / columns;
  const cellH = 60;
  const pad = 12;
  return {
    gap: 16,
    height: () => cellH * rows,
    draw: (y) => {
      doc
        .roundedRect(LEFT, y, WIDTH, cellH * rows, 8)
        .fillColor(COLOR.panel)
        .strokeColor(COLOR.rule)
        .lineWidth(0.75)
        .fillAndStroke();
      for (let c = 1; c < columns; c++) {
        doc.moveTo(LEFT + c * cellW, y + 8).lineTo(LEFT + c * cellW, y + cellH * rows - 8);
      }
      for (let r = 1; r < rows; r++) {
        doc.moveTo(LEFT + 8, y + r * cellH).lineTo(LEFT + WIDTH - 8, y + r * cellH);
      }
      doc.strokeColor(COLOR.rule).lineWidth(0.75).stroke();
      cells.forEach((cell, i) => {
        const x = LEFT + (i % columns) * cellW + pad;
        const top = y + Math.floor(i / columns) * cellH + 10;
        const w = cellW - pad * 2;
        const once = { lineBreak: false, ellipsis: true, height: 20 };
        drawText(
          doc,
          cell.label,
          { font: FONT.bold, size: 7.5, color: COLOR.muted },
          x,
          top,
          w,
          once,
        );
        drawText(
          doc,
          cell.value,
          { font: FONT.bold, size: 16, color: cell.color },
          x,
          top + 11,
          w,
          once,
        );
        drawText(doc, cell.note, MUTED, x, top + 32, w, once);
      });
    },
  };
}

/** Places blocks top to bottom, starting a page when a block (and what it keeps with) won't fit. */
export function flow(doc: Doc, blocks: Block[]): void {
  let y = TOP;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as Block;
    let need = block.height();
    for (let j = i; blocks[j]?.keepWithNext && j + 1 < blocks.length; j++) {
      const next = blocks[j + 1] as Block;
      need += next.gap + next.height();
    }
    if (y > TOP && y + block.gap + need > BOTTOM) {
      doc.addPage();
      y = TOP;
      if (block.repeatHeader) {
        block.repeatHeader.draw(y);
        y += block.repeatHeader.height();
      }
    }
    if (y > TOP) y += block.gap;
    block.draw(y);
    y += block.height();
  }
}

/** "label · Generated …" and "Page n of N" at the foot of every page. */
export function footer(doc: Doc, label: string, generatedAt: Date): void {
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let i = range.start; i < range.start + total; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = PAGE_HEIGHT - 44;
    doc
      .moveTo(LEFT, y - 8)
      .lineTo(LEFT + WIDTH, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    const style: TextStyle = { font: FONT.regular, size: 8, color: COLOR.muted };
    drawText(
      doc,
      `${label} · Generated ${formatDateTime(generatedAt)}`,
      style,
      LEFT,
      y,
      WIDTH - 80,
      {
        lineBreak: false,
        ellipsis: true,
        height: 10,
      },
    );
    drawText(doc, `Page ${i - range.start + 1} of ${total}`, style, LEFT + WIDTH - 80, y, 80, {
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = MARGIN.bottom;
  }
}

export interface PdfInfo {
  title: string;
  /** Left out, pdfkit's defaults stand ("PDFKit" as creator and producer, no author). */
  author?: string | undefined;
  creator?: string | undefined;
  producer?: string | undefined;
  /** The export's time: the info dates, and the file id derived from them, come from it. */
  date: Date;
}

/** An A4 document with buffered pages (for the footer) and the finished file as a promise. */
export function createPdf(info: PdfInfo): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    compress: true,
    lang: "en",
    displayTitle: true,
    info: {
      Title: info.title,
      ...(info.author ? { Author: info.author } : {}),
      ...(info.creator ? { Creator: info.creator } : {}),
      ...(info.producer ? { Producer: info.producer } : {}),
      // Fixed from the input, so the same input gives the same bytes.
      CreationDate: info.date,
      ModDate: info.date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}
