// Pure parts of prepare-training-data.ts: reading the public sets' file formats, mapping their
// labels to positive/neutral/negative, and cleaning rows the same way as the evaluation files.
import Papa from "papaparse";
import { type Row, sha256 } from "./lib.js";

export type Label = Row["label"];

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&apos;": "'",
  "&#39;": "'",
};

/**
 * The evaluation files' normalisation: no leading BOM, newlines/carriage returns/tabs become
 * one space, trimmed, and the common HTML entities decoded once (so "&amp;lt;" stays "&lt;").
 * Nothing else is rewritten: case, mentions, URLs and emoji are kept as the source has them.
 */
export function normaliseText(raw: string): string {
  return raw
    .replace(/^\uFEFF/, "")
    .replace(/[\r\n\t]+/g, " ")
    .trim()
    .replace(/&(?:amp|lt|gt|quot|apos|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** How a text is compared with the evaluation and measurement texts. */
export function overlapKey(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * GoEmotions' own sentiment grouping of its 27 emotions (the paper's hierarchical grouping,
 * `goemotions/data/sentiment_dict.json`); "neutral" is its 28th label.
 */
export const GOEMOTIONS_GROUPS: Readonly<Record<"positive" | "negative" | "ambiguous", string[]>> =
  {
    positive: [
      "amusement",
      "excitement",
      "joy",
      "love",
      "desire",
      "optimism",
      "caring",
      "pride",
      "admiration",
      "gratitude",
      "relief",
      "approval",
    ],
    negative: [
      "fear",
      "nervousness",
      "remorse",
      "embarrassment",
      "disappointment",
      "sadness",
      "grief",
      "disgust",
      "anger",
      "annoyance",
      "disapproval",
    ],
    ambiguous: ["realization", "surprise", "curiosity", "confusion"],
  };

const GROUP_OF = new Map<string, string>([
  ...Object.entries(GOEMOTIONS_GROUPS).flatMap(([group, names]) =>
    names.map((name) => [name, group] as [string, string]),
  ),
  ["neutral", "neutral"],
]);

/**
 * A GoEmotions comment's sentiment from the emotions at least two raters chose. Only a clear
 * answer is kept: positive or negative emotions alone (an ambiguous emotion beside them does
 * not change it) or neutral alone (likewise). Positive with negative, a polar emotion with
 * "neutral", or ambiguous emotions alone (surprise, curiosity, ...) give `undefined`: dropped.
 */
export function goEmotionsLabel(emotions: readonly string[]): Label | undefined {
  const groups = new Set(
    emotions.map((e) => {
      const group = GROUP_OF.get(e);
      if (!group) throw new Error(`Unknown GoEmotions emotion "${e}"`);
      return group;
    }),
  );
  groups.delete("ambiguous");
  if (groups.size !== 1) return undefined;
  return [...groups][0] as Label;
}

/** Tab- or comma-separated rows; fields may be quoted with doubled inner quotes. */
export function parseDelimited(text: string, delimiter: "\t" | ","): string[][] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimiter,
    skipEmptyLines: true,
  });
  const bad = result.errors[0];
  if (bad) throw new Error(`Row ${bad.row}: ${bad.message}`);
  return result.data;
}

/**
 * GoEmotions `train.tsv`/`dev.tsv`: text, comma-separated emotion ids (indexes into
 * `emotions.txt`), comment id; no header. Rows whose emotions give no clear sentiment are left out.
 */
export function readGoEmotions(
  tsv: string,
  emotionNames: readonly string[],
  split: string,
): { rows: Row[]; unclear: number } {
  const rows: Row[] = [];
  let unclear = 0;
  parseDelimited(tsv, "\t").forEach((fields, i) => {
    const [text, ids] = fields;
    if (fields.length !== 3 || text === undefined || !ids) {
      throw new Error(`GoEmotions ${split} row ${i}: expected text, emotion ids and comment id`);
    }
    const emotions = ids.split(",").map((id) => {
      const name = emotionNames[Number(id)];
      if (name === undefined) throw new Error(`GoEmotions ${split} row ${i}: emotion id ${id}`);
      return name;
    });
    const label = goEmotionsLabel(emotions);
    if (!label) unclear++;
    else rows.push(row(`goemotions:${split}:${i}`, text, label, "en", "goemotions"));
  });
  return { rows, unclear };
}

/** Rows of `text<TAB>label` with the label already one of ours (IndoNLU SmSA). */
export function readTextLabelTsv(tsv: string, prefix: string, lang: string, source: string): Row[] {
  return parseDelimited(tsv, "\t").map((fields, i) => {
    const [text, label] = fields;
    if (fields.length !== 2 || text === undefined || !isLabel(label)) {
      throw new Error(`${prefix} row ${i}: expected text and positive/neutral/negative`);
    }
    return row(`${prefix}:${i}`, text, label, lang, source);
  });
}

/** A CSV with a `Text,Sentiment` header and P/N sentiments (Aydın et al.'s Turkish sets). */
export function readPolarityCsv(csv: string, prefix: string, lang: string, source: string): Row[] {
  const [header, ...data] = parseDelimited(csv, ",");
  if (header?.join(",") !== "Text,Sentiment") {
    throw new Error(`${prefix}: expected the header Text,Sentiment`);
  }
  return data.map((fields, i) => {
    const [text, code] = fields;
    const label = code === "P" ? "positive" : code === "N" ? "negative" : undefined;
    if (fields.length !== 2 || text === undefined || !label) {
      throw new Error(`${prefix} row ${i}: expected text and P or N`);
    }
    return row(`${prefix}:${i}`, text, label, lang, source);
  });
}

/** One text per line, all with the same label; line numbers are 0-based. */
export function readLines(
  text: string,
  prefix: string,
  label: Label,
  lang: string,
  source: string,
): Row[] {
  return text
    .replace(/^\uFEFF/, "")
    .replace(/\r?\n$/, "")
    .split("\n")
    .map((line, i) => row(`${prefix}:${i}`, line, label, lang, source));
}

function row(id: string, text: string, label: Label, lang: string, source: string): Row {
  return { id, text: normaliseText(text), label, lang, source };
}

function isLabel(value: unknown): value is Label {
  return value === "positive" || value === "neutral" || value === "negative";
}

export interface Cleaned {
  rows: Row[];
  empty: number;
  duplicates: number;
  conflicting: number;
}

/**
 * Drops empty texts and keeps each text once (its first occurrence); a text that occurs with
 * different labels is dropped entirely, because no single label is right for it.
 */
export function dedupeByText(rows: readonly Row[]): Cleaned {
  const labels = new Map<string, Set<Label>>();
  for (const r of rows) {
    if (r.text === "") continue;
    const seen = labels.get(r.text) ?? new Set<Label>();
    seen.add(r.label);
    labels.set(r.text, seen);
  }
  const kept: Row[] = [];
  const taken = new Set<string>();
  let empty = 0;
  let duplicates = 0;
  let conflicting = 0;
  for (const r of rows) {
    if (r.text === "") empty++;
    else if ((labels.get(r.text)?.size ?? 0) > 1) conflicting++;
    else if (taken.has(r.text)) duplicates++;
    else {
      taken.add(r.text);
      kept.push(r);
    }
  }
  return { rows: kept, empty, duplicates, conflicting };
}

/** Leaves out every row whose text matches one of `keys` (see `overlapKey`). */
export function dropOverlaps(
  rows: readonly Row[],
  keys: ReadonlySet<string>,
): { rows: Row[]; dropped: number } {
  const kept = rows.filter((r) => !keys.has(overlapKey(r.text)));
  return { rows: kept, dropped: rows.length - kept.length };
}

/**
 * At most `cap` rows, chosen by the SHA-256 of their ids (so the choice does not depend on
 * the order of the file or on a random seed), returned in their original order.
 */
export function capByHashedId(rows: readonly Row[], cap: number): Row[] {
  if (rows.length <= cap) return [...rows];
  const chosen = new Set(
    rows
      .map((r) => ({ id: r.id, hash: sha256(r.id) }))
      .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0))
      .slice(0, cap)
      .map((r) => r.id),
  );
  return rows.filter((r) => chosen.has(r.id));
}

export function labelCounts(rows: readonly Row[]): Record<Label, number> {
  const counts: Record<Label, number> = { positive: 0, neutral: 0, negative: 0 };
  for (const r of rows) counts[r.label]++;
  return counts;
}

/** The evaluation files' format: one compact JSON object per line, keys in a fixed order. */
export function toJsonl(rows: readonly Row[]): string {
  return rows
    .map((r) =>
      JSON.stringify({ id: r.id, text: r.text, label: r.label, lang: r.lang, source: r.source }),
    )
    .join("\n")
    .concat(rows.length > 0 ? "\n" : "");
}
