import { overallSentimentSchema } from "./analysis-result.js";
import { mediaTypeSchema } from "./instagram.js";
import { TEAM_ROLES } from "./team.js";
import { z } from "./zod.js";

/**
 * Agency profile analysis: a profile's latest posts, each analysed like a single post, then
 * aggregated into profile insights. Field names of the public API contract are snake_case; every
 * figure is computed from the fetched posts and comments (null, with a sentence saying why,
 * where the data does not allow it).
 */

/** The latest posts of a profile that a profile analysis covers. */
export const PROFILE_POST_LIMIT = 10;
/** `fetch_posts`: default number of posts. */
export const FETCH_POSTS_DEFAULT_LIMIT = 12;
export const FETCH_POSTS_MAX_LIMIT = 50;
/** `fetch_posts` filters and how many top posts it ranks. */
export const FETCH_POSTS_MIN_ENGAGEMENT_RATE = 1;
export const FETCH_POSTS_MEDIA_TYPES = [1, 2, 8] as const;
export const FETCH_POSTS_TOP_PERFORMING = 5;

export const PROFILE_MESSAGES = {
  subscriptionRequired:
    "Agency subscription required: Profile analysis is only available for Agency subscribers.",
  started: "Profile analysis started successfully! Processing in background...",
  deleted: "Profile analysis deleted successfully!",
  loadFailed: "Failed to load profile analyses. Please try again later.",
  startFailed: "Failed to start profile analysis",
  analyzeFailed: "Failed to start analysis",
  startUnknown: "An unknown error occurred during profile analysis",
  deleteFailed: "Failed to delete profile analysis",
  deleteUnknown: "An unknown error occurred while deleting the profile analysis",
  deleteTitle: "Delete Profile Analysis - This action cannot be undone.",
  exportFailed: "Export failed",
  analysisFailed: "Analysis failed",
  fetchPostsFailed: "Failed to fetch posts data",
  invalidPostsResponse: "Invalid response format from posts API",
  noComments:
    "None of this profile's latest posts could be analysed: no comments could be read for any of them.",
  commentsUnavailable:
    "The configured Instagram data provider cannot read comments of this profile's posts, so it cannot be analysed.",
  sentimentTooltip:
    "From 0 to 100%: the share of positive comments, neutral ones counting half, as read by CommentLens's analyzer; higher is better",
} as const;

// ---- statuses -------------------------------------------------------------------------

/** The profile analysis's own status (card badge): in_progress blue, completed green, failed red. */
export const PROFILE_ANALYSIS_STATUSES = ["in_progress", "completed", "failed"] as const;
export const profileAnalysisStatusSchema = z.enum(PROFILE_ANALYSIS_STATUSES);
export type ProfileAnalysisStatus = z.infer<typeof profileAnalysisStatusSchema>;

/** The progress record's status, in order. */
export const PROFILE_PROGRESS_STATUSES = [
  "fetching_comments",
  "analyzing",
  "aggregating",
  "completed",
  "failed",
] as const;
export const profileProgressStatusSchema = z.enum(PROFILE_PROGRESS_STATUSES);
export type ProfileProgressStatus = z.infer<typeof profileProgressStatusSchema>;

/** The modal's steps, named for what runs: fetching, analyzing comments, insights, complete. */
export const PROFILE_PROGRESS_STEPS = [
  { status: "fetching_comments", label: "Fetching comments" },
  { status: "analyzing", label: "Analyzing comments" },
  { status: "aggregating", label: "Generating insights" },
  { status: "completed", label: "Complete" },
] as const;

export const PROFILE_POST_STATUSES = ["queued", "running", "completed", "failed"] as const;
export const profilePostStatusSchema = z.enum(PROFILE_POST_STATUSES);
export type ProfilePostStatus = z.infer<typeof profilePostStatusSchema>;

// ---- progress -------------------------------------------------------------------------

/** `GET /api/progress?type=profile&profile_analysis_id=…` and its SSE stream. */
export const profileProgressSchema = z.object({
  status: profileProgressStatusSchema,
  /** 0–100, never goes backwards. */
  progress: z.number().int().min(0).max(100),
  total_posts: z.number().int().nonnegative(),
  completed_posts: z.number().int().nonnegative(),
  /** Posts that could not be analysed (they count as done for the progress). */
  failed_posts: z.number().int().nonnegative(),
  current_step: z.string(),
  started_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  error: z.string().nullable(),
});
export type ProfileProgress = z.infer<typeof profileProgressSchema>;

export const profileProgressQuerySchema = z.object({
  type: z.literal("profile"),
  profile_analysis_id: z.string().min(1).max(100),
});

// ---- insights -------------------------------------------------------------------------

/** A finding of the profile, with the posts (shortcodes) and comments (ids) behind it. */
export const profileInsightItemSchema = z.object({
  text: z.string().min(1),
  post_shortcodes: z.array(z.string()),
  comment_ids: z.array(z.string()),
  /** How many comments (or posts, for post-level findings) support it. */
  support: z.number().int().nonnegative(),
});
export type ProfileInsightItem = z.infer<typeof profileInsightItemSchema>;

/** A sentence about the profile; `available: false` when the data cannot tell (it says why). */
export const profileStatementSchema = z.object({
  text: z.string().min(1),
  available: z.boolean(),
});
export type ProfileStatement = z.infer<typeof profileStatementSchema>;

const percent = z.number().min(0).max(100);

/** One post of the profile as the insights see it, oldest first in `trend`. */
export const profilePostMetricSchema = z.object({
  shortcode: z.string(),
  taken_at: z.iso.datetime(),
  media_type: mediaTypeSchema,
  likes: z.number().int().nonnegative().nullable(),
  comments: z.number().int().nonnegative(),
  /** Comments per like ×100; null when likes are hidden. */
  engagement_rate: z.number().nonnegative().nullable(),
  sentiment_score: z.number().min(0).max(1).nullable(),
});
export type ProfilePostMetric = z.infer<typeof profilePostMetricSchema>;

/** A cross-post driver: what goes with higher engagement and sentiment across the profile. */
export const profileDriverSchema = z.object({
  dimension: z.enum(["format", "theme", "posting_hour"]),
  /** "reel", "carousel", a theme word, or "16:00–21:00 UTC". */
  value: z.string(),
  posts: z.number().int().nonnegative(),
  average_comments: z.number().nonnegative(),
  average_engagement_rate: z.number().nonnegative().nullable(),
  average_sentiment: z.number().min(0).max(1).nullable(),
  text: z.string().min(1),
  post_shortcodes: z.array(z.string()),
});
export type ProfileDriver = z.infer<typeof profileDriverSchema>;

export const profileMetricsSchema = z.object({
  posts_analyzed: z.number().int().nonnegative(),
  posts_failed: z.number().int().nonnegative(),
  /** Comments analysed across the posts (spam and giveaway entries included). */
  total_comments: z.number().int().nonnegative(),
  /** Null when every post hides its likes. */
  total_likes: z.number().int().nonnegative().nullable(),
  /** (likes + comments) per post, over posts with visible likes; null when none. */
  average_engagement: z.number().nonnegative().nullable(),
  /** Mean of the posts' engagement rates (comments per like ×100); null when likes are hidden. */
  engagement_rate: z.number().nonnegative().nullable(),
  median_engagement_rate: z.number().nonnegative().nullable(),
  /** Distinct audience usernames (the owner left out). */
  active_commenters: z.number().int().nonnegative(),
  /** Audience members who commented on two or more of the posts. */
  repeat_commenters: z.number().int().nonnegative(),
  sentiment_score: z.number().min(0).max(1),
  overall_sentiment: overallSentimentSchema,
  sentiment_breakdown: z.object({ positive: percent, neutral: percent, negative: percent }),
  sentiment_counts: z.object({
    positive: z.number().int().nonnegative(),
    neutral: z.number().int().nonnegative(),
    negative: z.number().int().nonnegative(),
  }),
  spam_count: z.number().int().nonnegative(),
  giveaway_count: z.number().int().nonnegative(),
  questions: z.number().int().nonnegative(),
  /** Audience questions without an owner reply; null when the source gives no replies. */
  unanswered_questions: z.number().int().nonnegative().nullable(),
  languages: z.array(
    z.object({ language: z.string(), count: z.number().int(), percentage: percent }),
  ),
});
export type ProfileMetrics = z.infer<typeof profileMetricsSchema>;

/** `profile_insights`, every figure computed from the posts and comments. */
export const profileInsightsSchema = z.object({
  summary: z.string().min(1),
  audience_insights: z.object({
    /** Starts "Average engagement: N" when likes are visible (a free-text field). */
    engagement_patterns: profileStatementSchema,
    sentiment_analysis: profileStatementSchema,
    audience_preferences: z.array(profileInsightItemSchema),
    demographic_insights: z.array(profileInsightItemSchema),
    /** Behaviour tiles: regulars, question askers, fans, critics, newcomers. */
    behaviour: z.array(
      z.object({
        label: z.string(),
        count: z.number().int().nonnegative(),
        percentage: percent,
        description: z.string(),
        usernames: z.array(z.string()),
      }),
    ),
  }),
  content_strategy: z.object({
    content_themes: z.array(profileInsightItemSchema),
    posting_frequency: profileStatementSchema,
    /** The best post by engagement rate (by comments when likes are hidden). */
    best_performing_content: profileInsightItemSchema,
    optimal_posting_times: profileStatementSchema,
  }),
  performance_metrics: z.object({
    engagement_trends: profileStatementSchema,
    growth_indicators: profileStatementSchema,
    benchmark_comparison: profileStatementSchema,
    roi_indicators: profileStatementSchema,
  }),
  recommendations: z.object({
    primary_recommendation: profileInsightItemSchema,
    content_optimization: z.array(profileInsightItemSchema),
    audience_growth: z.array(profileInsightItemSchema),
    engagement_improvement: z.array(profileInsightItemSchema),
    monetization_opportunities: z.array(profileInsightItemSchema),
  }),

  // Extensions: the figures the detail view draws.
  metrics: profileMetricsSchema,
  /** Oldest post first. */
  trend: z.array(profilePostMetricSchema),
  drivers: z.array(profileDriverSchema),
  /**
   * Audience comment counts in 96 UTC quarter-hour buckets (index 0 = 00:00–00:15 UTC): the
   * Engagement Clock re-buckets them into 24 hours of the viewer's time zone.
   */
  comment_quarter_hours: z.array(z.number().int().nonnegative()).length(96),
  /** Posts' publication counts in 24 UTC hours. */
  posting_hours_utc: z.array(z.number().int().nonnegative()).length(24),
  /** Audience members on most posts, with how many posts each commented on. */
  regulars: z.array(z.object({ username: z.string(), posts: z.number().int().positive() })),
  generated_at: z.iso.datetime(),
});
export type ProfileInsights = z.infer<typeof profileInsightsSchema>;

// ---- analyses -------------------------------------------------------------------------

export const profilePostSchema = z.object({
  /** The post's analysis (open it for the post's full report); null until it is created. */
  analysis_id: z.string().nullable(),
  shortcode: z.string(),
  url: z.url(),
  media_type: mediaTypeSchema,
  taken_at: z.iso.datetime(),
  caption: z.string(),
  likes: z.number().int().nonnegative().nullable(),
  comments: z.number().int().nonnegative(),
  views: z.number().int().nonnegative().nullable(),
  engagement_rate: z.number().nonnegative().nullable(),
  thumbnail_url: z.url().nullable(),
  status: profilePostStatusSchema,
  /** Why the post could not be analysed. */
  error: z.string().nullable(),
  analyzed_comments: z.number().int().nonnegative().nullable(),
  sentiment_score: z.number().min(0).max(1).nullable(),
  overall_sentiment: overallSentimentSchema.nullable(),
});
export type ProfilePost = z.infer<typeof profilePostSchema>;

/** A card of /agency. */
export const profileAnalysisSummarySchema = z.object({
  id: z.string(),
  instagram_username: z.string(),
  profile_url: z.url(),
  full_name: z.string().nullable(),
  profile_pic_url: z.url().nullable(),
  follower_count: z.number().int().nonnegative().nullable(),
  analysis_status: profileAnalysisStatusSchema,
  total_posts: z.number().int().nonnegative(),
  completed_posts: z.number().int().nonnegative(),
  failed_posts: z.number().int().nonnegative(),
  created_at: z.iso.datetime(),
  /** Who started it (a team member's email, for the team's shared list). */
  created_by: z.string().nullable(),
  error: z.string().nullable(),
  /** When completed: the card's engagement and sentiment summary. */
  engagement_rate: z.number().nonnegative().nullable(),
  average_engagement: z.number().nonnegative().nullable(),
  sentiment_score: z.number().min(0).max(1).nullable(),
  overall_sentiment: overallSentimentSchema.nullable(),
});
export type ProfileAnalysisSummary = z.infer<typeof profileAnalysisSummarySchema>;

export const profileAnalysisListSchema = z.object({
  analyses: z.array(profileAnalysisSummarySchema),
});

/** `GET /api/profile-analyses/:id`: the analysis, its posts and (when completed) insights. */
export const profileAnalysisDetailSchema = profileAnalysisSummarySchema.extend({
  posts: z.array(profilePostSchema),
  profile_insights: profileInsightsSchema.nullable(),
  progress: profileProgressSchema,
  /** The reader is the team's viewer: they read the report but neither share nor export it. */
  read_only: z.boolean().default(false),
});
export type ProfileAnalysisDetail = z.infer<typeof profileAnalysisDetailSchema>;

// ---- requests -------------------------------------------------------------------------

/** `POST /api/profile-processing`. `user_id` is accepted and ignored: the session decides. */
export const profileProcessingRequestSchema = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("fetch_profile"),
    instagram_profile_url: z.string().max(2_000),
    user_id: z.string().optional(),
  }),
  z.object({
    mode: z.literal("analyze_profile"),
    profile_analysis_id: z.string().min(1).max(100),
    user_id: z.string().optional(),
  }),
]);
export type ProfileProcessingRequest = z.infer<typeof profileProcessingRequestSchema>;

export const fetchProfileResponseSchema = z.object({
  success: z.literal(true),
  profile_analysis_id: z.string(),
  total_posts: z.number().int().nonnegative(),
});
export const analyzeProfileResponseSchema = z.object({
  success: z.literal(true),
  profile_analysis_id: z.string(),
  message: z.string(),
});

/** `POST /api/instagram-data`: a profile's recent posts. */
export const instagramDataRequestSchema = z.object({
  mode: z.literal("fetch_posts"),
  username_or_url: z.string().max(2_000),
  user_id: z.string().optional(),
  limit: z.number().int().min(1).max(FETCH_POSTS_MAX_LIMIT).default(FETCH_POSTS_DEFAULT_LIMIT),
});

/** A post as `fetch_posts` answers it: Instagram's own field names and media_type numbers. */
export const fetchedPostSchema = z.object({
  id: z.string(),
  shortcode: z.string(),
  url: z.url(),
  media_type: z.number().int(),
  taken_at: z.number().int(),
  caption: z.string(),
  like_count: z.number().int().nonnegative().nullable(),
  comment_count: z.number().int().nonnegative(),
  view_count: z.number().int().nonnegative().nullable(),
  engagement_rate: z.number().nonnegative(),
  thumbnail_url: z.url().nullable(),
});
export type FetchedPost = z.infer<typeof fetchedPostSchema>;

export const instagramDataResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    username: z.string(),
    /** Posts that pass the filters, newest first. */
    posts: z.array(fetchedPostSchema),
    /** The best of them by engagement rate, highest first. */
    top_performing: z.array(fetchedPostSchema),
    total_fetched: z.number().int().nonnegative(),
    filters: z.object({
      min_engagement_rate: z.number(),
      media_types: z.array(z.number().int()),
    }),
  }),
});
export type InstagramDataResponse = z.infer<typeof instagramDataResponseSchema>;

/** `POST /api/profile-analytics`: the report as a json, csv or pdf file. */
export const PROFILE_EXPORT_FORMATS = ["json", "csv", "pdf"] as const;
export const profileAnalyticsRequestSchema = z.object({
  mode: z.literal("export_report"),
  analysis_id: z.string().min(1).max(100),
  format: z.enum(PROFILE_EXPORT_FORMATS),
});

/** `profile-analysis-{username}-{yyyy-mm-dd}.{ext}` */
export function profileExportFileName(username: string, date: Date, ext: string): string {
  const safe = username.replace(/[^A-Za-z0-9._]/g, "_");
  return `profile-analysis-${safe}-${date.toISOString().slice(0, 10)}.${ext}`;
}

// ---- white-label ----------------------------------------------------------------------

export const WHITE_LABEL_NAME_MAX = 80;
/** A logo as a data URL (PNG or JPEG), at most this many bytes once decoded. */
export const WHITE_LABEL_LOGO_MAX_BYTES = 200 * 1024;

/** `GET/PUT /api/agency/branding`: the agency's name and logo on exported PDFs. */
export const agencyBrandingSchema = z.object({
  agency_name: z
    .string()
    .trim()
    .max(WHITE_LABEL_NAME_MAX, `The agency name can be at most ${WHITE_LABEL_NAME_MAX} characters.`)
    .nullable(),
  /** data:image/png;base64,… or data:image/jpeg;base64,… */
  logo_data_url: z
    .string()
    .regex(
      /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/,
      "The logo must be a PNG or JPEG image.",
    )
    .nullable(),
});
export type AgencyBranding = z.infer<typeof agencyBrandingSchema>;

/** `GET /api/agency/branding`: the branding, and whether this user may change it (the owner). */
export const agencyBrandingResponseSchema = agencyBrandingSchema.extend({ can_edit: z.boolean() });
export type AgencyBrandingResponse = z.infer<typeof agencyBrandingResponseSchema>;

/** `GET /api/agency/access`: may this user run profile analyses, and as whose team. */
export const agencyAccessSchema = z.object({
  allowed: z.boolean(),
  /**
   * owner: holds the Agency plan; member: a seat of someone's Agency team; viewer: a seat
   * that reads the team's reports only.
   */
  role: z.enum(TEAM_ROLES).nullable(),
  /** The Agency account whose analyses this user shares (the owner's email for members). */
  team_owner_email: z.string().nullable(),
});
export type AgencyAccess = z.infer<typeof agencyAccessSchema>;

/** Name of the SSE event that carries a `ProfileProgress` on the progress stream. */
export const PROFILE_PROGRESS_EVENT = "progress";
