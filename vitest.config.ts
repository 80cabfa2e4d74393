import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { demoReportPlugin } from "./apps/web/vite-plugins/demo-report/index.js";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "packages",
          // Scripts' tests cover the pure parts of the data and training scripts.
          include: ["packages/*/src/**/*.test.ts", "packages/*/scripts/**/*.test.ts"],
          environment: "node",
          // The first test of a file loads the sentiment model and word lists.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/api/src/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/api/src/test/global-setup.ts"],
          // Set by .ci/run to run the same suite against a real PostgreSQL server.
          provide: { testDatabaseUrl: process.env.TEST_DATABASE_URL ?? "" },
          // A test that runs a profile's analyses takes 20 s on a busy two-core machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Checks of the repository as a whole, such as that a clone needs nothing beside it.
          name: "repo",
          // The bench's pure helpers (how the evaluation reads a report) are tested here too.
          include: ["scripts/**/*.test.ts", "bench/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          // The build-time content compiler (markdown, measured figures, search index).
          name: "web-build",
          include: ["apps/web/vite-plugins/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        // The demo report modules are made as the build makes them (from the built packages).
        plugins: [react(), demoReportPlugin()],
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          // A full report renders in a second on a quiet machine, several on a busy one.
          testTimeout: 20_000,
          setupFiles: ["apps/web/src/test/setup.ts"],
        },
      },
    ],
  },
});
