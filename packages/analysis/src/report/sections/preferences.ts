import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { plural } from "../format.js";
import { insight } from "../insight.js";
import { share } from "../lists.js";
import { isPositiveRow } from "../rows.js";

/**
 * Content preferences: the warm topics (at least half positive) that earn the most likes,
 * or that come up most when likes are hidden.
 */
export function contentPreferences(ctx: ReportContext): Insight[] {
  const { withLikes } = ctx;
  return ctx.topics
    .filter((t) => t.rows.length >= 2)
    .map((t) => {
      let likes = 0;
      for (const r of t.rows) likes += r.comment.likes ?? 0;
      return { t, avg: likes / t.rows.length, warmth: share(t.rows, isPositiveRow) };
    })
    .filter((x) => x.warmth >= 0.5)
    .sort((a, b) => (withLikes ? b.avg - a.avg : b.t.rows.length - a.t.rows.length))
    .slice(0, 4)
    .map(
      ({ t, avg, warmth }) =>
        insight(
          withLikes
            ? `Comments about “${t.label}” get ${avg.toFixed(1)} likes on average and are ${Math.round(warmth * 100)}% positive`
            : `“${t.label}” comes up in ${plural(t.rows.length, "warm comment")} (likes are hidden on this post)`,
          t.rows,
        ) as Insight,
    );
}
