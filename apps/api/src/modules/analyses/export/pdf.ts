import type { AnalysisComment, Insight, Persona } from "@commentlens/shared";
import {
  formatNumber,
  renderInsight,
  SENTIMENT_SCORE_DEFINITION,
  sentimentTitle,
  wholePercent,
} from "@commentlens/shared";
import { languageBars } from "../../../lib/pdf/languages.js";
import {
  type Block,
  BODY,
  barRow,
  bullet,
  COLOR,
  createPdf,
  type Doc,
  drawText,
  FONT,
  flow,
  footer,
  LEFT,
  MUTED,
  metricsPanel,
  NOTE,
  paragraph,
  sectionHeading,
  shareBlock,
  subheading,
  textHeight,
  WIDTH,
} from "../../../lib/pdf/layout.js";
import { pdfQuote, pdfSentence, pdfText, truncate } from "../../../lib/pdf/text.js";
import { formatDate, formatDateTime, plural } from "../../../lib/report-format.js";
import {
  analysisTimeText,
  analyzedLine,
  type CompletedAnalysis,
  comparisonLine,
  entityLine,
  entityName,
  REPLIES_UNKNOWN,
  reportSections,
  type SectionBlock,
  sentimentBaseNote,
  sentimentCounts,
  sourceLine,
  supportText,
  tagSummaryLine,
  unansweredComments,
  unansweredIntro,
} from "./report.js";

/**
 * The report as a PDF, drawn with pdfkit's primitives in the page's order (ADR 0007), on the
 * shared layout of lib/pdf: blocks measured before they are drawn, so a page break never
 * splits a finding and never leaves a heading alone at the bottom of a page.
 */

/** How much of a comment or finding is quoted before "…". */
const QUOTE_MAX = 280;
const INSIGHT_MAX = 420;
const CAPTION_MAX = 220;
const UNANSWERED_SHOWN = 10;
const BAR_LABEL_WIDTH = 96;

/** "(12 comments)" that never wraps between the number and the word. */
function support(n: number): string {
  return supportText(n).replace(/ /g, "\u00a0");
}

/** A finding: bullet, text and how many comments back it. */
function insightBlock(doc: Doc, insight: Insight): Block {
  return bullet(
    doc,
    truncate(pdfSentence(renderInsight(insight)), INSIGHT_MAX),
    support(insight.support),
  );
}

function personaBlock(doc: Doc, persona: Persona): Block {
  return shareBlock(doc, {
    name: pdfSentence(persona.type),
    figure: `${persona.percentage}% of commenters`,
    percent: persona.percentage,
    details: pdfSentence(persona.characteristics.join(" · ")),
    note: support(persona.support),
  });
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
      note: SENTIMENT_SCORE_DEFINITION,
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
  return metricsPanel(doc, cells);
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
  const tags = tagSummaryLine(comments);
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
    ...(tags ? [paragraph(doc, tags, MUTED, 4)] : []),
  ];
}

function languageBlocks(doc: Doc, analysis: CompletedAnalysis): Block[] {
  const languages = analysis.result.language_breakdown;
  const blocks: Block[] = [sectionHeading(doc, "Languages")];
  if (languages.length === 0) {
    return [...blocks, paragraph(doc, "No languages detected.", NOTE, 4)];
  }
  return [
    ...blocks,
    ...languageBars(doc, languages, BAR_LABEL_WIDTH),
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
    case "entities":
      return [
        subheading(doc, block.title),
        ...block.items.map((e) =>
          shareBlock(doc, {
            name: pdfText(entityName(e)),
            figure: plural(e.total, "comment"),
            percent: e.total === 0 ? 0 : (100 * e.support) / e.total,
            details: entityLine(e),
            note: null,
          }),
        ),
      ];
  }
}

export async function renderPdf(
  analysis: CompletedAnalysis,
  comments: readonly AnalysisComment[],
  generatedAt: Date,
): Promise<Buffer> {
  const title = pdfText(`CommentLens report: ${sourceLine(analysis)}`);
  const { doc, done } = createPdf({
    title,
    author: "CommentLens",
    creator: "CommentLens",
    producer: "CommentLens (PDFKit)",
    date: generatedAt,
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
