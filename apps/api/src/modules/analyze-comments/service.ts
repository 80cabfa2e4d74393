import type { Analyzer } from "@commentlens/analysis";
import type { AnalysisResult, AnalyzeCommentsRequest, Comment } from "@commentlens/shared";

/**
 * Analyses comments a client sends (the seed's contract). They come without ids, replies or
 * owner marks, so the report says unanswered questions cannot be known for them.
 */
export async function analyzeSubmittedComments(
  body: AnalyzeCommentsRequest,
  analyzer: Analyzer,
  now: Date = new Date(),
): Promise<AnalysisResult> {
  const received = now.toISOString();
  const comments: Comment[] = body.comments.map((c, i) => ({
    id: `c${i + 1}`,
    username: c.username?.trim() || "unknown",
    text: c.text,
    likes: c.likes ?? null,
    timestamp: c.timestamp ? new Date(c.timestamp).toISOString() : received,
    replyCount: 0,
    parentId: null,
    isFromOwner: false,
  }));
  return analyzer.analyze({ comments, post: null, repliesIncluded: false });
}
