import {
  referralCodeSchema,
  referralProcessRequestSchema,
  referralProcessResponseSchema,
  referralRewardsResponseSchema,
  referralStatsSchema,
  referralsResponseSchema,
  referralValidateQuerySchema,
  referralValidateResponseSchema,
} from "@commentlens/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../auth/session.js";
import type { ClientSeen, ReferralService } from "./service.js";

/** The requester's address (request.ip honours a proxy only with TRUST_PROXY) and browser. */
function clientOf(request: FastifyRequest): ClientSeen {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: (typeof agent === "string" ? agent : "").slice(0, 512) };
}

/** The referral programme (`/api/referrals…`); the logic is in service.ts. */
export const referralRoutes: FastifyPluginAsyncZod<{ referrals: ReferralService }> = async (
  app,
  { referrals },
) => {
  app.get(
    "/referrals/code",
    { schema: { response: { 200: referralCodeSchema } } },
    async (request) => referrals.code((await requireUser(request)).id, clientOf(request)),
  );

  app.get(
    "/referrals/stats",
    { schema: { response: { 200: referralStatsSchema } } },
    async (request) => referrals.stats((await requireUser(request)).id, clientOf(request)),
  );

  app.get(
    "/referrals",
    { schema: { response: { 200: referralsResponseSchema } } },
    async (request) => referrals.list((await requireUser(request)).id),
  );

  app.get(
    "/referrals/rewards",
    { schema: { response: { 200: referralRewardsResponseSchema } } },
    async (request) => referrals.rewards((await requireUser(request)).id),
  );

  // Public: the sign-up page checks a link's code before showing its banner.
  app.get(
    "/referrals/validate",
    {
      schema: {
        querystring: referralValidateQuerySchema,
        response: { 200: referralValidateResponseSchema },
      },
      preHandler: referrals.validations.preHandler,
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return referrals.validate(request.query.code);
    },
  );

  app.post(
    "/referrals/process",
    {
      schema: {
        body: referralProcessRequestSchema,
        response: { 200: referralProcessResponseSchema },
      },
    },
    async (request) =>
      referrals.process(
        (await requireUser(request)).id,
        request.body.referral_code,
        clientOf(request),
      ),
  );
};
