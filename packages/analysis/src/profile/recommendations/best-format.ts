import { postCount } from "../context.js";
import { outlierNote, typical } from "../drivers.js";
import { item } from "../model.js";
import { list, whole } from "../stats.js";
import { type RecommendationKind, rec } from "./kind.js";

/** The format that typically draws the most comments, clearly ahead of the next. */
export const bestFormat: RecommendationKind = (ctx) => {
  const [best, next, ...rest] = ctx.drivers.formats;
  if (!best || !next || best.entries.length < 2 || typical(best) < typical(next) * 1.25) {
    return [];
  }
  const others = [next, ...rest].map(
    (g) => `${whole(g.averageComments)} for ${g.noun} (${g.entries.length}${outlierNote(g)})`,
  );
  const likes = best.averageLikes !== null ? ` and ${whole(best.averageLikes)} likes` : "";
  return [
    rec(
      "content_optimization",
      2,
      item(
        `Make more ${best.noun}: they average ${whole(best.averageComments)} comments${likes} over ${postCount(best.entries.length)}${outlierNote(best)}, vs ${list(others)}`,
        [],
        best.entries,
      ),
    ),
  ];
};
