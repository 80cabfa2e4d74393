import type { Insight, InsightKind } from "./analysis-result.js";

/**
 * The English of every finding, written from its typed record. The analyzer returns records
 * (a kind, the topic or entity, the quoted comment, the figures); the web app, the exports,
 * the re-analysis comparison and the strategies all read a finding's words from here, so a
 * wording is fixed once and stored reports read with today's wording. A finding stored
 * before it had a kind (or of a kind this version does not know) keeps the words it was
 * stored with.
 */
export function renderInsight(i: Insight): string {
  const write = i.kind === undefined ? undefined : WRITERS[i.kind];
  return (write?.(i) ?? i.text) || i.text;
}

/**
 * A finding's kind; for a report stored before findings had kinds, read from the wording the
 * analyzer then used (the one place that wording is read).
 */
export function kindOf(i: Insight): InsightKind | undefined {
  if (i.kind !== undefined) return i.kind;
  return OLDER_WORDING.find(([, wording]) => wording.test(i.text))?.[0];
}

const OLDER_WORDING: ReadonlyArray<readonly [InsightKind, RegExp]> = [
  ["loved-topic", /^“[^”]+”: praised by /u],
  ["buying", /^[\d,]+ people say they will buy/],
  ["abuse", /abusive comment/],
  ["tributes", /pays? tribute or sends? condolences/],
];

/** Reports stored before topics were named apart read “label”: …; the quoted label names them. */
const QUOTED = /[“"]([^“”"]+)[”"]/u;

/** What a finding is about: its topic, or the quoted label of an older report's sentence. */
export function topicOf(i: Insight): string {
  return i.topic ?? QUOTED.exec(i.text)?.[1] ?? i.text;
}

type Writer = (i: Insight) => string | undefined;

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}
const verb = (n: number, one: string, many: string) => (n === 1 ? one : many);
const people = (n: number) => plural(n, "person", "people");
const quoted = (words: readonly string[]) => words.map((w) => `“${w}”`).join(", ");
const fig = (i: Insight, name: string) => i.figures?.[name] ?? 0;

/** ` (“the comment”)`: the example after a sentence. */
const example = (i: Insight) => (i.quote ? ` (“${i.quote.text}”)` : "");

/** ` (most mention “a”, “b”)`, or ` (they mention …)` when each says it their own way. */
function mentions(i: Insight): string {
  const m = i.mentions;
  if (!m || m.words.length === 0) return "";
  return ` (${m.own ? "they" : "most"} mention ${quoted(m.words)})`;
}

/** `, 3 still unanswered` / `, all answered`; nothing when the replies were not read. */
function open(i: Insight, what = "still unanswered"): string {
  if (i.open === undefined || i.open === null) return "";
  return i.open > 0 ? `, ${i.open} ${what}` : ", all answered";
}

const termList = (i: Insight) =>
  (i.terms ?? []).map((t) => `“${t.label}” (${t.people.toLocaleString("en-US")})`).join(", ");

const WRITERS: Partial<Record<InsightKind, Writer>> = {
  "loved-topic": (i) => {
    // The example is praise: it sits beside "praised", never after the critics.
    const praised = `“${i.topic}”: praised by ${people(fig(i, "people"))}${example(i)}`;
    const critics = fig(i, "critics");
    return critics > 0
      ? `${praised}, though ${people(critics)} ${verb(critics, "criticises", "criticise")} it`
      : praised;
  },
  "praise-words": (i) => `How they praise it: ${termList(i)}`,
  "also-praised": (i) => `Also praised: ${termList(i)}`,
  "emoji-love": (i) => {
    const n = fig(i, "comments");
    return `${plural(n, "comment")} ${verb(n, "reacts", "react")} with emoji alone, mostly ${i.phrase}`;
  },
  moved: (i) => {
    const n = fig(i, "people");
    return `${people(n)} ${verb(n, "reacts", "react")} emotionally${mentions(i)}${example(i)}`;
  },
  supporters: (i) => {
    const n = fig(i, "people");
    return `Not everyone objects: ${people(n)} ${verb(n, "takes", "take")} your side${example(i)}`;
  },
  "criticised-topic": (i) => `“${i.topic}”: criticised by ${people(fig(i, "people"))}${example(i)}`,
  "concern-topic": (i) => {
    const n = fig(i, "people");
    return `${people(n)} ${verb(n, "raises", "raise")} concerns about “${i.topic}”${open(i, "without a reply")}${example(i)}`;
  },
  "concern-theme": (i) => {
    const n = fig(i, "people");
    return `${people(n)} ${verb(n, "raises", "raise")} concerns about ${i.topic}${open(i, "without a reply")}${mentions(i)}${example(i)}`;
  },
  "scattered-complaints": (i) => {
    const n = fig(i, "comments");
    return `${plural(n, "comment")} ${verb(n, "complains", "complain")} about you or the product, on no common theme${mentions(i)}${example(i)}`;
  },
  "post-for-gap": (i) => `Make a post that answers ${i.phrase}: ${people(fig(i, "people"))} asked`,
  "build-on-loved": (i) =>
    `Build on what was loved most: “${i.topic}” drew ${plural(fig(i, "comments"), "positive comment")}`,
  saved: (i) => {
    const n = fig(i, "comments");
    return `${plural(n, "comment")} ${verb(n, "says", "say")} they saved the post for later${example(i)}`;
  },
  "questions-share": (i) => {
    const n = fig(i, "comments");
    return `${plural(n, "comment")} (${fig(i, "percent")}%) ${verb(n, "asks", "ask")} a question`;
  },
  bought: (i) => {
    const n = fig(i, "people");
    return `${people(n)} ${verb(n, "says", "say")} they already bought it${mentions(i)}${example(i)}`;
  },
  buying: (i) => {
    if (i.figures === undefined) return undefined;
    const n = fig(i, "people");
    return `${people(n)} ${verb(n, "says", "say")} they will buy${mentions(i)}${example(i)}`;
  },
  "giveaway-entries": (i) => {
    const n = fig(i, "comments");
    return `${plural(n, "comment")} ${n === 1 ? "is a giveaway entry" : "are giveaway entries"} (tagging friends, “done”)`;
  },
  "giveaway-tags": (i) => {
    const n = fig(i, "comments");
    const friends = fig(i, "friends");
    const [one, many] =
      friends >= 2
        ? ["tags two or more friends", "tag two or more friends"]
        : friends === 1
          ? ["tags only one friend", "tag only one friend"]
          : ["tags nobody", "tag nobody"];
    return `${plural(n, "giveaway entry", "giveaway entries")} ${n === 1 ? one : many}`;
  },
  "friend-tags": (i) =>
    `${people(fig(i, "people"))} tagged friends, sharing the post onward (${fig(i, "percent")}% of comments)`,
  tributes: (i) => {
    if (i.figures === undefined) return undefined;
    const n = fig(i, "people");
    return `${people(n)} ${verb(n, "pays", "pay")} tribute or ${verb(n, "sends", "send")} condolences${mentions(i)}${example(i)}`;
  },
  "top-comment": (i) =>
    `The most liked comment (${plural(fig(i, "likes"), "like")}): “${i.quote?.text ?? ""}”`,
  "emoji-share": (i) => `${fig(i, "percent")}% of comments use emoji`,
  account: (i) => {
    if (i.figures === undefined) return undefined;
    return `${i.entity ?? i.topic} is brought up warmly by ${people(fig(i, "people"))}${example(i)}`;
  },
  "collab-asks": (i) => {
    const n = fig(i, "comments");
    return `${plural(n, "comment")} ${verb(n, "asks", "ask")} for a collaboration${example(i)}`;
  },
  "reach-out": (i) =>
    `Reach out to the accounts your audience brings up: ${WRITERS.account?.({ ...i, kind: "account" })}`,
  abuse: (i) => {
    if (i.figures === undefined) return undefined;
    const targets = (i.terms ?? [])
      .map(
        (t, at) => `${t.people} ${at === 0 ? "aimed at " : "at "}${AIMED_AT[t.label] ?? t.label}`,
      )
      .join(", ");
    return `Hide or report the ${plural(fig(i, "comments"), "abusive comment")} (${targets}), most liked first in the evidence: insults, slurs or threats left standing tell others they are welcome`;
  },
  impostors: (i) =>
    `Report the ${plural(fig(i, "comments"), "comment")} from look-alike accounts (${(i.terms ?? []).map((t) => t.label).join(", ")}) telling people they won: a common giveaway scam`,
  spam: (i) =>
    `Hide or delete the ${plural(fig(i, "comments"), "spam comment")}; they are left out of the sentiment`,
  debate: (i) => {
    const about = i.topic ? ` about “${i.topic}”` : i.quote ? ` in reply to “${i.quote.text}”` : "";
    return `A debate between commenters${about}: ${plural(fig(i, "comments"), "comment")} from ${people(fig(i, "people"))}, ${fig(i, "agree")} agreeing, ${fig(i, "against")} pushing back. It is their argument, not a complaint to you`;
  },
  reactions: (i) =>
    `Reactions to ${i.entity}: ${fig(i, "supportive")} supportive, ${fig(i, "critical")} critical${mentions(i)}. This is about ${i.entity}, not about you`,
  "asked-intent": (i) => `${people(fig(i, "people"))} asked ${i.phrase}${open(i)}${mentions(i)}`,
  "asked-topic": (i) =>
    `${people(fig(i, "people"))} asked about “${i.topic}”${open(i)}${example(i)}`,
  request: (i) => {
    const n = fig(i, "people");
    return `${people(n)} ${verb(n, "asks", "ask")} you to ${i.phrase}${example(i)}`;
  },
  "suggested-topic": (i) => {
    const n = fig(i, "people");
    return `${people(n)} ${verb(n, "suggests", "suggest")} something about “${i.topic}”${example(i)}`;
  },
  "trending-topic": (i) => `“${i.topic}” comes up in ${plural(fig(i, "comments"), "comment")}`,
  "trending-emoji": (i) =>
    `${i.phrase} appears in ${plural(fig(i, "comments"), "comment")}, ${fig(i, "percent")}% of them positive`,
  "liked-topic": (i) =>
    `Comments about “${i.topic}” get ${fig(i, "likes").toFixed(1)} likes on average (the post's comments get ${fig(i, "postLikes").toFixed(1)}) and are ${fig(i, "percent")}% positive`,
  "warm-topic": (i) =>
    `“${i.topic}” comes up in ${plural(fig(i, "comments"), "warm comment")}${fig(i, "likesHidden") ? " (likes are hidden on this post)" : ""}`,
  language: (i) => `${fig(i, "percent")}% of comments are in ${languageName(i.topic ?? "und")}`,
  "repeat-commenters": (i) =>
    `${fig(i, "percent")}% of commenters (${fig(i, "people")}) commented more than once`,
  "mixed-languages": (i) => {
    const n = fig(i, "comments");
    const names = (i.terms ?? []).map((t) => languageName(t.label)).join(" and ");
    return `${plural(n, "comment")} ${verb(n, "mixes", "mix")} ${names} in one sentence${example(i)}`;
  },
  "top-entrant": (i) =>
    `The most frequent entrant, ${i.entity}, entered ${plural(fig(i, "comments"), "time")}`,
  "most-active": (i) =>
    `The most active commenter, ${i.entity}, left ${plural(fig(i, "comments"), "comment")}`,
  pin: (i) =>
    `Pin the most liked praise (${plural(fig(i, "likes"), "like")}), a top-level comment that sets the tone for newcomers: “${i.quote?.text ?? ""}”`,
  "answer-questions": (i) =>
    `Answer the ${plural(fig(i, "comments"), "unanswered question")}, starting with the most liked: “${i.quote?.text ?? ""}”`,
  "owner-replies": (i) => {
    const [questions, complaints, others] = [
      fig(i, "questions"),
      fig(i, "complaints"),
      fig(i, "others"),
    ];
    const parts = [
      questions > 0 ? plural(questions, "question") : "",
      complaints > 0 ? plural(complaints, "complaint") : "",
      others > 0 ? `${others} other ${others === 1 ? "comment" : "comments"}` : "",
    ].filter(Boolean);
    const median = i.figures?.medianMs;
    const speed =
      median === undefined ? "" : `; half of the replies came within ${delayText(median)}`;
    return `You replied to ${plural(fig(i, "comments"), "comment")} (${parts.join(", ")})${speed}`;
  },
  rivalry: (i) => {
    const n = fig(i, "people");
    const parts = [`${people(n)} ${verb(n, "cheers", "cheer")} for ${i.entity}`];
    if (fig(i, "rivals") > 0) parts.push(`${fig(i, "rivals")} for another side`);
    const jeerers = fig(i, "jeerers");
    if (jeerers > 0) parts.push(`${jeerers} ${verb(jeerers, "jeers", "jeer")} them`);
    return `Fans take sides: ${parts.join(", ")}${mentions(i)}. It is rivalry among fans, not about you${example(i)}`;
  },
  "reply-to-concerns": (i) => {
    const n = fig(i, "comments");
    const named = i.entity ? ` (most name ${i.entity})` : "";
    return `Reply to the ${plural(n, "concern")} about ${i.topic} that ${verb(n, "has", "have")} no answer yet${named}, e.g. “${i.quote?.text ?? ""}”`;
  },
  "reply-publicly": (i) =>
    `Reply publicly to the ${plural(fig(i, "comments"), "complaint")} about “${i.topic}” and say what you will change`,
  "reply-to-complaints": (i) => {
    const n = fig(i, "comments");
    return `Reply to the ${plural(n, fig(i, "others") ? "other complaint" : "complaint")} before ${verb(n, "it sets", "they set")} the tone of the thread`;
  },
  "weigh-suggestions": (i) => {
    const count = `Consider the ${plural(fig(i, "comments"), "suggestion")}`;
    const named = i.terms ?? [];
    if (named.length === 0) return `${count}, e.g. “${i.quote?.text ?? ""}”`;
    const asks = `${count}. ${fig(i, "shared") ? "Most asked" : "Asked for"}: ${termList(i)}`;
    return i.quote ? `${asks}; others, e.g. “${i.quote.text}”` : asks;
  },
  "say-where-to-buy": (i) => `Make sure the caption or bio says where to buy: ${wanting(i)}`,
  "way-to-buy": (i) => `Put a clear way to buy in the caption or bio: ${wanting(i)}`,
  "reply-with-link": (i) =>
    `Reply with the link to the ${people(fig(i, "people"))} still asking how to buy: the caption says “${i.phrase}”, but they missed it or it did not work for them`,
};

const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

/** A language's English name for a sentence ("und": emoji only or very short comments). */
export function languageName(code: string): string {
  if (code === "und") return "an undetermined language (emoji only or very short)";
  try {
    return LANGUAGE_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}

function wanting(i: Insight): string {
  const n = fig(i, "people");
  return `${people(n)} ${verb(n, "wants", "want")} to buy or ${verb(n, "asks", "ask")} how`;
}

const MINUTE = 60_000;

/** "25 minutes", "3 hours", "2 days": a delay as a reader says it. */
export function delayText(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 48) return plural(hours, "hour");
  return plural(Math.round(hours / 24), "day");
}

/** Whom abuse is aimed at, by the comment's target. */
const AIMED_AT: Record<string, string> = {
  subject: "the people in the post",
  commenter: "other commenters",
  creator: "you",
  other: "someone else",
  none: "no one in particular",
};
