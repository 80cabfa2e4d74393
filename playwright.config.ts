import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { PORT, RAPIDAPI_APP_PORT, RAPIDAPI_APP_URL, RAPIDAPI_FIXTURES_PORT } from "./e2e/ports.js";

// Fresh data dirs each run: the servers start on embedded defaults, as `npm start` does.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "commentlens-e2e-"));
const RAPIDAPI_DATA_DIR = mkdtempSync(path.join(tmpdir(), "commentlens-e2e-rapidapi-"));

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "e2e",
  // Accessibility scans of long pages take seconds each on a busy machine: time is no finding.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        // Debian's chromium; never `playwright install`.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: chromiumArgs,
        },
      },
    },
  ],
  // Started in order: the first builds what is missing, the others run the built app.
  webServer: [
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${PORT}/api/health`,
      // Behind a trusted proxy: each test is a client of its own address (e2e/fixtures.ts).
      env: { PORT: String(PORT), DATA_DIR, LOG_LEVEL: "warn", TRUST_PROXY: "true" },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
    },
    {
      command: `npx tsx e2e/servers/rapidapi-fixtures.ts ${RAPIDAPI_FIXTURES_PORT}`,
      url: `http://127.0.0.1:${RAPIDAPI_FIXTURES_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node apps/api/dist/server.js",
      url: `${RAPIDAPI_APP_URL}/api/health`,
      env: {
        PORT: String(RAPIDAPI_APP_PORT),
        DATA_DIR: RAPIDAPI_DATA_DIR,
        STATIC_DIR: "apps/web/dist",
        LOG_LEVEL: "warn",
        INSTAGRAM_PROVIDER: "rapidapi",
        RAPIDAPI_KEY: "e2e-key",
        RAPIDAPI_BASE_URL: `http://127.0.0.1:${RAPIDAPI_FIXTURES_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
