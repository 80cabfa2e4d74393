/**
 * Analyses each comment of the adversarial set on its own, then all of them as one post, and
 * prints a line as each starts and ends: a pattern that backtracks super-linearly leaves a
 * "start" line without its "done".
 *
 *   npx tsx --conditions=source packages/analysis/scripts/adversarial.ts [characters]
 */
import { adversarialComments, LocalAnalyzer } from "@commentlens/analysis/internal";
import { ANALYZE_MAX_COMMENT_LENGTH, type Post } from "@commentlens/shared";

const analyzer = new LocalAnalyzer();
/** Characters per comment: Instagram's limit unless a length is given. */
const length = Number(process.argv[2] ?? ANALYZE_MAX_COMMENT_LENGTH);
const set = adversarialComments(length);
const post: Post = {
  id: "1",
  shortcode: "adversarial",
  url: "https://www.instagram.com/p/adversarial/",
  mediaType: "photo",
  takenAt: "2026-01-01T00:00:00.000Z",
  owner: { username: "shop", fullName: "Shop", isVerified: false },
  // The caption is read for featured people, giveaways and links: it gets a run too.
  caption: set[0]?.comment.text ?? "",
  likeCount: 10,
  commentCount: set.length,
  viewCount: null,
  commentsDisabled: false,
  thumbnailUrl: null,
};

async function timed(name: string, comments = set.map((s) => s.comment)): Promise<void> {
  console.log(JSON.stringify({ start: name }));
  const started = performance.now();
  await analyzer.analyze({ comments, post, repliesIncluded: false });
  console.log(JSON.stringify({ done: name, ms: Math.round(performance.now() - started) }));
}

for (const { name, comment } of set) await timed(name, [comment]);
await timed("all of them under one post");
