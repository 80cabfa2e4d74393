import type {
  AnalysisComment,
  Assignee,
  CommentAssignmentInput,
  commentAssignmentInputSchema,
} from "@commentlens/shared";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../../db/client.js";
import { AppError } from "../../../lib/app-error.js";
import type { Mailer } from "../../mail/mailer.js";
import { commentAssignedMail } from "../../mail/templates.js";
import { findComment } from "../corrections-repository.js";
import type { Owner } from "../owner.js";
import { type AnalysisRow, setCommentAssignment } from "../repository.js";
import type { ReaderTeam } from "../service.js";

/**
 * On an Agency team's reports (the posts of its profile analyses, which every teammate
 * reads) the owner and members give questions and complaints to one another, with a note;
 * the assignee hears of it by mail and finds them under "Assigned to me". Later runs of the
 * post keep the assignments.
 */

export interface AssignmentDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The reader's Agency team now. */
  teamOf: (userId: string) => Promise<ReaderTeam | null>;
  /** Who on an owner's team may be given comments (the owner and members). */
  assignees: (ownerId: string) => Promise<Assignee[]>;
}

/** The reader's team, when `row` is one of its reports; refused otherwise. */
async function teamOfReport(
  deps: AssignmentDeps,
  row: AnalysisRow,
  who: Owner | null,
): Promise<ReaderTeam> {
  if (who?.kind !== "user") throw new AppError(401, "NOT_AUTHENTICATED");
  const team = await deps.teamOf(who.userId);
  if (!team || !row.profileAnalysisId || team.ownerId !== row.userId) {
    throw new AppError(409, "ASSIGN_TEAM_ONLY");
  }
  return team;
}

/** `GET /api/analyses/:id/assignees`: whom the report's comments may be given to. */
export async function assigneesOf(
  deps: AssignmentDeps,
  row: AnalysisRow,
  who: Owner | null,
): Promise<Assignee[]> {
  const team = await teamOfReport(deps, row, who);
  return deps.assignees(team.ownerId);
}

/** Gives the comment to a teammate (or takes it back) and tells them by mail. */
export async function assignComment(
  deps: AssignmentDeps,
  row: AnalysisRow,
  who: Owner | null,
  commentId: string,
  input: z.output<typeof commentAssignmentInputSchema> | CommentAssignmentInput,
): Promise<AnalysisComment> {
  const team = await teamOfReport(deps, row, who);
  if (row.status !== "completed") throw new AppError(409, "ANALYSIS_NOT_READY");
  const before = await findComment(deps.db, row.id, commentId);
  if (!before) throw new AppError(404, "COMMENT_NOT_FOUND");
  const assigneeId = input.assignee_id ?? null;
  const teammates = await deps.assignees(team.ownerId);
  const assignee = assigneeId ? teammates.find((a) => a.user_id === assigneeId) : undefined;
  if (assigneeId && !assignee) throw new AppError(400, "ASSIGNEE_NOT_IN_TEAM");
  const note = input.note?.trim() || null;
  if (!(await setCommentAssignment(deps.db, row.id, commentId, assigneeId, note))) {
    throw new AppError(404, "COMMENT_NOT_FOUND");
  }
  const comment = await findComment(deps.db, row.id, commentId);
  if (!comment) throw new AppError(404, "COMMENT_NOT_FOUND");
  // Only a new assignee hears of it: editing the note, or taking on a comment oneself, is quiet.
  if (assignee && who?.kind === "user" && assignee.user_id !== who.userId) {
    if (before.assignee?.user_id !== assignee.user_id) {
      const assigner = teammates.find((a) => a.user_id === who.userId)?.email ?? "A teammate";
      await tellAssignee(deps, row, assigner, assignee, comment);
    }
  }
  return comment;
}

async function tellAssignee(
  deps: AssignmentDeps,
  row: AnalysisRow,
  assigner: string,
  assignee: Assignee,
  comment: AnalysisComment,
): Promise<void> {
  const owner = row.post?.owner.username;
  try {
    await deps.mailer.send({
      to: assignee.email,
      ...commentAssignedMail({
        assigner,
        post: owner ? `@${owner}'s post` : "a post of your team",
        comment,
        note: comment.assignment_note,
        reportUrl: `${deps.publicUrl}/app?analysis_id=${encodeURIComponent(row.id)}&assignee=me#all-comments`,
      }),
    });
  } catch (error) {
    // The assignment stands: it shows on the report even when the mail could not go out.
    deps.log.warn({ err: error, analysisId: row.id }, "assignment mail not sent");
  }
}
