import { plural, quote } from "../../report/format.js";
import { type Context, example, isOpen, postCount } from "../context.js";
import { asksCreator, item, named, type PostEntry, postsOf, type Row } from "../model.js";
import { indexSubset, pickThemes } from "../themes.js";
import { bioLine } from "./bio.js";
import { type Rec, rec } from "./kind.js";

const openQuestion = (r: Row) => asksCreator(r) && isOpen(r);

/**
 * Open questions on the same subject under several posts (one answer serves them all, and a
 * bio that already answers is quoted), then the other open questions together. Returns the
 * questions and themes it covers, so later kinds do not ask about them again.
 */
export function openQuestions(ctx: Context): {
  recs: Rec[];
  covered: Set<Row>;
  usedKeys: Set<string>;
} {
  const recs: Rec[] = [];
  const openThemes =
    ctx.entries.length >= 2 ? pickThemes(indexSubset(ctx.real.filter(openQuestion)), 2, 2) : [];
  const covered = new Set<Row>();
  for (const t of openThemes) {
    if (t.rows.length < 3) continue;
    for (const r of t.rows) covered.add(r);
    const bio = bioLine(ctx, t);
    const buying = t.rows.filter((r) => r.tags.includes("purchase_intent")).length;
    recs.push(
      rec(
        "engagement_improvement",
        buying >= t.rows.length / 2 ? 0 : 2,
        item(
          `Answer the ${plural(t.rows.length, `question about “${t.label}”`, `questions about “${t.label}”`)} still open under ${postCount(t.posts.size)}${example(t.rows)}${bio ? `: your bio already says “${quote(bio, 80)}”, so pin that answer under new posts` : ""}`,
          t.rows,
        ),
      ),
    );
  }
  const otherOpen = ctx.real.filter((r) => openQuestion(r) && !covered.has(r));
  if (otherOpen.length >= 3) {
    const posts = postsOf(otherOpen);
    const top = posts[0] as PostEntry;
    recs.push(
      rec(
        "engagement_improvement",
        5,
        item(
          `Answer the ${covered.size > 0 ? "other " : ""}${plural(otherOpen.length, "open question")}${posts.length === 1 ? ` under ${top.name}` : `, most of them under ${named(top, otherOpen.filter((r) => r.entry === top).length)}`}${example(otherOpen)}`,
          otherOpen,
        ),
      ),
    );
  }
  return { recs, covered, usedKeys: new Set(openThemes.map((t) => t.key)) };
}
