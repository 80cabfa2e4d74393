import { plural } from "../../report/format.js";
import { postCount } from "../context.js";
import { item } from "../model.js";
import { list } from "../stats.js";
import { type RecommendationKind, rec } from "./kind.js";

/** Who to keep close: the people who comment on most posts. */
export const regulars: RecommendationKind = (ctx) => {
  const n = ctx.entries.length;
  if (ctx.regulars.length === 0 || n < 2) return [];
  const names = ctx.regulars.slice(0, 5).map((c) => `@${c.handle} (${c.posts.size})`);
  return [
    rec(
      "audience_growth",
      6,
      item(
        `Thank or feature your ${plural(ctx.regulars.length, "regular")}, who commented on at least ${ctx.regularMin} of the ${postCount(n)}: ${list(names)}`,
        ctx.regulars.flatMap((c) => c.rows),
      ),
    ),
  ];
};
