import type { AnalysisComment } from "@commentlens/shared";
import { stanceWords, TARGET_NAMES } from "@commentlens/shared";
import { csvTable, UTF8_BOM } from "../../../lib/csv.js";
import { COMMENT_COLUMNS, chronological, TAG_SEPARATOR } from "./report.js";

/** One row per comment, in the columns the XLSX export uses too. */
export function commentRow(c: AnalysisComment) {
  return {
    id: c.id,
    username: c.username,
    text: c.text,
    likes: c.likes,
    timestamp: c.timestamp,
    label: c.label,
    score: c.score,
    language: c.language,
    "Aimed at": TARGET_NAMES[c.target],
    Stance: stanceWords(c),
    tags: c.tags.join(TAG_SEPARATOR),
    is_from_owner: c.is_from_owner,
    reply_count: c.reply_count,
    corrected_by_owner: c.corrected,
  };
}

/** Comments with their labels as CSV, formula-like text cells neutralised. */
export function renderCsv(comments: readonly AnalysisComment[]): string {
  const rows = chronological(comments).map(commentRow);
  const csv = csvTable(
    COMMENT_COLUMNS,
    rows.map((r) => COMMENT_COLUMNS.map((k) => r[k])),
  );
  return `${UTF8_BOM}${csv}\r\n`;
}
