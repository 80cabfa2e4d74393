import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("runs on embedded defaults with no configuration", () => {
    const config = loadConfig({}, "/srv/app");
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      host: "127.0.0.1",
      dataDir: "/srv/app/data",
      database: { kind: "pglite", dir: path.join("/srv/app/data", "db") },
      publicUrl: "http://localhost:3000",
      logLevel: "info",
    });
  });

  it("works 4 profile posts and 2 exports at once and retries a lost job after 10 minutes unless told otherwise", () => {
    expect(loadConfig({})).toMatchObject({
      profileJobConcurrency: 4,
      jobTimeoutSeconds: 600,
      exportWorkers: 2,
    });
    expect(loadConfig({ PROFILE_JOB_CONCURRENCY: "8", JOB_TIMEOUT_SECONDS: "30" })).toMatchObject({
      profileJobConcurrency: 8,
      jobTimeoutSeconds: 30,
    });
  });

  it("gives one analysis 3 minutes and 2 GB, within the job's own time", () => {
    expect(loadConfig({}).analysisLimits).toEqual({ timeoutMs: 180_000, memoryMb: 2_048 });
    expect(loadConfig({ JOB_TIMEOUT_SECONDS: "60" }).analysisLimits.timeoutMs).toBe(45_000);
    expect(
      loadConfig({ ANALYSIS_TIMEOUT_SECONDS: "30", ANALYSIS_MEMORY_MB: "512" }).analysisLimits,
    ).toEqual({ timeoutMs: 30_000, memoryMb: 512 });
    expect(() =>
      loadConfig({ ANALYSIS_TIMEOUT_SECONDS: "600", JOB_TIMEOUT_SECONDS: "600" }),
    ).toThrow("ANALYSIS_TIMEOUT_SECONDS must be less than JOB_TIMEOUT_SECONDS");
    expect(() =>
      loadConfig({
        ANALYZER: "llm",
        LLM_BASE_URL: "http://127.0.0.1:9/v1",
        LLM_MODEL: "m",
        LLM_TIMEOUT_MS: "200000",
      }),
    ).toThrow("LLM_TIMEOUT_MS must be less than ANALYSIS_TIMEOUT_SECONDS");
    expect(() => loadConfig({ ANALYSIS_MEMORY_MB: "64" })).toThrow(
      "ANALYSIS_MEMORY_MB must be a whole number of megabytes from 256 to 16384",
    );
  });

  it("switches to PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/app" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u:p@db:5432/app" });
  });

  it("follows PORT in the default public URL and trims a trailing slash from PUBLIC_URL", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://commentlens.app/" }).publicUrl).toBe(
      "https://commentlens.app",
    );
  });

  it("accepts 0.0.0.0 as HOST and treats empty values as unset", () => {
    expect(loadConfig({ HOST: "0.0.0.0", PORT: "" }).host).toBe("0.0.0.0");
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
  });

  it("uses the demo data unless another Instagram provider is chosen with its key", () => {
    expect(loadConfig({}).instagram).toEqual({
      provider: "demo",
      commentMaxPages: 10,
      timeoutMs: 15_000,
    });
    expect(loadConfig({ INSTAGRAM_PROVIDER: "rapidapi", RAPIDAPI_KEY: "k" }).instagram).toEqual({
      provider: "rapidapi",
      key: "k",
      host: "instagram-scraper-api2.p.rapidapi.com",
      baseUrl: "https://instagram-scraper-api2.p.rapidapi.com",
      commentMaxPages: 10,
      timeoutMs: 15_000,
    });
    expect(
      loadConfig({
        INSTAGRAM_PROVIDER: "rapidapi",
        RAPIDAPI_KEY: "k",
        RAPIDAPI_HOST: "social-api4.p.rapidapi.com",
        COMMENT_MAX_PAGES: "25",
      }).instagram,
    ).toMatchObject({ baseUrl: "https://social-api4.p.rapidapi.com", commentMaxPages: 25 });
    expect(
      loadConfig({
        INSTAGRAM_PROVIDER: "graph",
        IG_GRAPH_TOKEN: "t",
        IG_BUSINESS_ACCOUNT_ID: "178",
      }).instagram,
    ).toMatchObject({ provider: "graph", baseUrl: "https://graph.facebook.com/v21.0" });
  });

  it("analyses locally unless an LLM endpoint and model are configured", () => {
    expect(loadConfig({}).analyzer).toEqual({ kind: "local" });
    expect(
      loadConfig({ ANALYZER: "llm", LLM_BASE_URL: "http://127.0.0.1:8080/v1", LLM_MODEL: "m" })
        .analyzer,
    ).toEqual({
      kind: "llm",
      baseUrl: "http://127.0.0.1:8080/v1",
      apiKey: undefined,
      model: "m",
      timeoutMs: 60_000,
    });
    expect(() => loadConfig({ ANALYZER: "llm", LLM_MODEL: "m" })).toThrow(
      "Invalid configuration: LLM_BASE_URL is required when ANALYZER=llm",
    );
    expect(() => loadConfig({ ANALYZER: "llm", LLM_BASE_URL: "http://x/v1" })).toThrow(
      "LLM_MODEL is required",
    );
  });

  it("bills with the local provider unless Stripe is chosen with its keys and prices", () => {
    expect(loadConfig({}).billing).toEqual({ provider: "local" });
    const stripe = {
      BILLING_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_PRICE_INFLUENCER: "price_inf",
      STRIPE_PRICE_AGENCY: "price_agency",
    };
    expect(loadConfig(stripe).billing).toEqual({
      provider: "stripe",
      secretKey: "sk_test_abc",
      webhookSecret: "whsec_abc",
      prices: { influencer: "price_inf", agency_monthly: "price_agency" },
      apiBase: "https://api.stripe.com",
      automaticTax: false,
    });
    expect(
      loadConfig({ ...stripe, STRIPE_API_BASE: "http://127.0.0.1:12111/" }).billing,
    ).toMatchObject({ apiBase: "http://127.0.0.1:12111" });
    // Production takes real payments, or says plainly that it is a demo.
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://m",
      PUBLIC_URL: "https://commentlens.example.com",
    };
    expect(loadConfig({ ...production, ...stripe }).billing.provider).toBe("stripe");
    expect(loadConfig({ ...production, BILLING_ALLOW_LOCAL: "true" }).billing.provider).toBe(
      "local",
    );
  });

  it.each([
    [{ BILLING_PROVIDER: "stripe" }, "STRIPE_SECRET_KEY is required when BILLING_PROVIDER=stripe"],
    [
      { BILLING_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_a" },
      "STRIPE_WEBHOOK_SECRET is required when BILLING_PROVIDER=stripe",
    ],
    [
      {
        BILLING_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_a",
        STRIPE_WEBHOOK_SECRET: "whsec_a",
      },
      "STRIPE_PRICE_INFLUENCER is required when BILLING_PROVIDER=stripe",
    ],
    [
      {
        BILLING_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_a",
        STRIPE_WEBHOOK_SECRET: "whsec_a",
        STRIPE_PRICE_INFLUENCER: "price_a",
      },
      "STRIPE_PRICE_AGENCY is required when BILLING_PROVIDER=stripe",
    ],
    [{ BILLING_PROVIDER: "paypal" }, "BILLING_PROVIDER must be local or stripe"],
    [{ STRIPE_SECRET_KEY: "pk_test_a" }, "STRIPE_SECRET_KEY must be a Stripe secret key"],
    [
      { STRIPE_WEBHOOK_SECRET: "secret" },
      "STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret",
    ],
    [{ STRIPE_PRICE_AGENCY: "prod_a" }, "STRIPE_PRICE_AGENCY must be a Stripe price id"],
    [{ BILLING_ALLOW_LOCAL: "yes" }, "BILLING_ALLOW_LOCAL must be true or false"],
    [
      {
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(32),
        SMTP_URL: "smtp://m",
        PUBLIC_URL: "https://commentlens.example.com",
      },
      "BILLING_PROVIDER=local (simulated payments) is refused when NODE_ENV=production",
    ],
  ])("stops on billing setting %o with one line naming the variable", (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain("\n");
  });

  it.each([
    [
      { INSTAGRAM_PROVIDER: "rapidapi" },
      "API key not configured: set RAPIDAPI_KEY (required when INSTAGRAM_PROVIDER=rapidapi)",
    ],
    [{ INSTAGRAM_PROVIDER: "apify" }, "set APIFY_TOKEN (required when INSTAGRAM_PROVIDER=apify)"],
    [
      { INSTAGRAM_PROVIDER: "graph", IG_GRAPH_TOKEN: "t" },
      "set IG_BUSINESS_ACCOUNT_ID (required when INSTAGRAM_PROVIDER=graph)",
    ],
    [
      { INSTAGRAM_PROVIDER: "scraper" },
      "INSTAGRAM_PROVIDER must be one of demo, rapidapi, apify, graph",
    ],
    [{ COMMENT_MAX_PAGES: "0" }, "COMMENT_MAX_PAGES must be a whole number from 1 to 100"],
    [
      { INFLUENCER_REGULAR_PRICE_CENTS: "499" },
      "INFLUENCER_REGULAR_PRICE_CENTS must be more than the Influencer price (499 cents)",
    ],
    [
      { PROFILE_JOB_CONCURRENCY: "0" },
      "PROFILE_JOB_CONCURRENCY must be a whole number from 1 to 32",
    ],
    [
      { PROFILE_JOB_CONCURRENCY: "many" },
      "PROFILE_JOB_CONCURRENCY must be a whole number from 1 to 32",
    ],
    [
      { JOB_TIMEOUT_SECONDS: "1" },
      "JOB_TIMEOUT_SECONDS must be a whole number of seconds from 5 to 3600",
    ],
    [{ EXPORT_WORKERS: "0" }, "EXPORT_WORKERS must be a whole number from 1 to 8"],
  ])("stops on %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{ PORT: "abc" }, 'PORT must be a whole number between 1 and 65535 (got "abc")'],
    [{ PORT: "70000" }, "PORT must be a whole number between 1 and 65535"],
    [{ HOST: "my host" }, "HOST must be an IP address"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL must be a postgres:// or postgresql://"],
    [{ PUBLIC_URL: "ftp://x" }, "PUBLIC_URL must be an http(s) URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of"],
    [{ NODE_ENV: "staging" }, "NODE_ENV must be one of development, production, test"],
    [
      { NODE_ENV: "production", SMTP_URL: "smtp://m" },
      "AUTH_SECRET is required when NODE_ENV=production",
    ],
    [
      { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) },
      "SMTP_URL is required when NODE_ENV=production",
    ],
    [
      { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), SMTP_URL: "smtp://m" },
      "PUBLIC_URL must be the site's https:// origin when NODE_ENV=production",
    ],
    [
      {
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(32),
        SMTP_URL: "smtp://m",
        PUBLIC_URL: "http://commentlens.example.com",
      },
      "PUBLIC_URL must be the site's https:// origin when NODE_ENV=production",
    ],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET must be at least 32 characters"],
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL must be an smtp:// or smtps:// URL"],
  ])("rejects %o with one line naming the variable", (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain("\n");
  });
});
