import type { Insight } from "@commentlens/shared";
import type { ReportContext } from "../context.js";
import { plural, verb } from "../format.js";
import { example, insight } from "../insight.js";
import { pushTo } from "../lists.js";
import type { Row } from "../rows.js";

/**
 * Fans taking sides under a sports post ("Go Ducks!", "#goASU", "ducks suck"): a rivalry
 * among commenters, often in top-level comments rather than a reply thread, and not about the
 * creator. A cheer opens a sentence with "go" (or "let's go", "vamos", "allez", "forza",
 * "hadi") and a name that is capitalised or ends the phrase, so "go get one", "let's go to
 * Oregon" and "you have to go lower" are no cheers; a jeer is "<side> suck(s)" of a side
 * someone cheered for.
 */
const CHEER =
  /(?:^|[.!?,;:\n][^\S\n]*|\p{Extended_Pictographic}\s*)(?:let'?s go|lets go|go|vamos|allez|forza|hadi|ayo)\s+(\p{Lu}\p{L}{2,}|\p{L}{3,}(?=\s*(?:$|[!.,]|\p{Extended_Pictographic})))/giu;
const HASHTAG_CHEER = /#go(\p{L}{3,})/giu;
/**
 * Its start is a lookbehind: after a `(?:^|[^\p{L}])` start, `\p{L}{3,}` takes milliseconds a
 * run on a comment with emoji.
 */
const JEER = /(?<!\p{L})(\p{L}{3,})\s+(?:suck|sucks|are trash|is trash|stink|stinks)(?!\p{L})/giu;

/** Words after "go" that are no side ("go get", "go team"): verbs, places and fillers. */
const NOT_SIDES = new Set(
  `get buy check see try grab cop watch look find play make win home back team crazy hard off
  ahead away out shopping time again now boy boys girl girls bro guys baby`.split(/\s+/),
);

function sideKey(name: string): string {
  return name.toLowerCase();
}

interface Sides {
  cheers: Map<string, Row[]>;
  jeers: Map<string, Row[]>;
}

/**
 * Cheap literal tests that rule most comments out before the full patterns run (those scan
 * every position of every comment, which is slow on a large post).
 */
const MAY_CHEER = /\bgo\b|#go|vamos|allez|forza|hadi|ayo/i;
const MAY_JEER = /suck|trash|stink/i;

function readSides(rows: Row[], isOwnName: (term: string) => boolean): Sides {
  const cheers = new Map<string, Row[]>();
  const jeers = new Map<string, Row[]>();
  for (const r of rows) {
    const text = r.comment.text;
    if (MAY_CHEER.test(text)) {
      const named = new Set<string>();
      for (const re of [CHEER, HASHTAG_CHEER]) {
        re.lastIndex = 0;
        for (let m = re.exec(text); m !== null; m = re.exec(text)) {
          const key = sideKey(m[1] as string);
          if (!NOT_SIDES.has(key) && !isOwnName(key)) named.add(key);
        }
      }
      for (const key of named) pushTo(cheers, key, r);
    }
    if (!MAY_JEER.test(text)) continue;
    JEER.lastIndex = 0;
    for (let m = JEER.exec(text); m !== null; m = JEER.exec(text))
      pushTo(jeers, sideKey(m[1] as string), r);
  }
  return { cheers, jeers };
}

/**
 * "Fans take sides: …", when two people or more cheer another side or jeer the most cheered.
 */
export function rivalries(ctx: ReportContext): Insight[] {
  const { cheers, jeers } = readSides(ctx.real, ctx.scope.isOwnName);
  const sides = [...cheers.entries()]
    .map(([key, rs]) => ({ key, rs, people: ctx.peopleIn(rs) }))
    .sort((a, b) => b.people - a.people || (a.key < b.key ? -1 : 1));
  const [main, ...rivals] = sides;
  if (!main || main.people < 2) return [];
  const jeering = jeers.get(main.key) ?? [];
  const jeerers = ctx.peopleIn(jeering);
  const rivalRows = rivals.flatMap((s) => s.rs);
  // One voice for another side is no rivalry: two people at least cheer against or jeer.
  if (ctx.peopleIn(rivalRows) + jeerers < 2) return [];
  const all = [...new Set([...main.rs, ...rivalRows, ...jeering])];
  if (ctx.peopleIn(all) < 4) return [];
  const parts = [
    `${plural(main.people, "person", "people")} ${verb(main.people, "cheers", "cheer")} for ${nameOf(main.rs, main.key)}`,
  ];
  if (rivals.length > 0) parts.push(`${ctx.peopleIn(rivalRows)} for another side`);
  if (jeerers > 0) parts.push(`${jeerers} ${verb(jeerers, "jeers", "jeer")} them`);
  const said = [
    cheerOf(main.rs, main.key),
    ...rivals.slice(0, 2).map((s) => cheerOf(s.rs, s.key)),
    ...(jeering.length > 0 ? [jeerOf(jeering, main.key)] : []),
  ];
  return [
    insight(
      `Fans take sides: ${parts.join(", ")} (most mention ${said.map((c) => `“${c}”`).join(", ")}). It is rivalry among fans, not about you${example(all)}`,
      all,
    ) as Insight,
  ];
}

/** The most common of `forms`, the shorter on a tie. */
function commonest(forms: Map<string, number>, fallback: string): string {
  return (
    [...forms.entries()].sort(
      (a, b) => b[1] - a[1] || a[0].length - b[0].length || (a[0] < b[0] ? -1 : 1),
    )[0]?.[0] ?? fallback
  );
}

function matchesOf(rows: Row[], key: string, res: RegExp[]): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  for (const r of rows)
    for (const re of res) {
      re.lastIndex = 0;
      for (let m = re.exec(r.comment.text); m !== null; m = re.exec(r.comment.text))
        if (sideKey(m[m.length - 1] as string) === key) out.push(m);
    }
  return out;
}

const CAPITALISED = /^\p{Lu}/u;

/** The side's name as people wrote it, capitalised when anyone did ("Ducks"). */
function nameOf(rows: Row[], key: string): string {
  const forms = new Map<string, number>();
  for (const m of matchesOf(rows, key, [CHEER, HASHTAG_CHEER])) {
    const name = m[m.length - 1] as string;
    forms.set(name, (forms.get(name) ?? 0) + 1);
  }
  const capitalised = new Map([...forms].filter(([f]) => CAPITALISED.test(f)));
  return commonest(capitalised.size > 0 ? capitalised : forms, key);
}

/** The cheer as people wrote it ("Go Ducks"), a hashtag ("#goASU") when nobody wrote it out. */
function cheerOf(rows: Row[], key: string): string {
  const written = new Map<string, number>();
  const tags = new Map<string, number>();
  for (const m of matchesOf(rows, key, [CHEER, HASHTAG_CHEER])) {
    const form = m[0].replace(/^[^\p{L}#]+/u, "");
    const forms = form.startsWith("#") ? tags : written;
    forms.set(form, (forms.get(form) ?? 0) + 1);
  }
  const capitalised = new Map([...written].filter(([f]) => CAPITALISED.test(f)));
  return commonest(capitalised.size > 0 ? capitalised : written.size > 0 ? written : tags, key);
}

/** The jeer as most people wrote it ("ducks suck"). */
function jeerOf(rows: Row[], key: string): string {
  const forms = new Map<string, number>();
  for (const m of matchesOf(rows, key, [JEER])) {
    const form = m[0].replace(/^[^\p{L}]+/u, "");
    forms.set(form, (forms.get(form) ?? 0) + 1);
  }
  return commonest(forms, key);
}
