import { randomUUID } from "node:crypto";
import { type InstagramProvider, ProviderError } from "@commentlens/instagram";
import {
  type AgencyAccess,
  formatProfileUrl,
  type Post,
  PROFILE_MESSAGES,
  PROFILE_POST_LIMIT,
  type Profile,
  type ProfileAnalysisDetail,
  type ProfileAnalysisStatus,
  type ProfileAnalysisSummary,
  type ProfileMetrics,
  type ProfilePost,
  type ProfilePostStatus,
  type ProfileProgress,
} from "@commentlens/shared";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { ExportJob } from "../../lib/export-pool/protocol.js";
import type { RateLimiter } from "../../lib/rate-limit.js";
import type { Jobs } from "../../plugins/jobs.js";
import type { ProgressEvents } from "../analyses/events.js";
import type { ProfileRunStart } from "../analyses/schedules/service.js";
import type { SessionUser } from "../auth/session.js";
import { toAppError } from "../instagram/provider-errors.js";
import type { TeamMembershipInfo } from "../team/service.js";
import { readableProfileAnalysis, requireTeam } from "./access.js";
import { brandingOf } from "./branding-service.js";
import {
  type ProfileExportFormat,
  profileExportFileInfo,
  profileExportJob,
} from "./export/index.js";
import { engagementRate, fetchPosts, usernameOf } from "./instagram-data.js";
import { sendAggregationIfDone, sendPostJob } from "./pipeline.js";
import { toProgress } from "./progress.js";
import {
  deleteOwnedProfileAnalysis,
  emailOf,
  findProfileAnalysis,
  insertProfileAnalysis,
  listProfileAnalyses,
  listProfilePosts,
  markStarted,
  type ProfileAnalysisRow,
  type ProfilePostView,
  unfinishedPostIds,
} from "./repository.js";

/**
 * Agency profile analyses. They belong to the Agency team's owner, so every member shares
 * them; who may use them is looked up on every request (`teamOf`), so a member removed from
 * the team loses access at once.
 */

export interface AgencyDeps {
  db: Db;
  instagram: InstagramProvider;
  /** The Agency team a user takes part in now, or null (modules/team). */
  teamOf: (userId: string) => Promise<TeamMembershipInfo | null>;
  jobs: Pick<Jobs, "sendOnce">;
  events: ProgressEvents;
}

export async function agencyAccess(deps: AgencyDeps, user: SessionUser): Promise<AgencyAccess> {
  const team = await deps.teamOf(user.id);
  if (!team) return { allowed: false, role: null, team_owner_email: null };
  return {
    allowed: true,
    role: team.role,
    team_owner_email: team.role === "owner" ? user.email : await emailOf(deps.db, team.ownerId),
  };
}

/** `fetch_posts` calls a signed-in user may make per hour: each spends the data service's quota. */
export const FETCH_POSTS_PER_HOUR = 60;
/** `fetch_profile` calls a user may make per hour: each spends several of the quota's calls. */
export const FETCH_PROFILES_PER_HOUR = 20;

/** `POST /api/instagram-data` `fetch_posts`: any plan, within the hourly allowance. */
export async function recentPosts(
  deps: AgencyDeps,
  limiter: RateLimiter,
  user: SessionUser,
  input: { usernameOrUrl: string; limit: number },
) {
  if (!(await limiter.hit(`user:${user.id}`)).allowed) throw new AppError(429, "RATE_LIMITED");
  return fetchPosts(deps.instagram, input);
}

/** A provider's failure about a profile, in the profile's words where the catalogue has them. */
function profileError(error: unknown): unknown {
  if (error instanceof ProviderError && error.kind === "not_found") {
    return new AppError(404, "PROFILE_NOT_FOUND");
  }
  if (error instanceof ProviderError && error.kind === "private") {
    return new AppError(403, "PROFILE_PRIVATE");
  }
  return toAppError(error);
}

/**
 * `fetch_profile`: the profile and its latest posts, stored as a new profile analysis (not
 * started yet). Everything that would make it fail for sure is refused before it is created.
 */
export async function fetchProfile(
  deps: AgencyDeps,
  limiter: RateLimiter,
  user: SessionUser,
  profileUrl: string,
): Promise<{ success: true; profile_analysis_id: string; total_posts: number }> {
  const team = await requireTeam(deps, user);
  const username = usernameOf(profileUrl);
  // Counted once the link is valid: only calls that reach the data service spend its quota.
  if (!(await limiter.hit(`user:${user.id}`)).allowed) throw new AppError(429, "RATE_LIMITED");
  const created = await createProfileAnalysis(deps, {
    id: randomUUID(),
    ownerId: team.ownerId,
    createdBy: user.id,
    username,
    scheduleId: null,
  });
  return { success: true, profile_analysis_id: created.id, total_posts: created.totalPosts };
}

/**
 * Reads the profile and its latest posts and stores them as the profile analysis `id`, not
 * started yet; refuses (before anything is stored) a profile that would fail for sure.
 */
async function createProfileAnalysis(
  deps: AgencyDeps,
  run: {
    id: string;
    ownerId: string;
    createdBy: string | null;
    username: string;
    scheduleId: string | null;
  },
): Promise<{ id: string; totalPosts: number; made: boolean }> {
  let profile: Profile;
  let listed: Post[];
  // Both requests at once: a remote data service's round trips are most of the wait.
  const recent = deps.instagram.getRecentPosts(run.username, { limit: PROFILE_POST_LIMIT });
  // Awaited below, unless the profile is refused first.
  recent.catch(() => {});
  try {
    profile = await deps.instagram.getProfile(run.username);
    if (profile.isPrivate) throw new AppError(403, "PROFILE_PRIVATE");
    const readable = deps.instagram.canReadCommentsOf
      ? await deps.instagram.canReadCommentsOf(profile.username)
      : true;
    if (!readable) throw new AppError(400, "COMMENTS_UNAVAILABLE");
    listed = await recent;
  } catch (error) {
    throw profileError(error);
  }
  // Newest first, each post once (pinned posts can come back twice).
  const seen = new Set<string>();
  const posts = [...listed]
    .sort((a, b) => b.takenAt.localeCompare(a.takenAt))
    .filter((p) => !seen.has(p.shortcode) && seen.add(p.shortcode))
    .slice(0, PROFILE_POST_LIMIT);
  if (posts.length === 0) throw new AppError(400, "PROFILE_NO_POSTS");

  const now = new Date();
  const made = await insertProfileAnalysis(
    deps.db,
    {
      id: run.id,
      ownerId: run.ownerId,
      createdBy: run.createdBy,
      instagramUsername: profile.username,
      profileUrl: formatProfileUrl(profile.username),
      profile,
      status: "in_progress",
      progressStatus: "fetching_comments",
      progress: 0,
      currentStep: `Found ${posts.length} posts to analyse`,
      totalPosts: posts.length,
      scheduleId: run.scheduleId,
      createdAt: now,
      updatedAt: now,
    },
    posts.map((post, position) => ({
      // A UUID: also the id of the post's job, which keeps it to one job.
      id: randomUUID(),
      profileAnalysisId: run.id,
      position,
      shortcode: post.shortcode,
      post,
      status: "queued",
      updatedAt: now,
    })),
  );
  return { id: run.id, totalPosts: posts.length, made };
}

/**
 * `analyze_profile`: sends a job per post not finished yet. Calling it again sends nothing
 * twice (each post's job has the post's id) and picks up whatever a crash left unsent.
 */
export async function analyzeProfile(
  deps: AgencyDeps,
  user: SessionUser,
  id: string,
): Promise<{ success: true; profile_analysis_id: string; message: string }> {
  const { row } = await readableProfileAnalysis(deps, user, id);
  await sendProfileJobs(deps, row);
  return { success: true, profile_analysis_id: id, message: PROFILE_MESSAGES.started };
}

async function sendProfileJobs(deps: AgencyDeps, row: ProfileAnalysisRow): Promise<void> {
  if (row.status !== "in_progress") return;
  await markStarted(deps.db, row.id, `Waiting to analyse ${row.totalPosts} posts…`);
  const unfinished = await unfinishedPostIds(deps.db, row.id);
  for (const postId of unfinished) await sendPostJob(deps.jobs, postId);
  if (unfinished.length === 0) await sendAggregationIfDone(deps, row.id);
}

/** Profile failures that say the profile cannot be re-run as it is: its schedule stops. */
const PROFILE_GONE = new Set([
  "PROFILE_NOT_FOUND",
  "PROFILE_PRIVATE",
  "COMMENTS_UNAVAILABLE",
  "PROFILE_NO_POSTS",
  // The sample data has no such profile (the demo source reads no other).
  "NOT_IN_DEMO_DATA",
]);

/**
 * A scheduled run of a profile, on its team owner's behalf, as the analysis `id` (the same in
 * every process, so a repeated job finds the one it made and sends whatever a crash left
 * unsent). The owner must still have their Agency team; passing failures of the data service
 * are thrown, for the job to try again.
 */
export async function startScheduledProfileRun(
  deps: AgencyDeps,
  run: { ownerId: string; username: string; id: string; scheduleId: string },
): Promise<ProfileRunStart> {
  const team = await deps.teamOf(run.ownerId);
  if (team?.role !== "owner") return "plan_ended";
  const existing = await findProfileAnalysis(deps.db, run.id);
  if (existing) {
    await sendProfileJobs(deps, existing);
    return "already started";
  }
  let made: boolean;
  try {
    ({ made } = await createProfileAnalysis(deps, { ...run, createdBy: run.ownerId }));
  } catch (error) {
    if (error instanceof AppError && PROFILE_GONE.has(error.code)) return "profile_unavailable";
    throw error;
  }
  // Another worker handed the same run made it between the look above and the insert.
  const created = await findProfileAnalysis(deps.db, run.id);
  if (created) await sendProfileJobs(deps, created);
  return made ? "started" : "already started";
}

function toSummary(
  row: Omit<ProfileAnalysisRow, "insights">,
  createdBy: string | null,
  metrics: ProfileMetrics | null,
): ProfileAnalysisSummary {
  const figures = row.status === "completed" ? metrics : null;
  return {
    id: row.id,
    instagram_username: row.instagramUsername,
    profile_url: row.profileUrl,
    full_name: row.profile?.fullName || null,
    profile_pic_url: row.profile?.profilePicUrl ?? null,
    follower_count: row.profile?.followerCount ?? null,
    analysis_status: row.status as ProfileAnalysisStatus,
    total_posts: row.totalPosts,
    completed_posts: row.completedPosts,
    failed_posts: row.failedPosts,
    created_at: row.createdAt.toISOString(),
    created_by: createdBy,
    error: row.error,
    engagement_rate: figures?.engagement_rate ?? null,
    average_engagement: figures?.average_engagement ?? null,
    sentiment_score: figures?.sentiment_score ?? null,
    overall_sentiment: figures?.overall_sentiment ?? null,
  };
}

function toPost(view: ProfilePostView): ProfilePost {
  const { post: row } = view;
  const post = row.post;
  return {
    analysis_id: row.analysisId,
    shortcode: row.shortcode,
    url: post.url,
    media_type: post.mediaType,
    taken_at: post.takenAt,
    caption: post.caption,
    likes: post.likeCount,
    comments: post.commentCount,
    views: post.viewCount,
    // Hidden likes give no rate (null), as opposed to no likes (0).
    engagement_rate:
      post.likeCount === null ? null : engagementRate(post.commentCount, post.likeCount),
    thumbnail_url: post.thumbnailUrl,
    status: row.status as ProfilePostStatus,
    error: row.error,
    analyzed_comments: view.analyzed,
    sentiment_score: view.sentimentScore,
    overall_sentiment: view.overallSentiment,
  };
}

/** The team's analyses, newest first. */
export async function listAnalyses(
  deps: AgencyDeps,
  user: SessionUser,
): Promise<{ analyses: ProfileAnalysisSummary[] }> {
  const team = await requireTeam(deps, user);
  const rows = await listProfileAnalyses(deps.db, team.ownerId);
  return { analyses: rows.map((r) => toSummary(r, r.createdByEmail, r.metrics)) };
}

export async function detailOf(
  deps: AgencyDeps,
  row: ProfileAnalysisRow,
  readOnly = false,
): Promise<ProfileAnalysisDetail> {
  const [posts, createdBy] = await Promise.all([
    listProfilePosts(deps.db, row.id),
    emailOf(deps.db, row.createdBy),
  ]);
  const insights = row.status === "completed" ? (row.insights ?? null) : null;
  return {
    ...toSummary(row, createdBy, insights?.metrics ?? null),
    posts: posts.map(toPost),
    profile_insights: insights,
    progress: toProgress(row),
    read_only: readOnly,
  };
}

export async function analysisDetail(
  deps: AgencyDeps,
  user: SessionUser,
  id: string,
): Promise<ProfileAnalysisDetail> {
  const { row, team } = await readableProfileAnalysis(deps, user, id);
  return detailOf(deps, row, team.role === "viewer");
}

export async function deleteAnalysis(
  deps: AgencyDeps,
  user: SessionUser,
  id: string,
): Promise<void> {
  // The team reads every profile analysis; a member deletes only the ones they started.
  const { row, team } = await readableProfileAnalysis(deps, user, id);
  if (team.ownerId !== user.id && row.createdBy !== user.id) {
    throw new AppError(403, "PROFILE_ANALYSIS_NOT_YOURS");
  }
  // Jobs still queued for it find nothing and end; no need to chase them.
  if (!(await deleteOwnedProfileAnalysis(deps.db, id, team.ownerId))) {
    throw new AppError(404, "PROFILE_ANALYSIS_NOT_FOUND");
  }
}

/** The progress now, and how to read it again (for the stream). */
export async function progressOf(
  deps: AgencyDeps,
  user: SessionUser,
  id: string,
): Promise<{
  row: ProfileAnalysisRow;
  progress: ProfileProgress;
  read: () => Promise<ProfileAnalysisRow | undefined>;
}> {
  const { row, read } = await readableProfileAnalysis(deps, user, id);
  return { row, progress: toProgress(row), read };
}

/**
 * What exporting the report takes: the export job (rendered off the request path, with the
 * agency's white-label branding) and the download's name and type.
 */
export async function exportJob(
  deps: AgencyDeps,
  user: SessionUser,
  id: string,
  format: ProfileExportFormat,
  now: Date = new Date(),
): Promise<{ job: ExportJob; file: { fileName: string; contentType: string } }> {
  const { row, team } = await readableProfileAnalysis(deps, user, id);
  if (row.status !== "completed" || !row.insights) {
    throw new AppError(409, "PROFILE_ANALYSIS_NOT_READY");
  }
  const detail = await detailOf(deps, row);
  const branding = await brandingOf(deps.db, team.ownerId);
  return {
    job: profileExportJob(detail, format, branding, now),
    file: profileExportFileInfo(detail, format, now),
  };
}
