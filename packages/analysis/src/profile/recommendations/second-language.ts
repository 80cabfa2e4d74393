import { formatNumber } from "@commentlens/shared";
import { languageName } from "../../report/format.js";
import { item } from "../model.js";
import { type RecommendationKind, rec } from "./kind.js";

/** A second language a tenth of the audience writes in: a caption line in it. */
export const secondLanguage: RecommendationKind = (ctx, { metrics }) => {
  const second = metrics.languages.filter((l) => l.language !== "und")[1];
  if (!second || second.percentage < 10) return [];
  const name = languageName(second.language);
  return [
    rec(
      "audience_growth",
      8,
      item(
        `Add a line in ${name} to captions: ${second.percentage}% of audience comments (${formatNumber(second.count)}) are in ${name}`,
        ctx.rows.filter((r) => r.lang === second.language),
      ),
    ),
  ];
};
