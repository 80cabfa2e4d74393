import { plural } from "../../report/format.js";
import { mentionsIn } from "../../text/mentions.js";
import { postCount } from "../context.js";
import { item, named, type PostEntry, postsOf } from "../model.js";
import { type RecommendationKind, rec } from "./kind.js";

/** People already tag friends under several posts: invite more of it. */
export const friendTags: RecommendationKind = (ctx) => {
  const owner = ctx.handle.toLowerCase();
  const tagging = ctx.real.filter(
    (r) => r.comment.text.includes("@") && mentionsIn(r.comment.text).some((h) => h !== owner),
  );
  const posts = postsOf(tagging);
  if (tagging.length < 5 || posts.length < 2) return [];
  const top = posts[0] as PostEntry;
  return [
    rec(
      "audience_growth",
      7,
      item(
        `Invite people to tag a friend: ${plural(tagging.length, "comment")} under ${postCount(posts.length)} already do, most under ${named(top, tagging.filter((r) => r.entry === top).length)}`,
        tagging,
      ),
    ),
  ];
};
