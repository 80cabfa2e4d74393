import type { Insight } from "@commentlens/shared";
import { namedAccounts } from "../../contested.js";
import type { ReportContext } from "../../context.js";
import { insight, quoteOf, unquoted } from "../../insight.js";
import { count } from "../../lists.js";
import { has, type Row } from "../../rows.js";
import type { Topic } from "../../topics.js";
import type { ConcernThemes } from "../pain-points.js";

/** Community management: answer open questions and concerns, reply to complaints. */
export function communityManagement(
  ctx: ReportContext,
  themes: ConcernThemes,
): Array<Insight | undefined> {
  const { unanswered, complaints } = ctx;
  // The biggest group of concerns nobody has answered yet.
  const openThemes = ctx.input.repliesIncluded
    ? themes
        .map(([theme, rs]) => ({ theme, open: rs.filter((r) => !ctx.answered(r)) }))
        .filter((x) => x.open.length >= 3)
        .sort((a, b) => b.open.length - a.open.length)
    : [];
  const shownConcerns = new Set(openThemes.slice(0, 2).flatMap((t) => t.open));
  let topComplaintTopic: { t: Topic; m: Row[] } | undefined;
  for (const t of ctx.topics) {
    const m = t.rows.filter((r) => has(r, "complaint"));
    // A topic everyone talks about (the athlete in the post) that a few complaints also name
    // is not what they complain about: complaints must be a fair share of its comments.
    if (m.length < 0.3 * t.rows.length) continue;
    if (!topComplaintTopic || m.length > topComplaintTopic.m.length) topComplaintTopic = { t, m };
  }
  // Complaints the open concerns above already answer for ("sold out" beside the concerns
  // about availability, "image" beside those about an uncredited photo) are the same
  // complaint told twice: the advice turns to the complaints left.
  if (
    topComplaintTopic &&
    count(topComplaintTopic.m, (r) => shownConcerns.has(r)) * 2 >= topComplaintTopic.m.length
  )
    topComplaintTopic = undefined;
  const otherComplaints = complaints.filter((r) => !shownConcerns.has(r));
  const quoted = new Set<Row>();
  return [
    unanswered.length > 0
      ? insight(
          {
            kind: "answer-questions",
            figures: { comments: unanswered.length },
            quote: quoteOf(unanswered.slice(0, 1)),
          },
          unanswered,
        )
      : undefined,
    // The two biggest open concerns: one loud theme (a sell-out) must not hide another
    // (shipping delays) that waits for an answer just as much.
    ...openThemes.slice(0, 2).map((t) =>
      insight(
        {
          kind: "reply-to-concerns",
          topic: t.theme,
          entity: namedIn(ctx, t.open),
          figures: { comments: t.open.length },
          quote: quoteOf(unquoted(t.open, quoted)),
        },
        t.open,
      ),
    ),
    topComplaintTopic && topComplaintTopic.m.length >= 2
      ? insight(
          {
            kind: "reply-publicly",
            topic: topComplaintTopic.t.label,
            figures: { comments: topComplaintTopic.m.length },
          },
          topComplaintTopic.m,
        )
      : otherComplaints.length > 0
        ? insight(
            {
              kind: "reply-to-complaints",
              figures: { comments: otherComplaints.length, others: shownConcerns.size > 0 ? 1 : 0 },
            },
            otherComplaints,
          )
        : undefined,
  ];
}

/**
 * The account most of a group of concerns names, when a third of its people or more name it
 * (the photographer they want credited): " (most name @lens.lou)", or nothing.
 */
function namedIn(ctx: ReportContext, rows: Row[]): string | undefined {
  let top: [string, number] | undefined;
  for (const [handle, people] of namedAccounts(ctx, rows))
    if (!top || people > top[1]) top = [handle, people];
  return top && top[1] >= 3 && top[1] * 3 >= ctx.peopleIn(rows) ? `@${top[0]}` : undefined;
}
