import {
  alertsUnsubscribeResponseSchema,
  postScheduleResponseSchema,
  postScheduleSchema,
  SCHEDULE_MESSAGES,
  scheduleInputSchema,
  trendResponseSchema,
} from "@commentlens/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../lib/app-error.js";
import { oneClickSchema, oneClickScope, oneClickToken } from "../../../lib/one-click.js";
import { type AnalysisAccessDeps, signedInReport } from "../access.js";
import {
  removeSchedule,
  type ScheduleDeps,
  scheduleOf,
  setSchedule,
  trendOf,
  unsubscribeAlerts,
} from "./service.js";

const idParams = z.object({ id: z.string().min(1).max(100) });

export interface ScheduleRoutesOptions {
  deps: ScheduleDeps;
  teamOf?: AnalysisAccessDeps["teamOf"];
}

/** A post's schedule and trend (signed-in readers of the report), and alerts' unsubscribe. */
export const scheduleRoutes: FastifyPluginAsyncZod<ScheduleRoutesOptions> = async (
  app,
  { deps, teamOf },
) => {
  const access: AnalysisAccessDeps = { db: deps.analyses.db, ...(teamOf ? { teamOf } : {}) };
  const readable = (request: FastifyRequest<{ Params: { id: string } }>) =>
    signedInReport(access, request);

  app.get(
    "/analyses/:id/schedule",
    { schema: { params: idParams, response: { 200: postScheduleResponseSchema } } },
    async (request) => {
      const { row, who } = await readable(request);
      return { schedule: await scheduleOf(deps, row, who) };
    },
  );

  app.put(
    "/analyses/:id/schedule",
    {
      schema: {
        params: idParams,
        body: scheduleInputSchema,
        response: { 200: postScheduleSchema },
      },
    },
    async (request) => {
      const { row, who } = await readable(request);
      return setSchedule(deps, row, who, request.body);
    },
  );

  app.delete("/analyses/:id/schedule", { schema: { params: idParams } }, async (request, reply) => {
    const { row, who } = await readable(request);
    await removeSchedule(deps, row, who);
    return reply.status(204).send();
  });

  app.get(
    "/analyses/:id/trend",
    { schema: { params: idParams, response: { 200: trendResponseSchema } } },
    async (request) => {
      const { row } = await readable(request);
      return { points: await trendOf(deps, row) };
    },
  );

  // One click from a mail, signed in or not: the token is the only credential.
  await oneClickScope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/alerts/unsubscribe",
      {
        config: { teamAccess: "personal" },
        schema: { ...oneClickSchema, response: { 200: alertsUnsubscribeResponseSchema } },
      },
      async (request) => {
        const given = oneClickToken(request);
        if (!given) {
          throw new AppError(400, "VALIDATION_FAILED", SCHEDULE_MESSAGES.unsubscribeInvalid);
        }
        return unsubscribeAlerts(deps, given);
      },
    );
  });
};
