/**
 * Writes the sample report of the /demo page and the excerpt of it on the landing page, by
 * running the real LocalAnalyzer over one bundled demo post, fetched through the DemoProvider
 * the way the server fetches it. Nothing in either file is written by hand.
 *
 *   npx tsx --conditions=source apps/web/scripts/build-demo-report.ts
 *
 * Outputs (committed, so the web build needs neither the model nor the data set):
 *   apps/web/src/features/demo/sample-report.json       AnalysisState + its comments
 *   apps/web/src/features/marketing/sample-excerpt.json  the few figures the landing shows
 */
import { writeFileSync } from "node:fs";
import { LocalAnalyzer } from "@commentlens/analysis";
import { DemoProvider } from "@commentlens/instagram";
import type {
  AnalysisComment,
  AnalysisState,
  Comment,
  CommentResult,
  Timeline,
} from "@commentlens/shared";
import { analysisCommentSchema, analysisStateSchema } from "@commentlens/shared";
// The server's own timeline builder, so the chart shows what a real analysis would store.
import { buildTimeline } from "../../api/src/modules/analyses/timeline.js";
import { keyFindings } from "../src/features/analysis/report/derive.js";

/** "Sourdough drop: which loaf next?": 471 comments, English, questions and votes. */
export const SAMPLE_SHORTCODE = "Dee3pdTwSBt";
/** The server's default page cap (spec-1 §9: at most 10 pages). */
const MAX_PAGES = 10;

const provider = new DemoProvider();
const post = await provider.getPost(SAMPLE_SHORTCODE);
const comments: Comment[] = [];
let pages = 0;
for await (const page of provider.commentPages(SAMPLE_SHORTCODE, { maxPages: MAX_PAGES })) {
  comments.push(...page);
  pages += 1;
}

const result = await new LocalAnalyzer().analyze({
  comments,
  post,
  available: post.commentCount,
  repliesIncluded: comments.some((c) => c.parentId !== null || c.isFromOwner),
});
// Two decimals are all the header shows; fewer digits keep the committed file's diffs quiet.
result.analysis_time = Math.round(result.analysis_time * 100) / 100;

const byId = new Map<string, CommentResult>(result.comments.map((c) => [c.id, c]));
const analysisComments: AnalysisComment[] = comments.map((c) => {
  const r = byId.get(c.id);
  if (!r) throw new Error(`no result for comment ${c.id}`);
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
    tags: r.tags,
  });
});

const timeline: Timeline = buildTimeline(comments, result.comments);

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
  timeline,
  error: null,
  error_code: null,
  visitor: false,
  expires_at: null,
});

const here = (file: string) => new URL(file, import.meta.url);
writeFileSync(
  here("../src/features/demo/sample-report.json"),
  `${JSON.stringify({ analysis, comments: analysisComments })}\n`,
);

// The landing page's excerpt: counts per label (non-spam, as the report counts them), the
// score and the report's key findings with one quote each.
const sentimentComments = analysisComments.filter(
  (c) => !c.is_from_owner && !c.tags.includes("spam") && !c.tags.includes("giveaway_entry"),
);
const counts = { positive: 0, neutral: 0, negative: 0 };
for (const c of sentimentComments) counts[c.label] += 1;
const commentById = new Map(analysisComments.map((c) => [c.id, c]));
const quoted = new Set<string>();
// The report's own choice of key findings, so the excerpt is the top of the report as seen.
const findings = keyFindings(result).map((f) => {
  // A short quote the finding does not already cite, not shown under another finding.
  const quote = f.evidence
    .map((id) => commentById.get(id))
    .find((c) => c && c.text.length <= 90 && !quoted.has(c.id) && !f.text.includes(c.text));
  if (quote) quoted.add(quote.id);
  return {
    kind: f.kind,
    text: f.text,
    support: f.support,
    quote: quote ? { username: quote.username, text: quote.text } : null,
  };
});

const excerpt = {
  title: provider.listSamples().find((sample) => sample.url === post.url)?.title ?? post.shortcode,
  owner: post.owner.username,
  analyzed: result.analyzed,
  available: result.available,
  overall_sentiment: result.overall_sentiment,
  sentiment_score: result.sentiment_score,
  sentiment_breakdown: result.sentiment_breakdown,
  counts,
  analysis_time: result.analysis_time,
  findings,
};
writeFileSync(
  here("../src/features/marketing/sample-excerpt.json"),
  `${JSON.stringify(excerpt, null, 2)}\n`,
);

console.log(
  `${post.shortcode}: ${comments.length} comments in ${pages} pages, ${result.overall_sentiment} (${Math.round(result.sentiment_score * 100)}%), ${timeline.points.length} ${timeline.bucket} points`,
);
