import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fromLoopback } from "../../../lib/loopback.js";
import type { Jobs } from "../../../plugins/jobs.js";
import { requireUser } from "../../auth/session.js";
import { runSchedulesNow } from "./jobs.js";
import type { ScheduleDeps } from "./service.js";

/**
 * For a developer on this machine, never in production: runs the signed-in account's
 * schedules now instead of at their time, and sends the alerts of runs that ended, as the
 * minute's tick would. To anyone else it does not exist (404).
 */
export const scheduleDevRoutes: FastifyPluginAsyncZod<{ deps: ScheduleDeps; jobs: Jobs }> = async (
  app,
  { deps, jobs },
) => {
  app.addHook("onRequest", async (request, reply) => {
    if (!fromLoopback(request)) return reply.callNotFound();
  });

  app.post(
    "/api/dev/schedules/run-now",
    {
      config: { teamAccess: "personal" },
      schema: {
        response: {
          200: z.object({
            due: z.number().int(),
            runs: z.number().int(),
            alerts: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return runSchedulesNow(jobs, deps.analyses.db, user.id);
    },
  );
};
