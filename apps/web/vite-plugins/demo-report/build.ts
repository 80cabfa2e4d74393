import { buildTimeline, LocalAnalyzer } from "@commentlens/analysis";
import { DemoProvider } from "@commentlens/instagram";
import {
  type AnalysisComment,
  type AnalysisResult,
  type AnalysisState,
  analysisCommentSchema,
  analysisStateSchema,
  type Comment,
  type CommentResult,
} from "@commentlens/shared";
// The server's own timeline builder, so the chart shows what a real analysis would store.
// The report's own choice of key findings, so the landing excerpt is the top of the report.
import { keyFindings } from "../../src/features/analyses/report/derive.js";
import type { DemoReport, SampleExcerpt } from "./types.js";

/** "Sourdough drop: which loaf next?": 471 comments, English, questions and votes. */
export const SAMPLE_SHORTCODE = "Dee3pdTwSBt";
/** The server's default page cap (at most 10 pages of comments). */
export const SAMPLE_MAX_PAGES = 10;

/** The sample post and its comments, fetched through the demo provider as the server does. */
export async function fetchSample(provider = new DemoProvider()) {
  const post = await provider.getPost(SAMPLE_SHORTCODE);
  const comments: Comment[] = [];
  let pages = 0;
  for await (const page of provider.commentPages(SAMPLE_SHORTCODE, {
    maxPages: SAMPLE_MAX_PAGES,
  })) {
    comments.push(...page);
    pages += 1;
  }
  return { post, comments, pages };
}

/** What the server's analysis job asks of the analyzer for these comments. */
export function analyzeSample(
  analyzer: LocalAnalyzer,
  { post, comments }: Awaited<ReturnType<typeof fetchSample>>,
): Promise<AnalysisResult> {
  return analyzer.analyze({
    comments,
    post,
    available: post.commentCount,
    repliesIncluded: comments.some((c) => c.parentId !== null || c.isFromOwner),
  });
}

function excerptOf(
  result: AnalysisResult,
  comments: AnalysisComment[],
  meta: { title: string; owner: string },
): SampleExcerpt {
  // Counts per label as the report counts them: spam, giveaways and the creator left out.
  const counts = { positive: 0, neutral: 0, negative: 0 };
  for (const c of comments) {
    if (c.is_from_owner || c.tags.includes("spam") || c.tags.includes("giveaway_entry")) continue;
    counts[c.label] += 1;
  }
  const byId = new Map(comments.map((c) => [c.id, c]));
  const quoted = new Set<string>();
  const findings = keyFindings(result).map((f) => {
    // A short quote the finding does not already cite, not shown under another finding.
    const quote = f.evidence
      .map((id) => byId.get(id))
      .find((c) => c && c.text.length <= 90 && !quoted.has(c.id) && !f.text.includes(c.text));
    if (quote) quoted.add(quote.id);
    return {
      kind: f.kind,
      text: f.text,
      support: f.support,
      quote: quote ? { username: quote.username, text: quote.text } : null,
    };
  });
  return {
    ...meta,
    analyzed: result.analyzed,
    available: result.available,
    overall_sentiment: result.overall_sentiment,
    sentiment_score: result.sentiment_score,
    sentiment_breakdown: result.sentiment_breakdown,
    counts,
    analysis_time: result.analysis_time,
    findings,
  };
}

/**
 * The /demo page's sample report and the landing page's excerpt of it: the current
 * LocalAnalyzer over every comment of one bundled demo post, fetched through the DemoProvider
 * the way the server fetches it. Made by every build, so the pages always show what /app
 * shows for the same post.
 */
export async function buildDemoReport(): Promise<DemoReport> {
  const provider = new DemoProvider();
  const sample = await fetchSample(provider);
  const { post, comments, pages } = sample;
  const analyzer = new LocalAnalyzer();
  // A process's first analysis also loads the model and warms the engine up; a running
  // server's are warm, so the time the pages quote is that of a second run.
  await analyzeSample(analyzer, sample);
  const result = await analyzeSample(analyzer, sample);
  result.analysis_time = Math.round(result.analysis_time * 100) / 100;

  const byId = new Map<string, CommentResult>(result.comments.map((c) => [c.id, c]));
  const analysisComments: AnalysisComment[] = comments.map((c) => {
    const r = byId.get(c.id);
    if (!r) throw new Error(`The analyzer gave no result for comment ${c.id}.`);
    return analysisCommentSchema.parse({
      id: c.id,
      username: c.username,
      text: c.text,
      likes: c.likes,
      timestamp: c.timestamp,
      reply_count: c.replyCount,
      parent_id: c.parentId,
      is_from_owner: c.isFromOwner,
      score: r.score,
      label: r.label,
      language: r.language,
      target: r.target,
      stance: r.stance,
      about: r.about ?? null,
      tags: r.tags,
    });
  });

  const analysis: AnalysisState = analysisStateSchema.parse({
    id: "demo-sample",
    status: "completed",
    step: "strategy",
    progress: 100,
    message: "Analysis complete!",
    post_url: post.url,
    shortcode: post.shortcode,
    source: "demo",
    file_name: null,
    // The demo data's own "now", so the report never claims a date the data does not have.
    created_at: "2026-11-01T12:00:00.000Z",
    fetched: { pages, comments: comments.length, total: post.commentCount },
    post,
    result,
    comparison: null,
    timeline: buildTimeline(comments, result.comments),
    error: null,
    error_code: null,
    visitor: false,
    expires_at: null,
  });

  const title = provider.listSamples().find((s) => s.url === post.url)?.title ?? post.shortcode;
  return {
    sample: { analysis, comments: analysisComments },
    excerpt: excerptOf(result, analysisComments, { title, owner: post.owner.username }),
  };
}
