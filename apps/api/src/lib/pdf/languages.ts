import { languageName, plural } from "../report-format.js";
import { type Block, barRow, COLOR, type Doc } from "./layout.js";

/** Past this many languages the tail is folded into one row, so the list stays short. */
const LANGUAGES_SHOWN = 6;

export interface LanguageShare {
  language: string;
  percentage: number;
  count: number;
}

/** One bar per language in the order given, the tail folded into one "N more" bar. */
export function languageBars(
  doc: Doc,
  languages: readonly LanguageShare[],
  labelWidth: number,
): Block[] {
  const rows = languages.slice(0, LANGUAGES_SHOWN).map((l) => ({
    name: languageName(l.language),
    percentage: l.percentage,
    count: l.count,
  }));
  const rest = languages.slice(LANGUAGES_SHOWN);
  if (rest.length > 0) {
    rows.push({
      name: `${rest.length} more`,
      percentage: Math.round(rest.reduce((s, l) => s + l.percentage, 0) * 10) / 10,
      count: rest.reduce((s, l) => s + l.count, 0),
    });
  }
  return rows.map((r) =>
    barRow(
      doc,
      r.name,
      r.percentage,
      `${r.percentage}%`,
      `  ·  ${plural(r.count, "comment")}`,
      COLOR.language,
      labelWidth,
    ),
  );
}
