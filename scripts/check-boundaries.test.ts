import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations
import { offendersOf, RULES } from "./check-boundaries.mjs";

interface Rule {
  name: string;
}
interface Offender {
  file: string;
  line: number;
  specifier: string;
  from: string;
  to: string;
}
const rules = RULES as Rule[];
const check = offendersOf as (rule: Rule, root: string) => Offender[];

let root = "";
/** An import line; specifiers are joined so no relative path literal sits in this file. */
const UP = "..";
const importOf = (...parts: string[]) => `import { x } from "${parts.join("/")}";\n`;
function write(file: string, text: string) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("the boundary check", () => {
  it("finds a web feature importing another, by relative path or alias, but not shared code", () => {
    root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    write("apps/web/src/features/billing/page.tsx", importOf("..", "auth", "api"));
    write(
      "apps/web/src/features/team/deep/list.tsx",
      importOf(".", "own") +
        importOf("@", "features", "billing", "api") +
        importOf(UP, UP, UP, "lib", "api-client"),
    );
    const web = rules.find((r) => r.name.startsWith("a web feature")) as Rule;
    expect(check(web, root).map((o) => [o.file, o.line, o.to])).toEqual([
      ["apps/web/src/features/billing/page.tsx", 1, "auth"],
      ["apps/web/src/features/team/deep/list.tsx", 2, "billing"],
    ]);
  });

  it("finds a web feature importing app/, not lib/ or components/", () => {
    root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    write(
      "apps/web/src/features/billing/page.tsx",
      importOf(UP, UP, "app", "session") +
        importOf(UP, UP, "lib", "session", "session") +
        importOf("@", "app", "routes") +
        importOf(UP, UP, "components", "banner"),
    );
    // app/ composes features: its imports of them are the point.
    write("apps/web/src/app/routes.tsx", importOf(UP, "features", "billing", "page"));
    const layer = rules.find((r) =>
      r.name.startsWith("a web feature imports nothing from app"),
    ) as Rule;
    expect(check(layer, root).map((o) => [o.file, o.line, o.to])).toEqual([
      ["apps/web/src/features/billing/page.tsx", 1, "app"],
      ["apps/web/src/features/billing/page.tsx", 3, "app"],
    ]);
  });

  it("finds lib/ or components/ importing a feature or app/, not each other", () => {
    root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    write(
      "apps/web/src/lib/session/session.tsx",
      importOf(UP, UP, "features", "auth", "api") + importOf(UP, "api-client"),
    );
    write(
      "apps/web/src/components/report/chart.tsx",
      importOf(UP, UP, "app", "layout") + importOf(UP, UP, "lib", "cn"),
    );
    const floors = rules.find((r) => r.name.startsWith("lib/ and components/")) as Rule;
    expect(check(floors, root).map((o) => [o.file, o.line, o.to])).toEqual([
      ["apps/web/src/components/report/chart.tsx", 1, "app"],
      ["apps/web/src/lib/session/session.tsx", 1, "features"],
    ]);
  });

  it("finds an API module reading another module's repository, not its service", () => {
    root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    write(
      "apps/api/src/modules/agency/service.ts",
      importOf("..", "analyses", "repository.js") +
        importOf("..", "analyses", "service.js") +
        importOf(".", "repository.js"),
    );
    const api = rules.find((r) => r.name.startsWith("an API module")) as Rule;
    expect(check(api, root).map((o) => [o.file, o.line, o.specifier])).toEqual([
      ["apps/api/src/modules/agency/service.ts", 1, ["..", "analyses", "repository.js"].join("/")],
    ]);
  });

  it("finds a route file reading a repository, its own module's too, not a service", () => {
    root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    write(
      "apps/api/src/modules/agency/branding-routes.ts",
      importOf(".", "branding-repository.js") + importOf(".", "branding-service.js"),
    );
    write("apps/api/src/modules/agency/routes.ts", importOf(".", "access.js"));
    // Services and access functions are where the repository is read.
    write("apps/api/src/modules/agency/access.ts", importOf(".", "repository.js"));
    const routes = rules.find((r) => r.name.startsWith("an API route file")) as Rule;
    expect(check(routes, root).map((o) => [o.file, o.line])).toEqual([
      ["apps/api/src/modules/agency/branding-routes.ts", 1],
    ]);
  });

  it("finds an app importing a file of another app, not a package", () => {
    root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    write(
      "apps/web/vite-plugins/demo/build.ts",
      importOf(UP, UP, UP, "api", "src", "modules", "analyses", "timeline.js") +
        importOf("@commentlens", "analysis"),
    );
    write("apps/api/src/app.ts", importOf(".", "server.js"));
    const apps = rules.find((r) => r.name.startsWith("an app imports")) as Rule;
    expect(check(apps, root).map((o) => [o.file, o.line, o.to])).toEqual([
      ["apps/web/vite-plugins/demo/build.ts", 1, "api"],
    ]);
  });

  it("finds the analysis engine importing the data providers or the tools, by name or path", () => {
    root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    write(
      "packages/analysis/src/cli/report.ts",
      importOf("@commentlens", "instagram") +
        importOf("@commentlens", "shared") +
        importOf(UP, UP, UP, "cli", "src", "sentiment.js") +
        importOf("@commentlens", "instagram", "testing"),
    );
    // The tools and the providers may import the engine.
    write("packages/cli/src/report.ts", importOf("@commentlens", "analysis"));
    write("packages/instagram/src/index.ts", importOf("@commentlens", "shared"));
    const engine = rules.find((r) => r.name.startsWith("the analysis engine")) as Rule;
    expect(check(engine, root).map((o) => [o.file, o.line, o.to])).toEqual([
      ["packages/analysis/src/cli/report.ts", 1, "instagram"],
      ["packages/analysis/src/cli/report.ts", 3, "cli"],
      ["packages/analysis/src/cli/report.ts", 4, "instagram"],
    ]);
  });
});
