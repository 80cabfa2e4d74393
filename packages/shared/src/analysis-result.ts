import { COMMENT_TAGS, type CommentTag } from "./comment-tags.js";
import { postSchema } from "./instagram.js";
import { z } from "./zod.js";

/**
 * The analysis result. Field names follow the public API contract (snake_case); every
 * insight carries the ids of the comments it rests on (`evidence`) and how many comments
 * support it (`support`), so no claim in a report is without its comments.
 */

export const OVERALL_SENTIMENTS = [
  "overwhelmingly positive",
  "positive",
  "mixed",
  "negative",
  "overwhelmingly negative",
] as const;
export const overallSentimentSchema = z.enum(OVERALL_SENTIMENTS);
export type OverallSentiment = z.infer<typeof overallSentimentSchema>;

export const SENTIMENT_LABELS = ["positive", "neutral", "negative"] as const;
export const sentimentLabelSchema = z.enum(SENTIMENT_LABELS);
export type SentimentLabel = z.infer<typeof sentimentLabelSchema>;

export { COMMENT_TAGS, type CommentTag } from "./comment-tags.js";

/** Tag names of reports stored before the vocabulary changed, and today's name for each. */
const LEGACY_TAGS = { giveaway: "giveaway_entry" } as const satisfies Record<string, CommentTag>;

/**
 * A tag; names of reports stored before the vocabulary changed read as today's names. A codec
 * rather than a plain transform, so responses that carry tags can be encoded (serialised) too.
 */
export const commentTagSchema = z.codec(
  z.enum([...COMMENT_TAGS, ...(Object.keys(LEGACY_TAGS) as Array<keyof typeof LEGACY_TAGS>)]),
  z.enum(COMMENT_TAGS),
  {
    decode: (t): CommentTag =>
      t in LEGACY_TAGS ? LEGACY_TAGS[t as keyof typeof LEGACY_TAGS] : (t as CommentTag),
    encode: (t) => t,
  },
);

/**
 * Whom a comment is about or aimed at. `creator`: the account, its brand, the post, its
 * content or product. `subject`: a person, team or thing featured in the post that is not the
 * account. `commenter`: another commenter (replies, arguments, answers). `other`: anyone or
 * anything else (a rival brand, politics). `none`: no target (emoji only, bare tags, greetings).
 */
export const COMMENT_TARGETS = ["creator", "subject", "commenter", "other", "none"] as const;
export type CommentTarget = (typeof COMMENT_TARGETS)[number];
/** Reports stored before targets existed read as `none`. */
export const commentTargetSchema = z.enum(COMMENT_TARGETS).default("none");

/**
 * Where a comment stands towards the entity it targets (see `COMMENT_TARGETS`): `support`
 * (praise, defence, condolence), `attack` (complaint, criticism, mockery, abuse) or
 * `neutral` (questions, information, no side).
 */
export const COMMENT_STANCES = ["support", "attack", "neutral"] as const;
export type CommentStance = (typeof COMMENT_STANCES)[number];
/** Reports stored before stances existed read as `neutral`. */
export const commentStanceSchema = z.enum(COMMENT_STANCES).default("neutral");

export const ENGINES = ["local", "llm", "llm+local"] as const;
export const engineSchema = z.enum(ENGINES);

const percent = z.number().min(0).max(100);

/**
 * What a finding is. Readers pick findings by kind, never by their wording, and
 * `renderInsight` writes each kind's sentence from the record's fields. Reports stored
 * before a finding had a kind keep their stored sentence; the first five kinds are the
 * ones such reports may carry (`topic`, a named topic; `buying`, people saying they will
 * buy; `abuse`, the abusive comments to hide; `tributes`, condolences under a post that
 * mourns someone; `account`, an account the audience brings up warmly).
 */
export const INSIGHT_KINDS = [
  "topic",
  "buying",
  "abuse",
  "tributes",
  "account",
  "loved-topic",
  "praise-words",
  "also-praised",
  "emoji-love",
  "moved",
  "supporters",
  "criticised-topic",
  "concern-topic",
  "concern-theme",
  "scattered-complaints",
  "post-for-gap",
  "build-on-loved",
  "saved",
  "questions-share",
  "bought",
  "giveaway-entries",
  "giveaway-tags",
  "friend-tags",
  "top-comment",
  "emoji-share",
  "collab-asks",
  "reach-out",
  "impostors",
  "spam",
  "debate",
  "reactions",
  "asked-intent",
  "asked-topic",
  "request",
  "suggested-topic",
  "trending-topic",
  "trending-emoji",
  "liked-topic",
  "warm-topic",
  "language",
  "repeat-commenters",
  "mixed-languages",
  "top-entrant",
  "most-active",
  "pin",
  "answer-questions",
  "owner-replies",
  "rivalry",
  "reply-to-concerns",
  "reply-publicly",
  "reply-to-complaints",
  "weigh-suggestions",
  "say-where-to-buy",
  "way-to-buy",
  "reply-with-link",
] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

const count = z.number().int().nonnegative();

/** One finding, with the comments behind it. */
export const insightSchema = z.object({
  /** The sentence as the analyzer wrote it; readers show `renderInsight(insight)`. */
  text: z.string().min(1),
  evidence: z.array(z.string().min(1)).min(1),
  support: z.number().int().min(1),
  kind: z.enum(INSIGHT_KINDS).optional(),
  /** What the finding is about, as written: a topic ("crust", "sold out"), a theme ("price"). */
  // No length caps on the fields below: they hold the commenters' own words, and a report the
  // analyzer wrote must always read back.
  topic: z.string().min(1).optional(),
  /** Whom it is about: "@handle" or a name the comments use. */
  entity: z.string().min(1).optional(),
  /** The comment the sentence quotes, cut to a line. */
  quote: z.object({ id: z.string().min(1), text: z.string() }).optional(),
  /** The words most of its comments use, or (`own`) each commenter's own words. */
  mentions: z.object({ words: z.array(z.string().min(1)), own: z.boolean().optional() }).optional(),
  /** Named things with how many people said each ("GOAT" (4), "sick" (3)). */
  terms: z.array(z.object({ label: z.string().min(1), people: count })).optional(),
  /** A phrase the sentence is built around (an intent, a request, the emoji used). */
  phrase: z.string().min(1).optional(),
  /** People still waiting for a reply; absent when the replies were not read. */
  open: count.nullish(),
  /** The finding's figures by name ("people", "comments", "percent", "likes"). */
  figures: z.record(z.string(), z.number()).optional(),
});
export type Insight = z.infer<typeof insightSchema>;

export const personaSchema = z.object({
  type: z.string().min(1),
  percentage: percent,
  characteristics: z.array(z.string().min(1)),
  evidence: z.array(z.string().min(1)).min(1),
  support: z.number().int().min(1),
});
export type Persona = z.infer<typeof personaSchema>;

export const strategySchema = z.object({
  category: z.string().min(1),
  recommendations: z.array(insightSchema).min(1),
});
export type Strategy = z.infer<typeof strategySchema>;

export const commentResultSchema = z.object({
  id: z.string().min(1),
  score: z.number().min(-1).max(1),
  label: sentimentLabelSchema,
  /** ISO 639-1, or "und" when unknown. */
  language: z.string().min(2).max(3),
  target: commentTargetSchema,
  stance: commentStanceSchema,
  /**
   * The entity the comment is about, as shown: "@handle" (the account, a featured person,
   * the commenter answered) or a featured name ("Mara"); absent when it names no one.
   */
  about: z.string().min(1).max(120).nullish(),
  tags: z.array(commentTagSchema),
  /** Labels the report's owner set themselves, read instead of the analyzer's. */
  corrected: z.boolean().optional(),
});
export type CommentResult = z.infer<typeof commentResultSchema>;

export const analysisResultSchema = z.object({
  overall_sentiment: overallSentimentSchema,
  /** 0..1; shown as a whole percentage. */
  sentiment_score: z.number().min(0).max(1),
  sentiment_breakdown: z.object({ positive: percent, neutral: percent, negative: percent }),
  total_comments: z.number().int().nonnegative(),
  /** Seconds the analysis took. */
  analysis_time: z.number().nonnegative(),
  audience_insights: z.object({
    primary_demographics: z.array(insightSchema),
    audience_personas: z.array(personaSchema),
    content_preferences: z.array(insightSchema),
    engagement_drivers: z.array(insightSchema),
    pain_points: z.array(insightSchema),
  }),
  what_users_loved: z.array(insightSchema),
  areas_for_improvement: z.array(insightSchema),
  content_opportunities: z.object({
    trending_topics: z.array(insightSchema),
    content_gaps: z.array(insightSchema),
    collaboration_ideas: z.array(insightSchema),
  }),
  actionable_strategies: z.array(strategySchema),
  post_data: postSchema.nullable(),

  // Extensions to the public contract.
  comments: z.array(commentResultSchema),
  language_breakdown: z.array(
    z.object({ language: z.string(), count: z.number().int().nonnegative(), percentage: percent }),
  ),
  spam_count: z.number().int().nonnegative(),
  /** Abusive comments (insults, slurs, threats); reports stored before it read 0. */
  toxic_count: z.number().int().nonnegative().default(0),
  giveaway_count: z.number().int().nonnegative(),
  unanswered_questions: z.object({
    /** False when the source does not give replies, so "unanswered" cannot be known. */
    available: z.boolean(),
    comment_ids: z.array(z.string()),
  }),
  /** Comments analysed, and comments the post has (the report says "Analyzed X of Y"). */
  analyzed: z.number().int().nonnegative(),
  available: z.number().int().nonnegative(),
  engine: engineSchema,
  model: z.string(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;
