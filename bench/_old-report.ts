import type {
  AnalysisResult,
  Comment,
  CommentResult,
  CommentTag,
  Insight,
  Persona,
  Post,
  Strategy,
} from "@commentlens/shared";
import type { CommentAnalysis } from "../packages/analysis/src/analyze.ts";
import { sentimentBand } from "../packages/analysis/src/sentiment-band.ts";
import { languageName, percentages, percentOf, plural, quote } from "../packages/analysis/src/report/format.ts";
import { complaintThemes, intentPhrase, type QuestionIntent, questionIntents } from "/tmp/intents.orig.ts";
import { extractTerms } from "../packages/analysis/src/report/terms.ts";

/**
 * Builds the audience report from comments and their per-comment analysis. Every insight
 * is computed from the comments and carries the ids of the comments it rests on; a section
 * with nothing to show stays empty rather than filled with generic advice.
 */

export interface ReportInput {
  comments: Comment[];
  /** Per-comment results, in the same order as `comments`. */
  analyses: CommentAnalysis[];
  post: Post | null;
  /** Comments the post has in all (the report says "Analyzed X of Y"). */
  available?: number;
  /** Whether the source includes the creator's replies, so unanswered questions are known. */
  repliesIncluded: boolean;
  /** Count spam and giveaway entries in the sentiment (off by default). */
  includeSpamInSentiment?: boolean;
  engine: AnalysisResult["engine"];
  model: string;
  /** `performance.now()` when the analysis began, for `analysis_time`. */
  startedAt?: number;
}

/** How many comment ids an insight lists; `support` still counts them all. */
export const EVIDENCE_LIMIT = 50;

interface Row {
  comment: Comment;
  analysis: CommentAnalysis;
  tags: Set<CommentTag>;
  terms: string[];
  intents: QuestionIntent[];
  /** Position among all comments, most liked first (then oldest): sorts by one number. */
  rank: number;
}

function byLikesThenTime(a: Row, b: Row): number {
  return a.rank - b.rank;
}

function insight(text: string, rows: Row[]): Insight | undefined {
  if (rows.length === 0) return undefined;
  const ordered = [...rows].sort(byLikesThenTime);
  return {
    text,
    evidence: ordered.slice(0, EVIDENCE_LIMIT).map((r) => r.comment.id),
    support: rows.length,
  };
}

/** Appends to a list in a map of lists (spreading a copy each time would be quadratic). */
function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function compact<T>(items: Array<T | undefined>): T[] {
  return items.filter((i): i is T => i !== undefined);
}

function people(rows: Row[]): number {
  return new Set(rows.map((r) => r.comment.username.toLowerCase())).size;
}

/** The most liked comment's words, as an example for a sentence. */
function example(rows: Row[]): string {
  const best = [...rows].sort(byLikesThenTime)[0];
  return best ? ` (“${quote(best.comment.text)}”)` : "";
}

const EMOJI =
  /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*/gu;
const HAS_EMOJI = /\p{Extended_Pictographic}/u;
const PRIZE_CLAIM =
  /\b(you won|you've won|winners?|prize|claim|selected)\b|dm us|message (this|our) account|ganh(ou|ador)|ganaste|ganador|gagn(é|ant)|gewonnen/iu;
const SAVED =
  /\b(sav(e|ed|ing)\b.{0,25}\b(this|it|for later|post|video|recipe|workout)|bookmark(ed|ing)?)\b|\bsalv(ei|o|ando|ado|a)\b|\bguard(é|ado|ando|o)\b|gespeichert|enregistr[ée]|\bsalvat[oa]\b/iu;

/** Letters and digits only, lower case: "slowpour.coffee_winners" → "slowpourcoffeewinners". */
function squash(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function isImpostor(comment: Comment, ownerKey: string): boolean {
  if (ownerKey.length < 4) return false;
  const key = squash(comment.username);
  return key !== ownerKey && key.includes(ownerKey) && PRIZE_CLAIM.test(comment.text);
}
const MENTION = /@([A-Za-z0-9._]{1,30})/g;
const GIVEAWAY_CAPTION =
  /giveaway|sorteo|sorteio|concours|gewinnspiel|concorso|\bwin\b|ganhar|ganar|gagner/iu;
const ENTRY = /@[A-Za-z0-9._]{2,}|\b(done|listo|feito|pronto|fait|erledigt|fatto)\b|✅/iu;
const PROFESSIONAL =
  /\b(as an? |i'?m an? |i am an? )(professional |certified |licensed )?(dermatologist|chef|cook|baker|pastry chef|trainer|personal trainer|coach|nutritionist|dietitian|photographer|videographer|designer|developer|engineer|makeup artist|mua|stylist|hairdresser|nurse|doctor|physio|physiotherapist|teacher|architect|barista|sommelier|pilot|travel agent|editor|reviewer)\b|\b(soy|sou)\s+(chef|fot[oó]graf[oa]|nutricionista|entrenador[a]?|personal trainer|dermat[oó]log[oa]|maquilladora?|maquiadora?|panader[oa]|padeir[oa]|dise[nñ]ador[a]?|designer|m[eé]dic[oa]|enfermer[oa]|enfermeir[oa])\b|\bje suis\s+(chef|photographe|coach|dermatologue|maquilleuse|boulang[eè]re?|designer)\b|\bich bin\s+(koch|köchin|fotograf|trainer|ärztin|arzt|designer)/iu;

interface Topic {
  term: string;
  label: string;
  rows: Row[];
}

/** Topics: content words and phrases used by several commenters, phrases preferred. */
function findTopics(rows: Row[], surfaces: Map<string, Map<string, number>>): Topic[] {
  const byTerm = new Map<string, Row[]>();
  for (const row of rows) {
    for (const term of row.terms) {
      let list = byTerm.get(term);
      if (!list) {
        list = [];
        byTerm.set(term, list);
      }
      list.push(row);
    }
  }
  const minimum = Math.max(2, Math.ceil(rows.length * 0.005));
  const candidates = [...byTerm.entries()]
    .map(([term, list]) => ({ term, rows: list, people: people(list) }))
    .filter((c) => c.people >= minimum)
    // A phrase counts a little more than a single word used as often.
    .sort(
      (a, b) =>
        b.people * (b.term.includes(" ") ? 1.5 : 1) - a.people * (a.term.includes(" ") ? 1.5 : 1),
    );
  const chosen: Topic[] = [];
  for (const c of candidates) {
    const words = c.term.split(" ");
    const covered = chosen.some((t) => {
      const tWords = t.term.split(" ");
      // A word inside a chosen phrase, or a phrase made of a chosen word: the same topic.
      const related =
        words.every((w) => tWords.includes(w)) || tWords.every((w) => words.includes(w));
      return related && t.rows.length >= c.rows.length * 0.5;
    });
    if (covered) continue;
    const forms = surfaces.get(c.term);
    const label = forms
      ? ([...forms.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? c.term)
      : c.term;
    chosen.push({ term: c.term, label, rows: c.rows });
    if (chosen.length >= 25) break;
  }
  return chosen;
}

function share(rows: Row[], test: (r: Row) => boolean): number {
  return rows.length === 0 ? 0 : rows.filter(test).length / rows.length;
}

const isPositive = (r: Row) => r.analysis.label === "positive" || r.tags.has("praise");
const isNegative = (r: Row) => r.analysis.label === "negative" || r.tags.has("complaint");

/** The phases of the report, in the order they are built (the progress panel's last steps). */
export type ReportPhase = "audience" | "engagement" | "strategy";

/** Builds the report in one go. */
export function buildReport(input: ReportInput): AnalysisResult {
  const phases = reportPhases(input);
  let step = phases.next();
  while (!step.done) step = phases.next();
  return step.value;
}

/**
 * The report, yielding before each phase so a caller can report real progress (and let the
 * event loop breathe) between them.
 */
export function* reportPhases(input: ReportInput): Generator<ReportPhase, AnalysisResult> {
  yield "audience";
  if (input.analyses.length !== input.comments.length) {
    throw new RangeError("each comment needs exactly one analysis");
  }
  const surfaces = new Map<string, Map<string, number>>();
  // Under a giveaway post, tagging friends or saying "done" is an entry, whatever the words.
  const giveawayPost = GIVEAWAY_CAPTION.test(input.post?.caption ?? "");
  const ownerKey = squash(input.post?.owner.username ?? "");
  const impostors = new Set<string>();
  const rows: Row[] = input.comments.map((comment, i) => {
    const analysis = input.analyses[i] as CommentAnalysis;
    const tags = new Set(analysis.tags);
    if (comment.isFromOwner) tags.add("creator_reply");
    else if (isImpostor(comment, ownerKey)) {
      // A look-alike of the creator's account telling people they won: a known scam.
      tags.add("spam");
      impostors.add(comment.id);
    } else if (
      giveawayPost &&
      !tags.has("spam") &&
      !tags.has("question") &&
      ENTRY.test(comment.text)
    ) {
      tags.add("giveaway");
    }
    const extracted = comment.isFromOwner
      ? { terms: [], surface: new Map() }
      : extractTerms(comment.text, analysis.lang);
    for (const [term, form] of extracted.surface) {
      let forms = surfaces.get(term);
      if (!forms) {
        forms = new Map();
        surfaces.set(term, forms);
      }
      forms.set(form, (forms.get(form) ?? 0) + 1);
    }
    return {
      comment,
      analysis,
      tags,
      terms: extracted.terms,
      intents: tags.has("question") ? questionIntents(comment.text) : [],
      rank: 0,
    };
  });

  [...rows]
    .sort(
      (a, b) =>
        (b.comment.likes ?? 0) - (a.comment.likes ?? 0) ||
        a.comment.timestamp.localeCompare(b.comment.timestamp),
    )
    .forEach((r, i) => {
      r.rank = i;
    });
  const audience = rows.filter((r) => !r.comment.isFromOwner);
  const spam = audience.filter((r) => r.tags.has("spam"));
  const giveaway = audience.filter((r) => r.tags.has("giveaway") && !r.tags.has("spam"));
  const real = audience.filter((r) => !r.tags.has("spam") && !r.tags.has("giveaway"));
  const counted = input.includeSpamInSentiment ? audience : real;

  // Sentiment: the share of positive comments, with neutral ones counting half.
  const pos = counted.filter((r) => r.analysis.label === "positive").length;
  const neu = counted.filter((r) => r.analysis.label === "neutral").length;
  const neg = counted.filter((r) => r.analysis.label === "negative").length;
  const score = counted.length === 0 ? 0.5 : (pos + 0.5 * neu) / counted.length;
  const [pPos = 0, pNeu = 0, pNeg = 0] = percentages([pos, neu, neg]);

  // Languages of the audience's comments.
  const langCounts = new Map<string, number>();
  for (const r of audience)
    langCounts.set(r.analysis.lang, (langCounts.get(r.analysis.lang) ?? 0) + 1);
  const languages = [...langCounts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([language, count]) => ({
      language,
      count,
      percentage: percentOf(count, audience.length),
    }));

  // Replies: a question counts as answered when the owner replied to it, or mentioned its author later.
  const ownerReplies = rows.filter((r) => r.comment.isFromOwner);
  const repliedTo = new Set(
    ownerReplies.map((o) => o.comment.parentId).filter((id) => id !== null),
  );
  // Latest time the owner mentioned each handle: a mention after a question answers it.
  const lastMention = new Map<string, string>();
  for (const o of ownerReplies) {
    for (const m of o.comment.text.matchAll(MENTION)) {
      const handle = (m[1] as string).toLowerCase();
      const seen = lastMention.get(handle);
      if (!seen || o.comment.timestamp > seen) lastMention.set(handle, o.comment.timestamp);
    }
  }
  const answered = (q: Row) =>
    repliedTo.has(q.comment.id) ||
    (lastMention.get(q.comment.username.toLowerCase()) ?? "") >= q.comment.timestamp;
  const questions = real.filter((r) => r.tags.has("question"));
  const unanswered = input.repliesIncluded ? questions.filter((q) => !answered(q)) : [];

  const topics = findTopics(real, surfaces);
  const topicInsights = (
    test: (r: Row) => boolean,
    minShare: number,
    sentence: (t: Topic, rows: Row[]) => string,
  ): Insight[] =>
    topics
      .map((t) => ({ t, matching: t.rows.filter(test) }))
      .filter(({ t, matching }) => matching.length >= 2 && share(t.rows, test) >= minShare)
      .sort((a, b) => b.matching.length - a.matching.length)
      .slice(0, 5)
      .map(({ t, matching }) => insight(sentence(t, matching), matching) as Insight);

  // What they loved.
  const loved = topicInsights(
    isPositive,
    0.6,
    (t, m) => `“${t.label}”: praised by ${plural(people(m), "person", "people")}${example(m)}`,
  );
  const emojiOnlyLove = real.filter(
    (r) =>
      r.analysis.label === "positive" &&
      r.comment.text.replace(EMOJI, "").replace(/[\s\p{P}]/gu, "") === "",
  );
  if (emojiOnlyLove.length >= 3) {
    const counts = new Map<string, number>();
    for (const r of emojiOnlyLove)
      for (const e of new Set(r.comment.text.match(EMOJI) ?? []))
        counts.set(e, (counts.get(e) ?? 0) + 1);
    const top = [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([e]) => e)
      .join(" ");
    loved.push(
      insight(
        `${plural(emojiOnlyLove.length, "comment")} react with emoji alone, mostly ${top}`,
        emojiOnlyLove,
      ) as Insight,
    );
  }

  // On a post most people criticise, those who take the creator's side are worth knowing.
  const supporters = real.filter((r) => r.analysis.label === "positive");
  if (score < 0.5 && supporters.length >= 3) {
    loved.unshift(
      insight(
        `Not everyone objects: ${plural(people(supporters), "person", "people")} take your side${example(supporters)}`,
        supporters,
      ) as Insight,
    );
  }

  // Areas for growth: criticised topics and suggestions.
  const suggestions = real.filter((r) => r.tags.has("suggestion"));
  const areas = [
    ...topicInsights(
      isNegative,
      0.5,
      (t, m) => `“${t.label}”: criticised by ${plural(people(m), "person", "people")}${example(m)}`,
    ),
    ...findTopics(suggestions, surfaces)
      .filter((t) => people(t.rows) >= 3)
      .slice(0, 3)
      .map(
        (t) =>
          insight(
            `${plural(people(t.rows), "person", "people")} suggest something about “${t.label}”${example(t.rows)}`,
            t.rows,
          ) as Insight,
      ),
    ...compact([
      suggestions.length > 0
        ? insight(
            `${plural(suggestions.length, "comment")} suggest something${example(suggestions)}`,
            suggestions,
          )
        : undefined,
    ]),
  ];

  // Pain points: complaints grouped by what they are about.
  const complaints = real.filter((r) => r.tags.has("complaint"));
  const byTheme = new Map<string, Row[]>();
  // A concern: a complaint, or a comment that leans negative without praising.
  const concerns = real.filter(
    (r) =>
      r.tags.has("complaint") ||
      r.analysis.label === "negative" ||
      (r.analysis.score < -0.3 && !r.tags.has("praise")),
  );
  const concernSet = new Set(concerns);
  for (const r of concerns)
    for (const theme of complaintThemes(r.comment.text)) pushTo(byTheme, theme, r);
  const painPoints = [
    ...[...byTheme.entries()]
      .filter(([, rs]) => rs.length >= 2)
      .sort((a, b) => b[1].length - a[1].length)
      .map(
        ([theme, rs]) =>
          insight(
            `${plural(people(rs), "person", "people")} raise concerns about ${theme}${example(rs)}`,
            rs,
          ) as Insight,
      ),
    ...topicInsights(
      (r) => concernSet.has(r),
      0.3,
      (t, m) =>
        `${plural(people(m), "person", "people")} raise concerns about “${t.label}”${example(m)}`,
    ),
  ].slice(0, 6);
  if (painPoints.length === 0 && complaints.length > 0) {
    painPoints.push(
      insight(
        `${plural(complaints.length, "comment")} complain${example(complaints)}`,
        complaints,
      ) as Insight,
    );
  }

  // Questions by what they ask.
  const byIntent = new Map<QuestionIntent, Row[]>();
  for (const q of questions) for (const intent of q.intents) pushTo(byIntent, intent, q);
  const unansweredIds = new Set(unanswered.map((r) => r.comment.id));
  const intentGroups = [...byIntent.entries()].sort((a, b) => b[1].length - a[1].length);
  const contentGaps = compact(
    intentGroups.slice(0, 6).map(([intent, qs]) => {
      const open = qs.filter((q) => unansweredIds.has(q.comment.id)).length;
      const tail = input.repliesIncluded
        ? open > 0
          ? `, ${open} still unanswered`
          : ", all answered"
        : "";
      return insight(
        `${plural(people(qs), "person", "people")} asked ${intentPhrase(intent)}${tail}`,
        qs,
      );
    }),
  );

  // Topics people ask about beyond the usual intents ("is it worth upgrading from the Buds 1?").
  for (const t of findTopics(questions, surfaces).slice(0, 4)) {
    if (people(t.rows) < 3 || contentGaps.length >= 8) continue;
    const open = t.rows.filter((q) => unansweredIds.has(q.comment.id)).length;
    const tail = input.repliesIncluded
      ? open > 0
        ? `, ${open} still unanswered`
        : ", all answered"
      : "";
    contentGaps.push(
      insight(
        `${plural(people(t.rows), "person", "people")} asked about “${t.label}”${tail}${example(t.rows)}`,
        t.rows,
      ) as Insight,
    );
  }

  // Engagement drivers.
  yield "engagement";
  const saved = real.filter((r) => SAVED.test(r.comment.text));
  const purchase = real.filter((r) => r.tags.has("purchase_intent"));
  const mentionsOnly = real.filter((r) => /^(\s*@[\w.]+[\s,]*)+$/u.test(r.comment.text));
  const mentionsOnlySet = new Set(mentionsOnly);
  const tagsFriends = real.filter((r) => /@[A-Za-z0-9._]{2,}/.test(r.comment.text));
  const liked = [...real].filter((r) => (r.comment.likes ?? 0) > 0).sort(byLikesThenTime);
  const topLiked = liked[0];
  const emojiRows = real.filter((r) => HAS_EMOJI.test(r.comment.text));
  const drivers = compact([
    saved.length >= 2
      ? insight(
          `${plural(saved.length, "comment")} ${saved.length === 1 ? "says" : "say"} they saved the post for later${example(saved)}`,
          saved,
        )
      : undefined,
    questions.length > 0
      ? insight(
          `${plural(questions.length, "comment")} (${Math.round(percentOf(questions.length, real.length))}%) ${questions.length === 1 ? "asks" : "ask"} a question`,
          questions,
        )
      : undefined,
    purchase.length > 0
      ? insight(
          `${plural(people(purchase), "person", "people")} want to buy${example(purchase)}`,
          purchase,
        )
      : undefined,
    giveaway.length > 0
      ? insight(
          `${plural(giveaway.length, "comment")} ${giveaway.length === 1 ? "is a giveaway entry" : "are giveaway entries"} (tagging friends, “done”)`,
          giveaway,
        )
      : undefined,
    // Entry rules usually ask for a number of tagged friends: show how entries measure up.
    ...(giveaway.length >= 10
      ? [
          ["tag two or more friends", (n: number) => n >= 2],
          ["tag only one friend", (n: number) => n === 1],
          ["tag nobody", (n: number) => n === 0],
        ].map(([label, test]) => {
          const rs = giveaway.filter((r) =>
            (test as (n: number) => boolean)(new Set(r.comment.text.match(MENTION) ?? []).size),
          );
          return rs.length > 0
            ? insight(
                `${plural(rs.length, "giveaway entry", "giveaway entries")} ${label as string}`,
                rs,
              )
            : undefined;
        })
      : []),
    tagsFriends.length >= 2
      ? insight(
          `${plural(tagsFriends.length, "comment")} tag friends, sharing the post onward${example(tagsFriends)}`,
          tagsFriends,
        )
      : undefined,
    topLiked
      ? insight(
          `The most liked comment (${plural(topLiked.comment.likes ?? 0, "like")}): “${quote(topLiked.comment.text, 90)}”`,
          [topLiked],
        )
      : undefined,
    emojiRows.length >= 3
      ? insight(
          `${Math.round(percentOf(emojiRows.length, real.length))}% of comments use emoji`,
          emojiRows,
        )
      : undefined,
  ]);

  // Content preferences: the topics that earn the most likes and warmth.
  const withLikes = real.some((r) => r.comment.likes !== null);
  const preferences = topics
    .filter((t) => t.rows.length >= 2)
    .map((t) => {
      const likes = t.rows.reduce((a, r) => a + (r.comment.likes ?? 0), 0);
      return { t, likes, avg: likes / t.rows.length, warmth: share(t.rows, isPositive) };
    })
    .filter((x) => x.warmth >= 0.5)
    .sort((a, b) => (withLikes ? b.avg - a.avg : b.t.rows.length - a.t.rows.length))
    .slice(0, 4)
    .map(
      ({ t, avg }) =>
        insight(
          withLikes
            ? `Comments about “${t.label}” get ${avg.toFixed(1)} likes on average and are ${Math.round(share(t.rows, isPositive) * 100)}% positive`
            : `“${t.label}” comes up in ${plural(t.rows.length, "warm comment")} (likes are hidden on this post)`,
          t.rows,
        ) as Insight,
    );

  // Trending topics and emoji.
  const trending = topics
    .slice(0, 6)
    .map(
      (t) =>
        insight(`“${t.label}” comes up in ${plural(t.rows.length, "comment")}`, t.rows) as Insight,
    );
  const emojiCounts = new Map<string, Row[]>();
  for (const r of real)
    for (const e of new Set(r.comment.text.match(EMOJI) ?? [])) pushTo(emojiCounts, e, r);
  // The most used emoji and how they are meant: 😭 can be joy or dismay.
  for (const [e, rs] of [...emojiCounts.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, 3)) {
    if (rs.length < 3) break;
    const warm = Math.round(share(rs, isPositive) * 100);
    trending.push(
      insight(
        `${e} appears in ${plural(rs.length, "comment")}, ${warm}% of them positive`,
        rs,
      ) as Insight,
    );
  }

  // Collaboration ideas: accounts the audience brings up, outside giveaway tagging.
  const owner = input.post?.owner.username.toLowerCase();
  const mentioned = new Map<string, Row[]>();
  for (const r of real) {
    for (const m of r.comment.text.matchAll(MENTION)) {
      const handle = (m[1] as string).toLowerCase().replace(/\.$/, "");
      if (handle === owner || mentionsOnlySet.has(r)) continue;
      pushTo(mentioned, handle, r);
    }
  }
  const collaborations = compact(
    [...mentioned.entries()]
      .filter(([, rs]) => people(rs) >= 2)
      .sort((a, b) => people(b[1]) - people(a[1]))
      .slice(0, 4)
      .map(([handle, rs]) =>
        insight(
          `@${handle} is brought up by ${plural(people(rs), "person", "people")}${example(rs)}`,
          rs,
        ),
      ),
  );
  const collabAsks = real.filter((r) =>
    /\bcollab|colabora|collabor|kooperation|parceria/iu.test(r.comment.text),
  );
  if (collabAsks.length > 0) {
    collaborations.push(
      insight(
        `${plural(collabAsks.length, "comment")} ${collabAsks.length === 1 ? "asks" : "ask"} for a collaboration${example(collabAsks)}`,
        collabAsks,
      ) as Insight,
    );
  }

  // Personas: each commenter in one group, by what they did.
  const commenters = new Map<string, Row[]>();
  for (const r of audience) {
    const key = r.comment.username.toLowerCase();
    pushTo(commenters, key, r);
  }
  const groups = new Map<string, Row[][]>();
  let personaBase = 0;
  for (const list of commenters.values()) {
    if (list.every((r) => r.tags.has("spam"))) continue;
    personaBase++;
    const avg = list.reduce((a, r) => a + r.analysis.score, 0) / list.length;
    const has = (tag: CommentTag) => list.some((r) => r.tags.has(tag));
    const type = list.every((r) => r.tags.has("giveaway"))
      ? "Giveaway Entrants"
      : list.some((r) => PROFESSIONAL.test(r.comment.text))
        ? "Professionals & Experts"
        : list.length >= 2 && avg > 0.15
          ? "Loyal Fans"
          : list.length >= 2
            ? "Engaged Regulars"
            : has("purchase_intent") ||
                list.some((r) => r.intents.some((i) => i === "where_to_buy" || i === "price"))
              ? "Curious Shoppers"
              : has("question")
                ? "Question Askers"
                : has("complaint") || avg < -0.2
                  ? "Critics"
                  : avg > 0.15
                    ? "Casual Fans"
                    : "New & Casual Viewers";
    pushTo(groups, type, list);
  }
  const personas: Persona[] = [...groups.entries()]
    .map(([type, lists]) => {
      const members = lists.flat();
      const langs = new Map<string, number>();
      for (const r of members) langs.set(r.analysis.lang, (langs.get(r.analysis.lang) ?? 0) + 1);
      const [topLang, topLangCount] = [...langs.entries()].sort((a, b) => b[1] - a[1])[0] ?? [
        "und",
        0,
      ];
      const likes = members.reduce((a, r) => a + (r.comment.likes ?? 0), 0);
      const characteristics = compact([
        `${plural(lists.length, "commenter")}, ${plural(members.length, "comment")}`,
        topLang !== "und"
          ? `${Math.round(percentOf(topLangCount, members.length))}% write in ${languageName(topLang)}`
          : undefined,
        withLikes
          ? `${(likes / members.length).toFixed(1)} likes per comment on average`
          : undefined,
        `${Math.round(share(members, isPositive) * 100)}% of their comments are positive`,
      ]);
      const ordered = [...members].sort(byLikesThenTime);
      return {
        type,
        percentage: percentOf(lists.length, personaBase),
        characteristics,
        evidence: ordered.slice(0, EVIDENCE_LIMIT).map((r) => r.comment.id),
        support: members.length,
      };
    })
    .sort((a, b) => b.percentage - a.percentage);
  // Rounding each share to one decimal can overshoot 100 by a hair; trim the largest.
  const overshoot = Math.round((personas.reduce((a, p) => a + p.percentage, 0) - 100) * 10) / 10;
  if (overshoot > 0 && personas[0])
    personas[0].percentage = Math.round((personas[0].percentage - overshoot) * 10) / 10;

  // Who is talking: languages and how many come back.
  const repeat = [...commenters.values()].filter(
    (l) => l.length >= 2 && !l.every((r) => r.tags.has("spam")),
  );
  const topEntrant = [...commenters.values()]
    .map((l) => l.filter((r) => r.tags.has("giveaway")))
    .sort((a, b) => b.length - a.length)[0];
  const mostActive = [...commenters.values()]
    .filter((l) => !l.every((r) => r.tags.has("spam") || r.tags.has("giveaway")))
    .sort((a, b) => b.length - a.length)[0];
  const demographics = compact([
    ...languages
      .filter((l) => l.language !== "und" && (l.percentage >= 5 || l === languages[0]))
      .slice(0, 4)
      .map((l) =>
        insight(
          `${l.percentage}% of comments are in ${languageName(l.language)}`,
          audience.filter((r) => r.analysis.lang === l.language),
        ),
      ),
    repeat.length > 0
      ? insight(
          `${Math.round(percentOf(repeat.length, personaBase))}% of commenters (${repeat.length}) commented more than once`,
          repeat.flat(),
        )
      : undefined,
    topEntrant && topEntrant.length >= 3
      ? insight(
          `The most frequent entrant, @${topEntrant[0]?.comment.username}, entered ${plural(topEntrant.length, "time")}`,
          topEntrant,
        )
      : undefined,
    mostActive && mostActive.length >= 3
      ? insight(
          `The most active commenter, @${mostActive[0]?.comment.username}, left ${plural(mostActive.length, "comment")}`,
          mostActive,
        )
      : undefined,
  ]);

  // Strategies, each resting on the comments that call for it.
  yield "strategy";
  const strategies: Strategy[] = [];
  const add = (category: string, items: Array<Insight | undefined>) => {
    const recommendations = compact(items);
    if (recommendations.length > 0) strategies.push({ category, recommendations });
  };
  const topComplaintTopic = topics
    .map((t) => ({ t, m: t.rows.filter((r) => r.tags.has("complaint")) }))
    .sort((a, b) => b.m.length - a.m.length)[0];
  add("Community Management", [
    unanswered.length > 0
      ? insight(
          `Answer the ${plural(unanswered.length, "unanswered question")}, starting with the most liked: “${quote([...unanswered].sort(byLikesThenTime)[0]?.comment.text ?? "")}”`,
          unanswered,
        )
      : undefined,
    topComplaintTopic && topComplaintTopic.m.length >= 2
      ? insight(
          `Reply publicly to the ${plural(topComplaintTopic.m.length, "complaint")} about “${topComplaintTopic.t.label}” and say what you will change`,
          topComplaintTopic.m,
        )
      : complaints.length > 0
        ? insight(
            `Reply to the ${plural(complaints.length, "complaint")} before they set the tone of the thread`,
            complaints,
          )
        : undefined,
  ]);
  const topGap = intentGroups[0];
  add("Content Strategy", [
    topGap
      ? insight(
          `Make a post that answers ${intentPhrase(topGap[0])}: ${plural(people(topGap[1]), "person", "people")} asked`,
          topGap[1],
        )
      : undefined,
    loved[0] && topics.length > 0
      ? insight(
          `Build on what was loved most: ${loved[0].text.split(":")[0]} drew ${plural(loved[0].support, "positive comment")}`,
          rows.filter((r) => loved[0]?.evidence.includes(r.comment.id)),
        )
      : undefined,
    suggestions.length > 0
      ? insight(
          `Consider the ${plural(suggestions.length, "suggestion")}, e.g. “${quote([...suggestions].sort(byLikesThenTime)[0]?.comment.text ?? "")}”`,
          suggestions,
        )
      : undefined,
  ]);
  const topPositive = [...real]
    .filter((r) => r.analysis.label === "positive")
    .sort(byLikesThenTime)[0];
  add("Engagement", [
    topPositive && (topPositive.comment.likes ?? 0) > 0
      ? insight(
          `Pin the most liked positive comment (${plural(topPositive.comment.likes ?? 0, "like")}): “${quote(topPositive.comment.text)}”`,
          [topPositive],
        )
      : undefined,
    purchase.length > 0
      ? insight(
          `Put a clear way to buy in the caption or bio: ${plural(people(purchase), "person", "people")} want to buy`,
          purchase,
        )
      : undefined,
  ]);
  const impostorRows = spam.filter((r) => impostors.has(r.comment.id));
  add("Moderation", [
    impostorRows.length > 0
      ? insight(
          `Report the ${plural(impostorRows.length, "comment")} from look-alike accounts (${[...new Set(impostorRows.map((r) => `@${r.comment.username}`))].slice(0, 3).join(", ")}) telling people they won: a common giveaway scam`,
          impostorRows,
        )
      : undefined,
    spam.length > 0
      ? insight(
          `Hide or delete the ${plural(spam.length, "spam comment")}; they are left out of the sentiment`,
          spam,
        )
      : undefined,
  ]);
  if (collaborations.length > 0) {
    add("Partnerships", [
      insight(
        `Reach out to the accounts your audience brings up: ${collaborations[0]?.text}`,
        rows.filter((r) => collaborations[0]?.evidence.includes(r.comment.id)),
      ),
    ]);
  }

  const comments: CommentResult[] = rows.map((r) => ({
    id: r.comment.id,
    score: Math.max(-1, Math.min(1, Math.round(r.analysis.score * 1000) / 1000)),
    label: r.analysis.label,
    language: r.analysis.lang,
    tags: [...r.tags],
  }));

  return {
    overall_sentiment: sentimentBand(score),
    sentiment_score: Math.round(score * 1000) / 1000,
    sentiment_breakdown: { positive: pPos, neutral: pNeu, negative: pNeg },
    total_comments: rows.length,
    analysis_time:
      input.startedAt === undefined ? 0 : Math.round(performance.now() - input.startedAt) / 1000,
    audience_insights: {
      primary_demographics: demographics,
      audience_personas: personas,
      content_preferences: preferences,
      engagement_drivers: drivers,
      pain_points: painPoints,
    },
    what_users_loved: loved,
    areas_for_improvement: areas,
    content_opportunities: {
      trending_topics: trending,
      content_gaps: contentGaps,
      collaboration_ideas: collaborations,
    },
    actionable_strategies: strategies,
    post_data: input.post,
    comments,
    language_breakdown: languages,
    spam_count: spam.length,
    giveaway_count: giveaway.length,
    unanswered_questions: {
      available: input.repliesIncluded,
      comment_ids: [...unanswered].sort(byLikesThenTime).map((r) => r.comment.id),
    },
    analyzed: rows.length,
    available: Math.max(input.available ?? 0, rows.length),
    engine: input.engine,
    model: input.model,
  };
}
