import {
  assigneesResponseSchema,
  commentAssignmentInputSchema,
  labelCorrectionResponseSchema,
} from "@commentlens/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInReport } from "../access.js";
import { type AssignmentDeps, assignComment, assigneesOf } from "./service.js";

const idParams = z.object({ id: z.string().min(1).max(100) });
const commentParams = idParams.extend({ commentId: z.string().min(1).max(200) });

/** Who on the team a report's comments go to, and giving them (signed-in teammates). */
export const assignmentRoutes: FastifyPluginAsyncZod<{ deps: AssignmentDeps }> = async (
  app,
  { deps },
) => {
  const access = { db: deps.db, teamOf: deps.teamOf };
  const readable = (request: FastifyRequest<{ Params: { id: string } }>) =>
    signedInReport(access, request);

  app.get(
    "/analyses/:id/assignees",
    { schema: { params: idParams, response: { 200: assigneesResponseSchema } } },
    async (request) => {
      const { row, who } = await readable(request);
      return { items: await assigneesOf(deps, row, who) };
    },
  );

  app.put(
    "/analyses/:id/comments/:commentId/assignment",
    {
      schema: {
        params: commentParams,
        body: commentAssignmentInputSchema,
        response: { 200: labelCorrectionResponseSchema },
      },
    },
    async (request) => {
      const { row, who } = await readable(request);
      return {
        comment: await assignComment(deps, row, who, request.params.commentId, request.body),
      };
    },
  );
};
