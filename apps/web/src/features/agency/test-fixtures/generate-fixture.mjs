/**
 * Writes profile-fixture.json: a real profile analysis of the bundled demo profile
 * (@ovenbird.bakehouse, its latest 10 posts, 500 most liked comments each, as a capped
 * fetch reads them), shaped as `GET /api/profile-analyses/:id` answers it, so the detail view
 * tests read what users will see.
 *
 *   node_modules/.bin/tsx --conditions=source \
 *     apps/web/src/features/agency/test-fixtures/generate-fixture.mjs
 *   npx biome check --write apps/web/src/features/agency/test-fixtures
 *
 * Plain JavaScript so the web typecheck (browser types only) leaves it alone.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { buildProfileInsights, LocalAnalyzer } from "@commentlens/analysis";
import { DEMO_DATASET_URL, popularOrder } from "@commentlens/instagram";
import {
  formatProfileUrl,
  PROFILE_POST_LIMIT,
  profileAnalysisDetailSchema,
} from "@commentlens/shared";

const USERNAME = "ovenbird.bakehouse";
const COMMENT_CAP = 500;
const NOW = new Date("2026-03-02T09:30:00.000Z");

const dataset = JSON.parse(readFileSync(DEMO_DATASET_URL, "utf8"));
const profileRecord = dataset.profiles.find((p) => p.profile.username === USERNAME);
const records = profileRecord.postShortcodes
  .map((code) => dataset.posts.find((p) => p.post.shortcode === code))
  .filter(Boolean)
  .sort((a, b) => b.post.takenAt.localeCompare(a.post.takenAt))
  .slice(0, PROFILE_POST_LIMIT);

const analyzer = new LocalAnalyzer();
const inputs = [];
for (const record of records) {
  const comments = popularOrder(record.comments).slice(0, COMMENT_CAP);
  const result = await analyzer.analyze({
    comments,
    post: record.post,
    available: record.post.commentCount,
    repliesIncluded: true,
  });
  inputs.push({ post: record.post, result, comments, error: null });
}

const insights = buildProfileInsights({
  username: USERNAME,
  profile: profileRecord.profile,
  posts: inputs,
  now: NOW,
});

const created = "2026-03-02T09:28:00.000Z";
const posts = inputs.map(({ post, result }, i) => ({
  analysis_id: `an_post_${i + 1}`,
  shortcode: post.shortcode,
  url: post.url,
  media_type: post.mediaType,
  taken_at: post.takenAt,
  caption: post.caption,
  likes: post.likeCount,
  comments: post.commentCount,
  views: post.viewCount,
  engagement_rate:
    post.likeCount === null || post.likeCount === 0
      ? null
      : Math.round((post.commentCount / post.likeCount) * 10_000) / 100,
  thumbnail_url: null,
  status: "completed",
  error: null,
  analyzed_comments: result.total_comments,
  sentiment_score: result.sentiment_score,
  overall_sentiment: result.overall_sentiment,
}));

const detail = {
  id: "pa_fixture",
  instagram_username: USERNAME,
  profile_url: formatProfileUrl(USERNAME),
  full_name: profileRecord.profile.fullName,
  profile_pic_url: null,
  follower_count: profileRecord.profile.followerCount ?? null,
  analysis_status: "completed",
  total_posts: posts.length,
  completed_posts: posts.length,
  failed_posts: 0,
  created_at: created,
  created_by: "ana@example.com",
  error: null,
  engagement_rate: insights.metrics.engagement_rate,
  average_engagement: insights.metrics.average_engagement,
  sentiment_score: insights.metrics.sentiment_score,
  overall_sentiment: insights.metrics.overall_sentiment,
  posts,
  profile_insights: insights,
  progress: {
    status: "completed",
    progress: 100,
    total_posts: posts.length,
    completed_posts: posts.length,
    failed_posts: 0,
    current_step: "Analysis complete!",
    started_at: created,
    updated_at: NOW.toISOString(),
    error: null,
  },
};

profileAnalysisDetailSchema.parse(detail);
writeFileSync(
  new URL("./profile-fixture.json", import.meta.url),
  `${JSON.stringify(detail, null, 2)}\n`,
);
console.log(`wrote ${posts.length} posts, ${insights.metrics.total_comments} comments`);
