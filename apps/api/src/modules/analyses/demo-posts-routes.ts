import { DemoProvider, type InstagramProvider } from "@commentlens/instagram";
import { demoProfilesResponseSchema, demoSamplesResponseSchema } from "@commentlens/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.js";

export const demoPostsRoutes: FastifyPluginAsyncZod<{ provider: InstagramProvider }> = async (
  app,
  { provider },
) => {
  // The samples offered under "Try a sample": only while the demo data is the source.
  app.get(
    "/demo/posts",
    { schema: { response: { 200: demoSamplesResponseSchema } } },
    async (_request, reply) => {
      if (!(provider instanceof DemoProvider)) {
        throw new AppError(
          404,
          "NOT_FOUND",
          "This site offers no sample posts: paste the link of a public post instead.",
        );
      }
      reply.header("cache-control", "public, max-age=300");
      return provider.listSamples();
    },
  );

  // The sample profile offered in the agency's "New Profile Analysis" dialog.
  app.get(
    "/demo/profiles",
    { schema: { response: { 200: demoProfilesResponseSchema } } },
    async (_request, reply) => {
      if (!(provider instanceof DemoProvider)) {
        throw new AppError(404, "NOT_FOUND", "This site offers no sample profile.");
      }
      reply.header("cache-control", "public, max-age=300");
      return provider.listSampleProfiles();
    },
  );
};
