import { z } from "./zod.js";

/**
 * Scheduled re-analysis: a post analysed from its link re-runs daily or weekly in its
 * owner's account, each run kept as a report of its own; the report shows the runs as a
 * trend, and the owner may be mailed when a run crosses the alerts they chose.
 */

export const SCHEDULE_FREQUENCIES = ["daily", "weekly"] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export const SCHEDULE_FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  daily: "Every day",
  weekly: "Every week",
};

/** Milliseconds between two runs of a schedule. */
export const SCHEDULE_INTERVAL_MS: Record<ScheduleFrequency, number> = {
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
};

/** Why a schedule stopped by itself (the owner resumes it once the cause is gone). */
export const SCHEDULE_STOP_REASONS = [
  "usage_limit",
  "view_only",
  "post_unavailable",
  "plan_ended",
  "profile_unavailable",
] as const;
export type ScheduleStopReason = (typeof SCHEDULE_STOP_REASONS)[number];

export const SCHEDULE_MESSAGES = {
  stopped: {
    usage_limit:
      "Stopped: your plan's analyses for this month are used up. Resume it once your plan allows more.",
    view_only:
      "Stopped: you have view-only access in your team, so no analyses run in your account.",
    post_unavailable: "Stopped: the post could not be read (it was deleted or made private).",
    plan_ended:
      "Stopped: profile re-runs need the Agency plan. Resume it once the account is on Agency again.",
    profile_unavailable:
      "Stopped: the profile could not be read (it was renamed, deleted or made private, or has no posts).",
  } satisfies Record<ScheduleStopReason, string>,
  usage: "Each run counts as one analysis of your plan, like a run you start yourself.",
  frequency: "Choose daily or weekly.",
  negativePoints: "Enter whole points from 1 to 100.",
  newComments: "Enter a whole number from 0 to 10,000.",
  unsubscribed: "You will get no more alerts from this schedule. Its scheduled runs go on.",
  profileUsage:
    "Profile re-runs are included in the Agency plan; each run reads the profile's latest posts again.",
  unsubscribeInvalid: "This unsubscribe link is not valid. Turn alerts off on the report instead.",
} as const;

/** What a run must cross for its owner to be mailed; null or false: that alert is off. */
export const scheduleAlertsSchema = z.object({
  /** The negative share rose by more than this many percentage points since the last run. */
  negative_share_points: z
    .number({ error: SCHEDULE_MESSAGES.negativePoints })
    .int({ error: SCHEDULE_MESSAGES.negativePoints })
    .min(1, { error: SCHEDULE_MESSAGES.negativePoints })
    .max(100, { error: SCHEDULE_MESSAGES.negativePoints })
    .nullable(),
  /** More than this many complaints that the last run did not have. */
  new_complaints: z
    .number({ error: SCHEDULE_MESSAGES.newComments })
    .int({ error: SCHEDULE_MESSAGES.newComments })
    .min(0, { error: SCHEDULE_MESSAGES.newComments })
    .max(10_000, { error: SCHEDULE_MESSAGES.newComments })
    .nullable(),
  /** Any abusive comment the last run did not have. */
  new_abusive: z.boolean(),
  /** Any unanswered question the last run did not have. */
  new_unanswered: z.boolean(),
});
export type ScheduleAlerts = z.infer<typeof scheduleAlertsSchema>;

export const NO_ALERTS: ScheduleAlerts = {
  negative_share_points: null,
  new_complaints: null,
  new_abusive: false,
  new_unanswered: false,
};

/** `PUT /api/analyses/:id/schedule`: sets (or replaces) the post's schedule. */
export const scheduleInputSchema = z.object({
  frequency: z.enum(SCHEDULE_FREQUENCIES, { error: SCHEDULE_MESSAGES.frequency }),
  alerts: scheduleAlertsSchema.default(NO_ALERTS),
  paused: z.boolean().default(false),
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

export const postScheduleSchema = z.object({
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  alerts: scheduleAlertsSchema,
  paused: z.boolean(),
  /** Set when the schedule stopped by itself, with the words to show. */
  stopped: z.object({ reason: z.enum(SCHEDULE_STOP_REASONS), message: z.string() }).nullable(),
  /** The next run, while the schedule runs. */
  next_run_at: z.iso.datetime().nullable(),
  last_run_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type PostSchedule = z.infer<typeof postScheduleSchema>;

/** `GET /api/analyses/:id/schedule` and `GET /api/profile-analyses/:id/schedule`. */
export const postScheduleResponseSchema = z.object({ schedule: postScheduleSchema.nullable() });
export type PostScheduleResponse = z.infer<typeof postScheduleResponseSchema>;

/**
 * One completed run of the post (or of the profile: the sums over its posts, the shares
 * weighed by each post's analysed comments), as the trend chart plots it.
 */
export const trendPointSchema = z.object({
  analysis_id: z.string(),
  created_at: z.iso.datetime(),
  /** Started by the post's schedule rather than by hand. */
  scheduled: z.boolean(),
  comments: z.number().int().nonnegative(),
  /** Shares of the analysed comments, in whole percent. */
  positive: z.number().min(0).max(100),
  neutral: z.number().min(0).max(100),
  negative: z.number().min(0).max(100),
  complaints: z.number().int().nonnegative(),
  questions: z.number().int().nonnegative(),
  abusive: z.number().int().nonnegative(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

/** `GET /api/analyses/:id/trend`: the post's completed runs in the account, oldest first. */
export const trendResponseSchema = z.object({ points: z.array(trendPointSchema) });
export type TrendResponse = z.infer<typeof trendResponseSchema>;

/** Runs the trend shows at most (the latest). */
export const TREND_MAX_POINTS = 60;

/** `POST /api/alerts/unsubscribe?token=`: one click from an alert mail. */
export const alertsUnsubscribeResponseSchema = z.object({ message: z.string() });

/** Path of the alerts' unsubscribe page on the site. */
export const ALERTS_UNSUBSCRIBE_PATH = "/alerts/unsubscribe";
