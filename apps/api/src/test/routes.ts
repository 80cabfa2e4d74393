import diagnostics from "node:diagnostics_channel";
import type { FastifyInstance, RouteOptions } from "fastify";

/** The app's routes as Fastify registers them. */
export function collectRoutes(): { routes: RouteOptions[]; stop(): void } {
  const routes: RouteOptions[] = [];
  const onInit = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", (route) => {
      routes.push(route);
    });
  };
  diagnostics.subscribe("fastify.initialization", onInit);
  return { routes, stop: () => diagnostics.unsubscribe("fastify.initialization", onInit) };
}
