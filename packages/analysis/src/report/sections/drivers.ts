import type { Insight } from "@commentlens/shared";
import { cueIn, cuePattern, hasCue } from "../../cues/cues.js";
import { isMourning } from "../../thread/post-context.js";
import type { ReportContext } from "../context.js";
import { cueMentions } from "../cues.js";
import { percentOf, quote } from "../format.js";
import { insight, quoteOf } from "../insight.js";
import { compact } from "../lists.js";
import { has, type Row } from "../rows.js";
import { topicMentions } from "../topics.js";
import { debates, subjectReactions } from "./conversation.js";
import { ownerReplySummary } from "./owner-replies.js";
import { rivalries } from "./rivalry.js";

/** How people say they will buy: a term of only such words says nothing about what is wanted. */
const saysHowTheyBuy = (term: string) =>
  term.split(" ").some((w) => hasCue("buying-word", w.toLowerCase()));

/** A comment with a like or two is no driver of anything: the top comment needs three. */
const MIN_TOP_LIKES = 3;

/** Engagement drivers: saves, questions, buying, giveaway entries, tagging, the top comment. */
export function engagementDrivers(ctx: ReportContext): Insight[] {
  const { real, questions, giveaway, purchase } = ctx;
  const says = (group: string, r: Row) => cueIn(group, r.record);
  const saved = real.filter((r) => says("saved", r));
  // Saying they will buy (or just did) apart from asking what buying needs (price, shipping),
  // which the content gaps count.
  const decided = purchase.filter(
    (r) => !has(r, "question") && !has(r, "complaint") && r.analysis.label !== "negative",
  );
  const bought = decided.filter((r) => says("bought", r));
  const boughtSet = new Set(bought);
  // "Sold out in a minute, need these": wanting what can no longer be bought is missing out
  // (an availability concern), not a sale to come.
  const willBuy = decided.filter(
    (r) => !boughtSet.has(r) && says("declares-buying", r) && !says("missed-out", r),
  );
  const buyers = ctx.peopleIn(willBuy);
  const owners = ctx.peopleIn(bought);
  // Tagging friends is sharing: the post travels on to people the audience picks.
  const tagsFriends = real.filter((r) => has(r, "friend_tag"));
  // A bare friend tag's likes are the friends' ("@ana 😍" with 3 likes): it says nothing to
  // build on. One with words ("@ana breakfast plans sorted") does. A reply that only names
  // the person it answers ("@ana") says nothing either.
  let topLiked: Row | undefined;
  for (const r of real)
    if (
      (r.comment.likes ?? 0) >= MIN_TOP_LIKES &&
      !((has(r, "friend_tag") || r.record.mentions.length > 0) && r.record.words.length === 0) &&
      (!topLiked || r.rank < topLiked.rank)
    )
      topLiked = r;
  const emojiRows = real.filter((r) => r.record.emoji.length > 0);
  // Under a post that mourns someone, grief is the main thing people came to say.
  const tributes = ctx.post.grief
    ? real.filter((r) => !has(r, "toxic") && isMourning(r.record))
    : [];
  return compact([
    saved.length >= 2
      ? insight(
          { kind: "saved", figures: { comments: saved.length }, quote: quoteOf(saved) },
          saved,
        )
      : undefined,
    questions.length > 0
      ? insight(
          {
            kind: "questions-share",
            figures: {
              comments: questions.length,
              percent: Math.round(percentOf(questions.length, real.length)),
            },
          },
          questions,
        )
      : undefined,
    bought.length > 0
      ? insight(
          {
            kind: "bought",
            figures: { people: owners },
            mentions: cueMentions(bought, cuePattern("bought-words") as RegExp, ctx.scope, {
              anyWord: true,
            }),
            quote: quoteOf(bought),
          },
          bought,
        )
      : undefined,
    willBuy.length > 0
      ? insight(
          {
            kind: "buying",
            figures: { people: buyers },
            mentions: topicMentions(willBuy, ctx.scope, saysHowTheyBuy),
            quote: quoteOf(willBuy),
          },
          willBuy,
        )
      : undefined,
    giveaway.length > 0
      ? insight({ kind: "giveaway-entries", figures: { comments: giveaway.length } }, giveaway)
      : undefined,
    ...giveawayRules(giveaway),
    tagsFriends.length >= 2
      ? insight(
          {
            kind: "friend-tags",
            figures: {
              people: ctx.peopleIn(tagsFriends),
              percent: Math.round(percentOf(tagsFriends.length, real.length)),
            },
          },
          tagsFriends,
        )
      : undefined,
    tributes.length > 0
      ? insight(
          {
            kind: "tributes",
            figures: { people: ctx.peopleIn(tributes) },
            mentions: topicMentions(tributes, ctx.scope),
            quote: quoteOf(worded(tributes)),
          },
          tributes,
        )
      : undefined,
    ...subjectReactions(ctx),
    ...debates(ctx),
    ...rivalries(ctx),
    ...ownerReplySummary(ctx),
    topLiked
      ? insight(
          {
            kind: "top-comment",
            figures: { likes: topLiked.comment.likes ?? 0 },
            quote: { id: topLiked.comment.id, text: quote(topLiked.comment.text, 90) },
          },
          [topLiked],
        )
      : undefined,
    emojiRows.length >= 3
      ? insight(
          {
            kind: "emoji-share",
            figures: { percent: Math.round(percentOf(emojiRows.length, real.length)) },
          },
          emojiRows,
        )
      : undefined,
  ]);
}

/** The comments in words, when there are any: an example in words says more than emoji. */
function worded(rows: Row[]): Row[] {
  const inWords = rows.filter((r) => !r.record.emojiOnly);
  return inWords.length > 0 ? inWords : rows;
}

/** Entry rules usually ask for a number of tagged friends: show how entries measure up. */
function giveawayRules(giveaway: Row[]): Array<Insight | undefined> {
  if (giveaway.length < 10) return [];
  // `friends`: 2 for two or more, 1 for only one, 0 for none.
  return ([2, 1, 0] as const).map((friends) => {
    const rs = giveaway.filter((r) => Math.min(2, r.record.mentions.length) === friends);
    return insight({ kind: "giveaway-tags", figures: { comments: rs.length, friends } }, rs);
  });
}
