import type { Insight } from "@commentlens/shared";
import { handleKey } from "../../text/mentions.js";
import { isMourning } from "../../thread/post-context.js";
import type { ReportContext } from "../context.js";
import { quote } from "../format.js";
import { insight } from "../insight.js";
import { count, pushTo } from "../lists.js";
import { has, isNegativeRow, isPositiveRow, type Row } from "../rows.js";
import { groupTerms, topicMentions } from "../topics.js";

/**
 * What commenters say to and about others: arguments between commenters (a reply fight is one
 * debate, not complaints or questions for the creator) and reactions to the people the post
 * features (an athlete's fans and critics are not the brand's).
 */

/**
 * A reply thread becomes a debate with this many replies by others, from two people or more,
 * and three people in the thread.
 */
const DEBATE_REPLIES = 3;

/** Reply fights: threads where commenters answer each other, one finding each (largest first). */
export function debates(ctx: ReportContext): Insight[] {
  const byParent = new Map<string, Row[]>();
  for (const r of ctx.real) {
    if (r.comment.parentId !== null && r.analysis.target === "commenter")
      pushTo(byParent, r.comment.parentId, r);
  }
  const parents = new Map(ctx.rows.map((r) => [r.comment.id, r]));
  const named = new Set<string>();
  return (
    [...byParent.entries()]
      .filter(([, replies]) => replies.length >= DEBATE_REPLIES && ctx.peopleIn(replies) >= 2)
      // Two people going back and forth are a conversation (often friends teasing); a debate
      // draws in a third.
      .filter(([parentId, replies]) => {
        const parent = parents.get(parentId);
        return ctx.peopleIn(parent ? [parent, ...replies] : replies) >= 3;
      })
      // An argument has people pushing back: two critical or abusive replies at least.
      .filter(([, replies]) => count(replies, (r) => isNegativeRow(r) || has(r, "toxic")) >= 2)
      .filter(([parentId, replies]) => backAndForth(parents.get(parentId), replies))
      .sort((a, b) => b[1].length - a[1].length)
      .slice(0, 2)
      .map(([parentId, replies]) => {
        const parent = parents.get(parentId);
        // The creator's own comment can start a fight; it is never the audience's evidence.
        const all = parent && !parent.comment.isFromOwner ? [parent, ...replies] : replies;
        const agree = replies.filter(isPositiveRow).length;
        const against = replies.filter(isNegativeRow).length;
        // Named by what the thread talks about most, else by the comment that started it.
        // Two debates about the same thing are told apart by the comments that started them.
        const [found] = groupTerms(all, ctx.scope, 1);
        const topic = found && !named.has(found) ? found : undefined;
        if (topic) named.add(topic);
        return insight(
          {
            kind: "debate",
            topic,
            quote:
              !topic && parent
                ? { id: parent.comment.id, text: quote(parent.comment.text, 60) }
                : undefined,
            figures: { comments: all.length, people: ctx.peopleIn(all), agree, against },
          },
          all,
        ) as Insight;
      })
  );
}

/**
 * Whether people answer each other in a thread: someone (the first commenter too) speaks
 * twice, trades insults or answers another replier by name. Many people each replying once to one comment ("where can I buy this?") are answers
 * or a pile-on, not an argument.
 */
function backAndForth(parent: Row | undefined, replies: Row[]): boolean {
  const seen = new Set<number>();
  if (parent && !parent.comment.isFromOwner) seen.add(parent.user);
  for (const r of replies) {
    if (seen.has(r.user)) return true;
    seen.add(r.user);
  }
  // Insults traded, or a reply that answers another replier by name, are an exchange too.
  const repliers = new Set(replies.map((r) => handleKey(r.comment.username)));
  if (parent) repliers.delete(handleKey(parent.comment.username));
  return replies.some(
    (r) =>
      has(r, "toxic") ||
      r.record.mentions.some((m) => m !== handleKey(r.comment.username) && repliers.has(m)),
  );
}

/** Most entities that get a finding of their own. */
const ENTITIES_MAX = 3;
/** Comments that must take a side before reactions to someone are worth a finding. */
const SIDED_MIN = 5;

/**
 * How the audience reacts to the people the post features, and to third parties it argues
 * about (a rival, a league) when enough people do: one finding per entity, each saying it is
 * about them, not about the account.
 */
export function subjectReactions(ctx: ReportContext): Insight[] {
  // Tributes to someone mourned are grief, reported apart, not critical reactions to them.
  const featured = ctx.post.grief
    ? ctx.aboutSubject.filter((r) => !isMourning(r.record))
    : ctx.aboutSubject;
  const groups: Row[][] = [featured];
  // A third party is one named entity many people speak of; unnamed "others" are no entity.
  const byThirdParty = new Map<string, Row[]>();
  for (const r of ctx.real)
    if (r.analysis.target === "other" && r.about) pushTo(byThirdParty, r.about, r);
  groups.push(...byThirdParty.values());
  return groups
    .map((about) => reactionsTo(ctx, about))
    .filter((found): found is Insight => found !== undefined)
    .sort((a, b) => b.support - a.support)
    .slice(0, ENTITIES_MAX);
}

function reactionsTo(ctx: ReportContext, about: Row[]): Insight | undefined {
  if (ctx.peopleIn(about) < SIDED_MIN) return undefined;
  const supportive = about.filter((r) => r.stance === "support");
  const critical = about.filter((r) => r.stance === "attack");
  if (supportive.length + critical.length < SIDED_MIN) return undefined;
  const who = featuredName(about);
  return insight(
    {
      kind: "reactions",
      entity: who,
      figures: { supportive: supportive.length, critical: critical.length },
      mentions: topicMentions(about, ctx.scope),
    },
    [...supportive, ...critical],
  );
}

/** The featured person most talked about, by handle when any names one, or "the people in the post". */
function featuredName(about: Row[]): string {
  const counts = new Map<string, number>();
  for (const r of about) if (r.about) counts.set(r.about, (counts.get(r.about) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([who]) => who);
  return ranked.find((who) => who.startsWith("@")) ?? ranked[0] ?? "the people in the post";
}
