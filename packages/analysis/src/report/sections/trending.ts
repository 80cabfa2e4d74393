import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { insight, insightLedBy } from "../insight.js";
import { pushTo, share } from "../lists.js";
import type { Row } from "../rows.js";
import { isPositiveRow } from "../rows.js";

/** Trending topics, then the most used emoji and how they are meant. */
export function trendingTopics(ctx: ReportContext): Insight[] {
  const trending = ctx.topics
    .slice(0, 6)
    .map(
      (t) =>
        insight(
          { kind: "trending-topic", topic: t.label, figures: { comments: t.rows.length } },
          t.rows,
        ) as Insight,
    );
  const emojiCounts = new Map<string, Row[]>();
  for (const r of ctx.real) for (const e of r.record.emoji) pushTo(emojiCounts, e, r);
  // The most used emoji and how they are meant: 😭 can be joy or dismay.
  for (const [e, rs] of [...emojiCounts.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, 3)) {
    if (rs.length < 3) break;
    const warm = Math.round(share(rs, isPositiveRow) * 100);
    trending.push(
      insightLedBy(
        {
          kind: "trending-emoji",
          phrase: ctx.emojiForms.get(e) ?? e,
          figures: { comments: rs.length, percent: warm },
        },
        rs,
        warm >= 50 ? isPositiveRow : (r) => !isPositiveRow(r),
      ) as Insight,
    );
  }
  return trending;
}
