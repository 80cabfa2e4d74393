import type { Insight } from "@commentlens/shared";
import { cueIn, cueWord, type NamedHit, namesAfterCue, namesBeforeCue } from "../../cues/cues.js";
import type { ReportContext } from "../context.js";
import { insight, quoteOf } from "../insight.js";
import { has, type Row } from "../rows.js";

/**
 * Fans taking sides ("Go Reds!", "#goReds", "reds suck"): a rivalry among commenters, often
 * in top-level comments rather than a reply thread, and not about the creator. A cheer (cue group `cheer`) opens a sentence and is followed by a name that is
 * capitalised or ends the phrase, so "go get one", "let's go to Oregon" and "you have to go
 * lower" are no cheers; a jeer (`jeer`) follows the name of a side someone cheered for.
 */

/** What was said of one side: the rows, and each cheer or jeer as written. */
interface Side {
  rows: Row[];
  hits: NamedHit[];
}

interface Sides {
  cheers: Map<string, Side>;
  jeers: Map<string, Side>;
}

const sideKey = (name: string) => name.toLowerCase();

function note(sides: Map<string, Side>, key: string, row: Row, hit: NamedHit): void {
  const side = sides.get(key);
  if (!side) sides.set(key, { rows: [row], hits: [hit] });
  else {
    if (side.rows[side.rows.length - 1] !== row) side.rows.push(row);
    side.hits.push(hit);
  }
}

function readSides(rows: Row[], isOwnName: (term: string) => boolean): Sides {
  const cheers = new Map<string, Side>();
  const jeers = new Map<string, Side>();
  for (const r of rows) {
    const text = r.comment.text;
    // "#goReds" holds the cheer inside a hashtag, where a word cue does not look.
    // Abuse takes no side worth counting: "go Reds, you idiots" is no support.
    if (!has(r, "toxic") && (cueIn("cheer", r.record) || text.includes("#"))) {
      for (const hit of namesAfterCue("cheer", text)) {
        const key = sideKey(hit.name);
        if (!cueWord("not-a-side", key) && !isOwnName(key)) note(cheers, key, r, hit);
      }
    }
    if (cueIn("jeer", r.record))
      for (const hit of namesBeforeCue("jeer", text)) note(jeers, sideKey(hit.name), r, hit);
  }
  return { cheers, jeers };
}

/**
 * "Fans take sides: …", when two people or more cheer another side or jeer the most cheered.
 */
export function rivalries(ctx: ReportContext): Insight[] {
  const { cheers, jeers } = readSides(ctx.real, ctx.scope.isOwnName);
  const sides = [...cheers.entries()]
    .map(([key, side]) => ({ key, side, people: ctx.peopleIn(side.rows) }))
    .sort((a, b) => b.people - a.people || (a.key < b.key ? -1 : 1));
  const [main, ...rivals] = sides;
  if (!main || main.people < 2) return [];
  const jeering = jeers.get(main.key);
  const jeerers = ctx.peopleIn(jeering?.rows ?? []);
  const rivalRows = rivals.flatMap((s) => s.side.rows);
  // One voice for another side is no rivalry: two people at least cheer against or jeer.
  if (ctx.peopleIn(rivalRows) + jeerers < 2) return [];
  const all = [...new Set([...main.side.rows, ...rivalRows, ...(jeering?.rows ?? [])])];
  if (ctx.peopleIn(all) < 4) return [];
  const said = [
    cheerOf(main.side, main.key),
    ...rivals.slice(0, 2).map((s) => cheerOf(s.side, s.key)),
    ...(jeering ? [commonest(counts(jeering.hits.map((h) => h.phrase)), main.key)] : []),
  ];
  return [
    insight(
      {
        kind: "rivalry",
        entity: nameOf(main.side, main.key),
        figures: {
          people: main.people,
          rivals: rivals.length > 0 ? ctx.peopleIn(rivalRows) : 0,
          jeerers,
        },
        mentions: { words: said },
        quote: quoteOf(all),
      },
      all,
    ) as Insight,
  ];
}

function counts(forms: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of forms) out.set(f, (out.get(f) ?? 0) + 1);
  return out;
}

/** The most common of `forms`, the shorter on a tie. */
function commonest(forms: Map<string, number>, fallback: string): string {
  return (
    [...forms.entries()].sort(
      (a, b) => b[1] - a[1] || a[0].length - b[0].length || (a[0] < b[0] ? -1 : 1),
    )[0]?.[0] ?? fallback
  );
}

const capitalised = (form: string) => {
  const first = form.replace("#", "").charAt(0);
  return first !== first.toLowerCase();
};

/** The side's name as people wrote it, capitalised when anyone did ("Reds"). */
function nameOf(side: Side, key: string): string {
  const forms = counts(side.hits.map((h) => h.name));
  const upper = new Map([...forms].filter(([f]) => capitalised(f)));
  return commonest(upper.size > 0 ? upper : forms, key);
}

/** The cheer as people wrote it ("Go Reds"), a hashtag ("#goReds") when nobody wrote it out. */
function cheerOf(side: Side, key: string): string {
  const written = counts(side.hits.map((h) => h.phrase).filter((p) => !p.startsWith("#")));
  const tags = counts(side.hits.map((h) => h.phrase).filter((p) => p.startsWith("#")));
  const upper = new Map([...written].filter(([f]) => capitalised(f)));
  return commonest(upper.size > 0 ? upper : written.size > 0 ? written : tags, key);
}
