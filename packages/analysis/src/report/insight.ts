import { type Insight, type InsightKind, renderInsight } from "@commentlens/shared";
import { cueIn } from "../cues/cues.js";
import { quote } from "./format.js";
import { best, has, type Row, topRanked } from "./rows.js";

/** How many comment ids an insight lists; `support` still counts them all. */
export const EVIDENCE_LIMIT = 50;

/** A finding as the sections build it: its kind and fields; the sentence is written from them. */
export type InsightRecord = Omit<Insight, "text" | "evidence" | "support" | "kind"> & {
  kind: InsightKind;
};

/** The words a finding's comments mention, as a sentence's tail writes them. */
export type Mentions = NonNullable<Insight["mentions"]>;

/** The comment a sentence quotes, cut to a line. */
export type Quote = NonNullable<Insight["quote"]>;

/**
 * A finding with the comments it rests on, or nothing without any; its sentence is written
 * by `renderInsight` from the record. The evidence is most liked first, except that the
 * comment the sentence quotes, when it is among them, comes first: the reader who opens the
 * evidence meets the example they just read.
 */
export function insight(record: InsightRecord, rows: Row[]): Insight | undefined {
  if (rows.length === 0) return undefined;
  const top = topRanked(rows, EVIDENCE_LIMIT);
  const at = record.quote ? top.findIndex((r) => r.comment.id === record.quote?.id) : -1;
  if (at > 0) top.unshift(...top.splice(at, 1));
  // Fields a record leaves out are absent, never `undefined`, in what is stored.
  const fields = Object.fromEntries(
    Object.entries(record).filter(([, v]) => v !== undefined),
  ) as InsightRecord;
  const found = { ...fields, evidence: top.map((r) => r.comment.id), support: rows.length };
  return { ...found, text: renderInsight({ ...found, text: "" }) };
}

/**
 * An insight whose evidence opens with the rows that show what the sentence says (`leads`),
 * most liked first, then the rest: "96% of them positive" should not open on the 4% that are
 * not.
 */
export function insightLedBy(
  what: InsightRecord,
  rows: Row[],
  leads: (r: Row) => boolean,
): Insight | undefined {
  const first = rows.filter(leads);
  const found = insight(what, rows);
  if (!found || first.length === 0 || first.length === rows.length) return found;
  const rest = rows.filter((r) => !leads(r));
  found.evidence = [...topRanked(first, EVIDENCE_LIMIT), ...topRanked(rest, EVIDENCE_LIMIT)]
    .slice(0, EVIDENCE_LIMIT)
    .map((r) => r.comment.id);
  return found;
}

/**
 * The most liked comment, cut to a line, as the example of a finding; one that stands alone
 * when any does. A quote is read without its thread, and a reply ("@sam they never dropped
 * him") means what it means only beside the comment it answers.
 */
export function quoteOf(rows: Row[]): Quote | undefined {
  const top = best(inMainLanguage(standingAlone(rows)));
  return top ? { id: top.comment.id, text: quote(top.comment.text) } : undefined;
}

/**
 * The rows in the language most of them are written in (and those with no language to tell:
 * emoji, a word or two), when one language holds most of them: an example should read like
 * the comments it stands for, not be the one comment in Indonesian among English ones.
 */
function inMainLanguage(rows: Row[]): Row[] {
  const counts = new Map<string, number>();
  let told = 0;
  for (const r of rows) {
    const lang = r.analysis.lang;
    if (lang === "und") continue;
    told++;
    counts.set(lang, (counts.get(lang) ?? 0) + 1);
  }
  let main: string | undefined;
  for (const [lang, n] of counts) if (n * 2 > told) main = lang;
  if (main === undefined || counts.size === 1) return rows;
  return rows.filter((r) => r.analysis.lang === main || r.analysis.lang === "und");
}

/** The rows that answer no one (no replies, see `Row.answers`), when any do; else all. */
function standingAlone(rows: Row[]): Row[] {
  const alone = rows.filter((r) => r.comment.parentId === null && !r.answers);
  return alone.length > 0 ? alone : rows;
}

/**
 * The comment to quote from `rows`: the most liked one not quoted yet in `quoted`, when there
 * is one, so that one rant touching price, stock and resellers is not the example of all
 * three; among those whose quote `shows` what the sentence is about, when any does. Records
 * the one chosen; a list of it, or none, for `example`.
 */
export function unquoted(
  rows: Row[],
  quoted: Set<Row>,
  shows?: (quotedText: string) => boolean,
): Row[] {
  const pool = inMainLanguage(standingAlone(shows ? showingQuote(rows, shows) : rows));
  const top = best(pool.filter((r) => !quoted.has(r))) ?? best(pool);
  if (!top) return [];
  quoted.add(top);
  return [top];
}

/**
 * Praise with a reservation ("great release but I wish…", "too flashy for me, don't know",
 * "we like the chef, not the menu"): mixed, not an example of what people loved or a tone to set.
 * "Ok but this is so good" opens on "but" without a reservation.
 */
export const hasReservation = (row: Row) => cueIn("reservation", row.record);

/**
 * The most liked plain praise among the rows (not a question, read as positive, without a
 * reservation), to quote; failing that, the most liked praise, or comment. With `quoted`, one
 * not quoted yet where another will do (plain praise first, then any praise, then any comment),
 * so a comment praising "black" and "white" at once is not the example of both.
 */
export function praiseQuote(rows: Row[], term?: string, quoted?: Set<Row>): Quote | undefined {
  const praise = rows.filter((r) => has(r, "praise") && !has(r, "question"));
  // Praise that goes on to ask for a change ("Not bad. Change the strap though") or to
  // complain is no clean example of what was loved.
  const plain = praise.filter(
    (r) =>
      r.analysis.label === "positive" &&
      !has(r, "suggestion") &&
      !has(r, "complaint") &&
      !hasReservation(r),
  );
  const tiers = [plain, praise, rows].filter((t) => t.length > 0);
  const fresh = quoted
    ? tiers.map((t) => t.filter((r) => !quoted.has(r))).find((t) => t.length > 0)
    : undefined;
  const pool = fresh ?? tiers[0] ?? [];
  const chosen = quoteOf(term === undefined ? pool : showingQuote(pool, namesTerm(term)));
  const row = chosen && pool.find((r) => r.comment.id === chosen.id);
  if (row) quoted?.add(row);
  return chosen;
}

/**
 * The rows whose quote, as cut for a sentence, passes `shows`, when any does: the example of
 * “white” loved, or of concerns about sizing, should say so within the words the reader sees.
 */
function showingQuote(rows: Row[], shows: (quotedText: string) => boolean): Row[] {
  const shown = rows.filter((r) => shows(quote(r.comment.text)));
  return shown.length > 0 ? shown : rows;
}

/** Whether a quote names `term` ("reviews" is named by "an honest review" too). */
export function namesTerm(term: string): (quotedText: string) => boolean {
  const lower = term.toLowerCase();
  const t = lower.length > 3 && lower.endsWith("s") ? lower.slice(0, -1) : lower;
  return (q) => q.toLowerCase().includes(t);
}

/** The rows an insight lists as evidence, to build another insight on the same comments. */
export function rowsOf(rows: Row[], item: Insight | undefined): Row[] {
  if (!item) return [];
  const ids = new Set(item.evidence);
  return rows.filter((r) => ids.has(r.comment.id));
}
