import {
  formatNumber,
  type ProfileInsightItem,
  type ProfileInsights,
  type ProfileMetrics,
} from "@commentlens/shared";
import { languageName, plural, quote } from "../report/format.js";
import { mentionsIn } from "../text/mentions.js";
import { withoutSeparators } from "../text/word-forms.js";
import {
  type Context,
  commentPeak,
  example,
  isOpen,
  peakText,
  postCount,
  windowContrast,
  windowsText,
} from "./context.js";
import { outlierNote, typical } from "./drivers.js";
import {
  asksCreator,
  criticisesCreator,
  item,
  named,
  type PostEntry,
  postsOf,
  type Row,
} from "./model.js";
import { list, median, scoreText, whole } from "./stats.js";
import { indexSubset, pickThemes, type Theme } from "./themes.js";

/**
 * The Strategy tab: each recommendation rests on the posts and comments that call for it,
 * and none is given where the data does not call for one.
 */

type RecList =
  | "content_optimization"
  | "audience_growth"
  | "engagement_improvement"
  | "monetization_opportunities";

interface Rec {
  list: RecList;
  item: ProfileInsightItem;
  /** Lower comes first for the primary recommendation. */
  priority: number;
}

/** A bio's lines: its line breaks and the dots and bars people set between parts ("·", "|", "•"). */
function bioLines(bio: string): string[] {
  let text = bio;
  for (const mark of ["·", "|", "•"]) text = text.replaceAll(mark, "\n");
  return text.split("\n").filter((line) => line.trim() !== "");
}

/** A line cut after each ".", "!" or "?" that a space follows ("Open daily. DM to order"). */
function splitAfterStops(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i < line.length; i++) {
    if (".!?".includes(line[i - 1] as string) && (line[i] as string).trim() === "") {
      parts.push(line.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(line.slice(start));
  return parts;
}

/** The part of the bio that mentions a theme ("Preorders open Thursdays 8pm"), if any. */
function bioLine(ctx: Context, theme: Theme): string | null {
  const bio = ctx.profile?.biography ?? "";
  const key = theme.key;
  for (const line of bioLines(bio)) {
    for (const part of splitAfterStops(line)) {
      if (withoutSeparators(part.toLowerCase()).includes(key)) return part.trim();
    }
  }
  return null;
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: to be split per recommendation kind like the report sections
export function recommendations(
  ctx: Context,
  metrics: ProfileMetrics,
): ProfileInsights["recommendations"] {
  const { entries } = ctx;
  const n = entries.length;
  const recs: Rec[] = [];
  const add = (list: RecList, priority: number, it: ProfileInsightItem) =>
    recs.push({ list, priority, item: it });

  // Open questions on the same subject under several posts: one answer serves them all.
  const openQuestion = (r: Row) => asksCreator(r) && isOpen(r);
  const openThemes = n >= 2 ? pickThemes(indexSubset(ctx.real.filter(openQuestion)), 2, 2) : [];
  const covered = new Set<Row>();
  for (const t of openThemes) {
    if (t.rows.length < 3) continue;
    for (const r of t.rows) covered.add(r);
    const bio = bioLine(ctx, t);
    const buying = t.rows.filter((r) => r.tags.includes("purchase_intent")).length;
    add(
      "engagement_improvement",
      buying >= t.rows.length / 2 ? 0 : 2,
      item(
        `Answer the ${plural(t.rows.length, `question about “${t.label}”`, `questions about “${t.label}”`)} still open under ${postCount(t.posts.size)}${example(t.rows)}${bio ? `: your bio already says “${quote(bio, 80)}”, so pin that answer under new posts` : ""}`,
        t.rows,
      ),
    );
  }
  const otherOpen = ctx.real.filter((r) => openQuestion(r) && !covered.has(r));
  if (otherOpen.length >= 3) {
    const posts = postsOf(otherOpen);
    const top = posts[0] as PostEntry;
    add(
      "engagement_improvement",
      5,
      item(
        `Answer the ${covered.size > 0 ? "other " : ""}${plural(otherOpen.length, "open question")}${posts.length === 1 ? ` under ${top.name}` : `, most of them under ${named(top, otherOpen.filter((r) => r.entry === top).length)}`}${example(otherOpen)}`,
        otherOpen,
      ),
    );
  }

  // The post the audience took badly: replies there keep the thread from setting the tone.
  for (const e of ctx.outliers) {
    const critical = e.rows.filter((r) => r.real && criticisesCreator(r));
    if (critical.length < 2 || ctx.medianSentiment === null) continue;
    const pain = e.result.audience_insights.pain_points[0]?.text;
    add(
      "engagement_improvement",
      3,
      item(
        `Reply to the ${plural(critical.length, "critical comment")} under ${e.name}, whose sentiment (${scoreText(e.sentiment ?? 0)}) sits well below your median post (${scoreText(ctx.medianSentiment)})${pain ? `: ${pain.charAt(0).toLowerCase()}${pain.slice(1)}` : example(critical)}`,
        critical,
        [e],
      ),
    );
  }

  // What people keep asking to be made, across posts.
  const usedKeys = new Set(openThemes.map((t) => t.key));
  const usesKey = (r: Row) => r.keys.some((k) => usedKeys.has(k));
  const wanted = ctx.themes
    .filter((t) => !usedKeys.has(t.key))
    .map((t) => ({
      t,
      requests: t.rows.filter((r) => r.tags.includes("suggestion") && !usesKey(r)),
      asks: t.rows.filter((r) => r.tags.includes("question") || r.tags.includes("suggestion")),
    }))
    .filter(({ requests }) => requests.length >= 3)
    .sort((a, b) => b.requests.length - a.requests.length || b.asks.length - a.asks.length)[0];
  if (wanted && n >= 2) {
    const { t, asks, requests } = wanted;
    const about = entries.find((e) =>
      withoutSeparators(e.post.caption.toLowerCase()).includes(t.key),
    );
    const medC = median(entries.map((e) => e.comments)) ?? 0;
    add(
      "content_optimization",
      1,
      item(
        `Give “${t.label}” a regular place: it comes up under ${t.posts.size} of ${postCount(n)} (${plural(t.rows.length, "comment")} by ${plural(t.people, "person", "people")}), ${requests.length} asking for it${asks.length > requests.length ? ` and ${asks.length - requests.length} more with questions about it` : ""}${about ? `; ${about.name}, the post about it, drew ${formatNumber(about.comments)} comments against a median of ${whole(medC)}` : ""}`,
        t.rows,
      ),
    );
  }

  // Formats: the one that typically draws the most comments.
  const [bestFormat, nextFormat, ...restFormats] = ctx.drivers.formats;
  if (
    bestFormat &&
    nextFormat &&
    bestFormat.entries.length >= 2 &&
    typical(bestFormat) >= typical(nextFormat) * 1.25
  ) {
    const others = [nextFormat, ...restFormats].map(
      (g) => `${whole(g.averageComments)} for ${g.noun} (${g.entries.length}${outlierNote(g)})`,
    );
    const likes =
      bestFormat.averageLikes !== null ? ` and ${whole(bestFormat.averageLikes)} likes` : "";
    add(
      "content_optimization",
      2,
      item(
        `Make more ${bestFormat.noun}: they average ${whole(bestFormat.averageComments)} comments${likes} over ${postCount(bestFormat.entries.length)}${outlierNote(bestFormat)}, vs ${list(others)}`,
        [],
        bestFormat.entries,
      ),
    );
  }
  if (ctx.drivers.asking) {
    const [yes, no] = ctx.drivers.asking;
    if (yes.entries.length >= 2 && typical(yes) >= typical(no) * 1.5) {
      add(
        "content_optimization",
        4,
        item(
          `Ask your audience something in the caption, as ${list(yes.entries.map((e) => e.name))} ${yes.entries.length === 1 ? "does" : "do"}: ${yes.entries.length === 1 ? "it draws" : "they average"} ${whole(yes.averageComments)} comments vs ${whole(no.averageComments)} for the other ${postCount(no.entries.length)}`,
          [],
          yes.entries,
        ),
      );
    }
  }

  // When to publish.
  const contrast = windowContrast(ctx);
  if (contrast) {
    const peak = commentPeak(ctx);
    add(
      "audience_growth",
      3,
      item(
        `Publish between ${contrast.best.value.replace("–", " and ")}: ${windowsText(contrast)}${peak ? `; comments peak ${peakText(peak)}` : ""}`,
        [],
        contrast.best.entries,
      ),
    );
  }

  // Who to keep close.
  if (ctx.regulars.length > 0 && n >= 2) {
    const names = ctx.regulars.slice(0, 5).map((c) => `@${c.handle} (${c.posts.size})`);
    add(
      "audience_growth",
      6,
      item(
        `Thank or feature your ${plural(ctx.regulars.length, "regular")}, who commented on at least ${ctx.regularMin} of the ${postCount(n)}: ${list(names)}`,
        ctx.regulars.flatMap((c) => c.rows),
      ),
    );
  }
  const owner = ctx.handle.toLowerCase();
  const tagging = ctx.real.filter(
    (r) => r.comment.text.includes("@") && mentionsIn(r.comment.text).some((h) => h !== owner),
  );
  const taggingPosts = postsOf(tagging);
  if (tagging.length >= 5 && taggingPosts.length >= 2) {
    const top = taggingPosts[0] as PostEntry;
    add(
      "audience_growth",
      7,
      item(
        `Invite people to tag a friend: ${plural(tagging.length, "comment")} under ${postCount(taggingPosts.length)} already do, most under ${named(top, tagging.filter((r) => r.entry === top).length)}`,
        tagging,
      ),
    );
  }
  const known = metrics.languages.filter((l) => l.language !== "und");
  const second = known[1];
  if (second && second.percentage >= 10) {
    add(
      "audience_growth",
      8,
      item(
        `Add a line in ${languageName(second.language)} to captions: ${second.percentage}% of audience comments (${formatNumber(second.count)}) are in ${languageName(second.language)}`,
        ctx.rows.filter((r) => r.lang === second.language),
      ),
    );
  }

  // Money: people who want to buy, and what they want.
  const buying = ctx.real.filter((r) => r.tags.includes("purchase_intent"));
  if (buying.length >= 3) {
    const posts = postsOf(buying);
    const top = posts[0] as PostEntry;
    const link = ctx.profile?.externalUrl;
    add(
      "monetization_opportunities",
      4,
      item(
        `Show the ${plural(buying.length, "comment")} that want to buy (under ${postCount(posts.length)}) where to do it: ${link ? `put ${link} in the captions` : "say in the caption how to order"}, starting with posts like ${named(top, buying.filter((r) => r.entry === top).length)}`,
        buying,
      ),
    );
    const openBuying = buying.filter((r) => asksCreator(r) && isOpen(r) && !covered.has(r));
    if (openBuying.length >= 3) {
      add(
        "monetization_opportunities",
        5,
        item(
          `Reply to the ${plural(openBuying.length, "question")} about buying still open under ${postCount(postsOf(openBuying).length)}: each is a sale waiting on an answer${example(openBuying)}`,
          openBuying,
        ),
      );
    }
    const demand = ctx.themes
      .filter((t) => !usedKeys.has(t.key))
      .map((t) => ({
        t,
        rows: t.rows.filter((r) => r.tags.includes("purchase_intent") && !usesKey(r)),
      }))
      .filter(({ rows }) => rows.length >= 3)
      .sort((a, b) => b.rows.length - a.rows.length)[0];
    if (demand) {
      add(
        "monetization_opportunities",
        6,
        item(
          `Offer more “${demand.t.label}”: ${plural(demand.rows.length, "comment")} about it under ${postCount(postsOf(demand.rows).length)} want to buy${example(demand.rows)}`,
          demand.rows,
        ),
      );
    }
  }

  const primary = [...recs].sort((a, b) => a.priority - b.priority)[0];
  const pick = (list: RecList) =>
    recs.filter((r) => r.list === list && r !== primary).map((r) => r.item);
  return {
    primary_recommendation: primary
      ? primary.item
      : {
          text:
            n === 0
              ? "No post could be analysed, so there is nothing to recommend yet."
              : "Nothing in these posts' comments calls for a change: no open questions, no post taken badly, no format or publication time clearly ahead.",
          post_shortcodes: entries.map((e) => e.shortcode),
          comment_ids: [],
          support: n,
        },
    content_optimization: pick("content_optimization"),
    audience_growth: pick("audience_growth"),
    engagement_improvement: pick("engagement_improvement"),
    monetization_opportunities: pick("monetization_opportunities"),
  };
}
