import type { FastifyInstance } from "fastify";
import { writesTeamData } from "../../lib/team-access.js";
import { sessionUser } from "../auth/session.js";
import { getMembership } from "./repository.js";
import { type TeamDeps, teamError, teamOf } from "./service.js";

/**
 * Viewers of an Agency team read its reports and nothing more: every route that writes is
 * refused with 403 on the server, whatever the screens show. Checked on each request, so a
 * role change applies at once; a viewer whose team lost its plan (or their seat) is back on
 * their own account and may write again.
 */
export function registerViewerGuard(app: FastifyInstance, team: TeamDeps): void {
  // Before the body is read: a viewer learns they may not write, not what their input lacked.
  app.addHook("onRequest", async (request) => {
    if (!request.routeOptions.url?.startsWith("/api/") || !writesTeamData(request)) return;
    const user = await sessionUser(request);
    if (!user) return;
    // Most callers are in no team, or a member: one indexed read settles it.
    const membership = await getMembership(team.db, user.id);
    if (membership?.role !== "viewer") return;
    if ((await teamOf(team, user.id))?.role === "viewer") {
      throw teamError(403, "TEAM_VIEWER_READ_ONLY");
    }
  });
}
