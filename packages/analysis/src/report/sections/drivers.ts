import type { Insight } from "@commentlens/shared";
import { withoutMentions } from "../../text/mentions.js";
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

/** Cheap pre-test for SAVED: its keywords, without the context the full pattern checks. */
const SAVED_HINT = /sav|bookmark|salv|guard|gespeichert|enregistr/i;
const SAVED =
  /\b(sav(e|ed|ing)\b.{0,25}\b(this|it|for later|post|video|recipe|workout)|bookmark(ed|ing)?)\b|\bsalv(ei|o|ando|ado|a)\b|\bguard(é|ado|ando|o)\b|gespeichert|enregistr[ée]|\bsalvat[oa]\b/i;

/** Saying the purchase is done ("got mine", "just ordered"), in the audience's languages. */
const BOUGHT =
  /(?<!\b(?:almost|nearly|should have|shoulda|should've|wish i|wish i had|never|haven't|have not|didn't|did not) )\b(got mine|got my pairs?|got em|got 'em|got them|got a pair|got these|copped|just ordered|ordered mine|ordered (a pair|them|these|two|2)|i ordered|pre-?ordered|just bought|already bought|bought (mine|a pair|them|these|it|two|2)|picked (mine|them|these|a pair) up|secured (mine|a pair|them|these)|ya (lo|la|los|las) compr[eé]|ya compr[eé]|j[aá] comprei|comprei|j'ai command[ée]|gekauft|bestellt)\b/iu;

/** The words of a purchase done, without what was bought: "ordered" for "i ordered two". */
const BOUGHT_CUE =
  /\b(got mine|got my pairs?|got (em|'em|them|a pair|these)|copped|(pre-?)?ordered|bought|picked (mine|them|these|a pair) up|secured|compr[eé]|comprei|command[ée]|gekauft|bestellt)\b/iu;

/**
 * How people say they will buy ("need these in my life", "buying a pair"): the words every
 * such comment shares, so they say nothing about what is wanted.
 */
const BUYING_WORD =
  /^(buy|buying|buyin|get|getting|gettin|need|needs|needed|want|wants|wanted|wanna|gotta|cop|copping|order|ordering|purchase|purchasing|life|money|take|shut|add|adding|alarm|pair|pairs|wait|waiting|sold|list|worth|beli|comprar|compro|quiero|kaufen|acheter)$/iu;
const saysHowTheyBuy = (term: string) => term.split(" ").some((w) => BUYING_WORD.test(w));

/**
 * Saying one wants or will buy it ("need these", "copping", "take my money", "lo quiero"):
 * a comment tagged for buying that only names the price, a link or shipping asks or talks
 * about buying, and says nothing of the writer's own intent.
 */
const DECLARES_BUYING =
  /\b(ne+d|needs|want|wants|wanna|gotta (get|have)|buy(ing)?|(pre-?)?ordering|getting (these|those|this|them|one|two|mine|a pair)|take (all )?my money|(i'?ll|i will|gonna|going to) (take|buy|get|order)|add(ing|ed)? (it |this |these )?to (my )?cart|(christmas|wish|birthday|shopping) ?list|wallet|in line|alarm|instant buy|this is the one|(been|was) waiting for (this|it|these)|quiero|compro|comprando|je command\w*|bestell\w*|ordino|necesito|(lo|la|los|las) (compro|llevo)|voy a comprar|quero|preciso (disso|desses|dessas|de (um|uma|esse|essa))|vou (comprar|pegar)|je (le |la |les )?veux|will ich|kaufe|istiyorum|pengen|mau (dong|beli|banget)|beli)\b/iu;

/** It can no longer be bought: sold out, out of stock, in the audience's languages. */
const MISSED_OUT =
  /\b(sold out|out of stock|no stock|agotad[oa]s?|esgotad[oa]s?|[ée]puis[ée]e?s?|ausverkauft|esaurit[oa]|t[üu]kendi|habis)\b/iu;

const WORDS_BESIDE_MENTIONS = /[\p{L}\p{N}]/u;

/** A comment with a like or two is no driver of anything: the top comment needs three. */
const MIN_TOP_LIKES = 3;

/** Engagement drivers: saves, questions, buying, giveaway entries, tagging, the top comment. */
export function engagementDrivers(ctx: ReportContext): Insight[] {
  const { real, questions, giveaway, purchase } = ctx;
  const saved = real.filter((r) => SAVED_HINT.test(r.comment.text) && SAVED.test(r.comment.text));
  // Saying they will buy (or just did) apart from asking what buying needs (price, shipping),
  // which the content gaps count.
  const decided = purchase.filter(
    (r) => !has(r, "question") && !has(r, "complaint") && r.analysis.label !== "negative",
  );
  const bought = decided.filter((r) => BOUGHT.test(r.comment.text));
  const boughtSet = new Set(bought);
  // "Sold out in a minute, need these": wanting what can no longer be bought is missing out
  // (an availability concern), not a sale to come.
  const willBuy = decided.filter(
    (r) =>
      !boughtSet.has(r) && DECLARES_BUYING.test(r.comment.text) && !MISSED_OUT.test(r.comment.text),
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
      !(
        (has(r, "friend_tag") || r.mentions.length > 0) &&
        !WORDS_BESIDE_MENTIONS.test(withoutMentions(r.comment.text, ""))
      ) &&
      (!topLiked || r.rank < topLiked.rank)
    )
      topLiked = r;
  const emojiRows = real.filter((r) => r.emoji.length > 0);
  // Under a post that mourns someone, grief is the main thing people came to say.
  const tributes = ctx.post.grief
    ? real.filter((r) => !has(r, "toxic") && isMourning(r.comment.text))
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
          `${plural(owners, "person", "people")} ${verb(owners, "says", "say")} they already bought it${cueTail(bought, BOUGHT_CUE, ctx.scope, { anyWord: true })}${example(bought)}`,
          bought,
        )
      : undefined,
    willBuy.length > 0
      ? insight(
          `${plural(buyers, "person", "people")} ${verb(buyers, "says", "say")} they will buy${mentionTail(willBuy, ctx.scope, saysHowTheyBuy)}${example(willBuy)}`,
          willBuy,
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
  const inWords = rows.filter((r) => !r.emojiOnly);
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
    const rs = giveaway.filter((r) => test(r.mentions.length));
    return insight(
      `${plural(rs.length, "giveaway entry", "giveaway entries")} ${rs.length === 1 ? one : many}`,
      rs,
    );
  });
}
