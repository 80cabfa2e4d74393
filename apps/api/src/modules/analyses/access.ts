import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { requireUser } from "../auth/session.js";
import type { Owner } from "./owner.js";
import {
  type AnalysisRow,
  findOwnedAnalysis,
  findTeamPostAnalysis,
  type ReadOptions,
} from "./repository.js";

/**
 * Who may read a post analysis, written once: its owner (an account, or a visitor's browser),
 * or, for a post of an Agency profile analysis, any member of that team (those belong to the
 * team's owner). The team is looked up on every request, so a member removed from the team
 * loses access at once. Anything else, someone else's id included, is a plain 404.
 */

export type { ReadOptions };

export interface AnalysisAccessDeps {
  db: Db;
  /** The Agency team a user takes part in now, if the app has teams. */
  teamOf?: (userId: string) => Promise<{ ownerId: string } | null>;
}

/**
 * The analysis `id` as `who` may read it, and a way to read it again the same way (progress
 * streams); 404 when they may not.
 */
export async function readableAnalysis(
  deps: AnalysisAccessDeps,
  who: Owner | null,
  id: string,
  options: ReadOptions = {},
): Promise<{ row: AnalysisRow; read: () => Promise<AnalysisRow | undefined> }> {
  let read = async () => (who ? findOwnedAnalysis(deps.db, id, who, options) : undefined);
  let row = await read();
  if (!row && who?.kind === "user" && deps.teamOf) {
    const team = await deps.teamOf(who.userId);
    if (team) {
      read = () => findTeamPostAnalysis(deps.db, id, team.ownerId, options);
      row = await read();
    }
  }
  if (!row) throw new AppError(404, "ANALYSIS_NOT_FOUND");
  return { row, read };
}

/**
 * The report `:id` as a signed-in reader may read it, without its per-comment results (the
 * calls on a report's schedule, trend and assignments need its row only); 401 signed out.
 */
export async function signedInReport(
  deps: AnalysisAccessDeps,
  request: FastifyRequest<{ Params: { id: string } }>,
): Promise<{ row: AnalysisRow; who: Owner }> {
  const user = await requireUser(request);
  const who: Owner = { kind: "user", userId: user.id };
  const { row } = await readableAnalysis(deps, who, request.params.id, { withResults: false });
  return { row, who };
}
