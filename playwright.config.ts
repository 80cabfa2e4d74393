import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4319);
// A fresh data dir each run: the server starts on embedded defaults, as `npm start` does.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "commentlens-e2e-"));

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
  timeout: 30_000,
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
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { PORT: String(PORT), DATA_DIR, LOG_LEVEL: "warn" },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
  },
});
