import type {
  AnalysisComparison,
  AnalysisResult,
  CommentStance,
  CommentStatus,
  CommentTag,
  CommentTarget,
  ExplorerView,
  Post,
  Profile,
  ProfileInsights,
  ScheduleAlerts,
  ScheduleFrequency,
  ScheduleStopReason,
  SentimentLabel,
  Timeline,
} from "@commentlens/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Account tables in the shape better-auth's Drizzle adapter expects (written by hand:
 * its CLI fails on Node 20). Columns are snake_case in SQL, camelCase in TypeScript.
 */

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Mails the dev mailbox kept instead of sending (development only; SMTP_URL sends for real). */
export const devMailbox = pgTable(
  "dev_mailbox",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Extra headers the mail carried (Reply-To, List-Unsubscribe …). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dev_mailbox_created_at_idx").on(t.createdAt)],
);

/** better-auth's rate-limit buckets, in the database so limits hold across processes and restarts. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Post analyses. Owned by a user, or by a visitor's browser (`visitor_key`, from a signed
 * cookie) until it expires or is claimed at sign-in. Progress lives here, so any process can
 * answer a progress request.
 */
export const analysis = pgTable(
  "analysis",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key"),
    postUrl: text("post_url").notNull(),
    shortcode: text("shortcode"),
    source: text("source").notNull(),
    fileName: text("file_name"),
    /** For imports: the post's account as the file or the person importing named it. */
    importOwner: text("import_owner"),
    /** For imports: rows dropped because an earlier row had the same comment id. */
    duplicatesSkipped: integer("duplicates_skipped").notNull().default(0),
    status: text("status").notNull().default("queued"),
    /**
     * Runs of the job that started and have not ended: counted as each starts, cleared when a
     * failed run is put back in line. A run still counted when the next starts was cut off
     * with its process, so an analysis that keeps taking its process down is not run a third
     * time.
     */
    runsStarted: integer("runs_started").notNull().default(0),
    step: text("step"),
    progress: integer("progress").notNull().default(0),
    message: text("message").notNull().default(""),
    fetchedPages: integer("fetched_pages").notNull().default(0),
    fetchedComments: integer("fetched_comments").notNull().default(0),
    fetchedTotal: integer("fetched_total"),
    post: jsonb("post").$type<Post>(),
    /** The report; its per-comment results are in `commentResults` (older reports: inside). */
    analysisData: jsonb("analysis_data").$type<AnalysisResult>(),
    /**
     * The report's per-comment results as JSON text, kept apart from `analysisData`: a
     * 100,000-comment report's results would make every read and write of its figures parse
     * megabytes of JSON (in the embedded database, on the API's event loop).
     */
    commentResults: text("comment_results"),
    comparison: jsonb("comparison").$type<AnalysisComparison>(),
    timeline: jsonb("timeline").$type<Timeline>(),
    error: text("error"),
    errorCode: text("error_code"),
    /** The usage slot this analysis holds, given back if it fails. */
    usageSubject: text("usage_subject"),
    usagePeriod: text("usage_period"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Visitor analyses are purged after this time. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /**
     * Set on the analysis of one post of a profile analysis: it belongs to that analysis (deleted
     * with it, left out of My Analyses and of usage).
     */
    profileAnalysisId: text("profile_analysis_id").references(() => profileAnalysis.id, {
      onDelete: "cascade",
    }),
    /**
     * Counts the owner's label corrections: a report rebuilt for one is stored only while no
     * later correction has been saved, so the stored report always has every correction.
     */
    labelsRevision: integer("labels_revision").notNull().default(0),
    /** The post schedule that started this run (null: started by hand). */
    scheduleId: text("schedule_id"),
    /** When this scheduled run's alerts were weighed: set once, so a run mails at most once. */
    alertsCheckedAt: timestamp("alerts_checked_at", { withTimezone: true }),
  },
  (t) => [
    index("analysis_user_created_idx").on(t.userId, t.createdAt),
    index("analysis_user_shortcode_idx").on(t.userId, t.shortcode, t.createdAt),
    index("analysis_alerts_pending_idx")
      .on(t.scheduleId)
      .where(sql`${t.alertsCheckedAt} IS NULL AND ${t.scheduleId} IS NOT NULL`),
    index("analysis_profile_idx").on(t.profileAnalysisId),
    index("analysis_visitor_idx").on(t.visitorKey),
    index("analysis_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Comments of an imported file, kept until the job has analysed them, in numbered chunks:
 * each chunk is written and read by a short query of its own, so a 100,000-comment file
 * never holds the database (or, embedded, the API's event loop) for long.
 */
export const analysisImport = pgTable(
  "analysis_import",
  {
    analysisId: text("analysis_id")
      .notNull()
      .references(() => analysis.id, { onDelete: "cascade" }),
    chunk: integer("chunk").notNull().default(0),
    comments: jsonb("comments").notNull(),
  },
  (t) => [primaryKey({ columns: [t.analysisId, t.chunk] })],
);

/** The analysed comments of an analysis, for the explorer, evidence quotes and exports. */
export const analysisComment = pgTable(
  "analysis_comment",
  {
    analysisId: text("analysis_id")
      .notNull()
      .references(() => analysis.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    id: text("id").notNull(),
    username: text("username").notNull(),
    text: text("text").notNull(),
    likes: integer("likes"),
    timestamp: timestamp("timestamp", { withTimezone: true, mode: "string" }).notNull(),
    replyCount: integer("reply_count").notNull().default(0),
    parentId: text("parent_id"),
    isFromOwner: boolean("is_from_owner").notNull().default(false),
    score: real("score").notNull(),
    label: text("label").notNull(),
    language: text("language").notNull(),
    /** Whom the comment is aimed at; `none` for comments stored before targets existed. */
    target: text("target").notNull().default("none"),
    /** Where it stands towards its target; `neutral` for comments stored before stances. */
    stance: text("stance").$type<CommentStance>().notNull().default("neutral"),
    /** Whom it is about ("@handle", a featured name); null when it names no one. */
    about: text("about"),
    tags: text("tags").array().$type<CommentTag[]>().notNull(),
    /** The owner set this comment's labels themselves. */
    corrected: boolean("corrected").notNull().default(false),
    /** Marked answered or handled (null: open), with a note; kept by later runs of the post. */
    status: text("status").$type<CommentStatus>(),
    statusNote: text("status_note"),
    statusAt: timestamp("status_at", { withTimezone: true }),
    /** On a team's report: the teammate who takes it on, with a note; kept by later runs. */
    assigneeId: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    assignmentNote: text("assignment_note"),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.analysisId, t.position] }),
    index("analysis_comment_id_idx").on(t.analysisId, t.id),
  ],
);

/** Read-only links to a profile report, as `analysisShare` is to a post report. */
export const profileShare = pgTable(
  "profile_share",
  {
    tokenHash: text("token_hash").primaryKey(),
    profileAnalysisId: text("profile_analysis_id")
      .notNull()
      .references(() => profileAnalysis.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("profile_share_analysis_idx").on(t.profileAnalysisId)],
);

/** Named views of a report's comment explorer, each person's own. */
export const savedView = pgTable(
  "saved_view",
  {
    id: text("id").primaryKey(),
    analysisId: text("analysis_id")
      .notNull()
      .references(() => analysis.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    filters: jsonb("filters").$type<ExplorerView>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_view_analysis_user_idx").on(t.analysisId, t.userId)],
);

/**
 * Read-only links to a post report. Only a hash of the token is kept, so a copy of the
 * database opens no report; a revoked link stays to say so ("This link was revoked").
 */
export const analysisShare = pgTable(
  "analysis_share",
  {
    tokenHash: text("token_hash").primaryKey(),
    analysisId: text("analysis_id")
      .notNull()
      .references(() => analysis.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("analysis_share_analysis_idx").on(t.analysisId)],
);

/**
 * A post (`shortcode`) or an Agency profile (`username`) that re-runs in its owner's account,
 * daily or weekly: one per account and post, or account and profile (a profile's schedule
 * belongs to the team's owner, like its analyses). `nextRunAt` is the due time of the next
 * run: a run is identified by its schedule and due time, so however many processes see it
 * due, it runs once.
 */
export const postSchedule = pgTable(
  "post_schedule",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    shortcode: text("shortcode"),
    /** The profile of an Agency profile schedule (then `shortcode` is null). */
    username: text("username"),
    frequency: text("frequency").$type<ScheduleFrequency>().notNull(),
    alerts: jsonb("alerts").$type<ScheduleAlerts>().notNull(),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    /** Set when the schedule stopped by itself (it is paused then too). */
    stopReason: text("stop_reason").$type<ScheduleStopReason>(),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    /**
     * The due time of a run that was claimed (the schedule already moved past it) and whose
     * analysis may not exist yet: a repeated job of that run carries on from here.
     */
    pendingRunAt: timestamp("pending_run_at", { withTimezone: true }),
    /**
     * Random, in every alert mail's unsubscribe link. Kept as is (not hashed): it only turns
     * this schedule's alerts off, and any process that mails must be able to write the link.
     */
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("post_schedule_user_post_idx").on(t.userId, t.shortcode),
    uniqueIndex("post_schedule_user_profile_idx").on(t.userId, t.username),
    check("post_schedule_one_subject", sql`(${t.shortcode} IS NULL) <> (${t.username} IS NULL)`),
    uniqueIndex("post_schedule_unsubscribe_idx").on(t.unsubscribeToken),
    index("post_schedule_due_idx").on(t.nextRunAt),
  ],
);

/**
 * A report owner's labels for one comment ("Wrong label?"), kept with the analysis they were
 * set on. A later run of the same post by the same owner reads them too (and keeps its own
 * copy), so a correction outlives re-analysis.
 */
export const labelCorrection = pgTable(
  "label_correction",
  {
    analysisId: text("analysis_id")
      .notNull()
      .references(() => analysis.id, { onDelete: "cascade" }),
    commentId: text("comment_id").notNull(),
    label: text("label").$type<SentimentLabel>().notNull(),
    target: text("target").$type<CommentTarget>().notNull(),
    tags: text("tags").array().$type<CommentTag[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.analysisId, t.commentId] })],
);

/**
 * Analyses used per subject ("user:<id>" a month, "ip:<address>" a day) and period. One
 * UPDATE … WHERE used < limit takes a slot, so concurrent requests cannot pass the last one.
 */
export const usageCounter = pgTable(
  "usage_counter",
  {
    subject: text("subject").notNull(),
    period: text("period").notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subject, t.period] })],
);

/**
 * The paid subscription of a user (one row per user; none while on Free). Written only by the
 * billing state machine from provider events. `plan_id`/`seats` are what the user has now;
 * `scheduled_*` is a downgrade that takes effect at `current_period_end`.
 * `provider_updated_at` is when the applied provider state was read: older states are ignored.
 */
export const subscription = pgTable(
  "subscription",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    customerId: text("customer_id").notNull(),
    subscriptionId: text("subscription_id").notNull(),
    planId: text("plan_id").notNull(),
    seats: integer("seats").notNull().default(1),
    /** The provider's status: active, trialing, past_due, unpaid, canceled, incomplete … */
    status: text("status").notNull(),
    endedForNonPayment: boolean("ended_for_non_payment").notNull().default(false),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    scheduledPlanId: text("scheduled_plan_id"),
    scheduledSeats: integer("scheduled_seats"),
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscription_subscription_id_idx").on(t.subscriptionId),
    index("subscription_customer_id_idx").on(t.customerId),
  ],
);

/** Provider events already applied: the primary key makes every event apply at most once. */
export const billingEvent = pgTable("billing_event", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Checkouts of the local billing provider (the built-in test checkout page). */
export const localCheckoutSession = pgTable(
  "local_checkout_session",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planId: text("plan_id").notNull(),
    seats: integer("seats").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** open, then paid; an open one past `expires_at` reads as expired. */
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("local_checkout_session_user_idx").on(t.userId)],
);

/** Invoices from provider events: the local provider's receipts, a record of Stripe's. */
export const invoice = pgTable(
  "invoice",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    customerId: text("customer_id").notNull(),
    subscriptionId: text("subscription_id"),
    number: text("number").notNull(),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** paid, open, void or uncollectible. */
    status: text("status").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    hostedUrl: text("hosted_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("invoice_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * Fixed-window request counters of the app's own rate limits (lib/rate-limit.ts): one row per
 * key ("contact:<ip>" …), whose window starts at its first request.
 */
export const requestLimit = pgTable(
  "request_limit",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("request_limit_window_start_idx").on(t.windowStart)],
);

/** Messages of the contact form; `emailed_at` stays empty when the mail to support failed. */
export const contactMessage = pgTable(
  "contact_message",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [index("contact_message_created_at_idx").on(t.createdAt)],
);

/**
 * Newsletter subscribers (double opt-in): `pending` until the emailed link is followed, then
 * `confirmed`; `unsubscribed` keeps the row so old links still answer. `confirm_nonce` is part
 * of the signed confirmation link: replaced on re-subscription, cleared on unsubscription, so
 * older links stop working. `confirmation_sent_at` limits re-sends to one an hour.
 */
export const newsletterSubscriber = pgTable("newsletter_subscriber", {
  id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
  email: text("email").notNull().unique(),
  status: text("status").notNull().default("pending"),
  source: text("source").notNull(),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
  confirmNonce: text("confirm_nonce"),
  confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Members of Agency teams (modules/team). The user id is the key: a user is in one team at
 * most. The owner is whoever holds the Agency subscription; the owner's own seat has no row.
 */
export const teamMembership = pgTable(
  "team_membership",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** member (works on the team's reports) or viewer (reads them only). */
    role: text("role").notNull().default("member"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("team_membership_owner_joined_idx").on(t.ownerId, t.joinedAt)],
);

/**
 * Pending invitations to a team, one per owner and address. Only a hash of the mailed token is
 * kept; accepting or revoking deletes the row, resending replaces the token.
 */
export const teamInvitation = pgTable(
  "team_invitation",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    /** The role the invitee gets on accepting: member or viewer. */
    role: text("role").notNull().default("member"),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("team_invitation_owner_email_idx").on(t.ownerId, t.email)],
);

/**
 * Referral codes (modules/referrals): one per user, made on first need. `code` is upper-case
 * (matching is case-insensitive). `last_seen_*` is where the owner last asked for their code or
 * stats: with their sessions, what the same-device fraud check compares a friend's claim to
 * (the address, and the browser's device cookie; the user agent is kept for the record only).
 */
export const referralCode = pgTable("referral_code", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
  lastSeenIp: text("last_seen_ip"),
  lastSeenUserAgent: text("last_seen_user_agent"),
  lastSeenDevice: text("last_seen_device"),
});

/**
 * Referrals, written only by the referral state machine: pending → subscription_created →
 * reward_granted, pending → expired, or fraud_detected from the start (kept, never rewarded;
 * a self-referral is refused and never stored).
 * Deleting the referrer deletes their referrals; a deleted friend leaves `referred_user_id`
 * empty. One counting (not fraud_detected) referral per friend, enforced by a partial index.
 */
export const referral = pgTable(
  "referral",
  {
    id: text("id").primaryKey(),
    referrerId: text("referrer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    referredUserId: text("referred_user_id").references(() => user.id, { onDelete: "set null" }),
    code: text("code").notNull(),
    status: text("status").notNull(),
    /** Why a referral is fraud_detected: already_referred or same_device. */
    fraudReason: text("fraud_reason"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    referredAt: timestamp("referred_at", { withTimezone: true }).notNull().defaultNow(),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }),
    rewardedAt: timestamp("rewarded_at", { withTimezone: true }),
    expiredAt: timestamp("expired_at", { withTimezone: true }),
  },
  (t) => [
    index("referral_referrer_referred_at_idx").on(t.referrerId, t.referredAt),
    index("referral_status_referred_at_idx").on(t.status, t.referredAt),
    uniqueIndex("referral_referrer_referred_idx").on(t.referrerId, t.referredUserId),
    uniqueIndex("referral_one_counting_per_friend_idx")
      .on(t.referredUserId)
      .where(sql`${t.status} <> 'fraud_detected'`),
  ],
);

/**
 * Free months earned through referrals, one per person and referral: `owed` (to apply, or
 * retried after a failure), `banked` (a Free user's month, applied when they subscribe) or
 * `applied`. A reward outlives its referral (the referrer may delete their account).
 */
export const referralReward = pgTable(
  "referral_reward",
  {
    id: text("id").primaryKey(),
    referralId: text("referral_id").references(() => referral.id, { onDelete: "set null" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** referrer or referred. */
    role: text("role").notNull(),
    months: integer("months").notNull().default(1),
    status: text("status").notNull().default("owed"),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    uniqueIndex("referral_reward_referral_user_idx").on(t.referralId, t.userId),
    index("referral_reward_user_status_idx").on(t.userId, t.status),
  ],
);

/**
 * Agency profile analyses (modules/agency). `owner_id` is the Agency account the analysis
 * belongs to (a team member's analyses belong to the team's owner, so the whole team shares
 * them); `created_by` is who started it. Progress only moves forward (see the repository).
 */
export const profileAnalysis = pgTable(
  "profile_analysis",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    instagramUsername: text("instagram_username").notNull(),
    profileUrl: text("profile_url").notNull(),
    profile: jsonb("profile").$type<Profile>(),
    /** in_progress, completed or failed. */
    status: text("status").notNull().default("in_progress"),
    /** The progress record's status: fetching_comments, analyzing, aggregating, completed, failed. */
    progressStatus: text("progress_status").notNull().default("fetching_comments"),
    progress: integer("progress").notNull().default(0),
    currentStep: text("current_step").notNull().default(""),
    totalPosts: integer("total_posts").notNull().default(0),
    completedPosts: integer("completed_posts").notNull().default(0),
    failedPosts: integer("failed_posts").notNull().default(0),
    error: text("error"),
    insights: jsonb("insights").$type<ProfileInsights>(),
    /** Set when analyze_profile queued the posts' jobs. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The profile schedule that started this run (null: started by hand). */
    scheduleId: text("schedule_id"),
    /** When this scheduled run's alerts were weighed: set once, so a run mails at most once. */
    alertsCheckedAt: timestamp("alerts_checked_at", { withTimezone: true }),
  },
  (t) => [
    index("profile_analysis_owner_created_idx").on(t.ownerId, t.createdAt),
    index("profile_analysis_alerts_pending_idx")
      .on(t.scheduleId)
      .where(sql`${t.alertsCheckedAt} IS NULL AND ${t.scheduleId} IS NOT NULL`),
  ],
);

/** The posts a profile analysis covers, newest first by `position`, each with its own job. */
export const profilePost = pgTable(
  "profile_post",
  {
    id: text("id").primaryKey(),
    profileAnalysisId: text("profile_analysis_id")
      .notNull()
      .references(() => profileAnalysis.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    shortcode: text("shortcode").notNull(),
    post: jsonb("post").$type<Post>().notNull(),
    /** queued, running, completed or failed. */
    status: text("status").notNull().default("queued"),
    /** The post's analysis (its comments and full report). */
    analysisId: text("analysis_id").references(() => analysis.id, { onDelete: "set null" }),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("profile_post_analysis_shortcode_idx").on(t.profileAnalysisId, t.shortcode)],
);

/** White-label branding of an Agency account: its name and logo on exported PDF reports. */
export const agencyBranding = pgTable("agency_branding", {
  ownerId: text("owner_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  agencyName: text("agency_name"),
  /** A PNG or JPEG as a data URL (size-checked on the way in). */
  logoDataUrl: text("logo_data_url"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
