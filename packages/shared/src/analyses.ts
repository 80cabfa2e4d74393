import {
  analysisResultSchema,
  COMMENT_STANCES,
  COMMENT_TAGS,
  COMMENT_TARGETS,
  commentStanceSchema,
  commentTagSchema,
  commentTargetSchema,
  overallSentimentSchema,
  SENTIMENT_LABELS,
  sentimentLabelSchema,
} from "./analysis-result.js";
import { postSchema } from "./instagram.js";
import { z } from "./zod.js";

/**
 * Stored post analyses: the `/api/analyses` resource, its live progress and its comments.
 */

export const ANALYSIS_STATUSES = [
  "queued",
  "fetching",
  "analyzing",
  "completed",
  "failed",
] as const;
export const analysisStatusSchema = z.enum(ANALYSIS_STATUSES);
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>;

/** The steps of an analysis in order; the last four are the progress panel's steps. */
export const ANALYSIS_STEPS = [
  { id: "fetching", title: "Fetching Post Data", message: "Fetching post data..." },
  { id: "sentiment", title: "Sentiment Analysis", message: "Initializing analysis..." },
  { id: "audience", title: "Audience Insights", message: "Understanding your audience..." },
  { id: "engagement", title: "Engagement Analysis", message: "Analyzing engagement patterns..." },
  {
    id: "strategy",
    title: "Strategic Recommendations",
    message: "Generating strategic recommendations...",
  },
] as const;
export const ANALYSIS_STEP_IDS = [
  "fetching",
  "sentiment",
  "audience",
  "engagement",
  "strategy",
] as const;
export const analysisStepSchema = z.enum(ANALYSIS_STEP_IDS);
export type AnalysisStep = z.infer<typeof analysisStepSchema>;
export const ANALYSIS_COMPLETE_MESSAGE = "Analysis complete!";

/** Where the comments came from. */
export const ANALYSIS_SOURCES = ["instagram", "demo", "import"] as const;
export const analysisSourceSchema = z.enum(ANALYSIS_SOURCES);
export type AnalysisSource = z.infer<typeof analysisSourceSchema>;

/** What changed since the owner's previous analysis of the same post. */
export const analysisComparisonSchema = z.object({
  previous_id: z.string(),
  previous_created_at: z.iso.datetime(),
  /** Change of sentiment_score (0..1 scale, so ×100 is points). */
  sentiment_score_change: z.number(),
  previous_sentiment_score: z.number().min(0).max(1),
  previous_overall_sentiment: overallSentimentSchema,
  /** Change of analysed comments. */
  comments_change: z.number().int(),
  previous_comments: z.number().int().nonnegative(),
  /** Trending topics now that were not among the previous ones. */
  new_topics: z.array(z.string()),
  /** Previous trending topics no longer among them. */
  dropped_topics: z.array(z.string()),
});
export type AnalysisComparison = z.infer<typeof analysisComparisonSchema>;

/** Comments over time by label (a bucket is an hour or a day, whichever fits the span). */
const sentimentCounts = {
  positive: z.number().int().nonnegative(),
  neutral: z.number().int().nonnegative(),
  negative: z.number().int().nonnegative(),
};

/**
 * Comments over time. `points` cover the dense part of the comment span (where nearly all
 * comments fall); a long tail after it (a post still commented on months later) is one `later`
 * bucket with its dates and counts, so it neither squeezes the chart nor hides in its first day.
 */
export const timelineSchema = z.object({
  bucket: z.enum(["hour", "day"]),
  points: z.array(z.object({ start: z.iso.datetime(), ...sentimentCounts })),
  later: z
    .object({ from: z.iso.datetime(), to: z.iso.datetime(), ...sentimentCounts })
    .nullable()
    .default(null),
});
export type Timeline = z.infer<typeof timelineSchema>;

/** `GET /api/analyses/:id`, and every event of `GET /api/analyses/:id/events`. */
export const analysisStateSchema = z.object({
  id: z.string(),
  status: analysisStatusSchema,
  /** Current step; null while queued, the last step once completed. */
  step: analysisStepSchema.nullable(),
  progress: z.number().min(0).max(100),
  message: z.string(),
  post_url: z.string(),
  shortcode: z.string().nullable(),
  source: analysisSourceSchema,
  /** Name of the imported file, for imports. */
  file_name: z.string().nullable(),
  /**
   * For imports: the post's account as named (its comments are the creator's replies), and the
   * rows dropped because an earlier row had the same comment id.
   */
  import_owner: z.string().nullable().default(null),
  duplicates_skipped: z.number().int().nonnegative().default(0),
  created_at: z.iso.datetime(),
  /** Fetch phase: pages and comments fetched so far, and what the post reports. */
  fetched: z.object({
    pages: z.number().int().nonnegative(),
    comments: z.number().int().nonnegative(),
    total: z.number().int().nonnegative().nullable(),
  }),
  post: postSchema.nullable(),
  result: analysisResultSchema.optional(),
  comparison: analysisComparisonSchema.nullable(),
  /** Present once completed. */
  timeline: timelineSchema.nullable(),
  /** Catalogue message of a failed analysis. */
  error: z.string().nullable(),
  error_code: z.string().nullable(),
  /** Owned by a visitor's browser (not saved to an account); purged at `expires_at`. */
  visitor: z.boolean(),
  expires_at: z.iso.datetime().nullable(),
  /** The reader owns this report and may correct its comments' labels. */
  can_correct: z.boolean().default(false),
  /** The reader owns this report and may share it with a read-only link. */
  can_share: z.boolean().default(false),
  /** The report is an Agency team's and the reader may assign its comments to the team. */
  can_assign: z.boolean().default(false),
  /** The reader owns this post's report and may schedule re-runs of it. */
  can_schedule: z.boolean().default(false),
  /** The reader may download it (a team's viewer reads reports but does not export them). */
  can_export: z.boolean().default(true),
});
export type AnalysisState = z.infer<typeof analysisStateSchema>;

/** `POST /api/analyses` with JSON (multipart uploads send the file in field `file`). */
export const createAnalysisRequestSchema = z.object({
  url: z.string().max(2_000),
});
export type CreateAnalysisRequest = z.infer<typeof createAnalysisRequestSchema>;
export const createAnalysisResponseSchema = z.object({ id: z.string() });
export type CreateAnalysisResponse = z.infer<typeof createAnalysisResponseSchema>;

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Comments one imported file may hold, signed in. */
export const IMPORT_MAX_COMMENTS = 100_000;
/** Longest commenter name an import may hold (Instagram's are at most 30 characters). */
export const IMPORT_MAX_USERNAME_LENGTH = 100;
/** Longest comment id an import may hold (Instagram's are about 20 digits). */
export const IMPORT_MAX_ID_LENGTH = 200;
/**
 * Comments a visitor's file may hold: without an account the report is kept a day and the
 * analysis is free, so the work one anonymous upload can ask of the server is smaller.
 */
export const VISITOR_IMPORT_MAX_COMMENTS = 10_000;
/** What a visitor whose file is over their limit is told they can do. */
/** The import form's optional field naming the post's account. */
export const IMPORT_OWNER_LABEL = "Your Instagram username";
export const IMPORT_OWNER_INVALID =
  "Your Instagram username can have only letters, numbers, dots and underscores (at most 30), or a link to your profile.";
export const VISITOR_IMPORT_UPGRADE = `Sign up for free to import up to ${IMPORT_MAX_COMMENTS.toLocaleString("en-US")} comments at once.`;

/** One card of My Analyses. */
export const analysisSummarySchema = z.object({
  id: z.string(),
  post_url: z.string(),
  shortcode: z.string().nullable(),
  source: analysisSourceSchema,
  file_name: z.string().nullable(),
  status: analysisStatusSchema,
  created_at: z.iso.datetime(),
  owner_username: z.string().nullable(),
  caption: z.string().nullable(),
  /** The post's picture, when the source gives one. */
  thumbnail_url: z.url().nullable().default(null),
  overall_sentiment: overallSentimentSchema.nullable(),
  sentiment_score: z.number().min(0).max(1).nullable(),
  total_comments: z.number().int().nonnegative().nullable(),
  error: z.string().nullable(),
});
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;

export const ANALYSES_PAGE_MAX = 100;
export const analysesListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ANALYSES_PAGE_MAX).default(24),
  cursor: z.string().max(200).optional(),
  q: z.string().trim().max(200).optional(),
});
export type AnalysesListQuery = z.infer<typeof analysesListQuerySchema>;
export const analysesListResponseSchema = z.object({
  items: z.array(analysisSummarySchema),
  next_cursor: z.string().nullable(),
});
export type AnalysesListResponse = z.infer<typeof analysesListResponseSchema>;

export const COMMENT_SORTS = ["likes", "newest", "oldest"] as const;
export const commentSortSchema = z.enum(COMMENT_SORTS);
export type CommentSort = z.infer<typeof commentSortSchema>;
export const COMMENTS_PAGE_MAX = 500;

/**
 * Where a question or complaint stands in the team's reply work: `answered` (replied to),
 * `handled` (dealt with otherwise); none while it is open.
 */
export const COMMENT_STATUSES = ["answered", "handled"] as const;
export const commentStatusSchema = z.enum(COMMENT_STATUSES);
export type CommentStatus = z.infer<typeof commentStatusSchema>;

/** `PUT /api/analyses/:id/comments/:commentId/status`; `null` opens it again. */
export const commentStatusInputSchema = z.object({
  status: commentStatusSchema.nullable(),
  note: z.string().trim().max(500, "At most 500 characters.").nullable().default(null),
});
export type CommentStatusInput = z.input<typeof commentStatusInputSchema>;

/**
 * `PUT /api/analyses/:id/comments/:commentId/assignment` (Agency team reports): who on the
 * team takes the comment on, with a note; `assignee_id: null` takes it back.
 */
export const commentAssignmentInputSchema = z.object({
  assignee_id: z.string().trim().min(1).max(100).nullable(),
  note: z.string().trim().max(500, "At most 500 characters.").nullable().default(null),
});
export type CommentAssignmentInput = z.input<typeof commentAssignmentInputSchema>;

/** Someone a team report's comments may be assigned to: the team's owner or a member. */
export const assigneeSchema = z.object({
  user_id: z.string(),
  email: z.string(),
});
export type Assignee = z.infer<typeof assigneeSchema>;

/** `GET /api/analyses/:id/assignees`: the owner first, then the members, oldest first. */
export const assigneesResponseSchema = z.object({ items: z.array(assigneeSchema) });
export type AssigneesResponse = z.infer<typeof assigneesResponseSchema>;

/** The explorer's assignment filter: the reader's own, anyone's, or nobody's comments. */
export const ASSIGNEE_FILTERS = ["me", "anyone", "nobody"] as const;
export const assigneeFilterSchema = z.enum(ASSIGNEE_FILTERS);
export type AssigneeFilter = z.infer<typeof assigneeFilterSchema>;

/** `GET /api/analyses/:id/comments`: the explorer's page, or given comments (`ids`). */
export const analysisCommentsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(COMMENTS_PAGE_MAX).default(100),
  cursor: z.string().max(200).optional(),
  label: z.enum(SENTIMENT_LABELS).optional(),
  tag: z.enum(COMMENT_TAGS).optional(),
  target: z.enum(COMMENT_TARGETS).optional(),
  stance: z.enum(COMMENT_STANCES).optional(),
  /** Comments about one entity, as the report names it ("@handle", "Mara"). */
  about: z.string().trim().min(1).max(120).optional(),
  lang: z.string().min(2).max(3).optional(),
  q: z.string().trim().max(200).optional(),
  /** `open`: not yet marked answered or handled. */
  status: z.enum(["open", ...COMMENT_STATUSES]).optional(),
  assignee: assigneeFilterSchema.optional(),
  sort: commentSortSchema.default("likes"),
  /** Comma-separated comment ids (evidence of an insight); at most COMMENTS_PAGE_MAX. */
  ids: z.string().max(20_000).optional(),
});
export type AnalysisCommentsQuery = z.input<typeof analysisCommentsQuerySchema>;

export const analysisCommentSchema = z.object({
  id: z.string(),
  username: z.string(),
  text: z.string(),
  likes: z.number().int().nonnegative().nullable(),
  timestamp: z.iso.datetime(),
  reply_count: z.number().int().nonnegative(),
  parent_id: z.string().nullable(),
  is_from_owner: z.boolean(),
  score: z.number().min(-1).max(1),
  label: sentimentLabelSchema,
  language: z.string(),
  target: commentTargetSchema,
  stance: commentStanceSchema,
  /** Whom it is about ("@handle", a featured name); null when it names no one. */
  about: z.string().nullable().default(null),
  tags: z.array(commentTagSchema),
  /** The report's owner set this comment's labels themselves ("Wrong label?"). */
  corrected: z.boolean().default(false),
  /** Marked answered or handled by the report's readers; null while open. */
  status: commentStatusSchema.nullable().default(null),
  status_note: z.string().nullable().default(null),
  /** Whom the team gave it to (team reports), with their note; null while nobody has it. */
  assignee: assigneeSchema.nullable().default(null),
  assignment_note: z.string().nullable().default(null),
});
export type AnalysisComment = z.infer<typeof analysisCommentSchema>;

export const analysisCommentsResponseSchema = z.object({
  items: z.array(analysisCommentSchema),
  next_cursor: z.string().nullable(),
  /** Comments matching the filters (all pages). */
  total: z.number().int().nonnegative(),
});
export type AnalysisCommentsResponse = z.infer<typeof analysisCommentsResponseSchema>;

export const EXPORT_FORMATS = ["csv", "xlsx", "json", "pdf"] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/**
 * `commentlens-{shortcode}-{yyyy-mm-dd}.{ext}`; imports use "import" for the shortcode. A
 * comments file (chosen columns) ends in `-comments`.
 */
export function exportFileName(
  shortcode: string | null,
  createdAt: Date,
  format: ExportFormat,
  commentsOnly = false,
) {
  const day = createdAt.toISOString().slice(0, 10);
  return `commentlens-${shortcode ?? "import"}-${day}${commentsOnly ? "-comments" : ""}.${format}`;
}

/**
 * The columns a comments file may hold, in the file's order, with the words the export
 * dialog shows. The comment's own data first, then what the analysis read in it.
 */
export const COMMENT_FILE_COLUMNS = {
  id: "Comment id",
  username: "Username",
  text: "Text",
  likes: "Likes",
  timestamp: "Posted at",
  reply_to: "Reply to (comment id)",
  reply_count: "Replies",
  is_from_owner: "Written by the account",
  label: "Sentiment",
  score: "Sentiment score",
  language: "Language",
  aimed_at: "Aimed at",
  stance: "Stance",
  tags: "Tags",
  reply_status: "Reply status",
  assigned_to: "Assigned to",
} as const;
export type CommentFileColumn = keyof typeof COMMENT_FILE_COLUMNS;
export const COMMENT_FILE_COLUMN_KEYS = Object.keys(COMMENT_FILE_COLUMNS) as CommentFileColumn[];
/** A comments file without the analysis: what the post's comments are, as fetched. */
export const RAW_COMMENT_COLUMNS: readonly CommentFileColumn[] = [
  "id",
  "username",
  "text",
  "likes",
  "timestamp",
  "reply_to",
  "reply_count",
  "is_from_owner",
];
/** The formats a comments file comes in (a PDF of a table of comments helps nobody). */
export const COMMENT_FILE_FORMATS = [
  "csv",
  "xlsx",
  "json",
] as const satisfies readonly ExportFormat[];

export const EXPORT_MESSAGES = {
  columns: "Choose at least one column from the list.",
  commentsFormat: "A comments file comes as CSV, Excel or JSON.",
} as const;

/**
 * `GET /api/analyses/:id/export`. Without `columns`, the whole report in `format`; with them
 * (comma-separated, from COMMENT_FILE_COLUMNS), every comment of the post in those columns.
 */
export const exportQuerySchema = z
  .object({
    format: exportFormatSchema,
    columns: z
      .string()
      .max(400)
      .transform((value, ctx) => {
        const picked = [...new Set(value.split(",").map((c) => c.trim()))].filter(Boolean);
        if (picked.length === 0 || picked.some((c) => !Object.hasOwn(COMMENT_FILE_COLUMNS, c))) {
          ctx.addIssue({ code: "custom", message: EXPORT_MESSAGES.columns });
          return z.NEVER;
        }
        // The file keeps the list's order, whatever order they were asked in.
        return COMMENT_FILE_COLUMN_KEYS.filter((c) => picked.includes(c));
      })
      .optional(),
  })
  .refine((q) => !q.columns || q.format !== "pdf", {
    message: EXPORT_MESSAGES.commentsFormat,
    path: ["format"],
  });
export type ExportQuery = z.output<typeof exportQuerySchema>;

/** The explorer's filters as a saved view keeps them (the address's names). */
export const explorerViewSchema = z.object({
  sentiment: z.enum(SENTIMENT_LABELS).optional(),
  tag: z.enum(COMMENT_TAGS).optional(),
  target: z.enum(COMMENT_TARGETS).optional(),
  stance: z.enum(COMMENT_STANCES).optional(),
  about: z.string().trim().min(1).max(120).optional(),
  lang: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional(),
  q: z.string().trim().max(200).optional(),
  sort: commentSortSchema.optional(),
  status: z.enum(["open", ...COMMENT_STATUSES]).optional(),
  assignee: assigneeFilterSchema.optional(),
});
export type ExplorerView = z.infer<typeof explorerViewSchema>;

/** Views one person may keep per report. */
export const SAVED_VIEWS_MAX = 20;

/** `POST /api/analyses/:id/views`. */
export const savedViewInputSchema = z.object({
  name: z.string().trim().min(1, "Name the view.").max(60, "At most 60 characters."),
  filters: explorerViewSchema,
});
export type SavedViewInput = z.infer<typeof savedViewInputSchema>;

export const savedViewSchema = savedViewInputSchema.extend({
  id: z.string(),
  created_at: z.iso.datetime(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** `GET /api/analyses/:id/views`: the reader's views of the report, oldest first. */
export const savedViewsResponseSchema = z.object({ views: z.array(savedViewSchema) });
export type SavedViewsResponse = z.infer<typeof savedViewsResponseSchema>;
