import type { Insight } from "@commentlens/shared";
import { boughtWithoutComplaint } from "../../tags/tagger.js";
import type { ReportContext } from "../context.js";
import { cueMentions } from "../cues.js";
import { insight, type Mentions, namesTerm, type Quote, quoteOf, unquoted } from "../insight.js";
import { complaintThemePattern, complaintThemes } from "../intents.js";
import { pushTo } from "../lists.js";
import { has, type Row } from "../rows.js";
import { topicInsights, topicMentions } from "../topics.js";

/** A theme of concerns ("shipping") and the comments that raise it, biggest first. */
export type ConcernThemes = Array<[theme: string, rows: Row[]]>;

/**
 * A concern: a complaint, or a comment that leans negative without praising or just asking,
 * aimed at the creator, its product or its content. Criticism of the people in the post and
 * arguments among commenters are reported as what they are, elsewhere.
 */
export function isConcern(r: Row): boolean {
  // A comment tagging friends talks to them, whatever its tone.
  if (r.analysis.target !== "creator" || has(r, "toxic") || has(r, "friend_tag")) return false;
  return (
    has(r, "complaint") ||
    (!has(r, "question") &&
      !has(r, "praise") &&
      // Having bought is no concern where the model only leans negative on the slang.
      !boughtWithoutComplaint(r.record, r.analysis.score) &&
      (r.analysis.label === "negative" || r.analysis.score < -0.3))
  );
}

/** A top-level comment on the post itself (not on a person in it, not to a commenter). */
function isAboutThePost(r: Row): boolean {
  return (
    r.comment.parentId === null &&
    (r.analysis.target === "creator" || r.analysis.target === "none") &&
    !has(r, "toxic") &&
    !has(r, "spam")
  );
}

/** Concerns grouped by what they are about, biggest group first. */
export function concernThemes(ctx: ReportContext): { themes: ConcernThemes; concerns: Row[] } {
  // Sadness under a post that mourns someone is grief, not a concern about the creator.
  const concerns = ctx.post.grief ? [] : ctx.real.filter(isConcern);
  const byTheme = new Map<string, Row[]>();
  for (const r of concerns)
    for (const theme of complaintThemes(r.record)) pushTo(byTheme, theme, r);
  if (!ctx.post.grief) {
    const counted = new Set(concerns);
    for (const r of ctx.real) {
      // Words that are a complaint by themselves ("so ugly", "ripped in a week") count
      // whatever the comment's tone, and also when it is shared with tagged friends.
      if (counted.has(r) || !isAboutThePost(r)) continue;
      for (const theme of ctx.evidentThemes(r)) pushTo(byTheme, theme, r);
    }
  }
  // On a small post one comment about a theme is already worth reading.
  const themes = [...byTheme.entries()]
    .filter(([, rs]) => rs.length >= (ctx.smallPost ? 1 : 2))
    .sort((a, b) => b[1].length - a[1].length);
  return { themes, concerns };
}

/**
 * The words people used for a theme ("sold out", "restock"), then what else sets it apart;
 * nothing when those words are the whole example quoted after them.
 */
function mentionsOf(
  theme: string,
  rows: Row[],
  ctx: ReportContext,
  quoted: Quote | undefined,
): Mentions | undefined {
  const pattern = complaintThemePattern(theme);
  const mentions = pattern ? cueMentions(rows, pattern, ctx.scope) : topicMentions(rows, ctx.scope);
  const only = mentions?.words.length === 1 && !mentions.own ? mentions.words[0] : undefined;
  return quoted && only?.toLowerCase() === quoted.text.toLowerCase() ? undefined : mentions;
}

/** Pain points: concerns by theme, then topics with many concerns; all complaints at least. */
export function painPoints(ctx: ReportContext, themes: ConcernThemes, concerns: Row[]): Insight[] {
  const { peopleIn, openPeople, complaints } = ctx;
  const concernSet = new Set(concerns);
  const themed = new Set(themes.flatMap(([, rs]) => rs.map((r) => r.comment.id)));
  // A topic whose comments a theme already reports ("sold out" under availability) is the
  // same concern twice.
  const repeatsATheme = (i: Insight) =>
    i.evidence.filter((id) => themed.has(id)).length >= i.evidence.length / 2;
  const quotedRows = new Set<Row>();
  const items = [
    ...themes.map(([theme, rs]) => {
      const n = peopleIn(rs);
      // The example shows the theme's own words ("runs small"), not another part of a rant.
      const pattern = complaintThemePattern(theme);
      const quote = quoteOf(unquoted(rs, quotedRows, pattern && ((q) => pattern.test(q))));
      return insight(
        {
          kind: "concern-theme",
          topic: theme,
          figures: { people: n },
          open: openPeople(rs),
          mentions: mentionsOf(theme, rs, ctx, quote),
          quote,
        },
        rs,
      ) as Insight;
    }),
    ...topicInsights(
      ctx.topics,
      (r) => concernSet.has(r),
      0.3,
      (t, m) => ({
        kind: "concern-topic",
        figures: { people: peopleIn(m) },
        open: openPeople(m),
        quote: quoteOf(unquoted(m, quotedRows, namesTerm(t.label))),
      }),
      peopleIn,
    ).filter((i) => !repeatsATheme(i)),
  ].slice(0, 6);
  // Complaints on no common theme are worth a line when a fair number of people make them:
  // three at least, and on a large post one commenter in fifty (a tenth of a small one).
  const scattered = complaints.filter((r) => !has(r, "friend_tag"));
  const enough = Math.max(3, Math.min(ctx.real.length * 0.1, Math.max(5, ctx.real.length * 0.02)));
  if (items.length === 0 && !ctx.post.grief && peopleIn(scattered) >= enough) {
    items.push(
      insight(
        {
          kind: "scattered-complaints",
          figures: { comments: scattered.length },
          mentions: topicMentions(scattered, ctx.scope),
          quote: quoteOf(clearest(scattered)),
        },
        scattered,
      ) as Insight,
    );
  }
  return items;
}

/** The comments that say it most plainly (clearly negative), for the example; else all. */
function clearest(rows: Row[]): Row[] {
  const plain = rows.filter((r) => r.analysis.score <= -0.4);
  return plain.length > 0 ? plain : rows;
}
