import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { SessionUser } from "../auth/session.js";
import type { TeamMembershipInfo } from "../team/service.js";
import { findOwnedProfileAnalysis, type ProfileAnalysisRow } from "./repository.js";

/**
 * Who may use an Agency profile analysis, written once: they belong to the Agency team's
 * owner, so every member of the team reads them. The team is looked up on every request, so a
 * member removed from the team loses access at once; another team's id is a plain 404.
 */

export interface ProfileAccessDeps {
  db: Db;
  /** The Agency team a user takes part in now, or null (modules/team). */
  teamOf: (userId: string) => Promise<TeamMembershipInfo | null>;
}

/** The user's Agency team, or 403 with the upgrade banner's words. */
export async function requireTeam(
  deps: ProfileAccessDeps,
  user: SessionUser,
): Promise<TeamMembershipInfo> {
  const team = await deps.teamOf(user.id);
  if (!team) throw new AppError(403, "AGENCY_REQUIRED");
  return team;
}

/**
 * The profile analysis `id` as `user` may read it, with their team and a way to read it again
 * the same way (progress streams); 403 without a team, 404 for another team's id.
 */
export async function readableProfileAnalysis(
  deps: ProfileAccessDeps,
  user: SessionUser,
  id: string,
): Promise<{
  row: ProfileAnalysisRow;
  team: TeamMembershipInfo;
  read: () => Promise<ProfileAnalysisRow | undefined>;
}> {
  const team = await requireTeam(deps, user);
  const read = () => findOwnedProfileAnalysis(deps.db, id, team.ownerId);
  const row = await read();
  if (!row) throw new AppError(404, "PROFILE_ANALYSIS_NOT_FOUND");
  return { row, team, read };
}
