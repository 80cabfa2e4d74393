import { healthResponseSchema } from "@commentlens/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.js";
import { version } from "../../lib/version.js";
import { checkHealth } from "./service.js";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
  app.get(
    "/health",
    {
      schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } },
      logLevel: "warn",
    },
    async (_request, reply) => {
      const health = await checkHealth(opts.database, version);
      reply.header("cache-control", "no-store");
      return reply.status(health.status === "ok" ? 200 : 503).send(health);
    },
  );
};
