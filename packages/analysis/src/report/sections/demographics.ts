import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { percentOf } from "../format.js";
import { insight, quoteOf } from "../insight.js";
import { compact, count, pushTo } from "../lists.js";
import { has, type Row } from "../rows.js";
import type { Commenters } from "./commenters.js";
import type { Languages } from "./sentiment.js";

/** Who is talking: languages, how many come back, language mixing, the busiest commenters. */
export function primaryDemographics(
  ctx: ReportContext,
  languages: Languages,
  commenters: Commenters,
): Insight[] {
  const repeat = commenters.active.filter((l) => l.length >= 2);
  let topEntrant: Row[] = [];
  let mostActive: Row[] = [];
  for (const list of commenters.all) {
    const entries = count(list, (r) => has(r, "giveaway_entry"));
    if (entries > topEntrant.length) topEntrant = list.filter((r) => has(r, "giveaway_entry"));
    if (
      list.length > mostActive.length &&
      !list.every((r) => has(r, "spam") || has(r, "giveaway_entry"))
    )
      mostActive = list;
  }
  // Comments that switch languages mid-sentence: the audience reads both.
  const mixedPairs = new Map<string, Row[]>();
  for (const r of ctx.real) {
    const other = r.analysis.mixedWith;
    if (other) pushTo(mixedPairs, [r.analysis.lang, other].sort().join("+"), r);
  }
  const topMix = [...mixedPairs.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  const list = languages.breakdown;
  return compact([
    ...list
      .filter((l) => l.language !== "und" && (l.percentage >= 5 || l === list[0]))
      .slice(0, 4)
      .map((l) =>
        insight(
          { kind: "language", topic: l.language, figures: { percent: l.percentage } },
          languages.byLanguage.get(l.language) ?? [],
        ),
      ),
    repeat.length > 0
      ? insight(
          {
            kind: "repeat-commenters",
            figures: {
              percent: Math.round(percentOf(repeat.length, commenters.active.length)),
              people: repeat.length,
            },
          },
          repeat.flat(),
        )
      : undefined,
    topMix && topMix[1].length >= 3
      ? insight(
          {
            kind: "mixed-languages",
            terms: topMix[0].split("+").map((label) => ({ label, people: 0 })),
            figures: { comments: topMix[1].length },
            quote: quoteOf(topMix[1]),
          },
          topMix[1],
        )
      : undefined,
    topEntrant.length >= 3
      ? insight(
          {
            kind: "top-entrant",
            entity: `@${topEntrant[0]?.comment.username}`,
            figures: { comments: topEntrant.length },
          },
          topEntrant,
        )
      : undefined,
    mostActive.length >= 3
      ? insight(
          {
            kind: "most-active",
            entity: `@${mostActive[0]?.comment.username}`,
            figures: { comments: mostActive.length },
          },
          mostActive,
        )
      : undefined,
  ]);
}
