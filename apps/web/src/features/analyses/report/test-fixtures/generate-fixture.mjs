/**
 * Writes report-fixture.json: a real analysis of a ~150-comment slice of a bundled demo post,
 * shaped as the API answers it, so the report tests read what users will see.
 *
 *   node_modules/.bin/tsx --conditions=source \
 *     apps/web/src/features/analyses/report/test-fixtures/generate-fixture.mjs
 *
 * Plain JavaScript so the web typecheck (browser types only) leaves it alone.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { LocalAnalyzer } from "@commentlens/analysis";
import { DEMO_DATASET_URL, popularOrder } from "@commentlens/instagram";

const SHORTCODE = "DeuGrzTl6DY";
const dataset = JSON.parse(readFileSync(DEMO_DATASET_URL, "utf8"));
const record = dataset.posts.find((p) => p.post.shortcode === SHORTCODE);
const analyzer = new LocalAnalyzer();

// The most liked comments, as a capped fetch would get them, plus a few spam and giveaway
// entries from further down so the spam toggle has something to change.
const ordered = popularOrder(record.comments);
const full = await analyzer.analyze({
  comments: ordered,
  post: record.post,
  repliesIncluded: true,
});
const tagsOf = new Map(full.comments.map((c) => [c.id, c.tags]));
const top = ordered.slice(0, 130);
const taken = new Set(top.map((c) => c.id));
const pick = (tag, n) =>
  ordered.filter((c) => !taken.has(c.id) && tagsOf.get(c.id)?.includes(tag)).slice(0, n);
const comments = [...top, ...pick("spam", 10), ...pick("giveaway_entry", 10)];

const result = await analyzer.analyze({
  comments,
  post: record.post,
  available: record.post.commentCount,
  repliesIncluded: true,
});
// Measured time varies run to run; a fixed figure keeps the fixture stable.
result.analysis_time = 0.4;

const byId = new Map(result.comments.map((c) => [c.id, c]));
const analysisComments = comments.map((c) => {
  const r = byId.get(c.id);
  return {
    id: c.id,
    username: c.username,
    text: c.text,
    likes: c.likes,
    timestamp: c.timestamp,
    reply_count: c.replyCount,
    parent_id: c.parentId,
    is_from_owner: c.isFromOwner,
    score: r.score,
    label: r.label,
    language: r.language,
    target: r.target,
    tags: r.tags,
  };
});

// Comments per day by label, as the API's timeline has it.
const days = new Map();
for (const c of analysisComments) {
  const start = `${c.timestamp.slice(0, 10)}T00:00:00.000Z`;
  const point = days.get(start) ?? { start, positive: 0, neutral: 0, negative: 0 };
  point[c.label] += 1;
  days.set(start, point);
}
const timeline = {
  bucket: "day",
  points: [...days.values()].sort((a, b) => a.start.localeCompare(b.start)),
};

const analysis = {
  id: "an_fixture",
  status: "completed",
  step: "strategy",
  progress: 100,
  message: "Analysis complete!",
  post_url: record.post.url,
  shortcode: SHORTCODE,
  source: "demo",
  file_name: null,
  created_at: "2026-11-20T09:30:00.000Z",
  fetched: { pages: 3, comments: comments.length, total: record.post.commentCount },
  post: record.post,
  result,
  comparison: null,
  timeline,
  error: null,
  error_code: null,
  visitor: false,
  expires_at: null,
};

writeFileSync(
  new URL("./report-fixture.json", import.meta.url),
  `${JSON.stringify({ analysis, comments: analysisComments }, null, 2)}\n`,
);
console.log(
  `${comments.length} comments, ${result.spam_count} spam, ${result.giveaway_count} giveaway, ${timeline.points.length} days`,
);
