// `npx tsx --conditions=source packages/analysis/scripts/build-eld-table.ts`
//
// Writes model/eld-ngrams-extrasmall.json: the n-gram table of the installed eld package
// (its "extrasmall" size), as JSON. eld ships the table as a 1 MB JavaScript object literal,
// which V8 takes about half a second to compile; the same data parses as JSON in a third of
// that, which every process that detects a language (the server, the CLIs) saves on start.
// The detector checks the version and falls back to eld's own table after an upgrade until
// this script is run again. Deterministic: same eld version, same file.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MODEL_DIR } from "./lib.js";

const entry = fileURLToPath(import.meta.resolve("eld/extrasmall"));
// eld's src folder (the entry sits in src/entries) and the package folder above it.
const src = path.dirname(path.dirname(entry));
const pkg = JSON.parse(readFileSync(path.join(path.dirname(src), "package.json"), "utf8")) as {
  version: string;
  license: string;
};
const { ngramsData } = createRequire(import.meta.url)(
  path.join(src, "ngrams", "extrasmall.js"),
) as { ngramsData: unknown };

const out = {
  about:
    "The n-gram table of eld (npmjs.com/package/eld, by Nito T.M., Apache-2.0), size extrasmall, converted to JSON by scripts/build-eld-table.ts. Do not edit by hand.",
  licence: pkg.license,
  eld: pkg.version,
  ngrams: ngramsData,
};
const target = path.join(MODEL_DIR, "eld-ngrams-extrasmall.json");
writeFileSync(target, `${JSON.stringify(out)}\n`);
console.log(`wrote ${target} (eld ${pkg.version})`);
