import {
  type AnalysisComparison,
  type AnalysisResult,
  type Insight,
  topicOf as topicName,
} from "@commentlens/shared";

const topicKey = (t: Insight) => topicName(t).trim().toLowerCase();

/** What changed between the owner's previous analysis of a post and this one. */
export function compareResults(
  previous: { id: string; createdAt: Date; result: AnalysisResult },
  current: AnalysisResult,
): AnalysisComparison {
  const before = new Map(
    previous.result.content_opportunities.trending_topics.map((t) => [topicKey(t), t]),
  );
  const now = new Map(current.content_opportunities.trending_topics.map((t) => [topicKey(t), t]));
  return {
    previous_id: previous.id,
    previous_created_at: previous.createdAt.toISOString(),
    sentiment_score_change:
      Math.round((current.sentiment_score - previous.result.sentiment_score) * 1000) / 1000,
    previous_sentiment_score: previous.result.sentiment_score,
    previous_overall_sentiment: previous.result.overall_sentiment,
    comments_change: current.analyzed - previous.result.analyzed,
    previous_comments: previous.result.analyzed,
    new_topics: [...now.entries()].filter(([k]) => !before.has(k)).map(([, t]) => topicName(t)),
    dropped_topics: [...before.entries()].filter(([k]) => !now.has(k)).map(([, t]) => topicName(t)),
  };
}
