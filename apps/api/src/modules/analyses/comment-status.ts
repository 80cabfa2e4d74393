import type { AnalysisComment, CommentStatus } from "@commentlens/shared";
import { AppError } from "../../lib/app-error.js";
import { findComment } from "./corrections-repository.js";
import type { Owner } from "./owner.js";
import { type AnalysisRow, setCommentStatus } from "./repository.js";
import type { AnalysesDeps } from "./service.js";

/**
 * The reply work on a report: its readers (its owner, or the Agency team for the posts of a
 * profile analysis) mark questions and complaints answered or handled, with a note; later
 * runs of the post keep the marks.
 */
export async function markComment(
  deps: Pick<AnalysesDeps, "db">,
  row: AnalysisRow,
  who: Owner | null,
  commentId: string,
  input: { status: CommentStatus | null; note: string | null },
): Promise<AnalysisComment> {
  // A visitor's report is not saved to an account: there is no reply work to keep.
  if (who?.kind !== "user") throw new AppError(401, "NOT_AUTHENTICATED");
  if (row.status !== "completed") throw new AppError(409, "ANALYSIS_NOT_READY");
  const marked = await setCommentStatus(
    deps.db,
    row.id,
    commentId,
    input.status,
    input.note || null,
  );
  if (!marked) throw new AppError(404, "COMMENT_NOT_FOUND");
  const comment = await findComment(deps.db, row.id, commentId);
  if (!comment) throw new AppError(404, "COMMENT_NOT_FOUND");
  return comment;
}
