import type { AgencyBranding, ProfileAnalysisDetail, ShareStatus } from "@commentlens/shared";
import { SHARED_REPORT_PATH } from "@commentlens/shared";
import { AppError } from "../../lib/app-error.js";
import { newShareToken, shareKindOf, shareTokenHash } from "../../lib/share-token.js";
import type { SessionUser } from "../auth/session.js";
import { readableProfileAnalysis } from "./access.js";
import { brandingOf } from "./branding-service.js";
import { findProfileAnalysis } from "./repository.js";
import { type AgencyDeps, detailOf } from "./service.js";
import {
  activeProfileShare,
  findProfileShare,
  replaceProfileShare,
  revokeProfileShares,
} from "./share-repository.js";

/**
 * Read-only links to profile reports: any member of the Agency team makes or revokes one (the
 * team reads every profile analysis); the address is shown once, when it is made.
 */

async function teamAnalysis(deps: AgencyDeps, user: SessionUser, id: string) {
  return (await readableProfileAnalysis(deps, user, id)).row;
}

export async function createProfileShare(
  deps: AgencyDeps,
  user: SessionUser,
  id: string,
  publicUrl: string,
): Promise<{ url: string }> {
  const row = await teamAnalysis(deps, user, id);
  if (row.status !== "completed") throw new AppError(409, "SHARE_NOT_READY");
  const token = newShareToken("p");
  await replaceProfileShare(deps.db, row.id, shareTokenHash(token));
  return { url: `${publicUrl}${SHARED_REPORT_PATH}/${token}` };
}

export async function revokeProfileShare(
  deps: AgencyDeps,
  user: SessionUser,
  id: string,
): Promise<void> {
  const row = await teamAnalysis(deps, user, id);
  await revokeProfileShares(deps.db, row.id);
}

export async function profileShareStatus(
  deps: AgencyDeps,
  user: SessionUser,
  id: string,
): Promise<ShareStatus> {
  const row = await teamAnalysis(deps, user, id);
  const active = await activeProfileShare(deps.db, row.id);
  return { active: active !== undefined, created_at: active?.createdAt.toISOString() ?? null };
}

/**
 * The profile report a link opens, with the agency's branding and without its people (who
 * started it): 404 for no such link, 410 once revoked.
 */
export async function sharedProfile(
  deps: AgencyDeps,
  token: string,
): Promise<{ profile: ProfileAnalysisDetail; branding: AgencyBranding | null }> {
  const share =
    shareKindOf(token) === "p" ? await findProfileShare(deps.db, shareTokenHash(token)) : undefined;
  if (!share) throw new AppError(404, "SHARE_NOT_FOUND");
  if (share.revokedAt) throw new AppError(410, "SHARE_REVOKED");
  const row = await findProfileAnalysis(deps.db, share.profileAnalysisId);
  if (row?.status !== "completed") throw new AppError(404, "SHARE_NOT_FOUND");
  const [detail, branding] = await Promise.all([
    detailOf(deps, row),
    brandingOf(deps.db, row.ownerId),
  ]);
  // The posts' own reports stay the team's: a link opens this report only.
  const posts = detail.posts.map((p) => ({ ...p, analysis_id: null }));
  return { profile: { ...detail, created_by: null, posts }, branding };
}
