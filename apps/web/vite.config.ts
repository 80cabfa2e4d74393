import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { evalFigures } from "./scripts/eval-figures";
import { contentPlugin } from "./vite-plugins/content";
import { demoReportPlugin } from "./vite-plugins/demo-report/index";

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Blog, help and legal markdown become JS modules at build time (no parser in the browser).
    contentPlugin({
      contentDir: fileURLToPath(new URL("./src/content", import.meta.url)),
      methodology: fileURLToPath(new URL("../../docs/methodology.md", import.meta.url)),
      root: fileURLToPath(new URL("../..", import.meta.url)),
    }),
    // The /demo sample report and the landing excerpt, from the current analyzer.
    demoReportPlugin(),
  ],
  // The measured figures marketing pages quote, read from the committed benchmark at build time.
  define: { __COMMENTLENS_EVAL__: JSON.stringify(evalFigures()) },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    modulePreload: {
      // Every browser we support preloads modules natively.
      polyfill: false,
      // The entry's imports are preloaded from the HTML; a lazy page's own imports are not
      // listed in the entry (that list alone weighed over 1 KB gzip on every first visit).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
    },
  },
});
