import type { Analyzer } from "@commentlens/analysis";
import { analysisResultSchema, analyzeCommentsRequestSchema } from "@commentlens/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.js";
import { requireUser } from "../auth/session.js";
import type { UsageService } from "../usage/service.js";
import { analyzeSubmittedComments } from "./service.js";

/** 20,000 comments of 2,200 characters, most of them emoji (4 bytes), fit with room. */
export const ANALYZE_BODY_LIMIT = 45 * 1024 * 1024;

export const analyzeCommentsRoutes: FastifyPluginAsyncZod<{
  analyzer: Analyzer;
  usage: UsageService;
}> = async (app, { analyzer, usage }) => {
  app.post(
    "/analyze-comments",
    {
      bodyLimit: ANALYZE_BODY_LIMIT,
      schema: {
        body: analyzeCommentsRequestSchema,
        response: { 200: analysisResultSchema },
      },
    },
    async (request) => {
      // Signed-in users only, metered like post analyses (a failure gives the slot back).
      const user = await requireUser(request);
      const slot = await usage.reserve({ kind: "user", userId: user.id });
      if (!slot) throw new AppError(402, "USAGE_LIMIT");
      try {
        return await analyzeSubmittedComments(request.body, analyzer);
      } catch (error) {
        await usage.release(slot);
        throw error;
      }
    },
  );
};
