import type {
  AgencyBranding,
  OverallSentiment,
  ProfileAnalysisDetail,
  ProfileInsightItem,
  ProfileInsights,
  ProfilePost,
  ProfileStatement,
} from "@commentlens/shared";
import { formatNumber, sentimentTitle } from "@commentlens/shared";
import { checkLogo, type Logo } from "../../../lib/logo-image.js";
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
  type PanelCell,
  paragraph,
  sectionHeading,
  shareBlock,
  subheading,
  type TextStyle,
  textHeight,
  WIDTH,
} from "../../../lib/pdf/layout.js";
import { pdfQuote, pdfSentence, pdfText, truncate } from "../../../lib/pdf/text.js";
import { formatDate, formatDateTime, plural } from "../../../lib/report-format.js";
import {
  commentHours,
  hourRange,
  itemSupport,
  mediaTypeName,
  missingInsightsNote,
  peakHour,
  postsNewestFirst,
  RECOMMENDATION_AREAS,
  rateText,
  scoreText,
} from "./report.js";

/**
 * The profile report as a PDF, in the detail view's order (Overview, Audience, Content,
 * Engagement, Performance, Strategy) and then every post, drawn with the post report's layout
 * (ADR 0007). With an agency's branding, its logo and name stand where CommentLens would.
 */

const INSIGHT_MAX = 420;
const CAPTION_MAX = 90;
const REGULARS_SHOWN = 10;
const TILE_NAMES_SHOWN = 3;
const BAR_LABEL_WIDTH = 96;
const LOGO_BOX = { width: 150, height: 40 };
/** Where a caption the PDF can't show is kept whole. */
const KEPT_IN = "the CSV or JSON export";

/** Who the report is from: an agency's name and logo (either may be missing), or CommentLens. */
interface Brand {
  name: string | null;
  /** The checked logo and pdfkit's image of it (opened once, drawn as is). */
  logo: (Logo & { image: unknown }) | null;
}

/** pdfkit opens images with this (untyped in @types/pdfkit), and `image()` takes the result. */
type ImageOpener = { openImage(src: Buffer): unknown };

/** The agency's branding as the PDF can show it; a logo that can't be drawn is left out. */
function brandOf(doc: Doc, branding: AgencyBranding | null): Brand | null {
  const rawName = branding?.agency_name?.trim() ?? "";
  if (!branding || (rawName === "" && !branding.logo_data_url)) return null;
  const shown = pdfText(rawName);
  // A name wholly in a script the built-in font lacks would print as "?".
  const name = /[\p{L}\p{N}]/u.test(shown) ? shown : null;
  let logo: Brand["logo"] = null;
  if (branding.logo_data_url) {
    const checked = checkLogo(branding.logo_data_url);
    if (checked.ok) {
      try {
        // Opened now, so an image pdfkit still refuses drops out before anything is drawn.
        const image = (doc as unknown as ImageOpener).openImage(checked.bytes);
        logo = { ...checked, image };
      } catch {
        logo = null;
      }
    }
  }
  return { name, logo };
}

/** "(12 comments on 3 posts)" that never wraps inside. */
function support(item: ProfileInsightItem): string {
  return itemSupport(item).replace(/ /g, "\u00a0");
}

function itemBlock(doc: Doc, item: ProfileInsightItem): Block {
  return bullet(doc, truncate(pdfSentence(item.text), INSIGHT_MAX), support(item));
}

function items(doc: Doc, title: string, list: ProfileInsightItem[], empty: string): Block[] {
  return [
    subheading(doc, title),
    ...(list.length > 0 ? list.map((i) => itemBlock(doc, i)) : [paragraph(doc, empty, NOTE, 4)]),
  ];
}

/** A sentence of the report; one the data can't support reads as a quieter note saying why. */
function statement(doc: Doc, title: string, s: ProfileStatement): Block[] {
  const text = truncate(pdfSentence(s.text), INSIGHT_MAX);
  return [subheading(doc, title), paragraph(doc, text, s.available ? BODY : NOTE, 4)];
}

function sentimentColor(sentiment: OverallSentiment | null): string {
  if (sentiment === "positive" || sentiment === "overwhelmingly positive") {
    return COLOR.positiveText;
  }
  if (sentiment === "negative" || sentiment === "overwhelmingly negative") {
    return COLOR.negativeText;
  }
  return COLOR.ink;
}

function brandBlock(doc: Doc, brand: Brand | null): Block {
  const nameStyle: TextStyle = { font: FONT.bold, size: 13, color: COLOR.ink };
  const logo = brand?.logo ?? null;
  // Fitted to the box either way: a small logo is drawn as large as a big one.
  const scale = logo ? Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height) : 0;
  const logoW = logo ? logo.width * scale : 0;
  const logoH = logo ? logo.height * scale : 0;
  const name = brand ? brand.name : "CommentLens";
  return {
    gap: 0,
    height: () => (logo ? Math.max(logoH, 16) : 28),
    draw: (y) => {
      if (logo) {
        doc.image(logo.image as PDFKit.Mixins.ImageSrc, LEFT, y, {
          width: logoW,
          height: logoH,
          ignoreOrientation: true,
        } as PDFKit.Mixins.ImageOption);
        if (name) {
          const x = LEFT + logoW + 12;
          const textY = y + Math.max(0, (logoH - 13) / 2);
          drawText(doc, name, nameStyle, x, textY, WIDTH - logoW - 12, {
            lineBreak: false,
            ellipsis: true,
            height: 16,
          });
        }
        return;
      }
      doc.rect(LEFT, y, 36, 3).fillColor(COLOR.accent).fill();
      if (name) {
        drawText(doc, name, nameStyle, LEFT, y + 10, WIDTH, {
          lineBreak: false,
          ellipsis: true,
          height: 16,
        });
      }
    },
  };
}

function headerBlocks(doc: Doc, detail: ProfileAnalysisDetail, brand: Brand | null): Block[] {
  const username = pdfText(detail.instagram_username);
  const subtitle = ["Instagram profile report", detail.full_name ? pdfText(detail.full_name) : ""]
    .filter(Boolean)
    .join(" · ");
  const meta = [
    `Analyzed ${formatDateTime(detail.created_at)}`,
    `${detail.completed_posts} of ${plural(detail.total_posts, "latest post")} analyzed`,
    detail.follower_count === null ? null : plural(detail.follower_count, "follower"),
    pdfText(detail.profile_url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")),
  ].filter((part): part is string => part !== null && part !== "");
  const blocks: Block[] = [
    brandBlock(doc, brand),
    paragraph(doc, `@${username}`, { font: FONT.bold, size: 24, color: COLOR.ink }, 14),
    paragraph(doc, subtitle, { font: FONT.regular, size: 11, color: COLOR.body }, 4),
    paragraph(doc, meta.join(" · "), MUTED, 6),
  ];
  const missing = missingInsightsNote(detail);
  if (missing) blocks.push(paragraph(doc, pdfSentence(missing), NOTE, 8));
  return blocks;
}

function keyFigures(doc: Doc, detail: ProfileAnalysisDetail): Block {
  const insights = detail.profile_insights;
  const m = insights?.metrics;
  const rate = rateText(m ? m.engagement_rate : detail.engagement_rate);
  const score = m ? m.sentiment_score : detail.sentiment_score;
  const band = m ? m.overall_sentiment : detail.overall_sentiment;
  const average = m ? m.average_engagement : detail.average_engagement;
  const failed = m ? m.posts_failed : detail.failed_posts;
  const analyzed = m ? m.posts_analyzed : detail.completed_posts;
  const cells: PanelCell[] = [
    {
      label: "COMMENTS PER 100 LIKES",
      value: rate ?? "–",
      color: COLOR.ink,
      note: rate === null ? "Likes are hidden on these posts" : "Post average",
    },
    {
      label: "POSTS ANALYZED",
      value: `${formatNumber(analyzed)} of ${formatNumber(detail.total_posts)}`,
      color: COLOR.ink,
      note: failed > 0 ? `${plural(failed, "post")} could not be analyzed` : "The latest posts",
    },
    {
      label: "ACTIVE COMMENTERS",
      value: m ? formatNumber(m.active_commenters) : "–",
      color: COLOR.ink,
      note: m
        ? `${formatNumber(m.repeat_commenters)} commented on 2 or more posts`
        : "Once the analysis is complete",
    },
    {
      label: "SENTIMENT SCORE",
      value: score === null ? "–" : scoreText(score),
      color: sentimentColor(band),
      note: band
        ? `${sentimentTitle(band)} · 0 to 1, higher is better`
        : "0 to 1, higher is better",
    },
    {
      label: "TOTAL COMMENTS",
      value: m ? formatNumber(m.total_comments) : "–",
      color: COLOR.ink,
      note: m?.total_likes == null ? "Likes are hidden" : `${formatNumber(m.total_likes)} likes`,
    },
    {
      label: "AVERAGE ENGAGEMENT",
      value: average === null ? "–" : formatNumber(Math.round(average)),
      color: COLOR.ink,
      note: "Likes and comments per post",
    },
  ];
  return metricsPanel(doc, cells, 3);
}

function overviewBlocks(doc: Doc, insights: ProfileInsights): Block[] {
  const m = insights.metrics;
  const b = m.sentiment_breakdown;
  const c = m.sentiment_counts;
  const rows: Array<[string, number, number, string]> = [
    ["Positive", b.positive, c.positive, COLOR.positive],
    ["Neutral", b.neutral, c.neutral, COLOR.neutral],
    ["Negative", b.negative, c.negative, COLOR.negative],
  ];
  const base = c.positive + c.neutral + c.negative;
  const left: string[] = [];
  if (m.spam_count > 0) left.push(plural(m.spam_count, "spam comment"));
  if (m.giveaway_count > 0) {
    left.push(plural(m.giveaway_count, "giveaway entry", "giveaway entries"));
  }
  const note = `Share of ${plural(base, "comment")} from the audience across the analyzed posts.${
    left.length > 0 ? ` Found among all comments: ${left.join(" and ")}.` : ""
  }`;
  return [
    sectionHeading(doc, "Overview"),
    subheading(doc, "Profile summary"),
    paragraph(doc, truncate(pdfSentence(insights.summary), 1_200), BODY, 4),
    subheading(doc, "Sentiment breakdown"),
    ...rows.map(([label, pct, n, color]) =>
      barRow(doc, label, pct, `${pct}%`, `  ·  ${plural(n, "comment")}`, color, BAR_LABEL_WIDTH),
    ),
    paragraph(doc, note, MUTED, 8),
  ];
}

function audienceBlocks(doc: Doc, insights: ProfileInsights): Block[] {
  const a = insights.audience_insights;
  const blocks: Block[] = [
    sectionHeading(doc, "Audience"),
    ...statement(doc, "Engagement pattern", a.engagement_patterns),
    ...statement(doc, "Overall sentiment", a.sentiment_analysis),
    ...items(
      doc,
      "Audience preferences",
      a.audience_preferences,
      "No topic came up often enough across the posts to call it a preference.",
    ),
    subheading(doc, "Who comments"),
  ];
  if (a.behaviour.length === 0) {
    blocks.push(paragraph(doc, "Too few commenters to group.", NOTE, 4));
  }
  for (const tile of a.behaviour) {
    const names = tile.usernames.slice(0, TILE_NAMES_SHOWN).map((u) => `@${pdfText(u)}`);
    const details = pdfSentence(tile.description);
    blocks.push(
      shareBlock(doc, {
        name: pdfSentence(tile.label),
        figure: `${plural(tile.count, "person", "people")} · ${tile.percentage}%`,
        percent: tile.percentage,
        details: names.length > 0 ? `${details} For example ${names.join(", ")}.` : details,
        note: null,
      }),
    );
  }
  blocks.push(
    ...items(
      doc,
      "Demographic insights",
      a.demographic_insights,
      "The comments say too little about who the audience is.",
    ),
    ...languageBlocks(doc, insights),
  );
  if (insights.regulars.length > 0) {
    const shown = insights.regulars
      .slice(0, REGULARS_SHOWN)
      .map((r) => `@${pdfText(r.username)} (${plural(r.posts, "post")})`);
    blocks.push(
      subheading(doc, "Most loyal commenters"),
      paragraph(doc, `Commented on the most posts: ${shown.join(", ")}.`, BODY, 4),
    );
  }
  return blocks;
}

function languageBlocks(doc: Doc, insights: ProfileInsights): Block[] {
  const languages = insights.metrics.languages;
  const blocks: Block[] = [subheading(doc, "Languages")];
  if (languages.length === 0) return [...blocks, paragraph(doc, "No languages detected.", NOTE, 4)];
  return [...blocks, ...languageBars(doc, languages, BAR_LABEL_WIDTH)];
}

/** One line about a post: "Carousel · Nov 2, 2026 · 2.4 comments per 100 likes · 312 comments". */
function postLine(post: ProfilePost): string {
  const rate = rateText(post.engagement_rate);
  return [
    `Post ${pdfText(post.shortcode)}`,
    mediaTypeName(post.media_type),
    formatDate(post.taken_at),
    rate ? `${rate.replace("%", "")} comments per 100 likes` : null,
    plural(post.comments, "comment"),
  ]
    .filter(Boolean)
    .join(" · ");
}

function contentBlocks(
  doc: Doc,
  detail: ProfileAnalysisDetail,
  insights: ProfileInsights,
): Block[] {
  const c = insights.content_strategy;
  const best = c.best_performing_content;
  const bestPost = detail.posts.find((p) => best.post_shortcodes[0] === p.shortcode);
  const blocks: Block[] = [
    sectionHeading(doc, "Content"),
    ...items(
      doc,
      "Top themes",
      c.content_themes,
      "No theme came up in the comments of more than one post.",
    ),
    subheading(doc, "Best performing content"),
    itemBlock(doc, best),
  ];
  if (bestPost) {
    blocks.push(paragraph(doc, postLine(bestPost), MUTED, 3));
    const caption = bestPost.caption.trim() ? pdfQuote(bestPost.caption, 220, KEPT_IN) : "";
    if (caption) blocks.push(paragraph(doc, `“${caption}”`, NOTE, 2));
  }
  blocks.push(
    ...statement(doc, "Posting frequency", c.posting_frequency),
    ...statement(doc, "Optimal posting times", c.optimal_posting_times),
  );
  if (insights.drivers.length > 0) {
    blocks.push(
      subheading(doc, "What goes with more engagement"),
      ...insights.drivers.map((d) =>
        bullet(
          doc,
          truncate(pdfSentence(d.text), INSIGHT_MAX),
          `(${plural(d.posts, "post")})`.replace(/ /g, "\u00a0"),
        ),
      ),
    );
  }
  return blocks;
}

/**
 * The Engagement Clock: audience comments in each of the 24 UTC hours as bars, the busiest in
 * the accent colour with its count; dots under the hours the posts were published.
 */
function clockBlock(doc: Doc, hours: readonly number[], postingHours: readonly number[]): Block {
  const top = 14;
  const chartH = 96;
  const labelH = 22;
  const slot = WIDTH / 24;
  const barW = slot * 0.68;
  const peak = peakHour(hours);
  const max = peak?.count ?? 0;
  const small: TextStyle = { font: FONT.regular, size: 6.5, color: COLOR.muted };
  return {
    gap: 8,
    height: () => top + chartH + labelH,
    draw: (y) => {
      const base = y + top + chartH;
      doc
        .moveTo(LEFT, y + top)
        .lineTo(LEFT + WIDTH, y + top)
        .lineWidth(0.5)
        .dash(2, { space: 2 })
        .strokeColor(COLOR.rule)
        .stroke()
        .undash();
      hours.forEach((count, hour) => {
        const x = LEFT + hour * slot;
        const h = max > 0 ? (count / max) * chartH : 0;
        if (h > 0) {
          doc
            .rect(x + (slot - barW) / 2, base - h, barW, h)
            .fillColor(hour === peak?.hour ? COLOR.accent : COLOR.accentSoft)
            .fill();
        }
        drawText(doc, String(hour).padStart(2, "0"), small, x, base + 3, slot, {
          align: "center",
          lineBreak: false,
        });
        if ((postingHours[hour] ?? 0) > 0) {
          doc
            .circle(x + slot / 2, base + 16, 1.8)
            .fillColor(COLOR.ink)
            .fill();
        }
      });
      doc
        .moveTo(LEFT, base)
        .lineTo(LEFT + WIDTH, base)
        .lineWidth(0.75)
        .strokeColor(COLOR.quoteRule)
        .stroke();
      if (peak) {
        drawText(
          doc,
          formatNumber(peak.count),
          { font: FONT.bold, size: 7, color: COLOR.ink },
          LEFT + peak.hour * slot - slot,
          y + top - 10,
          slot * 3,
          { align: "center", lineBreak: false },
        );
      }
    },
  };
}

function engagementBlocks(doc: Doc, insights: ProfileInsights): Block[] {
  const hours = commentHours(insights);
  const total = hours.reduce((s, n) => s + n, 0);
  const peak = peakHour(hours);
  const posted = insights.posting_hours_utc.reduce((s, n) => s + n, 0);
  const blocks: Block[] = [
    sectionHeading(doc, "Engagement"),
    subheading(doc, "Engagement Clock (UTC)"),
  ];
  if (!peak) {
    blocks.push(paragraph(doc, "No comment has a time to place on the clock.", NOTE, 4));
  } else {
    const share = Math.round((peak.count / total) * 100);
    blocks.push(
      clockBlock(doc, hours, insights.posting_hours_utc),
      paragraph(
        doc,
        `Audience comments by hour of the day in UTC, from the times of ${plural(total, "comment")}. Busiest hour: ${hourRange(peak.hour)}, with ${plural(peak.count, "comment")} (${share}%).${
          posted > 0 ? ` Dots mark the hours the ${plural(posted, "post")} were published.` : ""
        }`,
        MUTED,
        6,
      ),
    );
  }
  const m = insights.metrics;
  const questions =
    m.unanswered_questions === null
      ? `${plural(m.questions, "question")} from the audience (replies were not fetched, so unanswered ones can't be told)`
      : `${plural(m.questions, "question")} from the audience, ${formatNumber(m.unanswered_questions)} without a reply from the profile`;
  blocks.push(
    ...statement(doc, "Engagement trend", insights.performance_metrics.engagement_trends),
    subheading(doc, "Conversation"),
    bullet(doc, questions, null),
    bullet(
      doc,
      `${plural(m.repeat_commenters, "person", "people")} commented on two or more of the posts`,
      null,
    ),
    bullet(
      doc,
      `${plural(m.spam_count, "spam comment")} and ${plural(m.giveaway_count, "giveaway entry", "giveaway entries")}`,
      null,
    ),
  );
  return blocks;
}

function performanceBlocks(doc: Doc, insights: ProfileInsights): Block[] {
  const p = insights.performance_metrics;
  return [
    sectionHeading(doc, "Performance"),
    ...statement(doc, "Growth indicators", p.growth_indicators),
    ...statement(doc, "Benchmark comparison", p.benchmark_comparison),
    ...statement(doc, "ROI indicators", p.roi_indicators),
  ];
}

/** The primary recommendation, set apart in a panel. */
function priorityBlock(doc: Doc, item: ProfileInsightItem): Block {
  const pad = 12;
  const width = WIDTH - pad * 2 - 4;
  const textStyle: TextStyle = { font: FONT.bold, size: 10.5, color: COLOR.ink, lineGap: 2 };
  const text = truncate(pdfSentence(item.text), INSIGHT_MAX);
  const note = support(item);
  const textH = () => textHeight(doc, text, textStyle, width);
  const height = () => pad + 12 + textH() + 3 + textHeight(doc, note, MUTED, width) + pad;
  return {
    gap: 10,
    height,
    draw: (y) => {
      doc
        .roundedRect(LEFT, y, WIDTH, height(), 6)
        .fillColor(COLOR.panel)
        .strokeColor(COLOR.rule)
        .lineWidth(0.75)
        .fillAndStroke();
      doc.rect(LEFT, y, 4, height()).fillColor(COLOR.accent).fill();
      const x = LEFT + pad + 4;
      drawText(
        doc,
        "HIGH PRIORITY",
        { font: FONT.bold, size: 7.5, color: COLOR.accent },
        x,
        y + pad,
        width,
      );
      drawText(doc, text, textStyle, x, y + pad + 12, width);
      drawText(doc, note, MUTED, x, y + pad + 12 + textH() + 3, width);
    },
  };
}

function strategyBlocks(doc: Doc, insights: ProfileInsights): Block[] {
  const r = insights.recommendations;
  return [
    sectionHeading(doc, "Strategy"),
    subheading(doc, "Primary recommendation"),
    priorityBlock(doc, r.primary_recommendation),
    ...RECOMMENDATION_AREAS.flatMap(({ key, title }) =>
      items(doc, title, r[key], "Nothing in the comments points to an action here yet."),
    ),
  ];
}

// ---- the posts table ------------------------------------------------------------------

const COLUMNS: ReadonlyArray<{ title: string; width: number; align: "left" | "right" }> = [
  { title: "POST", width: 88, align: "left" },
  { title: "TYPE", width: 56, align: "left" },
  { title: "POSTED", width: 70, align: "left" },
  { title: "LIKES", width: 52, align: "right" },
  { title: "COMMENTS", width: 60, align: "right" },
  { title: "ENG. RATE", width: 52, align: "right" },
  { title: "SENTIMENT", width: 55, align: "right" },
  { title: "STATUS", width: WIDTH - 433, align: "right" },
];
const CELL = { font: FONT.regular, size: 8.5, color: COLOR.body };

function columnX(i: number): number {
  return LEFT + COLUMNS.slice(0, i).reduce((s, c) => s + c.width, 0);
}

function rule(doc: Doc, y: number): void {
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();
}

function tableHeader(doc: Doc): Block {
  const style: TextStyle = { font: FONT.bold, size: 7, color: COLOR.muted };
  return {
    gap: 8,
    keepWithNext: true,
    height: () => 14,
    draw: (y) => {
      COLUMNS.forEach((c, i) => {
        drawText(doc, c.title, style, columnX(i), y + 2, c.width - 4, {
          align: c.align,
          lineBreak: false,
        });
      });
      rule(doc, y + 12);
    },
  };
}

const STATUS_NAMES: Record<ProfilePost["status"], string> = {
  queued: "Queued",
  running: "Running",
  completed: "Analyzed",
  failed: "Failed",
};

/** A post: its figures on one line, then its sentiment and caption (or why it failed). */
function postRow(doc: Doc, post: ProfilePost, header: Block): Block {
  const cells = [
    pdfText(post.shortcode),
    mediaTypeName(post.media_type),
    formatDate(post.taken_at),
    post.likes === null ? "hidden" : formatNumber(post.likes),
    formatNumber(post.comments),
    rateText(post.engagement_rate) ?? "–",
    post.sentiment_score === null ? "–" : scoreText(post.sentiment_score),
    STATUS_NAMES[post.status],
  ];
  const detail =
    post.status === "failed"
      ? pdfSentence(post.error ?? "This post could not be analyzed.")
      : post.status !== "completed"
        ? "Not analyzed yet."
        : [
            post.overall_sentiment ? sentimentTitle(post.overall_sentiment) : null,
            post.analyzed_comments === null
              ? null
              : `${plural(post.analyzed_comments, "comment")} analyzed`,
            post.caption.trim() ? `“${pdfQuote(post.caption, CAPTION_MAX, KEPT_IN)}”` : null,
          ]
            .filter(Boolean)
            .join(" · ");
  const detailStyle: TextStyle =
    post.status === "failed"
      ? { ...NOTE, size: 8, color: COLOR.negativeText }
      : { ...MUTED, size: 8 };
  const detailH = () => (detail ? textHeight(doc, detail, detailStyle, WIDTH - 8) : 0);
  return {
    gap: 0,
    repeatHeader: header,
    height: () => 6 + 11 + (detail ? detailH() + 2 : 0) + 6,
    draw: (y) => {
      cells.forEach((text, i) => {
        const c = COLUMNS[i];
        if (!c) return;
        const style = i === 0 ? { ...CELL, font: FONT.bold, color: COLOR.ink } : CELL;
        drawText(doc, text, style, columnX(i), y + 6, c.width - 4, {
          align: c.align,
          lineBreak: false,
          ellipsis: true,
          height: 11,
        });
      });
      if (detail) drawText(doc, detail, detailStyle, LEFT, y + 6 + 11 + 2, WIDTH - 8);
      rule(doc, y + 6 + 11 + (detail ? detailH() + 2 : 0) + 6);
    },
  };
}

function postsBlocks(doc: Doc, detail: ProfileAnalysisDetail): Block[] {
  const posts = postsNewestFirst(detail);
  const blocks: Block[] = [sectionHeading(doc, "Posts")];
  if (posts.length === 0) return [...blocks, paragraph(doc, "No posts were fetched.", NOTE, 4)];
  const intro = paragraph(
    doc,
    "Newest first. Sentiment: the share of positive comments, neutral ones counting half, 0 to 1, higher is better.",
    MUTED,
    4,
  );
  blocks.push({ ...intro, keepWithNext: true });
  const header = tableHeader(doc);
  blocks.push(header, ...posts.map((p) => postRow(doc, p, { ...header, gap: 0 })));
  return blocks;
}

export async function renderProfilePdf(
  detail: ProfileAnalysisDetail,
  branding: AgencyBranding | null,
  generatedAt: Date,
): Promise<Buffer> {
  const username = `@${pdfText(detail.instagram_username)}`;
  // Branded: nothing in the file, its properties included, names CommentLens.
  const agency = branding?.agency_name?.trim() ? pdfText(branding.agency_name) : undefined;
  const white = Boolean(agency || branding?.logo_data_url);
  const { doc, done } = createPdf(
    white
      ? { title: `Profile report: ${username}`, author: agency, creator: agency, date: generatedAt }
      : {
          title: `CommentLens profile report: ${username}`,
          author: "CommentLens",
          creator: "CommentLens",
          producer: "CommentLens (PDFKit)",
          date: generatedAt,
        },
  );
  const brand = white ? brandOf(doc, branding) : null;

  const blocks: Block[] = [...headerBlocks(doc, detail, brand), keyFigures(doc, detail)];
  const insights = detail.profile_insights;
  if (insights) {
    blocks.push(
      ...overviewBlocks(doc, insights),
      ...audienceBlocks(doc, insights),
      ...contentBlocks(doc, detail, insights),
      ...engagementBlocks(doc, insights),
      ...performanceBlocks(doc, insights),
      ...strategyBlocks(doc, insights),
    );
  }
  blocks.push(...postsBlocks(doc, detail));
  flow(doc, blocks);

  const label = !brand
    ? `CommentLens profile report · ${username}`
    : [brand.name, "Profile report", username].filter(Boolean).join(" · ");
  footer(doc, label, generatedAt);
  doc.end();
  return done;
}
