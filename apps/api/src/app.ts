import { randomUUID } from "node:crypto";
import type { Analyzer } from "@commentlens/analysis";
import type { InstagramProvider } from "@commentlens/instagram";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { createEmailChangeService } from "./modules/account/email-change.js";
import { accountRoutes } from "./modules/account/routes.js";
import { AnalysisEvents } from "./modules/analyses/events.js";
import { setUpAnalysisQueue, startAnalysisWorkers } from "./modules/analyses/jobs.js";
import { visitorCookies } from "./modules/analyses/owner.js";
import { analysesRoutes } from "./modules/analyses/routes.js";
import { ANALYZE_QUEUE, type AnalysesDeps } from "./modules/analyses/service.js";
import { createAnalyzer } from "./modules/analysis/analyzer.js";
import { analysisRoutes } from "./modules/analysis/routes.js";
import { type Auth, createAuth, trustedOrigins } from "./modules/auth/auth.js";
import { registerAuthRoutes } from "./modules/auth/routes.js";
import { loadAuthSecret } from "./modules/auth/secret.js";
import { createBillingProvider } from "./modules/billing/providers/index.js";
import { billingRoutes } from "./modules/billing/routes.js";
import { createBillingService } from "./modules/billing/service.js";
import { brandingRoutes } from "./modules/branding/routes.js";
import { contactRoutes } from "./modules/contact/routes.js";
import { createContactService } from "./modules/contact/service.js";
import { createExporter } from "./modules/exports/exporter.js";
import { healthRoutes } from "./modules/health/routes.js";
import { createInstagramProvider } from "./modules/instagram/provider.js";
import { instagramRoutes } from "./modules/instagram/routes.js";
import { createMailer, type Mailer } from "./modules/mail/mailer.js";
import { devMailboxRoutes } from "./modules/mail/routes.js";
import { newsletterRoutes } from "./modules/newsletter/routes.js";
import { createNewsletterService } from "./modules/newsletter/service.js";
import {
  requeueProfileJobs,
  setUpProfileQueues,
  startProfileWorkers,
} from "./modules/profiles/jobs.js";
import { progressTracker } from "./modules/profiles/progress.js";
import { profilesRoutes } from "./modules/profiles/routes.js";
import { deviceCookie } from "./modules/referrals/device.js";
import { scheduleReferralJobs } from "./modules/referrals/jobs.js";
import { referralRoutes } from "./modules/referrals/routes.js";
import { createReferralService } from "./modules/referrals/service.js";
import { seoRoutes } from "./modules/seo/routes.js";
import { teamRoutes } from "./modules/team/routes.js";
import { createTeamService } from "./modules/team/service.js";
import { createUsageService } from "./modules/usage/service.js";
import { registerErrorHandler, sendError } from "./plugins/error-handler.js";
import { registerInputGuard } from "./plugins/input-guard.js";
import { startJobs } from "./plugins/jobs.js";
import { registerSecurity } from "./plugins/security.js";
import { defaultStaticDir, registerSpa } from "./plugins/spa.js";

export interface AppOptions {
  config: Config;
  database: Database;
  /** Comment analyzer; the local engine when omitted. */
  analyzer?: Analyzer;
  /** Outgoing mail; SMTP or the dev mailbox from the config when omitted. */
  mailer?: Mailer;
  /** Instagram data source; chosen from the config when omitted. */
  instagram?: InstagramProvider;
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
  // for the client's keep-alive timeout.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });

  await registerSecurity(app, { https: config.publicUrl.startsWith("https://") });
  const instagram = options.instagram ?? createInstagramProvider(config.instagram);
  const mailer = options.mailer ?? createMailer(config.mail, database.db, app.log);
  app.decorate("mailer", mailer);
  app.addHook("onClose", async () => mailer.close());
  // Cookie-authenticated mutations only from our own pages (SameSite=Lax covers the rest).
  const origins = new Set(trustedOrigins(config));
  // Exempt: the RFC 8058 one-click unsubscribe, POSTed by mail providers from their own origin.
  // It reads no cookie; the signed token in the request is its only authority.
  const oneClickUnsubscribe = /^\/api\/newsletter\/unsubscribe\/?(?:\?|$)/;
  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    const safe =
      request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS";
    if (
      !safe &&
      origin &&
      request.url.startsWith("/api/") &&
      !origins.has(origin) &&
      !oneClickUnsubscribe.test(request.url)
    ) {
      return sendError(reply, 403, "FORBIDDEN_ORIGIN");
    }
  });
  const secret = loadAuthSecret(config.authSecret, config.dataDir);
  const auth = createAuth({ config, db: database.db, mailer, secret });
  app.decorate("auth", auth);
  registerAuthRoutes(app, { auth, db: database.db, publicUrl: config.publicUrl });
  await app.register(healthRoutes, { prefix: "/api", database });
  const billing = createBillingService({
    db: database.db,
    provider: createBillingProvider(config.billing, {
      db: database.db,
      publicUrl: config.publicUrl,
    }),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  await app.register(billingRoutes, { prefix: "/api", billing });
  const emailChange = createEmailChangeService({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  await app.register(accountRoutes, { prefix: "/api", db: database.db, billing, emailChange });
  // Listens to billing's checkout and payment events from here on.
  const referrals = createReferralService({ db: database.db, billing, log: app.log });
  await app.register(referralRoutes, {
    prefix: "/api",
    referrals,
    devices: deviceCookie(config.publicUrl.startsWith("https://")),
  });
  const team = createTeamService({
    db: database.db,
    billing,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  await app.register(teamRoutes, { prefix: "/api", team });
  const contact = createContactService({
    db: database.db,
    mailer,
    supportEmail: config.mail.supportEmail,
    log: app.log,
  });
  await app.register(contactRoutes, { prefix: "/api", contact });
  const newsletter = createNewsletterService({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    secret,
    log: app.log,
  });
  await app.register(newsletterRoutes, { prefix: "/api", newsletter });
  // Mails hold sign-in and reset links: the dev mailbox is for a developer on this machine only.
  if (mailer.kind === "dev-mailbox" && config.env !== "production") {
    await app.register(devMailboxRoutes, { db: database.db });
  }
  await app.register(instagramRoutes, { prefix: "/api", provider: instagram });
  const analyzer = options.analyzer ?? createAnalyzer(config.analyzer);
  // Signed-in users are metered by the plan their subscription (or their Agency team) gives them.
  const usage = createUsageService(database.db, {
    visitorDailyLimit: config.visitorDailyLimit,
    planOf: team.planOf,
  });
  await app.register(analysisRoutes, { prefix: "/api", analyzer, usage });

  // Post analyses run as jobs in the same database; this process works them unless told not to.
  const jobs = await startJobs({
    database,
    log: app.log,
    supervise: true,
    jobTimeoutSeconds: config.jobTimeoutSeconds,
  });
  app.addHook("onClose", async () => jobs.stop());
  await setUpAnalysisQueue(jobs);
  await setUpProfileQueues(jobs);
  await scheduleReferralJobs(jobs, referrals, app.log);
  const events = new AnalysisEvents();
  const analyses: AnalysesDeps = {
    db: database.db,
    instagram,
    analyzer,
    usage,
    events,
    enqueue: async (id) => {
      await jobs.send(ANALYZE_QUEUE, { analysisId: id });
    },
    commentMaxPages: config.instagram.commentMaxPages,
  };
  if (database.kind === "pglite") {
    // Only this process opens the embedded database: a job still active was cut off by a crash.
    const requeued = await jobs.requeueActive(ANALYZE_QUEUE);
    if (requeued > 0) app.log.warn({ requeued }, "re-queued analyses interrupted by a restart");
    const profileJobs = await requeueProfileJobs(jobs);
    if (profileJobs > 0) {
      app.log.warn(
        { requeued: profileJobs },
        "re-queued profile analysis jobs interrupted by a restart",
      );
    }
  }
  if (config.jobWorkers > 0) {
    await startAnalysisWorkers(jobs, analyses, config.jobWorkers, app.log);
    await startProfileWorkers(
      jobs,
      { analyses, jobs, progress: progressTracker(database.db, events, app.log), log: app.log },
      config.profileJobConcurrency,
      app.log,
    );
  }
  // Exports render in worker threads, a few at once, for post and profile reports alike.
  const exporter = createExporter(database.db, { threads: config.exportWorkers, log: app.log });
  await app.register(analysesRoutes, {
    prefix: "/api",
    deps: analyses,
    exporter,
    cookies: visitorCookies(secret, config.publicUrl.startsWith("https://")),
    teamOf: team.teamOf,
  });
  // Agency profile analyses: the team's, shared by its members.
  await app.register(profilesRoutes, {
    prefix: "/api",
    deps: { db: database.db, instagram, teamOf: team.teamOf, jobs, events },
    exporter,
  });
  await app.register(brandingRoutes, { prefix: "/api", db: database.db, teamOf: team.teamOf });
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
  }
}
