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
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { personalRoutes } from "../../lib/team-access.js";
import { requireUser } from "../auth/session.js";
import type { DeviceCookie } from "./device.js";
import {
  type ClientSeen,
  processReferral,
  type ReferralDeps,
  referralCode,
  referralStats,
  referralsOf,
  rewardsOf,
  validateReferralCode,
} from "./service.js";

/** The referral programme (`/api/referrals…`); the logic is in service.ts. */
export const referralRoutes: FastifyPluginAsyncZod<{
  referrals: ReferralDeps;
  devices: DeviceCookie;
}> = async (app, { referrals, devices }) => {
  // A team viewer still runs their own account.
  personalRoutes(app);
  /**
   * The requester's address (request.ip honours a proxy only with TRUST_PROXY), browser and
   * device cookie (given one on the way).
   */
  const clientOf = (request: FastifyRequest, reply: FastifyReply): ClientSeen => {
    const agent = request.headers["user-agent"];
    return {
      ip: request.ip,
      userAgent: (typeof agent === "string" ? agent : "").slice(0, 512),
      device: devices.ensure(request, reply),
    };
  };

  app.get(
    "/referrals/code",
    { schema: { response: { 200: referralCodeSchema } } },
    async (request, reply) =>
      referralCode(referrals, (await requireUser(request)).id, clientOf(request, reply)),
  );

  app.get(
    "/referrals/stats",
    { schema: { response: { 200: referralStatsSchema } } },
    async (request, reply) =>
      referralStats(referrals, (await requireUser(request)).id, clientOf(request, reply)),
  );

  app.get(
    "/referrals",
    { schema: { response: { 200: referralsResponseSchema } } },
    async (request) => referralsOf(referrals, (await requireUser(request)).id),
  );

  app.get(
    "/referrals/rewards",
    { schema: { response: { 200: referralRewardsResponseSchema } } },
    async (request) => rewardsOf(referrals, (await requireUser(request)).id),
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
      return validateReferralCode(referrals, request.query.code);
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
    async (request, reply) =>
      processReferral(
        referrals,
        await requireUser(request),
        request.body.referral_code,
        clientOf(request, reply),
      ),
  );
};
