import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { insight } from "../insight.js";
import { compact, share } from "../lists.js";
import { isPositiveRow, type Row } from "../rows.js";

/** A topic draws likes when its comments average at least one and half again the post's. */
const MIN_LIKES = 1;
const MIN_LIFT = 1.5;
/**
 * Without a likes signal, a warm topic needs this many comments to be a preference, and one
 * in a hundred of the audience's comments on a big post.
 */
const MIN_WARM_COMMENTS = 3;
const MIN_WARM_SHARE = 0.01;

const averageLikes = (rows: Row[]) => {
  let likes = 0;
  for (const r of rows) likes += r.comment.likes ?? 0;
  return rows.length ? likes / rows.length : 0;
};

/** The likes come from one comment: without it the others average less than the post's. */
function restsOnOne(rows: Row[], postAvg: number): boolean {
  let likes = 0;
  let top = 0;
  for (const r of rows) {
    const l = r.comment.likes ?? 0;
    likes += l;
    if (l > top) top = l;
  }
  return (likes - top) / (rows.length - 1) < postAvg;
}

/**
 * Content preferences: the warm topics (at least half positive) whose comments earn clearly
 * more likes than the post's comments do (not thanks to one popular comment), with that
 * comparison; when likes are hidden or no
 * topic stands out, the warm topics that come up most.
 */
export function contentPreferences(ctx: ReportContext): Insight[] {
  const warm = ctx.topics
    .filter((t) => t.rows.length >= 2)
    .map((t) => ({ t, avg: averageLikes(t.rows), warmth: share(t.rows, isPositiveRow) }))
    .filter((x) => x.warmth >= 0.5);
  const postAvg = averageLikes(ctx.real);
  const liked = ctx.withLikes
    ? warm
        .filter(
          (x) =>
            x.avg >= MIN_LIKES && x.avg >= MIN_LIFT * postAvg && !restsOnOne(x.t.rows, postAvg),
        )
        .sort((a, b) => b.avg - a.avg)
    : [];
  if (liked.length > 0)
    return compact(
      liked.slice(0, 4).map(({ t, avg, warmth }) =>
        insight(
          {
            kind: "liked-topic",
            topic: t.label,
            figures: {
              likes: avg,
              postLikes: postAvg,
              percent: Math.round(warmth * 100),
            },
          },
          t.rows,
        ),
      ),
    );
  // The warm comments are counted and shown: "comes up in 5 warm comments" must not open on
  // the one that calls the outfit the ugliest ever seen.
  return compact(
    warm
      .map((x) => ({ ...x, warmRows: x.t.rows.filter(isPositiveRow) }))
      .filter(
        (x) =>
          x.warmRows.length >= MIN_WARM_COMMENTS &&
          x.warmRows.length >= MIN_WARM_SHARE * ctx.real.length,
      )
      .sort((a, b) => b.warmRows.length - a.warmRows.length)
      .slice(0, 4)
      .map(({ t, warmRows }) =>
        insight(
          {
            kind: "warm-topic",
            topic: t.label,
            figures: { comments: warmRows.length, likesHidden: ctx.withLikes ? 0 : 1 },
          },
          warmRows,
        ),
      ),
  );
}
