import {
  type AgencyBrandingResponse,
  agencyBrandingResponseSchema,
  agencyBrandingSchema,
  type TeamRole,
  WHITE_LABEL_LOGO_MAX_BYTES,
} from "@commentlens/shared";
import type { FastifyError, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { checkLogo } from "../../lib/logo-image.js";
import { sendError } from "../../plugins/error-handler.js";
import { requireUser } from "../auth/session.js";
import { brandingOf, replaceBranding } from "./branding-service.js";

/** The Agency team a user takes part in, and as whom. */
export interface BrandingTeam {
  ownerId: string;
  role: TeamRole;
}

export interface BrandingRoutesOptions {
  db: Db;
  /** The Agency team a user takes part in now (their own as owner), or null. */
  teamOf: (userId: string) => Promise<BrandingTeam | null>;
}

/**
 * A PUT's body: the logo in base64 (4 characters per 3 bytes), its data URL prefix, the name
 * (up to 80 characters, 6 bytes each when JSON-escaped) and the keys, with room to spare.
 */
export const BRANDING_BODY_LIMIT = Math.ceil(WHITE_LABEL_LOGO_MAX_BYTES / 3) * 4 + 16 * 1024;

const LOGO_TOO_LARGE = `The logo must be at most ${WHITE_LABEL_LOGO_MAX_BYTES / 1024} KB.`;

/**
 * White-label branding of an Agency team (`/api/agency/branding`): the name and logo its
 * exported profile reports carry. Members read their owner's; only the owner changes it.
 */
export const brandingRoutes: FastifyPluginAsyncZod<BrandingRoutesOptions> = async (
  app,
  { db, teamOf },
) => {
  // Who asks, and for which team, is settled before a (large) body is read.
  const teams = new WeakMap<FastifyRequest, BrandingTeam>();
  app.addHook("onRequest", async (request) => {
    const user = await requireUser(request);
    const team = await teamOf(user.id);
    if (!team) throw new AppError(403, "AGENCY_REQUIRED");
    teams.set(request, team);
  });
  const teamOfRequest = (request: FastifyRequest): BrandingTeam => {
    const team = teams.get(request);
    if (!team) throw new Error("branding route without a team check");
    return team;
  };

  // A body over the limit is a logo too large: say so in those words.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return sendError(reply, 413, "PAYLOAD_TOO_LARGE", LOGO_TOO_LARGE);
    }
    throw error;
  });

  app.get(
    "/agency/branding",
    { schema: { response: { 200: agencyBrandingResponseSchema } } },
    async (request): Promise<AgencyBrandingResponse> => {
      const team = teamOfRequest(request);
      const branding = await brandingOf(db, team.ownerId);
      return {
        agency_name: branding?.agency_name ?? null,
        logo_data_url: branding?.logo_data_url ?? null,
        can_edit: team.role === "owner",
      };
    },
  );

  app.put(
    "/agency/branding",
    {
      bodyLimit: BRANDING_BODY_LIMIT,
      onRequest: async (request) => {
        if (teamOfRequest(request).role !== "owner") {
          throw new AppError(403, "BRANDING_OWNER_ONLY");
        }
      },
      schema: { body: agencyBrandingSchema, response: { 200: agencyBrandingResponseSchema } },
    },
    async (request): Promise<AgencyBrandingResponse> => {
      const { ownerId } = teamOfRequest(request);
      const name = request.body.agency_name?.trim() || null;
      const logo = request.body.logo_data_url;
      if (logo !== null) {
        const checked = checkLogo(logo);
        if (!checked.ok) throw new AppError(400, "INVALID_LOGO", checked.message);
      }
      await replaceBranding(db, ownerId, { agency_name: name, logo_data_url: logo });
      return { agency_name: name, logo_data_url: logo, can_edit: true };
    },
  );
};
