// Fails when a regular expression in the repository can take super-linear time. One crafted
// comment matched against such a pattern holds a thread for minutes or hours, so every pattern
// the code writes must run in time linear in its input.
//
// Two kinds of pattern are checked:
//   - every regular-expression literal, and every `new RegExp("…")` / `RegExp(`…`)` whose source
//     is a plain string, in the TypeScript and JavaScript sources;
//   - every pattern the analysis and Instagram packages build at run time (from word lists and
//     data files), recorded while their built modules load and analyse a few comments.
//
//   node scripts/check-regexes.mjs           # exit 1 when a pattern is vulnerable
import path from "node:path";
import { fileURLToPath } from "node:url";
import { patternsInSources, superLinearReason } from "./regex-safety.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Patterns the built packages compile at run time: the global RegExp is wrapped while their
 * modules load and analyse a handful of comments, so patterns built lazily are seen too.
 */
async function patternsBuiltAtRunTime() {
  const seen = new Map();
  const Native = globalThis.RegExp;
  const record = (made) => {
    const key = `${made.flags}/${made.source}`;
    // Patterns a dependency builds for itself are its own (none is built from our data).
    const where = seen.has(key) ? null : caller();
    if (where) seen.set(key, { source: made.source, flags: made.flags, where });
    return made;
  };
  const Recording = new Proxy(Native, {
    construct: (target, args, newTarget) =>
      record(Reflect.construct(target, args, newTarget === Recording ? target : newTarget)),
    apply: (target, self, args) => record(Reflect.apply(target, self, args)),
  });
  globalThis.RegExp = Recording;
  try {
    const analysis = await import("@commentlens/analysis/internal");
    await import("@commentlens/instagram");
    // Every cue group compiled from data, whether or not the sample below reaches it.
    analysis.buildEveryCueGroup();
    // Comments in several languages and one whose language is unknown, the adversarial runs,
    // and a post with a caption: every lazily built list gets built.
    const everyday = [
      "Love it! 😍 @friend",
      "¿Cuánto cuesta?",
      "Muito lindo",
      "çok güzel",
      "keren banget",
      "ok",
    ];
    const crafted = analysis.adversarialComments().map((a) => a.comment);
    const comments = [
      ...everyday.map((text, i) => ({ ...crafted[0], id: `e${i}`, text })),
      ...crafted,
    ];
    const post = {
      id: "1",
      shortcode: "sample",
      url: "https://www.instagram.com/p/sample/",
      mediaType: "photo",
      takenAt: "2026-01-01T00:00:00.000Z",
      owner: { username: "shop", fullName: "Shop", isVerified: false },
      caption: "Giveaway! Tag a friend. Shop now at shop.com with @maker",
      likeCount: 10,
      commentCount: comments.length,
      viewCount: null,
      commentsDisabled: false,
      thumbnailUrl: null,
    };
    const analyzer = new analysis.LocalAnalyzer();
    await analyzer.analyze({ comments, post, repliesIncluded: false });
    await analyzer.analyze({ comments, post: null, repliesIncluded: true });
  } finally {
    globalThis.RegExp = Native;
  }
  return [...seen.values()];
}

/**
 * The repository files and lines that built a pattern, from the stack of its construction;
 * `null` for one built by a dependency on its own.
 */
function caller() {
  const places = [];
  for (const frame of (new Error().stack ?? "").split("\n").slice(1)) {
    const at = /(?:\(|at )(?:file:\/\/)?([^\s()]+):(\d+):\d+\)?$/.exec(frame);
    if (!at?.[1].startsWith(ROOT) || at[1].includes("/node_modules/")) continue;
    if (at[1].endsWith("check-regexes.mjs")) continue;
    places.push(`${path.relative(ROOT, at[1])}:${at[2]}`);
    if (places.length === 2) break;
  }
  return places.length ? `${places.join(" ← ")} (built at run time)` : null;
}

const written = patternsInSources(ROOT);
const writtenKeys = new Set(written.map((p) => `${p.flags}/${p.source}`));
const built = (await patternsBuiltAtRunTime()).filter(
  (p) => !writtenKeys.has(`${p.flags}/${p.source}`),
);
const vulnerable = [];
for (const pattern of [...written, ...built]) {
  const reason = superLinearReason(pattern);
  if (reason) vulnerable.push({ ...pattern, reason });
}
for (const v of vulnerable) {
  const shown = v.source.length > 160 ? `${v.source.slice(0, 160)}…` : v.source;
  console.log(`${v.where}: /${shown}/${v.flags}\n  ${v.reason}`);
}
console.log(
  vulnerable.length
    ? `${vulnerable.length} regular expressions can take super-linear time: make sure no two parts can match the same text, and anchor a pattern that scans a run (e.g. (?<!x)x+$ rather than x+$)`
    : `${written.length} written and ${built.length} built regular expressions run in linear time`,
);
process.exit(vulnerable.length ? 1 : 0);
