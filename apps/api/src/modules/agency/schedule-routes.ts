import {
  postScheduleResponseSchema,
  postScheduleSchema,
  scheduleInputSchema,
  trendResponseSchema,
} from "@commentlens/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionUser } from "../auth/session.js";
import { profileSchedule, profileTrend, scheduleProfile, unscheduleProfile } from "./schedules.js";
import type { AgencyDeps } from "./service.js";

const idParams = z.object({ id: z.string().min(1).max(100) });

/** A profile's schedule and trend, on the agency routes (behind their session check). */
export function profileScheduleRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  deps: AgencyDeps,
  userOf: (request: FastifyRequest) => SessionUser,
): void {
  app.get(
    "/profile-analyses/:id/schedule",
    { schema: { params: idParams, response: { 200: postScheduleResponseSchema } } },
    async (request) => ({
      schedule: await profileSchedule(deps, userOf(request), request.params.id),
    }),
  );

  app.put(
    "/profile-analyses/:id/schedule",
    {
      schema: {
        params: idParams,
        body: scheduleInputSchema,
        response: { 200: postScheduleSchema },
      },
    },
    async (request) => scheduleProfile(deps, userOf(request), request.params.id, request.body),
  );

  app.delete(
    "/profile-analyses/:id/schedule",
    { schema: { params: idParams } },
    async (request, reply) => {
      await unscheduleProfile(deps, userOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/profile-analyses/:id/trend",
    { schema: { params: idParams, response: { 200: trendResponseSchema } } },
    async (request) => ({ points: await profileTrend(deps, userOf(request), request.params.id) }),
  );
}
