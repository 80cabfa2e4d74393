import type { Insight } from "@commentlens/shared";
import { cueIn } from "../../cues/cues.js";
import { mentionsIn } from "../../text/mentions.js";
import { addressee } from "../../thread/post-context.js";
import { contestedAccounts } from "../contested.js";
import type { ReportContext } from "../context.js";
import { insight, quoteOf } from "../insight.js";
import { compact, pushTo } from "../lists.js";
import { has, isPositiveRow, type Row } from "../rows.js";

/** Collaboration ideas: accounts the audience brings up, outside giveaway tagging. */
export function collaborationIdeas(ctx: ReportContext): Insight[] {
  const { real } = ctx;
  // Comments that are nothing but handles tag friends; they name no one to work with.
  const mentionsOnlySet = new Set(
    real.filter(
      (r) =>
        r.record.mentions.length > 0 && r.record.words.length === 0 && r.record.emoji.length === 0,
    ),
  );
  const mentioned = new Map<string, Row[]>();
  const commenters = new Set(ctx.usernames);
  for (const r of real) {
    // A partner is brought up warmly in a comment of its own: not a friend tag, not in a
    // reply fight, not the post's own account or its sibling brands.
    if (r.record.mentions.length === 0 || mentionsOnlySet.has(r) || has(r, "friend_tag")) continue;
    if (r.analysis.target === "commenter" || !isPositiveRow(r)) continue;
    // Kind words around a concern ("beautiful shot, credit @lens.lou") ask for something on
    // their behalf: that is the concern's, not a warm mention.
    if (has(r, "complaint") || ctx.evidentThemes(r).length > 0) continue;
    const to = addressee(r.record);
    for (const handle of r.record.mentions) {
      if (handle === ctx.owner || ctx.post.isOwnerFamily(handle)) continue;
      // "@sam I agree, he is impressive": written to someone in the thread, a conversation.
      if (handle === to && commenters.has(handle)) continue;
      pushTo(mentioned, handle, r);
    }
  }
  const inCaption = new Set(mentionsIn(ctx.input.post?.caption ?? ""));
  // The people the post features ("congrats @athlete") are no lead to reach out to: the
  // report reads those reactions as about them. One the caption does not name, brought up
  // by many, still is when people ask for the two to work together.
  const featured = (handle: string, rs: Row[]) =>
    inCaption.has(handle) ||
    (ctx.post.subjectHandles.has(handle) &&
      ctx.peopleIn(rs.filter((r) => has(r, "suggestion") || cueIn("collab-words", r.record))) < 2);
  const contested = contestedAccounts(ctx);
  const collaborations = compact(
    [...mentioned.entries()]
      .filter(([handle, rs]) => !featured(handle, rs) && !contested.has(handle))
      .map(([handle, rs]) => ({ handle, rs, n: ctx.peopleIn(rs) }))
      .filter((m) => m.n >= 2)
      .sort((a, b) => b.n - a.n || (a.handle < b.handle ? -1 : 1))
      .slice(0, 4)
      .map(({ handle, rs, n }) =>
        insight(
          {
            kind: "account",
            topic: `@${handle}`,
            entity: `@${handle}`,
            figures: { people: n },
            quote: quoteOf(rs),
          },
          rs,
        ),
      ),
  );
  const collabAsks = real.filter((r) => cueIn("collab-words", r.record));
  if (collabAsks.length > 0) {
    collaborations.push(
      insight(
        {
          kind: "collab-asks",
          figures: { comments: collabAsks.length },
          quote: quoteOf(collabAsks),
        },
        collabAsks,
      ) as Insight,
    );
  }
  return collaborations;
}
