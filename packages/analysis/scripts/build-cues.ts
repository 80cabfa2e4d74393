// `npm run cues`: checks every cue source file under packages/analysis/cues (the pattern and its
// own examples) and writes model/cues.json, the one file every stage reads. `npm run lint`
// checks the compiled groups for super-linear matching time.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { checkCueFile, compileCues, entryFinds } from "../src/cues/cue-data.js";
import { readCueSources } from "../src/cues/cue-sources.js";
import { MODEL_DIR } from "../src/model-files.js";

const { groups, files } = readCueSources();
const problems: string[] = [];
for (const [name, file] of files) {
  const spec = groups[name.split("/")[1] as string];
  const found = checkCueFile(name, spec, file);
  problems.push(...found);
  if (!spec || found.length > 0) continue;
  for (const e of file.entries) {
    for (const text of e.match)
      if (!entryFinds(spec.mode, e.pattern, text))
        problems.push(`${name} (${e.pattern}) misses "${text}"`);
    for (const text of e.not)
      if (entryFinds(spec.mode, e.pattern, text))
        problems.push(`${name} (${e.pattern}) finds "${text}"`);
  }
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
const target = path.join(MODEL_DIR, "cues.json");
writeFileSync(target, `${JSON.stringify(compileCues(groups, files), null, 2)}\n`);
console.log(
  `wrote ${target}: ${files.size} files, ${[...files.values()].reduce((n, f) => n + f.entries.length, 0)} entries`,
);
