import path from "node:path";
import {
  DEFAULT_VISITOR_DAILY_LIMIT,
  LABEL_CORRECTIONS_PER_HOUR,
  PLANS,
  withoutTrailingSlashes,
} from "@commentlens/shared";
import { z } from "zod";

/**
 * The one place that reads the environment. Everything else receives a typed `Config`.
 * An invalid value stops start-up with one line naming the variable and what is expected.
 */

const port = z.coerce
  .number({ error: "must be a whole number between 1 and 65535" })
  .int("must be a whole number between 1 and 65535")
  .min(1, "must be a whole number between 1 and 65535")
  .max(65535, "must be a whole number between 1 and 65535");

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], {
      error: "must be one of development, production, test",
    })
    .default("development"),
  PORT: port.default(3000),
  HOST: z
    .string()
    .trim()
    .regex(
      /^(?:\d{1,3}(?:\.\d{1,3}){3}|localhost|::1?|\[[0-9a-fA-F:]+\])$/,
      "must be an IP address to listen on, e.g. 127.0.0.1 or 0.0.0.0",
    )
    .default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1, "must be a folder path").default("./data"),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(?:ql)?:\/\/.+/, "must be a postgres:// or postgresql:// connection URL")
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://example.com" })
    .optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  STATIC_DIR: z.string().trim().min(1, "must be a folder path").optional(),
  INSTAGRAM_PROVIDER: z
    .enum(["demo", "rapidapi", "apify", "graph"], {
      error: "must be one of demo, rapidapi, apify, graph",
    })
    .default("demo"),
  RAPIDAPI_KEY: z.string().trim().optional(),
  RAPIDAPI_HOST: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]+$/i, "must be a host name such as instagram-scraper-api2.p.rapidapi.com")
    .default("instagram-scraper-api2.p.rapidapi.com"),
  RAPIDAPI_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  APIFY_TOKEN: z.string().trim().optional(),
  APIFY_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://api.apify.com"),
  APIFY_COMMENTS_ACTOR: z.string().trim().min(1).default("apify~instagram-comment-scraper"),
  APIFY_POSTS_ACTOR: z.string().trim().min(1).default("apify~instagram-scraper"),
  APIFY_PROFILE_ACTOR: z.string().trim().min(1).default("apify~instagram-profile-scraper"),
  IG_GRAPH_TOKEN: z.string().trim().optional(),
  IG_BUSINESS_ACCOUNT_ID: z
    .string()
    .trim()
    .regex(/^\d+$/, "must be the numeric id of the Instagram business account")
    .optional(),
  IG_GRAPH_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://graph.facebook.com/v21.0"),
  COMMENT_MAX_PAGES: z.coerce
    .number({ error: "must be a whole number from 1 to 100" })
    .int("must be a whole number from 1 to 100")
    .min(1, "must be a whole number from 1 to 100")
    .max(100, "must be a whole number from 1 to 100")
    .default(10),
  VISITOR_DAILY_LIMIT: z.coerce
    .number({ error: "must be a whole number from 0 to 1000" })
    .int("must be a whole number from 0 to 1000")
    .min(0, "must be a whole number from 0 to 1000")
    .max(1000, "must be a whole number from 0 to 1000")
    .default(DEFAULT_VISITOR_DAILY_LIMIT),
  LABEL_CORRECTIONS_PER_HOUR: z.coerce
    .number({ error: "must be a whole number from 1 to 10000" })
    .int("must be a whole number from 1 to 10000")
    .min(1, "must be a whole number from 1 to 10000")
    .max(10_000, "must be a whole number from 1 to 10000")
    .default(LABEL_CORRECTIONS_PER_HOUR),
  JOB_WORKERS: z.coerce
    .number({ error: "must be a whole number from 0 to 32" })
    .int("must be a whole number from 0 to 32")
    .min(0, "must be a whole number from 0 to 32")
    .max(32, "must be a whole number from 0 to 32")
    .default(2),
  PROFILE_JOB_CONCURRENCY: z.coerce
    .number({ error: "must be a whole number from 1 to 32" })
    .int("must be a whole number from 1 to 32")
    .min(1, "must be a whole number from 1 to 32")
    .max(32, "must be a whole number from 1 to 32")
    .default(4),
  EXPORT_WORKERS: z.coerce
    .number({ error: "must be a whole number from 1 to 8" })
    .int("must be a whole number from 1 to 8")
    .min(1, "must be a whole number from 1 to 8")
    .max(8, "must be a whole number from 1 to 8")
    .default(2),
  JOB_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a whole number of seconds from 5 to 3600" })
    .int("must be a whole number of seconds from 5 to 3600")
    .min(5, "must be a whole number of seconds from 5 to 3600")
    .max(3600, "must be a whole number of seconds from 5 to 3600")
    .default(600),
  ANALYSIS_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a whole number of seconds from 5 to 3600" })
    .int("must be a whole number of seconds from 5 to 3600")
    .min(5, "must be a whole number of seconds from 5 to 3600")
    .max(3600, "must be a whole number of seconds from 5 to 3600")
    .optional(),
  ANALYSIS_MEMORY_MB: z.coerce
    .number({ error: "must be a whole number of megabytes from 256 to 16384" })
    .int("must be a whole number of megabytes from 256 to 16384")
    .min(256, "must be a whole number of megabytes from 256 to 16384")
    .max(16_384, "must be a whole number of megabytes from 256 to 16384")
    .default(2_048),
  INSTAGRAM_TIMEOUT_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(100, "must be at least 100 milliseconds")
    .default(15_000),
  SMTP_URL: z
    .string()
    .trim()
    .regex(
      /^smtps?:\/\/.+/,
      "must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465",
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, "must be a sender such as CommentLens <hello@example.com>")
    .optional(),
  SUPPORT_EMAIL: z.email({ error: "must be an email address" }).optional(),
  AUTH_SECRET: z
    .string()
    .trim()
    .min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)")
    .optional(),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  ANALYZER: z.enum(["local", "llm"], { error: "must be local or llm" }).default("local"),
  LLM_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: "must be an http(s) URL such as https://api.openai.com/v1",
    })
    .optional(),
  LLM_API_KEY: z.string().trim().optional(),
  LLM_MODEL: z.string().trim().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(1000, "must be at least 1000 milliseconds")
    .default(60_000),
  BILLING_PROVIDER: z
    .enum(["local", "stripe"], { error: "must be local or stripe" })
    .default("local"),
  INFLUENCER_REGULAR_PRICE_CENTS: z.coerce
    .number({ error: "must be a whole number of cents" })
    .int("must be a whole number of cents")
    .gt(
      PLANS.influencer.priceCents,
      `must be more than the Influencer price (${PLANS.influencer.priceCents} cents)`,
    )
    .optional(),
  BILLING_ALLOW_LOCAL: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  STRIPE_AUTOMATIC_TAX: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\S+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\S+$/, "must be a Stripe webhook signing secret (whsec_…)")
    .optional(),
  STRIPE_PRICE_INFLUENCER: z
    .string()
    .trim()
    .regex(/^price_\S+$/, "must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_PRICE_AGENCY: z
    .string()
    .trim()
    .regex(/^price_\S+$/, "must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://api.stripe.com" })
    .default("https://api.stripe.com"),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(0, "must be zero or more milliseconds")
    .default(10_000),
});

export type InstagramConfig =
  | { provider: "demo" }
  | { provider: "rapidapi"; key: string; host: string; baseUrl: string }
  | {
      provider: "apify";
      token: string;
      baseUrl: string;
      actors: { comments: string; posts: string; profile: string };
    }
  | { provider: "graph"; token: string; businessAccountId: string; baseUrl: string };

/** Seconds one analysis may take, unless JOB_TIMEOUT_SECONDS asks for less. */
const DEFAULT_ANALYSIS_TIMEOUT_SECONDS = 180;

/** The time and memory one analysis may take. */
export interface AnalysisLimits {
  timeoutMs: number;
  memoryMb: number;
}

export type AnalyzerConfig =
  | { kind: "local" }
  | { kind: "llm"; baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };

export type BillingConfig =
  | { provider: "local" }
  | {
      provider: "stripe";
      secretKey: string;
      webhookSecret: string;
      /** Stripe price id of each paid plan (the Agency price is per seat). */
      prices: { influencer: string; agency_monthly: string };
      /** Origin of the Stripe API; a local fake in tests. */
      apiBase: string;
      /** Stripe Tax computes and shows taxes at checkout (enable it in the Stripe dashboard first). */
      automaticTax: boolean;
    };

export interface MailConfig {
  /** `undefined`: the dev mailbox keeps mails in the database instead of sending them. */
  smtpUrl: string | undefined;
  from: string;
  supportEmail: string;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Absolute folder for the embedded database, the lock file and generated secrets. */
  dataDir: string;
  database: { kind: "pglite"; dir: string } | { kind: "postgres"; url: string };
  /** Public origin of the site, without a trailing slash. */
  publicUrl: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Folder of the built web app, or `undefined` to use the one beside the API. */
  staticDir: string | undefined;
  shutdownTimeoutMs: number;
  instagram: InstagramConfig & { commentMaxPages: number; timeoutMs: number };
  analyzer: AnalyzerConfig;
  mail: MailConfig;
  /** `undefined`: generated once and kept in DATA_DIR (development). */
  authSecret: string | undefined;
  /** Read the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** Analyses a visitor may run per day and IP address (the demo samples are free). */
  visitorDailyLimit: number;
  /** Label corrections a report owner may save per hour (each rebuilds a report). */
  labelCorrectionsPerHour: number;
  /** Job workers in the app's process; 0 = none (run `npm run worker`, PostgreSQL only). */
  jobWorkers: number;
  /** Posts of profile analyses analysed at once per process that works jobs. */
  profileJobConcurrency: number;
  /** Seconds a job may run before it counts as lost (its worker died) and is retried. */
  jobTimeoutSeconds: number;
  /** Exports rendered at once (one worker thread each); more wait their turn. */
  exportWorkers: number;
  /** What one analysis may take in its worker thread before the thread is stopped. */
  analysisLimits: AnalysisLimits;
  billing: BillingConfig;
  /** Claims the pricing page may make beside the prices: none unless configured. */
  pricing: { influencerRegularPriceCents: number | null };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

/** Values given as empty strings count as unset, as in most dotenv tooling. */
function withoutEmpty(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one reading of every setting, in the order the README's table lists them
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const given = env[name];
    const shown = given === undefined ? "" : ` (got ${JSON.stringify(given)})`;
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue?.message ?? "is invalid"}${shown}`,
    );
  }
  const e = parsed.data;
  const missing = (name: string, provider: string) =>
    new ConfigError(
      `Invalid configuration: API key not configured: set ${name} (required when INSTAGRAM_PROVIDER=${provider})`,
    );
  let instagram: InstagramConfig;
  switch (e.INSTAGRAM_PROVIDER) {
    case "rapidapi":
      if (!e.RAPIDAPI_KEY) throw missing("RAPIDAPI_KEY", "rapidapi");
      instagram = {
        provider: "rapidapi",
        key: e.RAPIDAPI_KEY,
        host: e.RAPIDAPI_HOST,
        baseUrl: e.RAPIDAPI_BASE_URL ?? `https://${e.RAPIDAPI_HOST}`,
      };
      break;
    case "apify":
      if (!e.APIFY_TOKEN) throw missing("APIFY_TOKEN", "apify");
      instagram = {
        provider: "apify",
        token: e.APIFY_TOKEN,
        baseUrl: e.APIFY_BASE_URL,
        actors: {
          comments: e.APIFY_COMMENTS_ACTOR,
          posts: e.APIFY_POSTS_ACTOR,
          profile: e.APIFY_PROFILE_ACTOR,
        },
      };
      break;
    case "graph":
      if (!e.IG_GRAPH_TOKEN) throw missing("IG_GRAPH_TOKEN", "graph");
      if (!e.IG_BUSINESS_ACCOUNT_ID) throw missing("IG_BUSINESS_ACCOUNT_ID", "graph");
      instagram = {
        provider: "graph",
        token: e.IG_GRAPH_TOKEN,
        businessAccountId: e.IG_BUSINESS_ACCOUNT_ID,
        baseUrl: e.IG_GRAPH_BASE_URL,
      };
      break;
    default:
      instagram = { provider: "demo" };
  }
  if (e.NODE_ENV === "production" && !e.AUTH_SECRET) {
    throw new ConfigError(
      "Invalid configuration: AUTH_SECRET is required when NODE_ENV=production",
    );
  }
  if (e.NODE_ENV === "production" && !e.SMTP_URL) {
    throw new ConfigError(
      "Invalid configuration: SMTP_URL is required when NODE_ENV=production (the dev mailbox only exists in development)",
    );
  }
  // Session cookies are marked Secure and mail links are absolute only with an https origin: a
  // production site on plain http (or on the localhost default) would send both in the clear.
  if (
    e.NODE_ENV === "production" &&
    (!e.PUBLIC_URL || new URL(e.PUBLIC_URL).protocol !== "https:")
  ) {
    throw new ConfigError(
      "Invalid configuration: PUBLIC_URL must be the site's https:// origin when NODE_ENV=production (e.g. https://commentlens.example.com)",
    );
  }
  // A job still running when its time is up counts as lost and is handed to another process:
  // the analysis must be stopped before that.
  const analysisTimeoutSeconds =
    e.ANALYSIS_TIMEOUT_SECONDS ??
    Math.min(DEFAULT_ANALYSIS_TIMEOUT_SECONDS, Math.floor(e.JOB_TIMEOUT_SECONDS * 0.75));
  if (analysisTimeoutSeconds >= e.JOB_TIMEOUT_SECONDS) {
    throw new ConfigError(
      "Invalid configuration: ANALYSIS_TIMEOUT_SECONDS must be less than JOB_TIMEOUT_SECONDS",
    );
  }
  let analyzer: AnalyzerConfig = { kind: "local" };
  if (e.ANALYZER === "llm") {
    const need = (name: string) =>
      new ConfigError(`Invalid configuration: ${name} is required when ANALYZER=llm`);
    if (!e.LLM_BASE_URL) throw need("LLM_BASE_URL");
    if (!e.LLM_MODEL) throw need("LLM_MODEL");
    // The local analyzer takes over when the LLM is too slow: it needs time left for that.
    if (e.LLM_TIMEOUT_MS >= analysisTimeoutSeconds * 1000) {
      throw new ConfigError(
        "Invalid configuration: LLM_TIMEOUT_MS must be less than ANALYSIS_TIMEOUT_SECONDS (in milliseconds)",
      );
    }
    analyzer = {
      kind: "llm",
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      model: e.LLM_MODEL,
      timeoutMs: e.LLM_TIMEOUT_MS,
    };
  }
  let billing: BillingConfig = { provider: "local" };
  if (e.BILLING_PROVIDER === "stripe") {
    const need = (name: string) =>
      new ConfigError(`Invalid configuration: ${name} is required when BILLING_PROVIDER=stripe`);
    if (!e.STRIPE_SECRET_KEY) throw need("STRIPE_SECRET_KEY");
    if (!e.STRIPE_WEBHOOK_SECRET) throw need("STRIPE_WEBHOOK_SECRET");
    if (!e.STRIPE_PRICE_INFLUENCER) throw need("STRIPE_PRICE_INFLUENCER");
    if (!e.STRIPE_PRICE_AGENCY) throw need("STRIPE_PRICE_AGENCY");
    billing = {
      provider: "stripe",
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      prices: { influencer: e.STRIPE_PRICE_INFLUENCER, agency_monthly: e.STRIPE_PRICE_AGENCY },
      apiBase: withoutTrailingSlashes(e.STRIPE_API_BASE),
      automaticTax: e.STRIPE_AUTOMATIC_TAX,
    };
  } else if (e.NODE_ENV === "production" && !e.BILLING_ALLOW_LOCAL) {
    // The local provider takes no money: a production site on it would give plans away.
    throw new ConfigError(
      "Invalid configuration: BILLING_PROVIDER=local (simulated payments) is refused when NODE_ENV=production; set BILLING_PROVIDER=stripe with its keys, or BILLING_ALLOW_LOCAL=true for a demo site",
    );
  }
  if (!e.DATABASE_URL && e.JOB_WORKERS === 0) {
    throw new ConfigError(
      "Invalid configuration: JOB_WORKERS=0 needs DATABASE_URL (separate workers cannot open the embedded database)",
    );
  }
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const publicUrl = withoutTrailingSlashes(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dir: path.join(dataDir, "db") },
    publicUrl,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR ? path.resolve(cwd, e.STATIC_DIR) : undefined,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    instagram: {
      ...instagram,
      commentMaxPages: e.COMMENT_MAX_PAGES,
      timeoutMs: e.INSTAGRAM_TIMEOUT_MS,
    },
    analyzer,
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY,
    visitorDailyLimit: e.VISITOR_DAILY_LIMIT,
    labelCorrectionsPerHour: e.LABEL_CORRECTIONS_PER_HOUR,
    jobWorkers: e.JOB_WORKERS,
    profileJobConcurrency: e.PROFILE_JOB_CONCURRENCY,
    jobTimeoutSeconds: e.JOB_TIMEOUT_SECONDS,
    exportWorkers: e.EXPORT_WORKERS,
    analysisLimits: {
      timeoutMs: analysisTimeoutSeconds * 1000,
      memoryMb: e.ANALYSIS_MEMORY_MB,
    },
    billing,
    pricing: { influencerRegularPriceCents: e.INFLUENCER_REGULAR_PRICE_CENTS ?? null },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `CommentLens <no-reply@${new URL(publicUrl).hostname}>`,
      supportEmail: e.SUPPORT_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
    },
  };
}
