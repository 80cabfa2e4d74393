import {
  analysisCommentsQuerySchema,
  analysisCommentsResponseSchema,
  errorCatalogue,
  SHARED_VIEWS_PER_WINDOW,
  SHARED_VIEWS_WINDOW_MS,
  type SharedReport,
  sharedReportSchema,
} from "@commentlens/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createRateLimiter } from "../../lib/rate-limit.js";
import { shareKindOf } from "../../lib/share-token.js";
import { readComments } from "./comments-query.js";
import type { AnalysesDeps } from "./service.js";
import { sharedAnalysis, sharedState } from "./shares.js";

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** Not for search engines, not for caches between the reader and us. */
function privateAnswer(reply: FastifyReply): void {
  reply.header("x-robots-tag", "noindex, nofollow").header("cache-control", "private, no-store");
}

/**
 * A report opened by its share link: a post's report and its comments, or a profile's report,
 * read-only, to anyone with the link, signed in or not. Limited per address, so links cannot
 * be guessed by trying.
 */
export const sharedRoutes: FastifyPluginAsyncZod<{
  deps: AnalysesDeps;
  /** A profile report's link (its token opens with "p"), read by the Agency module. */
  profile: (token: string) => Promise<Omit<Extract<SharedReport, { kind: "profile" }>, "kind">>;
}> = async (app, { deps, profile }) => {
  const limiter = createRateLimiter(
    deps.db,
    { name: "shared-views", max: SHARED_VIEWS_PER_WINDOW, windowMs: SHARED_VIEWS_WINDOW_MS },
    { message: errorCatalogue.RATE_LIMITED },
  );

  app.get(
    "/shared/:token",
    {
      preHandler: limiter.preHandler,
      schema: { params: tokenParams, response: { 200: sharedReportSchema } },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const { token } = request.params;
      if (shareKindOf(token) === "p")
        return { kind: "profile" as const, ...(await profile(token)) };
      return { kind: "post" as const, analysis: sharedState(await sharedAnalysis(deps, token)) };
    },
  );

  app.get(
    "/shared/:token/comments",
    {
      preHandler: limiter.preHandler,
      schema: {
        params: tokenParams,
        querystring: analysisCommentsQuerySchema,
        response: { 200: analysisCommentsResponseSchema },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const row = await sharedAnalysis(deps, request.params.token);
      // The team's reply work (notes, who has which comment) is its own.
      const { assignee: _own, ...query } = request.query;
      const page = await readComments(deps.db, row.id, query, null);
      return {
        ...page,
        items: page.items.map((c) => ({
          ...c,
          status_note: null,
          assignee: null,
          assignment_note: null,
        })),
      };
    },
  );
};
