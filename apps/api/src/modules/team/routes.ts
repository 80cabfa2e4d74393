import {
  teamAcceptRequestSchema,
  teamInviteRequestSchema,
  teamResponseSchema,
  teamRoleRequestSchema,
  teamViewSchema,
} from "@commentlens/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, type SessionUser } from "../auth/session.js";
import {
  acceptInvitation,
  inviteToTeam,
  leaveTeam,
  removeMember,
  resendInvitation,
  revokeInvitation,
  setMemberRole,
  type TeamDeps,
  viewTeam,
} from "./service.js";

const invitationParams = z.object({ id: z.string().min(1).max(100) });
const memberParams = z.object({ userId: z.string().min(1).max(200) });

/** Agency team seats (`/api/team…`); the logic is in service.ts. */
export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamDeps }> = async (app, { team }) => {
  // The session is checked before the body, so a signed-out caller always gets the 401.
  const users = new WeakMap<FastifyRequest, SessionUser>();
  app.addHook("preValidation", async (request) => {
    users.set(request, await requireUser(request));
  });
  const userOf = (request: FastifyRequest): SessionUser => {
    const user = users.get(request);
    if (!user) throw new Error("team route without a session check");
    return user;
  };

  app.get("/team", { schema: { response: { 200: teamResponseSchema } } }, async (request) =>
    viewTeam(team, userOf(request)),
  );

  app.post(
    "/team/invitations",
    { schema: { body: teamInviteRequestSchema, response: { 201: teamViewSchema } } },
    async (request, reply) => {
      const view = await inviteToTeam(team, userOf(request), request.body);
      return reply.status(201).send(view);
    },
  );

  app.post(
    "/team/invitations/:id/resend",
    { schema: { params: invitationParams, response: { 200: teamViewSchema } } },
    async (request) => resendInvitation(team, userOf(request), request.params.id),
  );

  app.delete(
    "/team/invitations/:id",
    { schema: { params: invitationParams, response: { 200: teamViewSchema } } },
    async (request) => revokeInvitation(team, userOf(request), request.params.id),
  );

  app.delete(
    "/team/members/:userId",
    { schema: { params: memberParams, response: { 200: teamViewSchema } } },
    async (request) => removeMember(team, userOf(request), request.params.userId),
  );

  app.patch(
    "/team/members/:userId",
    {
      schema: {
        params: memberParams,
        body: teamRoleRequestSchema,
        response: { 200: teamViewSchema },
      },
    },
    async (request) =>
      setMemberRole(team, userOf(request), {
        userId: request.params.userId,
        role: request.body.role,
      }),
  );

  app.post(
    "/team/accept",
    {
      config: { teamAccess: "personal" },
      schema: { body: teamAcceptRequestSchema, response: { 200: teamViewSchema } },
    },
    async (request) => acceptInvitation(team, userOf(request), request.body.token),
  );

  app.post(
    "/team/leave",
    { config: { teamAccess: "personal" }, schema: { response: { 200: teamResponseSchema } } },
    async (request) => leaveTeam(team, userOf(request)),
  );
};
