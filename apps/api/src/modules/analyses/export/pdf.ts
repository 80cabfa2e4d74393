import type { AnalysisComment, Insight, Persona } from "@commentlens/shared";
import { formatNumber, sentimentTitle, wholePercent } from "@commentlens/shared";
import PDFDocument from "pdfkit";
import { pdfQuote, pdfSentence, pdfText, truncate } from "./pdf-text.js";
import {
  analysisTimeText,
  analyzedLine,
  type CompletedAnalysis,
  comparisonLine,
  formatDate,
  formatDateTime,
  languageName,
  plural,
  REPLIES_UNKNOWN,
  reportSections,
  type SectionBlock,
  sentimentBaseNote,
  sentimentCounts,
  sourceLine,
  supportText,
  unansweredComments,
  unansweredIntro,
} from "./report.js";

/**
 * The report as a PDF, drawn with pdfkit's primitives in the page's order (ADR 0007). Layout
 * is a list of blocks measured before they are drawn, so a page break never splits a finding
 * and never leaves a heading alone at the bottom of a page.
 */

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN = { top: 56, bottom: 72, left: 56, right: 56 };
const LEFT = MARGIN.left;
const WIDTH = PAGE_WIDTH - MARGIN.left - MARGIN.right;
const TOP = MARGIN.top;
const BOTTOM = PAGE_HEIGHT - MARGIN.bottom;

/** DESIGN.md tokens: slate neutrals, one indigo accent, sentiment colours for meaning only. */
const COLOR = {
  ink: "#0f172a",
  body: "#334155",
  muted: "#64748b",
  rule: "#e2e8f0",
  panel: "#f8fafc",
  track: "#f1f5f9",
  quoteRule: "#cbd5e1",
  accent: "#4f46e5",
  language: "#6366f1",
  positive: "#10b981",
  neutral: "#94a3b8",
  negative: "#f43f5e",
  positiveText: "#047857",
  negativeText: "#be123c",
};

const FONT = { regular: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique" };

/** How much of a comment or finding is quoted before "…". */
const QUOTE_MAX = 280;
const INSIGHT_MAX = 420;
const CAPTION_MAX = 220;
const UNANSWERED_SHOWN = 10;
const LANGUAGES_SHOWN = 6;
const BAR_LABEL_WIDTH = 96;

type Doc = PDFKit.PDFDocument;

interface TextStyle {
  font: string;
  size: number;
  color: string;
  lineGap?: number;
}

interface Block {
  /** Space above the block, dropped when it starts a page. */
  gap: number;
  height(): number;
  draw(y: number): void;
  /** Kept on the same page as the next block (headings). */
  keepWithNext?: boolean;
}

function styled(doc: Doc, style: TextStyle): Doc {
  return doc.font(style.font).fontSize(style.size).fillColor(style.color);
}

function textHeight(doc: Doc, text: string, style: TextStyle, width: number): number {
  return styled(doc, style).heightOfString(text, { width, lineGap: style.lineGap ?? 0 });
}

function drawText(
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

const BODY: TextStyle = { font: FONT.regular, size: 9.5, color: COLOR.body, lineGap: 2 };
const MUTED: TextStyle = { font: FONT.regular, size: 8.5, color: COLOR.muted, lineGap: 1.5 };
const NOTE: TextStyle = { font: FONT.italic, size: 9, color: COLOR.muted, lineGap: 1.5 };

/** A paragraph of one style. */
function paragraph(doc: Doc, text: string, style: TextStyle, gap: number): Block {
  return {
    gap,
    height: () => textHeight(doc, text, style, WIDTH),
    draw: (y) => drawText(doc, text, style, LEFT, y, WIDTH),
  };
}

function sectionHeading(doc: Doc, title: string): Block {
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

function subheading(doc: Doc, title: string): Block {
  const style: TextStyle = { font: FONT.bold, size: 10.5, color: COLOR.ink };
  const text = pdfSentence(title);
  return {
    gap: 10,
    keepWithNext: true,
    height: () => textHeight(doc, text, style, WIDTH) + 3,
    draw: (y) => drawText(doc, text, style, LEFT, y, WIDTH),
  };
}

/** "(12 comments)" that never wraps between the number and the word. */
function support(n: number): string {
  return supportText(n).replace(/ /g, "\u00a0");
}

/** Text followed by its "(N comments)" in a quieter colour, wrapping as one paragraph. */
function withSupport(doc: Doc, text: string, n: number, x: number, y: number, width: number) {
  drawText(doc, `${text} `, BODY, x, y, width, { continued: true });
  styled(doc, { ...BODY, color: COLOR.muted }).text(support(n));
}

/** A finding: bullet, text and how many comments back it. */
function insightBlock(doc: Doc, insight: Insight): Block {
  const indent = 14;
  const width = WIDTH - indent;
  const text = truncate(pdfSentence(insight.text), INSIGHT_MAX);
  return {
    gap: 5,
    height: () => textHeight(doc, `${text} ${support(insight.support)}`, BODY, width),
    draw: (y) => {
      doc
        .circle(LEFT + 4, y + 4.6, 1.6)
        .fillColor(COLOR.muted)
        .fill();
      withSupport(doc, text, insight.support, LEFT + indent, y, width);
    },
  };
}

function personaBlock(doc: Doc, persona: Persona): Block {
  const nameStyle: TextStyle = { font: FONT.bold, size: 10, color: COLOR.ink };
  const name = pdfSentence(persona.type);
  const share = `${persona.percentage}% of commenters`;
  const details = pdfSentence(persona.characteristics.join(" · "));
  const detailsY = 14 + 10;
  return {
    gap: 10,
    height: () => detailsY + textHeight(doc, `${details} ${support(persona.support)}`, BODY, WIDTH),
    draw: (y) => {
      drawText(doc, name, nameStyle, LEFT, y, WIDTH - 130);
      drawText(doc, share, MUTED, LEFT + WIDTH - 130, y + 1, 130, { align: "right" });
      const barY = y + 14;
      doc.rect(LEFT, barY, WIDTH, 5).fillColor(COLOR.track).fill();
      const filled = (Math.min(100, Math.max(0, persona.percentage)) / 100) * WIDTH;
      if (filled > 0) doc.rect(LEFT, barY, filled, 5).fillColor(COLOR.accent).fill();
      withSupport(doc, details, persona.support, LEFT, y + detailsY, WIDTH);
    },
  };
}

/** A labelled horizontal bar: "Positive ▇▇▇▇▇░░░ 62% · about 1,925 comments". */
function barRow(
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

function quoteBlock(doc: Doc, comment: AnalysisComment): Block {
  const indent = 12;
  const width = WIDTH - indent;
  const text = `“${pdfQuote(comment.text, QUOTE_MAX)}”`;
  const likes = comment.likes === null ? null : plural(comment.likes, "like");
  const byline = [`@${pdfText(comment.username)}`, likes, formatDate(comment.timestamp)]
    .filter((part) => part !== null)
    .join(" · ");
  const textH = () => textHeight(doc, text, BODY, width);
  const height = () => textH() + 2 + textHeight(doc, byline, MUTED, width);
  return {
    gap: 8,
    height,
    draw: (y) => {
      doc.rect(LEFT, y, 2, height()).fillColor(COLOR.quoteRule).fill();
      drawText(doc, text, BODY, LEFT + indent, y, width);
      drawText(doc, byline, MUTED, LEFT + indent, y + textH() + 2, width);
    },
  };
}

function figuresPanel(
  doc: Doc,
  analysis: CompletedAnalysis,
  comments: readonly AnalysisComment[],
): Block {
  const result = analysis.result;
  const leftOut =
    sentimentCounts(result, comments).spamExcluded && result.spam_count + result.giveaway_count > 0;
  const sentimentColor =
    result.overall_sentiment === "positive" ||
    result.overall_sentiment === "overwhelmingly positive"
      ? COLOR.positiveText
      : result.overall_sentiment === "mixed"
        ? COLOR.ink
        : COLOR.negativeText;
  const cells = [
    {
      label: "OVERALL SENTIMENT",
      value: sentimentTitle(result.overall_sentiment),
      color: sentimentColor,
      note: leftOut ? "Spam and giveaway entries left out" : "From the audience's comments",
    },
    {
      label: "SENTIMENT SCORE",
      value: `${wholePercent(result.sentiment_score)}%`,
      color: COLOR.ink,
      note: "Share of positive comments, neutral ones counting half",
    },
    {
      label: "COMMENTS ANALYZED",
      value: formatNumber(result.analyzed),
      color: COLOR.ink,
      note: analyzedLine(result),
    },
    {
      label: "ANALYSIS TIME",
      value: analysisTimeText(result.analysis_time),
      color: COLOR.ink,
      note: result.engine === "local" ? "Local analyzer" : `Engine: ${result.engine}`,
    },
  ];
  const cellW = WIDTH / 2;
  const cellH = 60;
  const pad = 12;
  return {
    gap: 16,
    height: () => cellH * 2,
    draw: (y) => {
      doc
        .roundedRect(LEFT, y, WIDTH, cellH * 2, 8)
        .fillColor(COLOR.panel)
        .strokeColor(COLOR.rule)
        .lineWidth(0.75)
        .fillAndStroke();
      doc
        .moveTo(LEFT + cellW, y + 8)
        .lineTo(LEFT + cellW, y + cellH * 2 - 8)
        .moveTo(LEFT + 8, y + cellH)
        .lineTo(LEFT + WIDTH - 8, y + cellH)
        .strokeColor(COLOR.rule)
        .lineWidth(0.75)
        .stroke();
      cells.forEach((cell, i) => {
        const x = LEFT + (i % 2) * cellW + pad;
        const top = y + Math.floor(i / 2) * cellH + 10;
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

function headerBlocks(
  doc: Doc,
  analysis: CompletedAnalysis,
  comments: readonly AnalysisComment[],
): Block[] {
  const post = analysis.post ?? analysis.result.post_data;
  const blocks: Block[] = [
    {
      gap: 0,
      height: () => 34,
      draw: (y) => {
        doc.rect(LEFT, y, 36, 3).fillColor(COLOR.accent).fill();
        drawText(
          doc,
          "CommentLens report",
          { font: FONT.bold, size: 22, color: COLOR.ink },
          LEFT,
          y + 10,
          WIDTH,
        );
      },
    },
    paragraph(
      doc,
      pdfText(sourceLine(analysis)),
      { font: FONT.regular, size: 11, color: COLOR.body, lineGap: 2 },
      6,
    ),
  ];
  if (post?.caption.trim()) {
    const caption = truncate(pdfText(post.caption, { emoji: "drop" }), CAPTION_MAX);
    if (caption) blocks.push(paragraph(doc, `“${caption}”`, NOTE, 4));
  }
  const meta = [`Analyzed on ${formatDateTime(analysis.created_at)}`];
  if (analysis.source !== "import") meta.push(pdfText(analysis.post_url));
  blocks.push(paragraph(doc, meta.join(" · "), MUTED, 4));
  const change = comparisonLine(analysis);
  if (change) blocks.push(paragraph(doc, change, MUTED, 2));
  blocks.push(figuresPanel(doc, analysis, comments));
  return blocks;
}

function breakdownBlocks(
  doc: Doc,
  analysis: CompletedAnalysis,
  comments: readonly AnalysisComment[],
): Block[] {
  const result = analysis.result;
  const counts = sentimentCounts(result, comments);
  const about = counts.exact ? "" : "about ";
  const b = result.sentiment_breakdown;
  const rows: Array<[string, number, number, string]> = [
    ["Positive", b.positive, counts.positive, COLOR.positive],
    ["Neutral", b.neutral, counts.neutral, COLOR.neutral],
    ["Negative", b.negative, counts.negative, COLOR.negative],
  ];
  return [
    sectionHeading(doc, "Comment Sentiment Breakdown"),
    ...rows.map(([label, pct, n, color]) =>
      barRow(
        doc,
        label,
        pct,
        `${pct}%`,
        `  ·  ${about}${plural(n, "comment")}`,
        color,
        BAR_LABEL_WIDTH,
      ),
    ),
    paragraph(doc, sentimentBaseNote(result, counts), MUTED, 8),
  ];
}

function languageBlocks(doc: Doc, analysis: CompletedAnalysis): Block[] {
  const languages = analysis.result.language_breakdown;
  const blocks: Block[] = [sectionHeading(doc, "Languages")];
  if (languages.length === 0) {
    return [...blocks, paragraph(doc, "No languages detected.", NOTE, 4)];
  }
  const shown = languages.slice(0, LANGUAGES_SHOWN);
  const rest = languages.slice(LANGUAGES_SHOWN);
  const rows = shown.map((l) => ({
    name: languageName(l.language),
    percentage: l.percentage,
    count: l.count,
  }));
  if (rest.length > 0) {
    rows.push({
      name: `${rest.length} more`,
      percentage: Math.round(rest.reduce((a, l) => a + l.percentage, 0) * 10) / 10,
      count: rest.reduce((a, l) => a + l.count, 0),
    });
  }
  return [
    ...blocks,
    ...rows.map((r) =>
      barRow(
        doc,
        r.name,
        r.percentage,
        `${r.percentage}%`,
        `  ·  ${plural(r.count, "comment")}`,
        COLOR.language,
        BAR_LABEL_WIDTH,
      ),
    ),
    paragraph(
      doc,
      "Share of the audience's comments in each language. Unknown: emoji only or too short to tell.",
      MUTED,
      8,
    ),
  ];
}

/** The unanswered questions, most liked first, quoted with their authors. */
function unansweredBlocks(
  doc: Doc,
  block: SectionBlock,
  analysis: CompletedAnalysis,
  comments: readonly AnalysisComment[],
): Block[] {
  const result = analysis.result;
  if (!result.unanswered_questions.available) return [paragraph(doc, REPLIES_UNKNOWN, NOTE, 4)];
  const ids = result.unanswered_questions.comment_ids;
  if (ids.length === 0) return [paragraph(doc, block.empty, NOTE, 4)];
  const shown = unansweredComments(result, comments).slice(0, UNANSWERED_SHOWN);
  const more = ids.length > shown.length ? ` The ${shown.length} most liked are quoted here.` : "";
  return [
    paragraph(doc, `${unansweredIntro(ids.length)}${more}`, BODY, 4),
    ...shown.map((c) => quoteBlock(doc, c)),
  ];
}

function sectionBlockBlocks(
  doc: Doc,
  block: SectionBlock,
  analysis: CompletedAnalysis,
  comments: readonly AnalysisComment[],
): Block[] {
  const empty = () => paragraph(doc, block.empty, NOTE, 4);
  switch (block.kind) {
    case "insights":
      return [
        subheading(doc, block.title),
        ...(block.items.length > 0 ? block.items.map((i) => insightBlock(doc, i)) : [empty()]),
      ];
    case "personas":
      return block.items.length > 0 ? block.items.map((p) => personaBlock(doc, p)) : [empty()];
    case "strategies":
      return block.items.length > 0
        ? block.items.flatMap((s) => [
            subheading(doc, s.category),
            ...s.recommendations.map((r) => insightBlock(doc, r)),
          ])
        : [empty()];
    case "unanswered":
      return unansweredBlocks(doc, block, analysis, comments);
  }
}

/** Places blocks top to bottom, starting a page when a block (and what it keeps with) won't fit. */
function flow(doc: Doc, blocks: Block[]): void {
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
    }
    if (y > TOP) y += block.gap;
    block.draw(y);
    y += block.height();
  }
}

function footer(doc: Doc, label: string, generatedAt: Date): void {
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

export async function renderPdf(
  analysis: CompletedAnalysis,
  comments: readonly AnalysisComment[],
  generatedAt: Date,
): Promise<Buffer> {
  const title = pdfText(`CommentLens report: ${sourceLine(analysis)}`);
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    compress: true,
    lang: "en",
    displayTitle: true,
    info: {
      Title: title,
      Author: "CommentLens",
      Creator: "CommentLens",
      Producer: "CommentLens (PDFKit)",
      // Fixed from the input: the file id is derived from these, so output is reproducible.
      CreationDate: generatedAt,
      ModDate: generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const blocks: Block[] = [
    ...headerBlocks(doc, analysis, comments),
    ...breakdownBlocks(doc, analysis, comments),
    ...languageBlocks(doc, analysis),
  ];
  for (const section of reportSections(analysis.result)) {
    blocks.push(sectionHeading(doc, section.title));
    for (const block of section.blocks) {
      blocks.push(...sectionBlockBlocks(doc, block, analysis, comments));
    }
  }
  flow(doc, blocks);

  const post = analysis.post ?? analysis.result.post_data;
  const label =
    analysis.source === "import"
      ? `CommentLens report · ${pdfText(sourceLine(analysis))}`
      : `CommentLens report · ${[post ? `@${post.owner.username}` : null, analysis.shortcode]
          .filter(Boolean)
          .join(" · ")}`;
  footer(doc, pdfText(label), generatedAt);
  doc.end();
  return done;
}
