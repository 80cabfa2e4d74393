import { randomUUID } from "node:crypto";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { accountRoutes } from "./modules/account/routes.js";
import { brandingRoutes } from "./modules/agency/branding-routes.js";
import { agencyRoutes } from "./modules/agency/routes.js";
import { sharedProfile } from "./modules/agency/shares.js";
import { assignmentRoutes } from "./modules/analyses/assignments/routes.js";
import { demoPostsRoutes } from "./modules/analyses/demo-posts-routes.js";
import { visitorCookies } from "./modules/analyses/owner.js";
import { analysesRoutes } from "./modules/analyses/routes.js";
import type { AlertDeps } from "./modules/analyses/schedules/alerts.js";
import { scheduleDevRoutes } from "./modules/analyses/schedules/dev-routes.js";
import { scheduleRoutes } from "./modules/analyses/schedules/routes.js";
import type { ScheduleDeps } from "./modules/analyses/schedules/service.js";
import { sharedRoutes } from "./modules/analyses/shared-routes.js";
import { analyzeCommentsRoutes } from "./modules/analyze-comments/routes.js";
import { type Auth, trustedOrigins } from "./modules/auth/auth.js";
import { registerAuthRoutes } from "./modules/auth/routes.js";
import { billingRoutes } from "./modules/billing/routes.js";
import { contactRoutes } from "./modules/contact/routes.js";
import { healthRoutes } from "./modules/health/routes.js";
import type { Mailer } from "./modules/mail/mailer.js";
import { devMailboxRoutes } from "./modules/mail/routes.js";
import { newsletterRoutes } from "./modules/newsletter/routes.js";
import { deviceCookie } from "./modules/referrals/device.js";
import { scheduleReferralJobs } from "./modules/referrals/jobs.js";
import { referralRoutes } from "./modules/referrals/routes.js";
import { seoRoutes } from "./modules/seo/routes.js";
import { teamRoutes } from "./modules/team/routes.js";
import { registerViewerGuard } from "./modules/team/viewer-guard.js";
import { registerErrorHandler } from "./plugins/error-handler.js";
import { registerInputGuard } from "./plugins/input-guard.js";
import type { Jobs } from "./plugins/jobs.js";
import { registerSecurity } from "./plugins/security.js";
import { defaultStaticDir, registerSpa } from "./plugins/spa.js";
import { createServices, type ServiceOverrides, startJobWorkers } from "./services.js";

export interface AppOptions extends ServiceOverrides {
  config: Config;
  database: Database;
  /** The process's pino logger; none (silent) when omitted, as in tests. */
  logger?: FastifyBaseLogger;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Builds the whole app without listening: the server and the tests both use this. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // Keep-alive sockets would otherwise hold shutdown until they time out.
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // Answers finished during shutdown close their keep-alive socket, so close() need not wait
  // for the client's keep-alive timeout; progress streams end (their clients reconnect).
  const closing = new AbortController();
  app.decorate("closing", closing.signal);
  app.addHook("onSend", async (_request, reply) => {
    if (closing.signal.aborted) reply.header("connection", "close");
  });

  const https = config.publicUrl.startsWith("https://");
  await registerSecurity(app, { https, trustedOrigins: trustedOrigins(config) });
  const services = await createServices(config, database, app.log, {
    analyzer: options.analyzer,
    mailer: options.mailer,
    instagram: options.instagram,
  });
  // Shutdown: no new jobs from the moment it starts, while requests in flight finish; once
  // they have, the jobs still running get what is left of the shutdown time, then the
  // workers stop. The database is closed by whoever opened it, after all of this.
  app.addHook("preClose", async () => {
    closing.abort();
    void services.stopTakingWork().catch((error: unknown) => {
      app.log.error({ err: error }, "stopping the job workers failed");
    });
  });
  app.addHook("onClose", async () => services.close());
  const { db } = database;
  const { mailer, auth, billing, team, jobs, exporter } = services;
  app.decorate("mailer", mailer);
  app.decorate("auth", auth);
  app.decorate("schedules", { deps: services.schedules, jobs });

  // Before every route: each is refused to team viewers unless it only reads.
  registerViewerGuard(app, team);
  registerAuthRoutes(app, { auth, db, publicUrl: config.publicUrl });
  await app.register(healthRoutes, { prefix: "/api", database });
  await app.register(billingRoutes, { prefix: "/api", billing });
  await app.register(accountRoutes, {
    prefix: "/api",
    db,
    billing,
    emailChange: services.emailChange,
    publicUrl: config.publicUrl,
  });
  await app.register(referralRoutes, {
    prefix: "/api",
    referrals: services.referrals,
    devices: deviceCookie(https),
  });
  await app.register(teamRoutes, { prefix: "/api", team });
  await app.register(contactRoutes, { prefix: "/api", contact: services.contact });
  await app.register(newsletterRoutes, { prefix: "/api", newsletter: services.newsletter });
  // Mails hold sign-in and reset links: the dev mailbox is for a developer on this machine only.
  if (mailer.kind === "dev-mailbox" && config.env !== "production") {
    await app.register(devMailboxRoutes, { db });
  }
  if (config.env !== "production") {
    await app.register(scheduleDevRoutes, app.schedules);
  }
  await app.register(demoPostsRoutes, { prefix: "/api", provider: services.instagram });
  await app.register(analyzeCommentsRoutes, {
    prefix: "/api",
    analyzer: services.analyzer,
    usage: services.usage,
  });

  await scheduleReferralJobs(jobs, services.referrals, app.log);
  // Post analyses run as jobs in the same database; this process works them unless told not to.
  await startJobWorkers(services, {
    database,
    log: app.log,
    concurrency: config.jobWorkers,
    profileConcurrency: config.profileJobConcurrency,
  });
  await app.register(analysesRoutes, {
    prefix: "/api",
    deps: services.analyses,
    exporter,
    cookies: visitorCookies(services.authSecret, https),
    teamOf: services.agency.teamOf,
    correctionsPerHour: config.labelCorrectionsPerHour,
    publicUrl: config.publicUrl,
  });
  await app.register(scheduleRoutes, {
    prefix: "/api",
    deps: services.schedules,
    teamOf: services.agency.teamOf,
  });
  await app.register(assignmentRoutes, { prefix: "/api", deps: services.assignments });
  await app.register(sharedRoutes, {
    prefix: "/api",
    deps: services.analyses,
    profile: (token) => sharedProfile(services.agency, token),
  });
  await app.register(agencyRoutes, {
    prefix: "/api",
    deps: services.agency,
    exporter,
    publicUrl: config.publicUrl,
  });
  await app.register(brandingRoutes, {
    prefix: "/api",
    db,
    teamOf: services.agency.teamOf,
  });
  await app.register(seoRoutes, {
    staticDir: config.staticDir ?? defaultStaticDir,
    publicUrl: config.publicUrl,
  });
  await registerSpa(app, {
    staticDir: config.staticDir ?? defaultStaticDir,
    publicUrl: config.publicUrl,
  });

  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
    auth: Auth;
    /** Scheduled re-runs and the job queue they are sent to (the dev route and tests run them). */
    schedules: { deps: ScheduleDeps & AlertDeps; jobs: Jobs };
    /** Aborted when the app starts shutting down: long-lived answers end then. */
    closing: AbortSignal;
  }
}
