import type {
  AnalysisComment,
  AnalysisResult,
  AnalysisState,
  CommentTag,
  EntityStances,
  Insight,
  Persona,
  SentimentLabel,
  Strategy,
} from "@commentlens/shared";
import { entityStances, formatNumber, TAG_LABELS, wholePercentages } from "@commentlens/shared";
import { formatDate, plural } from "../../../lib/report-format.js";

/**
 * What every export format shares: the completed analysis, the comment order, the report's
 * sections in the page's order, and the wording of figures, so a PDF and a spreadsheet of the
 * same analysis never disagree.
 */

export type CompletedAnalysis = AnalysisState & { result: AnalysisResult };

/** Oldest first, then by id: a stable order whatever order the database returned. */
export function chronological(comments: readonly AnalysisComment[]): AnalysisComment[] {
  return [...comments].sort(
    (a, b) =>
      Date.parse(a.timestamp) - Date.parse(b.timestamp) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export const COMMENT_COLUMNS = [
  "id",
  "username",
  "text",
  "likes",
  "timestamp",
  "label",
  "score",
  "language",
  /** Whom the comment is aimed at, in the report's words (empty when aimed at no one). */
  "Aimed at",
  /** Where it stands towards whom ("Supports @mara", "Against @shop"; empty when no side). */
  "Stance",
  "tags",
  "is_from_owner",
  "reply_count",
  /** The report's owner set this comment's labels themselves. */
  "corrected_by_owner",
] as const;

export const TAG_SEPARATOR = "; ";

export interface TagCount {
  tag: CommentTag;
  count: number;
}

/**
 * Comments carrying each tag, most first, as the report's tag chips count them (creator
 * replies are not a tag of the audience's comments and are left out).
 */
export function tagCounts(comments: readonly AnalysisComment[]): TagCount[] {
  const counts = new Map<CommentTag, number>();
  for (const c of comments) {
    for (const tag of c.tags)
      if (tag !== "creator_reply") counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** Comments carrying a tag. */
export function countTagged(comments: readonly AnalysisComment[], tag: CommentTag): number {
  return comments.filter((c) => c.tags.includes(tag)).length;
}

/** "Comment tags: Praise 60 · Questions 12 · Friend tags 4 · Toxic 1", or null without tags. */
export function tagSummaryLine(comments: readonly AnalysisComment[]): string | null {
  const counts = tagCounts(comments);
  if (counts.length === 0) return null;
  return `Comment tags: ${counts.map((t) => `${TAG_LABELS[t.tag]} ${formatNumber(t.count)}`).join(" · ")}`;
}

/** A part of a section; `empty` is what it says when the analysis found nothing for it. */
export type SectionBlock =
  | { kind: "insights"; title: string; items: Insight[]; empty: string }
  | { kind: "personas"; title: string; items: Persona[]; empty: string }
  | { kind: "strategies"; title: string; items: Strategy[]; empty: string }
  | { kind: "unanswered"; title: string; empty: string }
  | { kind: "entities"; title: string; items: EntityStances[]; empty: string };

export interface ReportSection {
  title: string;
  blocks: SectionBlock[];
}

/**
 * The report's sections with the unanswered questions, in the page's order and with the page's
 * wording for empty parts, so the PDF reads as the page.
 */
export function reportSections(result: AnalysisResult): ReportSection[] {
  const audience = result.audience_insights;
  const opportunities = result.content_opportunities;
  const insights = (title: string, items: Insight[], empty: string): SectionBlock => ({
    kind: "insights",
    title,
    items,
    empty,
  });
  return [
    {
      title: "Know Your Audience",
      blocks: [
        insights(
          "Who is commenting: languages and regulars",
          audience.primary_demographics,
          "Too few comments to say who is commenting.",
        ),
        insights(
          "Content preferences",
          audience.content_preferences,
          "No topic came up often enough to compare how it is received.",
        ),
        // As on the page: only when someone is talked about enough to say where people stand.
        ...whoTheyTalkAbout(result),
      ],
    },
    {
      title: "Audience Personas",
      blocks: [
        {
          kind: "personas",
          title: "Personas",
          items: audience.audience_personas,
          empty: "Too few commenters to group into personas.",
        },
      ],
    },
    {
      title: "User Feedback Analysis",
      blocks: [
        insights(
          "What users loved",
          result.what_users_loved,
          "No theme of praise came up in more than one comment.",
        ),
        insights(
          "Areas for growth",
          result.areas_for_improvement,
          "No criticism or suggestion came up in more than one comment.",
        ),
      ],
    },
    {
      title: "Engagement & Pain Points",
      blocks: [
        insights(
          "Engagement drivers",
          audience.engagement_drivers,
          "Nothing in these comments stands out as driving engagement.",
        ),
        insights(
          "Pain points",
          audience.pain_points,
          "No complaint came up in more than one comment.",
        ),
      ],
    },
    {
      title: "Unanswered questions",
      blocks: [
        {
          kind: "unanswered",
          title: "Unanswered questions",
          empty: "Every question in the analyzed comments has a reply from you.",
        },
      ],
    },
    {
      title: "Content Opportunities",
      blocks: [
        insights(
          "Trending topics",
          opportunities.trending_topics,
          "No topic came up in enough comments to call it trending.",
        ),
        insights(
          "Content gaps",
          opportunities.content_gaps,
          "No recurring question or request points to a gap in your content.",
        ),
        insights(
          "Collaboration ideas",
          opportunities.collaboration_ideas,
          "Nobody asked for a collaboration or kept bringing up an account besides the people in the post.",
        ),
      ],
    },
    {
      title: "Actionable Strategies",
      blocks: [
        {
          kind: "strategies",
          title: "Strategies",
          items: result.actionable_strategies,
          empty:
            "These comments do not point to a specific action yet; recommendations appear once questions, praise or complaints recur.",
        },
      ],
    },
  ];
}

export const REPLIES_UNKNOWN =
  "Replies were not fetched for this post, so unanswered questions can’t be known.";

/** "3 questions have no reply from you yet, most liked first." */
export function unansweredIntro(count: number): string {
  return count === 1
    ? "1 question has no reply from you yet."
    : `${formatNumber(count)} questions have no reply from you yet, most liked first.`;
}

/** "(12 comments)": how many comments back a finding. */
export function supportText(support: number): string {
  return `(${plural(support, "comment")})`;
}

/** The honest count line: how many of the available comments were analysed. */
export function analyzedLine(result: AnalysisResult): string {
  return `Analyzed ${formatNumber(result.analyzed)} of ${formatNumber(result.available)} comments`;
}

/** 0.4 → "0.4 s", as the page shows it; a fast run never reads "0.0 s". */
export function analysisTimeText(seconds: number): string {
  if (seconds > 0 && seconds < 0.1) return "< 0.1 s";
  return `${seconds.toFixed(1)} s`;
}

/** Where the comments came from, in one line: "@owner · post ABC · posted Nov 2, 2026". */
export function sourceLine(analysis: CompletedAnalysis): string {
  const post = analysis.post ?? analysis.result.post_data;
  if (analysis.source === "import") {
    return analysis.file_name ? `Imported file: ${analysis.file_name}` : "Imported file";
  }
  const parts: string[] = [];
  if (post) parts.push(`@${post.owner.username}`);
  const shortcode = post?.shortcode ?? analysis.shortcode;
  if (shortcode) parts.push(`post ${shortcode}`);
  if (post) parts.push(`posted ${formatDate(post.takenAt)}`);
  if (analysis.source === "demo") parts.push("demo data");
  return parts.length > 0 ? parts.join(" · ") : analysis.post_url;
}

export interface SentimentCounts {
  positive: number;
  neutral: number;
  negative: number;
  /** Comments the percentages are of. */
  base: number;
  /** True when spam and giveaway entries were left out of `base`. */
  spamExcluded: boolean;
  /** False when the counts are derived from the percentages rather than counted. */
  exact: boolean;
}

/**
 * Comments behind each sentiment percentage. The analyser counts the audience's comments
 * without spam and giveaway entries (unless told to include them), so the counts are
 * recounted from the comments that way; if neither reading reproduces the percentages (an
 * older analysis, a partial comment list), they are estimated from the percentages.
 */
export function sentimentCounts(
  result: AnalysisResult,
  comments: readonly AnalysisComment[],
): SentimentCounts {
  const audience = comments.filter((c) => !c.is_from_owner);
  const real = audience.filter(
    (c) => !c.tags.includes("spam") && !c.tags.includes("giveaway_entry"),
  );
  const { positive, neutral, negative } = result.sentiment_breakdown;
  const count = (list: AnalysisComment[], label: SentimentLabel) =>
    list.filter((c) => c.label === label).length;
  for (const [list, spamExcluded] of [
    [real, true],
    [audience, false],
  ] as const) {
    const counts = [count(list, "positive"), count(list, "neutral"), count(list, "negative")];
    const shares = wholePercentages(counts);
    if (
      list.length > 0 &&
      shares[0] === positive &&
      shares[1] === neutral &&
      shares[2] === negative
    ) {
      const [p = 0, n = 0, g = 0] = counts;
      return { positive: p, neutral: n, negative: g, base: list.length, spamExcluded, exact: true };
    }
  }
  const base = real.length > 0 ? real.length : result.total_comments;
  const estimate = (pct: number) => Math.round((pct / 100) * base);
  return {
    positive: estimate(positive),
    neutral: estimate(neutral),
    negative: estimate(negative),
    base,
    spamExcluded: real.length > 0,
    exact: false,
  };
}

/** Sentence under the breakdown saying what the percentages are of. */
export function sentimentBaseNote(result: AnalysisResult, counts: SentimentCounts): string {
  const left: string[] = [];
  if (counts.spamExcluded && result.spam_count > 0)
    left.push(plural(result.spam_count, "spam comment"));
  if (counts.spamExcluded && result.giveaway_count > 0)
    left.push(plural(result.giveaway_count, "giveaway entry", "giveaway entries"));
  const base = `Percentages of ${plural(counts.base, "comment")} from the audience (the creator's replies are not counted)`;
  if (left.length === 0) return `${base}.`;
  const one = left.length === 1 && /^1 /.test(left[0] as string);
  return `${base}; ${left.join(" and ")} ${one ? "is" : "are"} left out.`;
}

/** Unanswered questions as comments, most liked first (the analyser's order). */
export function unansweredComments(
  result: AnalysisResult,
  comments: readonly AnalysisComment[],
): AnalysisComment[] {
  const byId = new Map(comments.map((c) => [c.id, c]));
  return result.unanswered_questions.comment_ids.flatMap((id) => {
    const c = byId.get(id);
    return c ? [c] : [];
  });
}

/** A comparison with the previous analysis of the same post, in one sentence (or null). */
export function comparisonLine(analysis: CompletedAnalysis): string | null {
  const c = analysis.comparison;
  if (!c) return null;
  const points = Math.round(c.sentiment_score_change * 100);
  const score =
    points === 0
      ? "sentiment score unchanged"
      : `sentiment score ${points > 0 ? "+" : "-"}${Math.abs(points)} points`;
  const comments =
    c.comments_change === 0
      ? "same number of comments"
      : `${plural(Math.abs(c.comments_change), "comment")} ${c.comments_change > 0 ? "more" : "fewer"}`;
  return `Since the previous analysis (${formatDate(c.previous_created_at)}): ${score}, ${comments}.`;
}

function whoTheyTalkAbout(result: AnalysisResult): SectionBlock[] {
  const items = entityStances(result.comments);
  if (items.length === 0) return [];
  return [
    {
      kind: "entities",
      title: "Who they talk about",
      items,
      empty: "Nobody is talked about by enough people to say where they stand.",
    },
  ];
}

/** "12 supportive · 3 critical · 5 neither": where the comments about someone stand. */
export function entityLine(e: EntityStances): string {
  return `${formatNumber(e.support)} supportive · ${formatNumber(e.attack)} critical · ${formatNumber(e.neutral)} neither`;
}

/** The entity as the report names it; the account is marked as you. */
export function entityName(e: EntityStances): string {
  return e.isAccount ? `${e.about} (you)` : e.about;
}
