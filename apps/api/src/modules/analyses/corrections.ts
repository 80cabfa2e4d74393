import type {
  AnalysisComment,
  AnalysisResult,
  CommentResult,
  CorrectionLine,
  LabelCorrection,
} from "@commentlens/shared";
import { AppError } from "../../lib/app-error.js";
import {
  correctionLines,
  correctionsOf,
  deleteCorrection,
  findComment,
  saveCorrection,
  storeRelabelled,
} from "./corrections-repository.js";
import { isOwnerAccount, type Owner } from "./owner.js";
import { type AnalysisRow, findAnalysis, storedComments } from "./repository.js";
import { type AnalysesDeps, reportOfRun } from "./service.js";
import { fullResult } from "./stored-result.js";

/**
 * The owner's corrections of how comments were read ("Wrong label?"). Each one is saved, then
 * the report is rebuilt from the stored comments with every correction in place, so its
 * figures and findings count each corrected comment as the owner read it.
 */

/** Only the account that owns a finished report corrects it. */
function assertCorrectable(row: AnalysisRow, who: Owner | null): void {
  if (!isOwnerAccount(row, who)) throw new AppError(403, "LABELS_OWNER_ONLY");
  if (row.status !== "completed") throw new AppError(409, "LABELS_NOT_READY");
}

/**
 * Sets the owner's labels for one comment (`null`: back to the analyzer's reading), rebuilds
 * the report and answers the comment as it now reads.
 */
export async function correctLabel(
  deps: AnalysesDeps,
  row: AnalysisRow,
  who: Owner | null,
  commentId: string,
  correction: LabelCorrection | null,
): Promise<AnalysisComment> {
  assertCorrectable(row, who);
  const stored = await findComment(deps.db, row.id, commentId);
  if (!stored) throw new AppError(404, "COMMENT_NOT_FOUND");
  const revision = correction
    ? await saveCorrection(deps.db, row.id, commentId, correction)
    : await deleteCorrection(deps.db, row.id, commentId);
  if (revision === undefined) return stored;
  await rebuildReport(deps, row.id, revision);
  return (await findComment(deps.db, row.id, commentId)) ?? stored;
}

/** The readings that differ between two runs over the same comments. */
function changedResults(before: CommentResult[], after: CommentResult[]): CommentResult[] {
  const old = new Map(before.map((r) => [r.id, r]));
  return after.filter((r) => {
    const was = old.get(r.id);
    return (
      !was ||
      was.label !== r.label ||
      was.target !== r.target ||
      was.stance !== r.stance ||
      was.about !== r.about ||
      was.score !== r.score ||
      (was.corrected === true) !== (r.corrected === true) ||
      was.tags.join() !== r.tags.join()
    );
  });
}

/**
 * The report again from the analysis's stored comments, with its corrections at `revision`;
 * stored unless a later correction has been saved meanwhile (its rebuild stores both).
 */
async function rebuildReport(deps: AnalysesDeps, id: string, revision: number): Promise<void> {
  const row = await findAnalysis(deps.db, id);
  if (row?.status !== "completed") return;
  const [comments, corrections] = await Promise.all([
    storedComments(deps.db, id),
    correctionsOf(deps.db, id),
  ]);
  const before: AnalysisResult | null = fullResult(row.analysisData, row.commentResults);
  const result = await deps.analyzer.analyze({
    comments,
    post: row.post ?? null,
    owner: row.importOwner,
    available: before?.available,
    repliesIncluded: comments.some((c) => c.parentId !== null || c.isFromOwner),
    corrections,
  });
  const patch = await reportOfRun(deps, row, comments, result);
  const changed = changedResults(before?.comments ?? [], result.comments);
  if (await storeRelabelled(deps.db, id, revision, changed, patch)) deps.events.changed(id);
}

/** The owner's corrections as a labelled comments file: one JSON object per line. */
export async function correctionsFile(
  deps: AnalysesDeps,
  row: AnalysisRow,
  who: Owner | null,
): Promise<string> {
  if (!isOwnerAccount(row, who)) throw new AppError(403, "LABELS_OWNER_ONLY");
  const lines: CorrectionLine[] = await correctionLines(deps.db, row.id, row.shortcode);
  return lines.map((line) => `${JSON.stringify(line)}\n`).join("");
}
