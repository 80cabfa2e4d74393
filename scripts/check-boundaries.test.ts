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
    write("apps/web/src/features/billing/page.tsx", 'import { x } from "../auth/api";\n');
    write(
      "apps/web/src/features/team/deep/list.tsx",
      'import "./own";\nimport { y } from "@/features/billing/api";\nimport { z } from "../../../lib/api-client";\n',
    );
    const web = rules.find((r) => r.name.startsWith("a web feature")) as Rule;
    expect(check(web, root).map((o) => [o.file, o.line, o.to])).toEqual([
      ["apps/web/src/features/billing/page.tsx", 1, "auth"],
      ["apps/web/src/features/team/deep/list.tsx", 2, "billing"],
    ]);
  });

  it("finds an API module reading another module's repository, not its service", () => {
    root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    write(
      "apps/api/src/modules/profiles/service.ts",
      'import { a } from "../analyses/repository.js";\nimport { b } from "../analyses/service.js";\nimport { c } from "./repository.js";\n',
    );
    const api = rules.find((r) => r.name.startsWith("an API module")) as Rule;
    expect(check(api, root).map((o) => [o.file, o.line, o.specifier])).toEqual([
      ["apps/api/src/modules/profiles/service.ts", 1, "../analyses/repository.js"],
    ]);
  });
});
