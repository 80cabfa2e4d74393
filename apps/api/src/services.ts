import {
  type Analyzer,
  buildProfileInsights,
  type ProfileInsightsInput,
} from "@commentlens/analysis";
import type { InstagramProvider } from "@commentlens/instagram";
import type { ProfileInsights } from "@commentlens/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { createExporter, type Exporter } from "./lib/export-pool/pool.js";
import {
  createEmailChangeService,
  type EmailChangeService,
} from "./modules/account/email-change.js";
import { PROFILE_EXPORT } from "./modules/agency/export/index.js";
import {
  requeueProfileJobs,
  setUpProfileQueues,
  startProfileWorkers,
} from "./modules/agency/jobs.js";
import { progressTracker } from "./modules/agency/progress.js";
import { type AgencyDeps, startScheduledProfileRun } from "./modules/agency/service.js";
import type { AssignmentDeps } from "./modules/analyses/assignments/service.js";
import { AnalysisEvents } from "./modules/analyses/events.js";
import { ANALYSIS_EXPORT } from "./modules/analyses/export/index.js";
import {
  sendAnalysisJob,
  sendLostAnalyses,
  setUpAnalysisQueue,
  startAnalysisWorkers,
} from "./modules/analyses/jobs.js";
import type { AlertDeps } from "./modules/analyses/schedules/alerts.js";
import {
  SCHEDULE_ALERTS_QUEUE,
  SCHEDULED_RUN_QUEUE,
  startScheduleWorkers,
} from "./modules/analyses/schedules/jobs.js";
import type { ScheduleDeps } from "./modules/analyses/schedules/service.js";
import { ANALYZE_QUEUE, type AnalysesDeps } from "./modules/analyses/service.js";
import { createAnalyzer } from "./modules/analyze-comments/analyzer.js";
import { OffThreadAnalyzer } from "./modules/analyze-comments/off-thread.js";
import { type Auth, createAuth } from "./modules/auth/auth.js";
import { loadAuthSecret } from "./modules/auth/secret.js";
import { scheduleSessionPurge } from "./modules/auth/session-purge.js";
import { createBillingProvider } from "./modules/billing/providers/index.js";
import { type BillingService, createBillingService } from "./modules/billing/service.js";
import { type ContactService, createContactService } from "./modules/contact/service.js";
import { createInstagramProvider } from "./modules/instagram/provider.js";
import { createMailer, type Mailer } from "./modules/mail/mailer.js";
import { createNewsletterService, type NewsletterService } from "./modules/newsletter/service.js";
import {
  type ReferralDeps,
  referralBillingListener,
  referralDeps,
} from "./modules/referrals/service.js";
import {
  type TeamDeps,
  teamAssignees,
  teamDeps,
  teamOf,
  teamPlanOf,
} from "./modules/team/service.js";
import { createUsageService, type UsageService } from "./modules/usage/service.js";
import { type Jobs, startJobs } from "./plugins/jobs.js";

/**
 * The composition root: every service of the API is built here, once, for both processes
 * that run it: the web app (app.ts) and `npm run worker` (worker.ts). A module never builds
 * another module's service; it is handed what it needs from here.
 */

/** Stand-ins for the services that reach outside the process (tests pass them). */
export interface ServiceOverrides {
  /** Comment analyzer; the local engine when omitted. */
  analyzer?: Analyzer;
  /** Outgoing mail; SMTP or the dev mailbox from the config when omitted. */
  mailer?: Mailer;
  /** Instagram data source; chosen from the config when omitted. */
  instagram?: InstagramProvider;
}

export interface Services {
  instagram: InstagramProvider;
  analyzer: Analyzer;
  mailer: Mailer;
  billing: BillingService;
  emailChange: EmailChangeService;
  referrals: ReferralDeps;
  team: TeamDeps;
  contact: ContactService;
  usage: UsageService;
  /** Background jobs in the app's database, started, with the analyses' queues created. */
  jobs: Jobs;
  /** Progress notices within this process (streams in other processes read the database). */
  events: AnalysisEvents;
  analyses: AnalysesDeps;
  /** Scheduled re-runs of posts and their alert mails. */
  schedules: ScheduleDeps & AlertDeps;
  /** Comments of the team's reports given to teammates. */
  assignments: AssignmentDeps;
  agency: AgencyDeps;
  /** Renders exports in worker threads, a few at once, for post and profile reports alike. */
  exporter: Exporter;
  /** Signs sessions and links: AUTH_SECRET, or one kept in the data dir. Read on first use. */
  readonly authSecret: string;
  /** The auth server (sessions, sign-in, mails of its own). Built on first use. */
  readonly auth: Auth;
  /** Built on first use: its links are signed with the auth secret. */
  readonly newsletter: NewsletterService;
  /**
   * Takes no more jobs; running ones get the shutdown time to finish. Called as shutdown
   * starts, while requests in flight finish.
   */
  stopTakingWork(): Promise<void>;
  /**
   * Stops the jobs (as `stopTakingWork`), then the analysis workers (an analysis still running
   * is left for a later run) and the mailer; the database stays open (it is the caller's).
   */
  close(): Promise<void>;
}

/** A value made on first use and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** Builds every service on the open, migrated database, and starts the job queue. */
export async function createServices(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  const { db } = database;
  const { publicUrl } = config;
  const instagram = overrides.instagram ?? createInstagramProvider(config.instagram);
  const analyzer = overrides.analyzer ?? createAnalyzer(config.analyzer, config.analysisLimits);
  const mailer = overrides.mailer ?? createMailer(config.mail, db, log);

  const billing = createBillingService({
    db,
    provider: createBillingProvider(config.billing, { db, publicUrl }),
    publicUrl,
    pricing: config.pricing,
    log,
  });
  const emailChange = createEmailChangeService({
    db,
    mailer,
    publicUrl,
    log,
    // As sign-in verifies it; the auth server is built on first use, after this.
    hashPassword: async (password) => (await auth().$context).password.hash(password),
  });
  const referrals = referralDeps({ db, billing, log });
  // Referrals move on billing's checkout and payment events from here on.
  billing.listen(referralBillingListener(referrals));
  const team = teamDeps({ db, billing, mailer, publicUrl, log });
  const contact = createContactService({
    db,
    mailer,
    supportEmail: config.mail.supportEmail,
    log,
  });
  // Signed-in users are metered by the plan their subscription (or their Agency team) gives them.
  const usage = createUsageService(db, {
    visitorDailyLimit: config.visitorDailyLimit,
    planOf: (userId, now) => teamPlanOf(team, userId, now),
  });

  const jobs = await startJobs({
    database,
    log,
    supervise: true,
    jobTimeoutSeconds: config.jobTimeoutSeconds,
    stopTimeoutMs: config.shutdownTimeoutMs,
  });
  // Analyses are sent to these queues whether or not this process works them.
  await setUpAnalysisQueue(jobs);
  await setUpProfileQueues(jobs);
  const events = new AnalysisEvents();
  const analyses: AnalysesDeps = {
    db,
    instagram,
    analyzer,
    usage,
    events,
    enqueue: async (id) => {
      await sendAnalysisJob(jobs, id);
    },
    commentMaxPages: config.instagram.commentMaxPages,
  };
  const assignments: AssignmentDeps = {
    db,
    mailer,
    publicUrl,
    log,
    teamOf: (userId) => teamOf(team, userId),
    assignees: (ownerId) => teamAssignees(team, ownerId),
  };
  // Agency profile analyses: the team's, shared by its members.
  const agency: AgencyDeps = {
    db,
    instagram,
    teamOf: (userId) => teamOf(team, userId),
    jobs,
    events,
  };
  const schedules: ScheduleDeps & AlertDeps = {
    analyses,
    teamOf: (userId) => teamOf(team, userId),
    startProfileRun: (run) => startScheduledProfileRun(agency, run),
    db,
    mailer,
    publicUrl,
  };
  // The pool renders files off the request path; each kind of report brings its renderer.
  const exporter = createExporter(db, {
    threads: config.exportWorkers,
    log,
    renderers: {
      [ANALYSIS_EXPORT.kind]: ANALYSIS_EXPORT.renderer,
      [PROFILE_EXPORT.kind]: PROFILE_EXPORT.renderer,
    },
  });

  // Without AUTH_SECRET the secret is generated into the data dir on first use. Only the web
  // app signs anything, so a worker never reads the file, nor writes one of its own.
  const authSecret = once(() => loadAuthSecret(config.authSecret, config.dataDir));
  const auth = once(() => createAuth({ config, db, mailer, secret: authSecret() }));
  const newsletter = once(() =>
    createNewsletterService({ db, mailer, publicUrl, secret: authSecret(), log }),
  );

  let jobsStopped: Promise<void> | undefined;
  const stopTakingWork = () => {
    jobsStopped ??= jobs.stop();
    return jobsStopped;
  };

  return {
    instagram,
    analyzer,
    mailer,
    billing,
    emailChange,
    referrals,
    team,
    contact,
    usage,
    jobs,
    events,
    analyses,
    schedules,
    assignments,
    agency,
    exporter,
    get authSecret() {
      return authSecret();
    },
    get auth() {
      return auth();
    },
    get newsletter() {
      return newsletter();
    },
    stopTakingWork,
    async close() {
      await stopTakingWork();
      // The analysis workers go last: a job stopping gracefully may still be using one.
      if (analyzer instanceof OffThreadAnalyzer) await analyzer.close();
      mailer.close();
    },
  };
}

/**
 * Makes this process work the job queues: `concurrency` post analyses at a time and
 * `profileConcurrency` profile posts (neither when `concurrency` is 0), and the periodic purges.
 */
export async function startJobWorkers(
  services: Services,
  options: {
    database: Database;
    log: FastifyBaseLogger;
    concurrency: number;
    profileConcurrency: number;
  },
): Promise<void> {
  const { jobs, analyses, events } = services;
  const { database, log } = options;
  if (database.kind === "pglite") {
    // Only this process opens the embedded database: a job still active was cut off by a crash.
    const requeued = await jobs.requeueActive(ANALYZE_QUEUE);
    if (requeued > 0) log.warn({ requeued }, "re-queued analyses interrupted by a restart");
    // Nothing is in flight before the workers start: any waiting analysis without a job lost it.
    const lost = await sendLostAnalyses(jobs, database.db, new Date());
    if (lost > 0) log.warn({ sent: lost }, "sent analyses whose job was lost");
    const profileJobs = await requeueProfileJobs(jobs);
    if (profileJobs > 0) {
      log.warn(
        { requeued: profileJobs },
        "re-queued profile analysis jobs interrupted by a restart",
      );
    }
    await jobs.requeueActive(SCHEDULED_RUN_QUEUE);
    await jobs.requeueActive(SCHEDULE_ALERTS_QUEUE);
  }
  if (options.concurrency <= 0) return;
  await startAnalysisWorkers(jobs, analyses, options.concurrency, log);
  await scheduleSessionPurge(jobs, database.db, log);
  await startScheduleWorkers(jobs, services.schedules, log);
  await startProfileWorkers(
    jobs,
    {
      analyses,
      jobs,
      progress: progressTracker(database.db, events, log),
      log,
      buildInsights: insightsBuilder(services.analyzer),
    },
    options.profileConcurrency,
    log,
  );
}

/**
 * Profile insights in the analysis workers, under their time budget; on the calling thread
 * only with an analyzer a test put in their place.
 */
function insightsBuilder(
  analyzer: Analyzer,
): (input: ProfileInsightsInput) => Promise<ProfileInsights> {
  if (analyzer instanceof OffThreadAnalyzer) return (input) => analyzer.profileInsights(input);
  return async (input) => buildProfileInsights(input);
}
