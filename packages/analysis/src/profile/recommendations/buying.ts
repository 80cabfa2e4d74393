import { plural } from "../../report/format.js";
import { example, isOpen, postCount } from "../context.js";
import { asksCreator, item, named, type PostEntry, postsOf } from "../model.js";
import { type Rec, type RecommendationKind, rec, usesTheme } from "./kind.js";

/**
 * Money: people who want to buy are shown where to, their open questions answered, and the
 * theme most of them want offered more.
 */
export const buying: RecommendationKind = (ctx, earlier) => {
  const buyers = ctx.real.filter((r) => r.tags.includes("purchase_intent"));
  if (buyers.length < 3) return [];
  const recs: Rec[] = [];
  const posts = postsOf(buyers);
  const top = posts[0] as PostEntry;
  const link = ctx.profile?.externalUrl;
  recs.push(
    rec(
      "monetization_opportunities",
      4,
      item(
        `Show the ${plural(buyers.length, "comment")} that want to buy (under ${postCount(posts.length)}) where to do it: ${link ? `put ${link} in the captions` : "say in the caption how to order"}, starting with posts like ${named(top, buyers.filter((r) => r.entry === top).length)}`,
        buyers,
      ),
    ),
  );
  const openBuying = buyers.filter((r) => asksCreator(r) && isOpen(r) && !earlier.covered.has(r));
  if (openBuying.length >= 3) {
    recs.push(
      rec(
        "monetization_opportunities",
        5,
        item(
          `Reply to the ${plural(openBuying.length, "question")} about buying still open under ${postCount(postsOf(openBuying).length)}: each is a sale waiting on an answer${example(openBuying)}`,
          openBuying,
        ),
      ),
    );
  }
  const demand = ctx.themes
    .filter((t) => !earlier.usedKeys.has(t.key))
    .map((t) => ({
      t,
      rows: t.rows.filter((r) => r.tags.includes("purchase_intent") && !usesTheme(earlier, r)),
    }))
    .filter(({ rows }) => rows.length >= 3)
    .sort((a, b) => b.rows.length - a.rows.length)[0];
  if (demand) {
    recs.push(
      rec(
        "monetization_opportunities",
        6,
        item(
          `Offer more “${demand.t.label}”: ${plural(demand.rows.length, "comment")} about it under ${postCount(postsOf(demand.rows).length)} want to buy${example(demand.rows)}`,
          demand.rows,
        ),
      ),
    );
  }
  return recs;
};
