import {
  agencyAccessSchema,
  analyzeProfileResponseSchema,
  errorCatalogue,
  fetchProfileResponseSchema,
  instagramDataRequestSchema,
  instagramDataResponseSchema,
  PROFILE_PROGRESS_EVENT,
  profileAnalysisDetailSchema,
  profileAnalysisListSchema,
  profileAnalyticsRequestSchema,
  profileProcessingRequestSchema,
  profileProgressQuerySchema,
  profileProgressSchema,
  shareLinkSchema,
  shareStatusSchema,
} from "@commentlens/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clientGone } from "../../lib/client-gone.js";
import { admitExport, type Exporter } from "../../lib/export-pool/pool.js";
import { streamProgress } from "../../lib/progress-stream.js";
import { createRateLimiter } from "../../lib/rate-limit.js";
import { requireUser, type SessionUser } from "../auth/session.js";
import { profileEventKey, toProgress } from "./progress.js";
import { profileScheduleRoutes } from "./schedule-routes.js";
import {
  type AgencyDeps,
  agencyAccess,
  analysisDetail,
  analyzeProfile,
  deleteAnalysis,
  exportJob,
  FETCH_POSTS_PER_HOUR,
  FETCH_PROFILES_PER_HOUR,
  fetchProfile,
  listAnalyses,
  progressOf,
  recentPosts,
} from "./service.js";
import { createProfileShare, profileShareStatus, revokeProfileShare } from "./shares.js";

const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * Agency profile analyses under the public API paths (`/api/profile-processing`, `/api/progress`,
 * `/api/profile-analytics`, `/api/instagram-data`) and resource paths for the rest; the logic
 * is in service.ts. Every call needs a session; all but `instagram-data` need the Agency plan.
 */
export const agencyRoutes: FastifyPluginAsyncZod<{
  deps: AgencyDeps;
  exporter: Exporter;
  /** The site's origin, for share links. */
  publicUrl: string;
}> = async (app, { deps, exporter, publicUrl }) => {
  // The session is checked before the body, so a signed-out caller always gets the 401.
  const users = new WeakMap<FastifyRequest, SessionUser>();
  app.addHook("preValidation", async (request) => {
    users.set(request, await requireUser(request));
  });
  const userOf = (request: FastifyRequest): SessionUser => {
    const user = users.get(request);
    if (!user) throw new Error("profile route without a session check");
    return user;
  };
  const postsLimiter = createRateLimiter(
    deps.db,
    { name: "instagram-data", max: FETCH_POSTS_PER_HOUR, windowMs: 60 * 60 * 1000 },
    { message: errorCatalogue.RATE_LIMITED },
  );
  const profilesLimiter = createRateLimiter(
    deps.db,
    { name: "profile-processing", max: FETCH_PROFILES_PER_HOUR, windowMs: 60 * 60 * 1000 },
    { message: errorCatalogue.RATE_LIMITED },
  );

  app.get("/agency/access", { schema: { response: { 200: agencyAccessSchema } } }, (request) =>
    agencyAccess(deps, userOf(request)),
  );

  app.post(
    "/instagram-data",
    {
      schema: { body: instagramDataRequestSchema, response: { 200: instagramDataResponseSchema } },
    },
    async (request) =>
      recentPosts(deps, postsLimiter, userOf(request), {
        usernameOrUrl: request.body.username_or_url,
        limit: request.body.limit,
      }),
  );

  app.post(
    "/profile-processing",
    {
      schema: {
        body: profileProcessingRequestSchema,
        response: { 200: z.union([fetchProfileResponseSchema, analyzeProfileResponseSchema]) },
      },
    },
    async (request) => {
      const body = request.body;
      return body.mode === "fetch_profile"
        ? fetchProfile(deps, profilesLimiter, userOf(request), body.instagram_profile_url)
        : analyzeProfile(deps, userOf(request), body.profile_analysis_id);
    },
  );

  app.get(
    "/progress",
    {
      schema: { querystring: profileProgressQuerySchema, response: { 200: profileProgressSchema } },
    },
    async (request) =>
      (await progressOf(deps, userOf(request), request.query.profile_analysis_id)).progress,
  );

  app.get(
    "/progress/stream",
    { schema: { querystring: profileProgressQuerySchema } },
    async (request, reply) => {
      const { row, read } = await progressOf(
        deps,
        userOf(request),
        request.query.profile_analysis_id,
      );
      streamProgress(request, reply, {
        first: row,
        read,
        subscribe: (listener) => deps.events.subscribe(profileEventKey(row.id), listener),
        event: PROFILE_PROGRESS_EVENT,
        data: toProgress,
        signature: (r) =>
          `${r.progressStatus}|${r.progress}|${r.currentStep}|${r.completedPosts}|${r.failedPosts}|${r.error}`,
        finished: (r) => r.status === "completed" || r.status === "failed",
      });
    },
  );

  app.get(
    "/profile-analyses",
    { schema: { response: { 200: profileAnalysisListSchema } } },
    async (request) => listAnalyses(deps, userOf(request)),
  );

  app.get(
    "/profile-analyses/:id",
    { schema: { params: idParams, response: { 200: profileAnalysisDetailSchema } } },
    async (request) => analysisDetail(deps, userOf(request), request.params.id),
  );

  app.post(
    "/profile-analyses/:id/share",
    { schema: { params: idParams, response: { 201: shareLinkSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createProfileShare(deps, userOf(request), request.params.id, publicUrl)),
  );

  app.get(
    "/profile-analyses/:id/share",
    { schema: { params: idParams, response: { 200: shareStatusSchema } } },
    async (request) => profileShareStatus(deps, userOf(request), request.params.id),
  );

  app.delete(
    "/profile-analyses/:id/share",
    { schema: { params: idParams } },
    async (request, reply) => {
      await revokeProfileShare(deps, userOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  profileScheduleRoutes(app, deps, userOf);

  app.delete("/profile-analyses/:id", { schema: { params: idParams } }, async (request, reply) => {
    await deleteAnalysis(deps, userOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.post(
    "/profile-analytics",
    { schema: { body: profileAnalyticsRequestSchema } },
    async (request, reply) => {
      const { analysis_id, format } = request.body;
      const user = userOf(request);
      const { job, file } = await exportJob(deps, user, analysis_id, format);
      const requester = { kind: "user", userId: user.id, ip: request.ip } as const;
      await admitExport(exporter, requester, reply);
      const { body } = await exporter.start(job, { who: requester, gone: clientGone(reply) });
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(body);
    },
  );
};
