import type { Analyzer } from "@commentlens/analysis";
import { analysisResultSchema, analyzeCommentsRequestSchema } from "@commentlens/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analyzeSubmittedComments } from "./service.js";

/** 20,000 comments of 2,200 characters, most of them emoji (4 bytes), fit with room. */
export const ANALYZE_BODY_LIMIT = 45 * 1024 * 1024;

export const analysisRoutes: FastifyPluginAsyncZod<{ analyzer: Analyzer }> = async (
  app,
  { analyzer },
) => {
  app.post(
    "/analyze-comments",
    {
      bodyLimit: ANALYZE_BODY_LIMIT,
      schema: {
        body: analyzeCommentsRequestSchema,
        response: { 200: analysisResultSchema },
      },
    },
    async (request) => analyzeSubmittedComments(request.body, analyzer),
  );
};
