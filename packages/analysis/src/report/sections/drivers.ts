import type { Insight } from "@commentlens/shared";
import { cueIn, cuePattern, hasCue } from "../../cues/cues.js";
import { isMourning } from "../../thread/post-context.js";
import type { ReportContext } from "../context.js";
import { cueTail } from "../cues.js";
import { percentOf, plural, quote, verb } from "../format.js";
import { example, insight } from "../insight.js";
import { compact } from "../lists.js";
import { has, type Row } from "../rows.js";
import { mentionTail } from "../topics.js";
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
          `${plural(saved.length, "comment")} ${verb(saved.length, "says", "say")} they saved the post for later${example(saved)}`,
          saved,
        )
      : undefined,
    questions.length > 0
      ? insight(
          `${plural(questions.length, "comment")} (${Math.round(percentOf(questions.length, real.length))}%) ${verb(questions.length, "asks", "ask")} a question`,
          questions,
        )
      : undefined,
    bought.length > 0
      ? insight(
          `${plural(owners, "person", "people")} ${verb(owners, "says", "say")} they already bought it${cueTail(bought, cuePattern("bought-words") as RegExp, ctx.scope, { anyWord: true })}${example(bought)}`,
          bought,
        )
      : undefined,
    willBuy.length > 0
      ? insight(
          `${plural(buyers, "person", "people")} ${verb(buyers, "says", "say")} they will buy${mentionTail(willBuy, ctx.scope, saysHowTheyBuy)}${example(willBuy)}`,
          willBuy,
          { kind: "buying" },
        )
      : undefined,
    giveaway.length > 0
      ? insight(
          `${plural(giveaway.length, "comment")} ${giveaway.length === 1 ? "is a giveaway entry" : "are giveaway entries"} (tagging friends, “done”)`,
          giveaway,
        )
      : undefined,
    ...giveawayRules(giveaway),
    tagsFriends.length >= 2
      ? insight(
          `${plural(ctx.peopleIn(tagsFriends), "person", "people")} tagged friends, sharing the post onward (${Math.round(percentOf(tagsFriends.length, real.length))}% of comments)`,
          tagsFriends,
        )
      : undefined,
    tributes.length > 0
      ? insight(
          `${plural(ctx.peopleIn(tributes), "person", "people")} ${verb(ctx.peopleIn(tributes), "pays", "pay")} tribute or ${verb(ctx.peopleIn(tributes), "sends", "send")} condolences${mentionTail(tributes, ctx.scope)}${example(worded(tributes))}`,
          tributes,
          { kind: "tributes" },
        )
      : undefined,
    ...subjectReactions(ctx),
    ...debates(ctx),
    ...rivalries(ctx),
    ...ownerReplySummary(ctx),
    topLiked
      ? insight(
          `The most liked comment (${plural(topLiked.comment.likes ?? 0, "like")}): “${quote(topLiked.comment.text, 90)}”`,
          [topLiked],
        )
      : undefined,
    emojiRows.length >= 3
      ? insight(
          `${Math.round(percentOf(emojiRows.length, real.length))}% of comments use emoji`,
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
  return (
    [
      ["tag two or more friends", "tags two or more friends", (n: number) => n >= 2],
      ["tag only one friend", "tags only one friend", (n: number) => n === 1],
      ["tag nobody", "tags nobody", (n: number) => n === 0],
    ] as const
  ).map(([many, one, test]) => {
    const rs = giveaway.filter((r) => test(r.record.mentions.length));
    return insight(
      `${plural(rs.length, "giveaway entry", "giveaway entries")} ${rs.length === 1 ? one : many}`,
      rs,
    );
  });
}
