import { formatNumber } from "@commentlens/shared";
import { plural } from "../../report/format.js";
import { withoutSeparators } from "../../text/word-forms.js";
import { postCount } from "../context.js";
import { item } from "../model.js";
import { median, whole } from "../stats.js";
import { type RecommendationKind, rec, usesTheme } from "./kind.js";

/** What people keep asking to be made, across posts: give it a regular place. */
export const wantedTheme: RecommendationKind = (ctx, earlier) => {
  const { entries } = ctx;
  const n = entries.length;
  const wanted = ctx.themes
    .filter((t) => !earlier.usedKeys.has(t.key))
    .map((t) => ({
      t,
      requests: t.rows.filter((r) => r.tags.includes("suggestion") && !usesTheme(earlier, r)),
      asks: t.rows.filter((r) => r.tags.includes("question") || r.tags.includes("suggestion")),
    }))
    .filter(({ requests }) => requests.length >= 3)
    .sort((a, b) => b.requests.length - a.requests.length || b.asks.length - a.asks.length)[0];
  if (!wanted || n < 2) return [];
  const { t, asks, requests } = wanted;
  const about = entries.find((e) =>
    withoutSeparators(e.post.caption.toLowerCase()).includes(t.key),
  );
  const medC = median(entries.map((e) => e.comments)) ?? 0;
  return [
    rec(
      "content_optimization",
      1,
      item(
        `Give “${t.label}” a regular place: it comes up under ${t.posts.size} of ${postCount(n)} (${plural(t.rows.length, "comment")} by ${plural(t.people, "person", "people")}), ${requests.length} asking for it${asks.length > requests.length ? ` and ${asks.length - requests.length} more with questions about it` : ""}${about ? `; ${about.name}, the post about it, drew ${formatNumber(about.comments)} comments against a median of ${whole(medC)}` : ""}`,
        t.rows,
      ),
    ),
  ];
};
