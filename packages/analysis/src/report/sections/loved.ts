import type { Insight } from "@commentlens/shared";
import { cueIn, cuesPattern, cueWord } from "../../cues/cues.js";
import { isMourning } from "../../thread/post-context.js";
import type { ReportContext } from "../context.js";
import { cueMentions } from "../cues.js";
import { hasReservation, insight, praiseQuote, quoteOf } from "../insight.js";
import { has, isNegativeRow, isPositiveRow, type Row } from "../rows.js";
import { topicInsights } from "../topics.js";

/**
 * People moved by the post (tears, chills), at least three of them, in comments read as
 * positive: under a post that mourns someone that is grief, and tears in a comment that is not
 * positive ("sold out again 😭") are upset, not moved.
 */
/** The words and emoji of being moved, to quote them as people wrote them. */
function movedPattern(): RegExp {
  return cuesPattern(["moved", "moved-emoji"]);
}

function movedRows(ctx: ReportContext): Row[] {
  if (ctx.post.grief) return [];
  const moved = ctx.real.filter(
    (r) =>
      (cueIn("moved", r.record) || cueIn("moved-emoji", r.record)) &&
      !cueIn("laughing", r.record) &&
      !cueIn("laughing-emoji", r.record) &&
      isPositiveRow(r) &&
      !has(r, "toxic") &&
      !has(r, "complaint"),
  );
  return ctx.peopleIn(moved) >= 3 ? moved : [];
}

/**
 * What they loved: mostly praised topics, and topics praised by many though not all; then
 * smaller praised topics, emoji-only love, and (on a criticised post, `score` below 0.5)
 * the people who take the creator's side, first.
 */
export function whatUsersLoved(ctx: ReportContext, score: number): Insight[] {
  const { topics, real, peopleIn } = ctx;
  // Under a post that mourns someone, tributes and condolences are grief, told apart in the
  // engagement drivers; what people loved is the rest of the warm comments.
  // Kind words around a complaint ("beautiful pic, the photographer should be tagged", "love
  // them but they ripped in a week") are no evidence of what was loved.
  // What was loved is warmth towards the account, its content or the people it features:
  // agreeing with another commenter or cheering a third party is not praise of the post.
  // A wish or an "if only" read as positive without a word of praise ("wish the other one had
  // won") is regret, not warmth.
  const warm = (r: Row) =>
    isPositiveRow(r) &&
    (has(r, "praise") || !hasReservation(r)) &&
    r.analysis.target !== "commenter" &&
    r.analysis.target !== "other" &&
    !(ctx.post.grief && isMourning(r.record)) &&
    ctx.evidentThemes(r).length === 0;
  // On a large post two people are no pattern: a topic needs one comment in two hundred.
  const minimum = Math.max(2, Math.ceil(real.length * 0.005));
  // Sorrow under a post that mourns someone is not criticism: only complaints count there.
  const critical = ctx.post.grief ? (r: Row) => has(r, "complaint") : isNegativeRow;
  // A topic more people criticise than praise ("clubs" on the post that ends them) is
  // divided at best, not loved.
  // Warm comments that ask for something ("need these in size 12 😍", "youth sizes please!")
  // want it; a topic most of whose warm comments want ("size") is wanted, not loved.
  const wanting = (r: Row) =>
    !has(r, "praise") && (has(r, "question") || has(r, "suggestion") || has(r, "purchase_intent"));
  const lovedMore = topics.filter((t) => {
    // What people ask about when they want the product (a size, the price) is wanting, never
    // praise of the size or the price.
    if (cueWord("asked-not-loved", t.term)) return false;
    const warmRows = t.rows.filter(warm);
    const fans = peopleIn(warmRows);
    return (
      fans > peopleIn(t.rows.filter(critical)) && peopleIn(warmRows.filter(wanting)) * 2 <= fans
    );
  });
  const quoted = new Set<Row>();
  const loved = topicInsights(
    lovedMore,
    warm,
    0.4,
    (t, m) => ({
      kind: "loved-topic",
      figures: {
        people: peopleIn(m),
        // A topic mostly praised is told as praised; one with a fair share of critics says so.
        critics: m.length >= 0.6 * t.rows.length ? 0 : peopleIn(t.rows.filter(critical)),
      },
      quote: praiseQuote(m, t.label, quoted),
    }),
    peopleIn,
    minimum,
  );
  // Praise words ("GOAT", "sick", "dope") say how people praise, not what: one line of them.
  const praiseWords = ctx.opinionWords
    .map((t) => ({ t, matching: t.rows.filter(warm) }))
    .filter(({ t, matching }) => peopleIn(matching) >= 3 && matching.length >= 0.6 * t.rows.length)
    .sort((a, b) => b.matching.length - a.matching.length)
    .slice(0, 5);
  if (praiseWords.length > 0) {
    const rs = [...new Set(praiseWords.flatMap((x) => x.matching))];
    loved.push(
      insight({ kind: "praise-words", terms: termsOf(praiseWords, peopleIn) }, rs) as Insight,
    );
  }
  // Praised topics beyond the top five, in one sentence: smaller things people also love.
  const alsoPraised = topics
    .map((t) => ({ t, matching: t.rows.filter(warm) }))
    .filter(({ t, matching }) => matching.length >= 2 && matching.length >= 0.6 * t.rows.length)
    .sort((a, b) => b.matching.length - a.matching.length)
    .slice(5, 11);
  if (alsoPraised.length >= 2) {
    const rs = [...new Set(alsoPraised.flatMap((x) => x.matching))];
    loved.push(
      insight({ kind: "also-praised", terms: termsOf(alsoPraised, peopleIn) }, rs) as Insight,
    );
  }
  const emojiOnlyLove = real.filter(
    (r) => r.record.emojiOnly && r.analysis.label === "positive" && warm(r),
  );
  if (emojiOnlyLove.length >= 3) {
    const counts = new Map<string, number>();
    for (const r of emojiOnlyLove)
      for (const e of r.record.emoji) counts.set(e, (counts.get(e) ?? 0) + 1);
    const top = [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([e]) => ctx.emojiForms.get(e) ?? e)
      .join(" ");
    loved.push(
      insight(
        { kind: "emoji-love", figures: { comments: emojiOnlyLove.length }, phrase: top },
        emojiOnlyLove,
      ) as Insight,
    );
  }

  const moved = movedRows(ctx);
  if (moved.length > 0) {
    const n = peopleIn(moved);
    loved.push(
      insight(
        {
          kind: "moved",
          figures: { people: n },
          mentions: cueMentions(moved, movedPattern(), ctx.scope, { withTerms: false }),
          quote: quoteOf(moved),
        },
        moved,
      ) as Insight,
    );
  }

  // On a post most people criticise, those who take the creator's side are worth knowing.
  // Warm words for a featured person or for another commenter are not the creator's side.
  const supporters = real.filter((r) => r.stance === "support" && r.analysis.target === "creator");
  // Sadness under a post that mourns someone is grief: nobody there objects to the creator.
  if (score < 0.5 && !ctx.post.grief && supporters.length >= 3) {
    const n = peopleIn(supporters);
    loved.unshift(
      insight(
        { kind: "supporters", figures: { people: n }, quote: praiseQuote(supporters) },
        supporters,
      ) as Insight,
    );
  }
  return loved;
}

/** Topics with how many people said each, as a finding lists them. */
function termsOf(
  found: Array<{ t: { label: string }; matching: Row[] }>,
  peopleIn: (rows: Row[]) => number,
): Array<{ label: string; people: number }> {
  return found.map(({ t, matching }) => ({ label: t.label, people: peopleIn(matching) }));
}
