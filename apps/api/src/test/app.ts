import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type AppOptions, buildApp } from "../app.js";
import { type Config, loadConfig } from "../config.js";
import type { Database } from "../db/client.js";
import { createTestDatabase } from "./database.js";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A small stand-in for the built SPA: the server only needs its head marker. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "commentlens-web-"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html lang="en"><head><!--app-head--><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dir, "assets"));
  // Large enough to be worth compressing.
  writeFileSync(
    path.join(dir, "assets", "index-abc123.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});`,
  );
  writeFileSync(path.join(dir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** Builds the real app on a fresh database, as the server does, without listening. */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Adds routes before the app is sealed, e.g. to exercise the error handler. */
  extend?: (app: FastifyInstance) => void,
  /**
   * Stand-ins for the app's collaborators, e.g. an Instagram provider that fails on cue, or a
   * logger whose lines the test reads.
   */
  options: Pick<AppOptions, "instagram" | "analyzer" | "logger" | "mailer"> = {},
): Promise<TestApp> {
  const staticDir = fakeWebBuild();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "commentlens-data-")),
    STATIC_DIR: staticDir,
    PUBLIC_URL: "https://commentlens.test",
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, ...options });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
