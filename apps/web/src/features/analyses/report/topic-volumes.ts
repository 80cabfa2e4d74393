import type { AnalysisResult, SentimentLabel } from "@commentlens/shared";

/** A topic of the report's findings, with its comments split by sentiment. */
export interface TopicVolume {
  topic: string;
  /** The comments behind every finding about it, each once (a finding quotes at most 50). */
  ids: string[];
  /** How `ids` split by sentiment. */
  counts: Record<SentimentLabel, number>;
  /** Comments about it: the most any of its findings counted, at least `ids`. */
  volume: number;
}

/** The topics a chart shows at most: beyond that, bars are too thin to read. */
export const TOPICS_CHART_MAX = 8;

/**
 * The topics the report's findings are about (praise, growth areas, pain points, preferences,
 * trends), each with the comments behind its findings counted once and split by their
 * sentiment: biggest first, topics of a single comment left out.
 */
export function topicVolumes(result: AnalysisResult, limit = TOPICS_CHART_MAX): TopicVolume[] {
  const labelOf = new Map(result.comments.map((c) => [c.id, c.label]));
  const insights = [
    ...result.what_users_loved,
    ...result.areas_for_improvement,
    ...result.audience_insights.pain_points,
    ...result.audience_insights.content_preferences,
    ...result.content_opportunities.trending_topics,
  ];
  const groups = new Map<string, { topic: string; ids: Set<string>; support: number }>();
  for (const insight of insights) {
    if (!insight.topic) continue;
    const key = insight.topic.toLocaleLowerCase();
    const group = groups.get(key) ?? { topic: insight.topic, ids: new Set<string>(), support: 0 };
    for (const id of insight.evidence) if (labelOf.has(id)) group.ids.add(id);
    group.support = Math.max(group.support, insight.support);
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((g) => g.ids.size >= 2)
    .map((g) => {
      const counts: Record<SentimentLabel, number> = { positive: 0, neutral: 0, negative: 0 };
      for (const id of g.ids) counts[labelOf.get(id) as SentimentLabel] += 1;
      return { topic: g.topic, ids: [...g.ids], counts, volume: Math.max(g.support, g.ids.size) };
    })
    .sort((a, b) => b.volume - a.volume || a.topic.localeCompare(b.topic))
    .slice(0, limit);
}
