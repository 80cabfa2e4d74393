import type { Insight } from "@commentlens/shared";
import { cueIn } from "../../../cues/cues.js";
import { addressee } from "../../../thread/post-context.js";
import { contestedAccounts } from "../../contested.js";
import type { ReportContext } from "../../context.js";
import { quote } from "../../format.js";
import { hasReservation, insight } from "../../insight.js";
import { has, type Row } from "../../rows.js";

/**
 * People who want to buy before a way to buy is worth asking for: at least 3, and at least
 * one in a hundred of the audience's comments (a handful under a celebration post wanting
 * the poster is no reason to sell in its caption).
 */
const SHOPPERS_MIN = 3;
const SHOPPERS_SHARE = 0.01;

/** How sure the reading must be before a comment is shown to every newcomer as the tone. */
const PIN_MIN_SCORE = 0.5;

/**
 * A comment worth pinning: clear praise of the post in words (not emoji alone), read as
 * praise with confidence, at the top level of the thread; never a reply in an argument, a
 * note to a tagged friend, a question, a complaint, mockery (read as not positive), abuse or
 * spam.
 */

function addressedToOther(r: Row, ctx: ReportContext): boolean {
  const to = addressee(r.record);
  return to !== undefined && !ctx.post.isOwnerFamily(to);
}

function pinnable(r: Row, ctx: ReportContext): boolean {
  return (
    r.comment.parentId === null &&
    // Support for the account or the people it features, never for a third party.
    r.stance === "support" &&
    (r.analysis.target === "creator" || r.analysis.target === "subject") &&
    !hasReservation(r) &&
    r.analysis.label === "positive" &&
    r.analysis.score >= PIN_MIN_SCORE &&
    has(r, "praise") &&
    !has(r, "friend_tag") &&
    !has(r, "complaint") &&
    !r.record.emojiOnly &&
    r.record.words.length >= 3 &&
    // Written to someone ("@sam proud of you") or thanking for a like: not the post's tone.
    !addressedToOther(r, ctx) &&
    !cueIn("thanks-for-attention", r.record) &&
    // Gloating at the critics ("where are the doubters now, queen") is warm to the person
    // and a jab at others: not the tone to show every newcomer.
    !cueIn("at-critics", r.record) &&
    // Praise that mocks or jeers someone on the way ("best in the world, unlike those clowns
    // 🤡") attacks someone: a pinned comment attacks no one.
    !cueIn("jeer", r.record) &&
    !cueIn("mockery", r.record) &&
    !cueIn("mock-emoji", r.record) &&
    !has(r, "question") &&
    !has(r, "toxic") &&
    !has(r, "spam") &&
    // "Beautiful pic, the photographer should be tagged": kind words around a complaint.
    ctx.evidentThemes(r).length === 0 &&
    (r.comment.likes ?? 0) > 0
  );
}

/** Engagement: pin the most liked clear praise, make buying easy when several people ask. */
export function engagementStrategy(ctx: ReportContext): Array<Insight | undefined> {
  return [pinStrategy(ctx), buyingStrategy(ctx)];
}

function pinStrategy(ctx: ReportContext): Insight | undefined {
  const contested = contestedAccounts(ctx);
  let pin: Row | undefined;
  for (const r of ctx.real)
    if (
      pinnable(r, ctx) &&
      !r.record.mentions.some((m) => contested.has(m)) &&
      (!pin || r.rank < pin.rank)
    )
      pin = r;
  return pin
    ? insight(
        {
          kind: "pin",
          figures: { likes: pin.comment.likes ?? 0 },
          quote: { id: pin.comment.id, text: quote(pin.comment.text) },
        },
        [pin],
      )
    : undefined;
}

/**
 * A way to buy, where people want one. When the caption already says where ("available now
 * on our site"), asking for it again is no advice: the advice is to answer, with the link,
 * the people who still ask how to buy, if enough of them do.
 */
function buyingStrategy(ctx: ReportContext): Insight | undefined {
  const { purchase } = ctx;
  const shoppers = ctx.peopleIn(purchase);
  if (shoppers < SHOPPERS_MIN || shoppers < ctx.real.length * SHOPPERS_SHARE) return undefined;
  const path = ctx.post.buyPath;
  // An imported file holds no caption: the advice cannot say the caption lacks a way to buy.
  if (ctx.input.post === null) {
    return insight({ kind: "say-where-to-buy", figures: { people: shoppers } }, purchase);
  }
  if (path === null) {
    return insight({ kind: "way-to-buy", figures: { people: shoppers } }, purchase);
  }
  const asking = ctx.unanswered.filter((r) => has(r, "purchase_intent"));
  const askers = ctx.peopleIn(asking);
  if (askers < SHOPPERS_MIN) return undefined;
  return insight(
    { kind: "reply-with-link", phrase: quote(path), figures: { people: askers } },
    asking,
  );
}
