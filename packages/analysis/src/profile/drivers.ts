import type { MediaType, ProfileDriver } from "@commentlens/shared";
import { withoutLinks } from "../text/characters.js";
import type { PostEntry } from "./model.js";
import { hourRange, list, mean, median, round, scoreText, sum, whole } from "./stats.js";
import { type TermKey, termKeys } from "./themes.js";

/**
 * What goes with more comments and warmer sentiment across the profile's posts: formats,
 * publication hours, captions that ask something, and themes. Averages over posts; a
 * comparison needs at least two groups.
 */

export interface Group {
  value: string;
  /** How a sentence names the group: "reels", "posts published 16:00–21:00 UTC". */
  noun: string;
  entries: PostEntry[];
  averageComments: number;
  medianComments: number;
  averageLikes: number | null;
  averageRate: number | null;
  averageSentiment: number | null;
}

export function group(value: string, noun: string, entries: PostEntry[]): Group {
  const likes = entries.flatMap((e) => (e.likes === null ? [] : [e.likes]));
  return {
    value,
    noun,
    entries,
    averageComments: mean(entries.map((e) => e.comments)) ?? 0,
    medianComments: median(entries.map((e) => e.comments)) ?? 0,
    averageLikes: mean(likes),
    averageRate: mean(entries.flatMap((e) => (e.rate === null ? [] : [e.rate]))),
    averageSentiment: mean(entries.flatMap((e) => (e.sentiment === null ? [] : [e.sentiment]))),
  };
}

function driver(dimension: ProfileDriver["dimension"], g: Group, text: string): ProfileDriver {
  return {
    dimension,
    value: g.value,
    posts: g.entries.length,
    average_comments: round(g.averageComments, 1),
    average_engagement_rate: g.averageRate === null ? null : round(g.averageRate, 2),
    average_sentiment: g.averageSentiment === null ? null : round(g.averageSentiment, 3),
    text,
    post_shortcodes: g.entries.map((e) => e.shortcode),
  };
}

/** The post that makes most of a group's comments, when one does (one viral post is not a pattern). */
export function dominant(g: Group): PostEntry | null {
  if (g.entries.length < 2) return null;
  const top = [...g.entries].sort((a, b) => b.comments - a.comments)[0] as PostEntry;
  const total = sum(g.entries.map((e) => e.comments));
  const share = g.entries.length === 2 ? 0.75 : 0.5;
  return top.comments > total * share ? top : null;
}

/** A group's usual comments: the average without a dominant post, else the median. */
export function typical(g: Group): number {
  const top = dominant(g);
  if (!top) return g.medianComments;
  return (sum(g.entries.map((e) => e.comments)) - top.comments) / (g.entries.length - 1);
}

/** When one post makes most of a group's comments, the average without it says more. */
export function outlierNote(g: Group): string {
  const top = dominant(g);
  if (!top) return "";
  return `; ${whole(typical(g))} without ${top.name}, which drew ${whole(top.comments)}`;
}

export function versus(others: readonly Group[]): string {
  const parts = others.map(
    (o) => `${whole(o.averageComments)} for ${o.noun} (${o.entries.length})`,
  );
  return parts.length > 0 ? ` vs ${list(parts)}` : "";
}

function sentimentTail(g: Group, others: Group[]): string {
  if (g.averageSentiment === null) return "";
  const rest = mean(others.flatMap((o) => o.entries.flatMap((e) => e.sentiment ?? [])));
  return rest === null
    ? `; sentiment ${scoreText(g.averageSentiment)}`
    : `; sentiment ${scoreText(g.averageSentiment)} vs ${scoreText(rest)} elsewhere`;
}

const FORMATS: Record<MediaType, { value: string; plural: string }> = {
  video: { value: "reel", plural: "reels" },
  photo: { value: "photo", plural: "photos" },
  carousel: { value: "carousel", plural: "carousels" },
  media: { value: "other", plural: "other posts" },
};

/** Formats by typical comments, best first: one big post does not make a format. */
export function formatGroups(entries: readonly PostEntry[]): Group[] {
  const by = new Map<MediaType, PostEntry[]>();
  for (const e of entries) {
    const list = by.get(e.post.mediaType);
    if (list) list.push(e);
    else by.set(e.post.mediaType, [e]);
  }
  return [...by.entries()]
    .map(([type, es]) => group(FORMATS[type].value, FORMATS[type].plural, es))
    .sort((a, b) => typical(b) - typical(a) || b.averageComments - a.averageComments);
}

/** Publication windows in UTC: the creator's own clock is not known. */
const WINDOWS = [
  [0, 6],
  [6, 12],
  [12, 16],
  [16, 21],
  [21, 24],
] as const;

export function windowGroups(entries: readonly PostEntry[]): Group[] {
  return WINDOWS.map(([from, to]) => {
    const es = entries.filter((e) => {
      const h = new Date(e.takenAt).getUTCHours();
      return h >= from && h < to;
    });
    const range = hourRange(from, to);
    return group(range, `posts published ${range}`, es);
  })
    .filter((g) => g.entries.length > 0)
    .sort((a, b) => b.averageComments - a.averageComments);
}

/** A question mark in the caption outside links: the post asks its audience something. */
export function asksSomething(e: PostEntry): boolean {
  return withoutLinks(e.post.caption, "").includes("?");
}

/** What a caption is about: its content words and phrases, as comment themes are found. */
function captionKeys(e: PostEntry): TermKey[] {
  return termKeys(e.post.caption, e.result.language_breakdown[0]?.language ?? "en");
}

export interface Drivers {
  drivers: ProfileDriver[];
  formats: Group[];
  windows: Group[];
  /** Posts asking something vs the others, when both exist. */
  asking: [Group, Group] | null;
}

function postsNoun(n: number): string {
  return n === 1 ? "1 post" : `${n} posts`;
}

export function findDrivers(entries: readonly PostEntry[]): Drivers {
  const drivers: ProfileDriver[] = [];
  const formats = entries.length >= 2 ? formatGroups(entries) : [];
  if (formats.length >= 2) {
    for (const g of formats) {
      const others = formats.filter((o) => o !== g);
      const name = g.noun.charAt(0).toUpperCase() + g.noun.slice(1);
      drivers.push(
        driver(
          "format",
          g,
          `${name} average ${whole(g.averageComments)} comments (${postsNoun(g.entries.length)}${outlierNote(g)})${versus(others)}${sentimentTail(g, others)}`,
        ),
      );
    }
  }
  const windows = entries.length >= 2 ? windowGroups(entries) : [];
  if (windows.length >= 2) {
    for (const g of windows) {
      const others = windows.filter((o) => o !== g);
      drivers.push(
        driver(
          "posting_hour",
          g,
          `Posts published ${g.value} average ${whole(g.averageComments)} comments (${postsNoun(g.entries.length)}${outlierNote(g)})${versus(others)}${sentimentTail(g, others)}`,
        ),
      );
    }
  }
  let asking: [Group, Group] | null = null;
  const asks = entries.filter(asksSomething);
  if (asks.length > 0 && asks.length < entries.length) {
    const yes = group("question in the caption", "posts that ask something", asks);
    const no = group(
      "no question in the caption",
      "the others",
      entries.filter((e) => !asksSomething(e)),
    );
    asking = [yes, no];
    drivers.push(
      driver(
        "theme",
        yes,
        `Posts whose caption asks the audience something average ${whole(yes.averageComments)} comments (${postsNoun(asks.length)}${outlierNote(yes)}) vs ${whole(no.averageComments)} for the others (${no.entries.length})${sentimentTail(yes, [no])}`,
      ),
    );
  }
  drivers.push(...captionDrivers(entries));
  return { drivers, formats, windows, asking };
}

/**
 * Caption subjects shared by two posts or more (not all): the ones whose posts draw clearly
 * more or fewer comments than the rest. Subjects on exactly the same posts are one subject.
 */
function captionDrivers(entries: readonly PostEntry[]): ProfileDriver[] {
  const subjects = new Map<string, { label: string; words: number; posts: PostEntry[] }>();
  for (const e of entries) {
    for (const k of captionKeys(e)) {
      const s = subjects.get(k.key);
      if (s) s.posts.push(e);
      else subjects.set(k.key, { label: k.surface, words: k.words.length, posts: [e] });
    }
  }
  const bySet = new Map<string, { label: string; words: number; posts: PostEntry[] }>();
  for (const s of subjects.values()) {
    if (s.posts.length < 2 || s.posts.length >= entries.length) continue;
    const signature = s.posts.map((e) => e.shortcode).join(" ");
    const seen = bySet.get(signature);
    // One word names a subject more safely than a phrase, which may run across a comma.
    if (
      !seen ||
      s.words < seen.words ||
      (s.words === seen.words &&
        (s.label.length > seen.label.length ||
          (s.label.length === seen.label.length && s.label < seen.label)))
    ) {
      bySet.set(signature, s);
    }
  }
  const found: Array<{ with: Group; without: Group; lift: number }> = [];
  for (const s of bySet.values()) {
    const w = group(s.label, `posts whose caption mentions “${s.label}”`, s.posts);
    const o = group(
      `not ${s.label}`,
      "the others",
      entries.filter((e) => !s.posts.includes(e)),
    );
    // A subject carried by one viral post says nothing about the subject.
    if (dominant(w)) continue;
    // Averages and medians must both agree: one big post among the others moves only one.
    const lift = Math.log((w.averageComments + 1) / (o.averageComments + 1));
    const typicalLift = Math.log((w.medianComments + 1) / (o.medianComments + 1));
    if (Math.abs(lift) < Math.log(1.25) || Math.abs(typicalLift) < Math.log(1.25)) continue;
    if (Math.sign(lift) !== Math.sign(typicalLift)) continue;
    found.push({ with: w, without: o, lift });
  }
  found.sort(
    (a, b) => Math.abs(b.lift) - Math.abs(a.lift) || a.with.value.localeCompare(b.with.value),
  );
  return found
    .slice(0, 3)
    .map((f) =>
      driver(
        "theme",
        f.with,
        `Posts whose caption mentions “${f.with.value}” average ${whole(f.with.averageComments)} comments (${postsNoun(f.with.entries.length)}${outlierNote(f.with)}) vs ${whole(f.without.averageComments)} for the others (${f.without.entries.length})${sentimentTail(f.with, [f.without])}`,
      ),
    );
}
