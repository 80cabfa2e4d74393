import { type AnalysisState, SHARED_REPORT_PATH, type ShareStatus } from "@commentlens/shared";
import { AppError } from "../../lib/app-error.js";
import { newShareToken, shareKindOf, shareTokenHash } from "../../lib/share-token.js";
import { isOwnerAccount, type Owner } from "./owner.js";
import { type AnalysisRow, findAnalysis } from "./repository.js";
import type { AnalysesDeps } from "./service.js";
import { toState } from "./service.js";
import { activeShare, findShare, replaceShare, revokeShares } from "./share-repository.js";

/**
 * Read-only links to post reports (see `share-token.ts`): the address is shown once, when it
 * is made. Making a new link revokes the old.
 */

function assertSharable(row: AnalysisRow, who: Owner | null): void {
  if (!isOwnerAccount(row, who)) throw new AppError(403, "SHARE_OWNER_ONLY");
  if (row.status !== "completed") throw new AppError(409, "SHARE_NOT_READY");
}

/** A new read-only link to the report; any earlier one stops working. */
export async function createShare(
  deps: Pick<AnalysesDeps, "db">,
  row: AnalysisRow,
  who: Owner | null,
  publicUrl: string,
): Promise<{ url: string }> {
  assertSharable(row, who);
  const token = newShareToken("a");
  await replaceShare(deps.db, row.id, shareTokenHash(token));
  return { url: `${publicUrl}${SHARED_REPORT_PATH}/${token}` };
}

export async function revokeShare(
  deps: Pick<AnalysesDeps, "db">,
  row: AnalysisRow,
  who: Owner | null,
): Promise<void> {
  if (!isOwnerAccount(row, who)) throw new AppError(403, "SHARE_OWNER_ONLY");
  await revokeShares(deps.db, row.id);
}

export async function shareStatus(
  deps: Pick<AnalysesDeps, "db">,
  row: AnalysisRow,
  who: Owner | null,
): Promise<ShareStatus> {
  if (!isOwnerAccount(row, who)) throw new AppError(403, "SHARE_OWNER_ONLY");
  const active = await activeShare(deps.db, row.id);
  return { active: active !== undefined, created_at: active?.createdAt.toISOString() ?? null };
}

/** The analysis a link opens: 404 for no such link, 410 once revoked. */
export async function sharedAnalysis(
  deps: Pick<AnalysesDeps, "db">,
  token: string,
): Promise<AnalysisRow> {
  const share =
    shareKindOf(token) === "a" ? await findShare(deps.db, shareTokenHash(token)) : undefined;
  if (!share) throw new AppError(404, "SHARE_NOT_FOUND");
  if (share.revokedAt) throw new AppError(410, "SHARE_REVOKED");
  const row = await findAnalysis(deps.db, share.analysisId);
  if (row?.status !== "completed") throw new AppError(404, "SHARE_NOT_FOUND");
  return row;
}

/**
 * The report as a link shows it: nothing of the owner's account (whether it is a visitor's,
 * when it expires, what they may do) and no way to the owner's other reports.
 */
export function sharedState(row: AnalysisRow): AnalysisState {
  const state = toState(row);
  return {
    ...state,
    visitor: false,
    expires_at: null,
    can_correct: false,
    can_share: false,
    comparison: null,
  };
}
