import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { plural } from "../format.js";
import { insight, insightLedBy } from "../insight.js";
import { pushTo, share } from "../lists.js";
import type { Row } from "../rows.js";
import { isPositiveRow } from "../rows.js";

/** Trending topics, then the most used emoji and how they are meant. */
export function trendingTopics(ctx: ReportContext): Insight[] {
  const trending = ctx.topics.slice(0, 6).map(
    (t) =>
      insight(`“${t.label}” comes up in ${plural(t.rows.length, "comment")}`, t.rows, {
        kind: "topic",
        topic: t.label,
      }) as Insight,
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
        `${ctx.emojiForms.get(e) ?? e} appears in ${plural(rs.length, "comment")}, ${warm}% of them positive`,
        rs,
        warm >= 50 ? isPositiveRow : (r) => !isPositiveRow(r),
      ) as Insight,
    );
  }
  return trending;
}
