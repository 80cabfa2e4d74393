import { postCount } from "../context.js";
import { typical } from "../drivers.js";
import { item } from "../model.js";
import { list, whole } from "../stats.js";
import { type RecommendationKind, rec } from "./kind.js";

/** Captions that ask the audience something, when those posts draw clearly more comments. */
export const captionQuestion: RecommendationKind = (ctx) => {
  if (!ctx.drivers.asking) return [];
  const [yes, no] = ctx.drivers.asking;
  if (yes.entries.length < 2 || typical(yes) < typical(no) * 1.5) return [];
  const one = yes.entries.length === 1;
  return [
    rec(
      "content_optimization",
      4,
      item(
        `Ask your audience something in the caption, as ${list(yes.entries.map((e) => e.name))} ${one ? "does" : "do"}: ${one ? "it draws" : "they average"} ${whole(yes.averageComments)} comments vs ${whole(no.averageComments)} for the other ${postCount(no.entries.length)}`,
        [],
        yes.entries,
      ),
    ),
  ];
};
