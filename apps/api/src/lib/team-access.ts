import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * What a route does as a team viewer's access sees it (the guard is modules/team's): `read`
 * (the team's reports), `write` (starts, changes, shares or exports them) or `personal` (the
 * caller's own account, plan, bookmarks and mail). Without it, GET reads and every other
 * method writes, so a new route is closed to viewers until someone says otherwise.
 */
export type TeamAccess = "read" | "write" | "personal";

declare module "fastify" {
  interface FastifyContextConfig {
    teamAccess?: TeamAccess;
  }
}

/** Whether a request writes team data, by its route's `teamAccess` or its method. */
export function writesTeamData(request: FastifyRequest): boolean {
  const access = request.routeOptions.config.teamAccess;
  if (access) return access === "write";
  return request.method !== "GET" && request.method !== "HEAD";
}

/** Marks every route the plugin registers from here on as the caller's own business. */
export function personalRoutes(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    route.config = { teamAccess: "personal", ...route.config };
  });
}
