import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "packages",
          include: ["packages/*/src/**/*.test.ts"],
          environment: "node",
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Checks of the repository as a whole, such as that a clone needs nothing beside it.
          name: "repo",
          include: ["scripts/**/*.test.ts"],
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
        plugins: [react()],
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["apps/web/src/test/setup.ts"],
        },
      },
    ],
  },
});
