import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { languageName, percentOf, plural, verb } from "../format.js";
import { example, insight } from "../insight.js";
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
          `${l.percentage}% of comments are in ${languageName(l.language)}`,
          languages.byLanguage.get(l.language) ?? [],
        ),
      ),
    repeat.length > 0
      ? insight(
          `${Math.round(percentOf(repeat.length, commenters.active.length))}% of commenters (${repeat.length}) commented more than once`,
          repeat.flat(),
        )
      : undefined,
    topMix && topMix[1].length >= 3
      ? insight(
          `${plural(topMix[1].length, "comment")} ${verb(topMix[1].length, "mixes", "mix")} ${topMix[0]
            .split("+")
            .map(languageName)
            .join(" and ")} in one sentence${example(topMix[1])}`,
          topMix[1],
        )
      : undefined,
    topEntrant.length >= 3
      ? insight(
          `The most frequent entrant, @${topEntrant[0]?.comment.username}, entered ${plural(topEntrant.length, "time")}`,
          topEntrant,
        )
      : undefined,
    mostActive.length >= 3
      ? insight(
          `The most active commenter, @${mostActive[0]?.comment.username}, left ${plural(mostActive.length, "comment")}`,
          mostActive,
        )
      : undefined,
  ]);
}
