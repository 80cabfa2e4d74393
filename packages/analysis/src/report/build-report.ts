import type { AnalysisResult, CommentResult } from "@commentlens/shared";
import { round } from "../round.js";
import { sentimentBand } from "../sentiment-band.js";
import { buildContext, type ReportInput } from "./context.js";
import { type Row, tagList } from "./rows.js";
import { collaborationIdeas } from "./sections/collaborations.js";
import { groupCommenters } from "./sections/commenters.js";
import { contentGaps, questionIntentGroups } from "./sections/content-gaps.js";
import { primaryDemographics } from "./sections/demographics.js";
import { engagementDrivers } from "./sections/drivers.js";
import { areasForImprovement } from "./sections/improvement.js";
import { whatUsersLoved } from "./sections/loved.js";
import { concernThemes, painPoints } from "./sections/pain-points.js";
import { audiencePersonas } from "./sections/personas.js";
import { contentPreferences } from "./sections/preferences.js";
import { languages, sentiment } from "./sections/sentiment.js";
import { actionableStrategies } from "./sections/strategies/index.js";
import { trendingTopics } from "./sections/trending.js";

export type { ReportInput } from "./context.js";
export { EVIDENCE_LIMIT } from "./insight.js";

/**
 * Builds the audience report from comments and their per-comment analysis. Every insight
 * is computed from the comments and carries the ids of the comments it rests on; a section
 * with nothing to show stays empty rather than filled with generic advice.
 *
 * Cost: one pass over the comments extracts everything the sections need (terms, emoji,
 * the commenter, cue matches), so each section only filters and counts; lists of evidence
 * are cut to the most liked without sorting whole lists.
 */

/** The phases of the report, in the order they are built (the progress panel's last steps). */
export type ReportPhase = "audience" | "engagement" | "strategy";

/** Builds the report in one go. */
export function buildReport(input: ReportInput): AnalysisResult {
  const phases = reportPhases(input);
  let step = phases.next();
  while (!step.done) step = phases.next();
  return step.value;
}

/**
 * The report, yielding before each phase so a caller can report real progress (and let the
 * event loop breathe) between them.
 */
export function* reportPhases(input: ReportInput): Generator<ReportPhase, AnalysisResult> {
  yield "audience";
  const ctx = buildContext(input);
  const { score, breakdown } = sentiment(ctx);
  const byLanguage = languages(ctx);
  const loved = whatUsersLoved(ctx, score);
  const areas = areasForImprovement(ctx);
  const { themes, concerns } = concernThemes(ctx);
  const pains = painPoints(ctx, themes, concerns);
  const intentGroups = questionIntentGroups(ctx);
  const gaps = contentGaps(ctx, intentGroups);

  yield "engagement";
  const drivers = engagementDrivers(ctx);
  const preferences = contentPreferences(ctx);
  const trending = trendingTopics(ctx);
  const collaborations = collaborationIdeas(ctx);
  const commenters = groupCommenters(ctx);
  const personas = audiencePersonas(ctx, commenters.active);
  const demographics = primaryDemographics(ctx, byLanguage, commenters);

  yield "strategy";
  const strategies = actionableStrategies(ctx, { loved, themes, intentGroups, collaborations });
  const { rows, unanswered } = ctx;

  return {
    overall_sentiment: sentimentBand(score),
    sentiment_score: round(score, 3),
    sentiment_breakdown: breakdown,
    total_comments: rows.length,
    analysis_time:
      input.startedAt === undefined ? 0 : Math.round(performance.now() - input.startedAt) / 1000,
    audience_insights: {
      primary_demographics: demographics,
      audience_personas: personas,
      content_preferences: preferences,
      engagement_drivers: drivers,
      pain_points: pains,
    },
    what_users_loved: loved,
    areas_for_improvement: areas,
    content_opportunities: {
      trending_topics: trending,
      content_gaps: gaps,
      collaboration_ideas: collaborations,
    },
    actionable_strategies: strategies,
    post_data: input.post,
    comments: rows.map(commentResult),
    language_breakdown: byLanguage.breakdown,
    spam_count: ctx.spam.length,
    toxic_count: ctx.toxic.length,
    giveaway_count: ctx.giveaway.length,
    unanswered_questions: {
      available: input.repliesIncluded,
      comment_ids: unanswered.map((r) => r.comment.id),
    },
    analyzed: rows.length,
    available: Math.max(input.available ?? 0, rows.length),
    engine: input.engine,
    model: input.model,
  };
}

/** One comment as the report lists it: score clamped and rounded, tags in vocabulary order. */
function commentResult(r: Row): CommentResult {
  return {
    id: r.comment.id,
    score: Math.max(-1, Math.min(1, round(r.analysis.score, 3))),
    label: r.analysis.label,
    language: r.analysis.lang,
    target: r.analysis.target,
    stance: r.stance,
    ...(r.about ? { about: r.about } : {}),
    tags: tagList(r.tags),
    ...(r.analysis.corrected ? { corrected: true } : {}),
  };
}
