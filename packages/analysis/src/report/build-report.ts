import {
  type AnalysisResult,
  COMMENT_TAGS,
  type Comment,
  type CommentResult,
  type CommentTag,
  type Insight,
  type Persona,
  type Post,
  type Strategy,
} from "@commentlens/shared";
import type { CommentAnalysis } from "../analyze.js";
import { round } from "../round.js";
import { sentimentBand } from "../sentiment-band.js";
import { emojiKey, splitEmoji } from "../text/emoji.js";
import { languageName, percentages, percentOf, plural, quote, verb } from "./format.js";
import { complaintThemes, intentPhrase, type QuestionIntent, questionIntents } from "./intents.js";
import { extractTerms } from "./terms.js";

/**
 * Builds the audience report from comments and their per-comment analysis. Every insight
 * is computed from the comments and carries the ids of the comments it rests on; a section
 * with nothing to show stays empty rather than filled with generic advice.
 *
 * Cost: one pass over the comments extracts everything the sections need (terms, emoji,
 * the commenter, cue matches), so each section only filters and counts; lists of evidence
 * are cut to the most liked without sorting whole lists.
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
  /** The comment's tags as bits (see `TAG_BIT`). */
  tags: number;
  terms: string[];
  intents: QuestionIntent[];
  /** Position among all comments, most liked first (then oldest): sorts by one number. */
  rank: number;
  /** The commenter, as an index into the report's list of lower-cased usernames. */
  user: number;
  /** Emoji used, folded (no skin tone or FE0F) and each once, in order of first use. */
  emoji: string[];
  /** Nothing but emoji, spaces and punctuation. */
  emojiOnly: boolean;
  /** Handles the comment mentions, lower case, without a trailing dot. */
  mentions: string[];
}

const byRank = (a: Row, b: Row) => a.rank - b.rank;

const TAG_BIT = Object.fromEntries(COMMENT_TAGS.map((t, i) => [t, 1 << i])) as Record<
  CommentTag,
  number
>;

function has(r: Row, tag: CommentTag): boolean {
  return (r.tags & TAG_BIT[tag]) !== 0;
}

function bitsOf(tags: readonly CommentTag[]): number {
  let bits = 0;
  for (const t of tags) bits |= TAG_BIT[t];
  return bits;
}

const tagLists = new Map<number, CommentTag[]>();

/** Tags in vocabulary order, as a new array. */
function tagList(bits: number): CommentTag[] {
  let list = tagLists.get(bits);
  if (!list) {
    list = COMMENT_TAGS.filter((t) => (bits & TAG_BIT[t]) !== 0);
    tagLists.set(bits, list);
  }
  return list.slice();
}

/** The `limit` best-ranked rows, in rank order, without sorting the whole list. */
function topRanked(rows: Row[], limit: number): Row[] {
  if (rows.length <= limit) return [...rows].sort(byRank);
  // Ranks are distinct: the limit-th smallest rank is the cut-off.
  const ranks = Int32Array.from(rows, (r) => r.rank).sort();
  const cut = ranks[limit - 1] as number;
  return rows.filter((r) => r.rank <= cut).sort(byRank);
}

function insight(text: string, rows: Row[]): Insight | undefined {
  if (rows.length === 0) return undefined;
  return {
    text,
    evidence: topRanked(rows, EVIDENCE_LIMIT).map((r) => r.comment.id),
    support: rows.length,
  };
}

/** The most liked (then oldest) row. */
function best(rows: Row[]): Row | undefined {
  let top: Row | undefined;
  for (const r of rows) if (!top || r.rank < top.rank) top = r;
  return top;
}

/** The most liked comment's words, as an example for a sentence. */
function example(rows: Row[]): string {
  const top = best(rows);
  return top ? ` (“${quote(top.comment.text)}”)` : "";
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

function count<T>(items: T[], test: (item: T) => boolean): number {
  let n = 0;
  for (const item of items) if (test(item)) n++;
  return n;
}

function share(rows: Row[], test: (r: Row) => boolean): number {
  return rows.length === 0 ? 0 : count(rows, test) / rows.length;
}

const MENTION = /@([A-Za-z0-9._]{1,30})/g;
const NOT_ALNUM = /[^a-z0-9]/g;
const TRAILING_DOT = /\.$/;
const PRIZE_CLAIM =
  /\b(you won|you've won|winners?|prize|claim|selected)\b|dm us|message (this|our) account|ganh(ou|ador)|ganaste|ganador|gagn(é|ant)|gewonnen/i;
/** Cheap pre-test for SAVED: its keywords, without the context the full pattern checks. */
const SAVED_HINT = /sav|bookmark|salv|guard|gespeichert|enregistr/i;
const SAVED =
  /\b(sav(e|ed|ing)\b.{0,25}\b(this|it|for later|post|video|recipe|workout)|bookmark(ed|ing)?)\b|\bsalv(ei|o|ando|ado|a)\b|\bguard(é|ado|ando|o)\b|gespeichert|enregistr[ée]|\bsalvat[oa]\b/i;
const COLLAB = /collab|colabora|kooperation|parceria/i;
const MENTIONS_ONLY = /^(\s*@[\w.]+[\s,]*)+$/u;

/** Letters and digits only, lower case: "slowpour.coffee_winners" → "slowpourcoffeewinners". */
function squash(name: string): string {
  return name.toLowerCase().replace(NOT_ALNUM, "");
}

function isImpostor(comment: Comment, ownerKey: string): boolean {
  if (ownerKey.length < 4) return false;
  const key = squash(comment.username);
  return key !== ownerKey && key.includes(ownerKey) && PRIZE_CLAIM.test(comment.text);
}
/** Cheap pre-test for PROFESSIONAL: the openings it needs. */
const PROFESSIONAL_HINT = /\b(?:as an?|i'?m an?|i am an?|soy|sou|je suis|ich bin) /i;
const PROFESSIONAL =
  /\b(as an? |i'?m an? |i am an? )(professional |certified |licensed )?(dermatologist|chef|cook|baker|pastry chef|trainer|personal trainer|coach|nutritionist|dietitian|photographer|videographer|designer|developer|engineer|makeup artist|mua|stylist|hairdresser|nurse|doctor|physio|physiotherapist|teacher|architect|barista|sommelier|pilot|travel agent|editor|reviewer)\b|\b(soy|sou)\s+(chef|fot[oó]graf[oa]|nutricionista|entrenador[a]?|personal trainer|dermat[oó]log[oa]|maquilladora?|maquiadora?|panader[oa]|padeir[oa]|dise[nñ]ador[a]?|designer|m[eé]dic[oa]|enfermer[oa]|enfermeir[oa])\b|\bje suis\s+(chef|photographe|coach|dermatologue|maquilleuse|boulang[eè]re?|designer)\b|\bich bin\s+(koch|köchin|fotograf|trainer|ärztin|arzt|designer)/i;

interface Topic {
  term: string;
  label: string;
  rows: Row[];
}

/** Terms and the rows that use them; built once for all audience comments. */
type TermIndex = Map<string, Row[]>;

function indexTerms(rows: Row[]): TermIndex {
  const byTerm: TermIndex = new Map();
  for (const row of rows) for (const term of row.terms) pushTo(byTerm, term, row);
  return byTerm;
}

/** Counts distinct commenters in lists of rows, reusing one array of marks. */
class PeopleCounter {
  private readonly marks: Uint32Array;
  private stamp = 0;
  constructor(users: number) {
    this.marks = new Uint32Array(users);
  }
  count(rows: Row[]): number {
    const s = ++this.stamp;
    let n = 0;
    for (const r of rows) {
      if (this.marks[r.user] !== s) {
        this.marks[r.user] = s;
        n++;
      }
    }
    return n;
  }
}

/**
 * Topics: content words and phrases used by several commenters, phrases preferred. `index`
 * holds the terms of a superset of `rows` (or exactly theirs); `inRows` keeps a term's rows
 * to `rows` when it is a subset.
 */
function findTopics(
  rows: Row[],
  index: TermIndex,
  labels: Map<string, Map<string, number>>,
  people: PeopleCounter,
  inRows?: (r: Row) => boolean,
): Topic[] {
  const minimum = Math.max(2, Math.ceil(rows.length * 0.005));
  const candidates: Array<{ term: string; rows: Row[]; weight: number }> = [];
  for (const [term, all] of index) {
    // Cheap length test first: a term needs at least `minimum` comments to have that many people.
    if (all.length < minimum) continue;
    const list = inRows ? all.filter(inRows) : all;
    if (list.length < minimum) continue;
    const n = people.count(list);
    if (n < minimum) continue;
    // A phrase counts a little more than a single word used as often.
    candidates.push({ term, rows: list, weight: n * (term.includes(" ") ? 1.5 : 1) });
  }
  candidates.sort((a, b) => b.weight - a.weight || (a.term < b.term ? -1 : 1));
  const chosen: Array<Topic & { words: string[]; members: Set<Row> }> = [];
  for (const c of candidates) {
    const words = c.term.split(" ");
    const covered = chosen.some((t) => {
      // A word inside a chosen phrase, or a phrase made of a chosen word: the same topic.
      const related =
        words.every((w) => t.words.includes(w)) || t.words.every((w) => words.includes(w));
      if (related && t.rows.length >= c.rows.length * 0.5) return true;
      // Another word of the same comments ("honest" beside "review"): the same topic too.
      return count(c.rows, (r) => t.members.has(r)) >= c.rows.length * 0.6;
    });
    if (covered) continue;
    chosen.push({
      term: c.term,
      label: labelOf(c.term, c.rows.length, labels),
      rows: c.rows,
      words,
      members: new Set(c.rows),
    });
    if (chosen.length >= 25) break;
  }
  return chosen.map(({ term, label, rows }) => ({ term, label, rows }));
}

/** The most common way a term is written; `labels` counts only forms other than lower case. */
function labelOf(term: string, uses: number, labels: Map<string, Map<string, number>>): string {
  const forms = labels.get(term);
  if (!forms) return term;
  let label = term;
  let top = uses;
  for (const n of forms.values()) top -= n;
  for (const [form, n] of forms) {
    if (n > top) {
      label = form;
      top = n;
    }
  }
  return label;
}

// A question ("can I freeze it? 🙂") is asking, not praising or criticising, unless tagged so.
const isPositive = (r: Row) =>
  has(r, "praise") || (r.analysis.label === "positive" && !has(r, "question"));
const isNegative = (r: Row) =>
  has(r, "complaint") || (r.analysis.label === "negative" && !has(r, "question"));

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
  const ownerKey = squash(input.post?.owner.username ?? "");
  const impostors = new Set<string>();
  const userIds = new Map<string, number>();
  /** Lower-cased usernames, indexed by `Row.user`. */
  const usernames: string[] = [];
  /** For each emoji (folded), the first way it was written, to show it as people wrote it. */
  const emojiForms = new Map<string, string>();
  const rows: Row[] = input.comments.map((comment, i) => {
    const analysis = input.analyses[i] as CommentAnalysis;
    let tags = bitsOf(analysis.tags);
    const text = comment.text;
    if (comment.isFromOwner) tags |= TAG_BIT.creator_reply;
    else if (isImpostor(comment, ownerKey)) {
      // A look-alike of the creator's account telling people they won: a known scam.
      tags |= TAG_BIT.spam;
      impostors.add(comment.id);
    }
    const name = comment.username.toLowerCase();
    let user = userIds.get(name);
    if (user === undefined) {
      user = usernames.length;
      userIds.set(name, user);
      usernames.push(name);
    }
    let emoji: string[] = [];
    let emojiOnly = false;
    const written = MAYBE_EMOJI.test(text) ? splitEmoji(text) : NONE;
    if (written.length > 0) {
      for (const e of written) {
        const key = emojiKey(e);
        if (!emoji.includes(key)) emoji.push(key);
        if (!emojiForms.has(key)) emojiForms.set(key, e);
      }
      emojiOnly = !LETTER_OR_DIGIT.test(text);
    } else {
      emoji = NONE;
    }
    let mentions = NONE;
    if (text.includes("@")) {
      mentions = [];
      for (const m of text.matchAll(MENTION)) {
        const handle = (m[1] as string).toLowerCase().replace(TRAILING_DOT, "");
        if (!mentions.includes(handle)) mentions.push(handle);
      }
    }
    return {
      comment,
      analysis,
      tags,
      terms: NONE,
      intents: (tags & TAG_BIT.question) !== 0 ? questionIntents(text) : NO_INTENTS,
      rank: 0,
      user,
      emoji,
      emojiOnly,
      mentions,
    };
  });
  const people = new PeopleCounter(usernames.length);
  const peopleIn = (list: Row[]) => people.count(list);

  // Rank: most liked first, then oldest (ISO timestamps compare as strings), then input order.
  const likes = rows.map((r) => r.comment.likes ?? 0);
  const order = rows.map((_, i) => i);
  order.sort((a, b) => {
    const d = (likes[b] as number) - (likes[a] as number);
    if (d !== 0) return d;
    const ta = (rows[a] as Row).comment.timestamp;
    const tb = (rows[b] as Row).comment.timestamp;
    return ta < tb ? -1 : ta > tb ? 1 : a - b;
  });
  for (let rank = 0; rank < order.length; rank++) (rows[order[rank] as number] as Row).rank = rank;

  const audience: Row[] = [];
  const spam: Row[] = [];
  const giveaway: Row[] = [];
  const real: Row[] = [];
  const ownerReplies: Row[] = [];
  for (const r of rows) {
    if (r.comment.isFromOwner) {
      ownerReplies.push(r);
      continue;
    }
    audience.push(r);
    if (has(r, "spam")) spam.push(r);
    else if (has(r, "giveaway_entry")) giveaway.push(r);
    else real.push(r);
  }
  const counted = input.includeSpamInSentiment ? audience : real;

  // Terms of the audience's own comments (not spam, not giveaway entries), with the ways
  // each is written when that is not lower case ("SPF", "Mazunte").
  const labels = new Map<string, Map<string, number>>();
  const noteForm = (term: string, form: string) => {
    let forms = labels.get(term);
    if (!forms) {
      forms = new Map();
      labels.set(term, forms);
    }
    forms.set(form, (forms.get(form) ?? 0) + 1);
  };
  // Repeated texts (copied comments, bot floods) are read once per language.
  const termCache = new Map<string, Map<string, { terms: string[]; forms: string[] }>>();
  for (const r of real) {
    let byText = termCache.get(r.analysis.lang);
    if (!byText) {
      byText = new Map();
      termCache.set(r.analysis.lang, byText);
    }
    let hit = byText.get(r.comment.text);
    if (!hit) {
      const forms: string[] = [];
      const { terms } = extractTerms(r.comment.text, r.analysis.lang, (term, form) =>
        forms.push(term, form),
      );
      hit = { terms, forms };
      byText.set(r.comment.text, hit);
    }
    r.terms = hit.terms;
    for (let k = 0; k < hit.forms.length; k += 2)
      noteForm(hit.forms[k] as string, hit.forms[k + 1] as string);
  }
  const termIndex = indexTerms(real);

  // Sentiment: the share of positive comments, with neutral ones counting half.
  let pos = 0;
  let neu = 0;
  let neg = 0;
  for (const r of counted) {
    if (r.analysis.label === "positive") pos++;
    else if (r.analysis.label === "neutral") neu++;
    else neg++;
  }
  const score = counted.length === 0 ? 0.5 : (pos + 0.5 * neu) / counted.length;
  const [pPos = 0, pNeu = 0, pNeg = 0] = percentages([pos, neu, neg]);

  // Languages of the audience's comments.
  const byLanguage = new Map<string, Row[]>();
  for (const r of audience) pushTo(byLanguage, r.analysis.lang, r);
  const languages = [...byLanguage.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([language, rs]) => ({
      language,
      count: rs.length,
      percentage: percentOf(rs.length, audience.length),
    }));

  // Replies: a comment counts as answered when the owner replied to it, or mentioned its
  // author later.
  const repliedTo = new Set<string>();
  const lastMention = new Map<string, string>();
  for (const o of ownerReplies) {
    if (o.comment.parentId !== null) repliedTo.add(o.comment.parentId);
    for (const handle of o.mentions) {
      const seen = lastMention.get(handle);
      if (!seen || o.comment.timestamp > seen) lastMention.set(handle, o.comment.timestamp);
    }
  }
  const answered = (q: Row) =>
    repliedTo.has(q.comment.id) ||
    (lastMention.get(usernames[q.user] as string) ?? "") >= q.comment.timestamp;
  const questions = real.filter((r) => has(r, "question"));
  const unanswered = input.repliesIncluded ? questions.filter((q) => !answered(q)) : [];
  /** ", 4 without a reply" when replies are known, for sentences about groups of comments. */
  const openTail = (rs: Row[], what = "still unanswered") => {
    if (!input.repliesIncluded) return "";
    const open = count(rs, (r) => !answered(r));
    return open > 0 ? `, ${open} ${what}` : ", all answered";
  };

  const topics = findTopics(real, termIndex, labels, people);
  const topicInsights = (
    test: (r: Row) => boolean,
    minShare: number,
    sentence: (t: Topic, rows: Row[]) => string,
  ): Insight[] =>
    topics
      .map((t) => ({ t, matching: t.rows.filter(test) }))
      .filter(
        ({ t, matching }) => matching.length >= 2 && matching.length >= minShare * t.rows.length,
      )
      .sort((a, b) => b.matching.length - a.matching.length)
      .slice(0, 5)
      .map(({ t, matching }) => insight(sentence(t, matching), matching) as Insight);

  // What they loved: mostly praised topics, and topics praised by many though not all.
  const loved = topicInsights(isPositive, 0.4, (t, m) => {
    const praised = `“${t.label}”: praised by ${plural(peopleIn(m), "person", "people")}`;
    if (m.length >= 0.6 * t.rows.length) return `${praised}${example(m)}`;
    const critics = peopleIn(t.rows.filter(isNegative));
    return critics > 0
      ? `${praised}, though ${plural(critics, "person", "people")} ${verb(critics, "criticises", "criticise")} it${example(m)}`
      : `${praised}${example(m)}`;
  });
  // Praised topics beyond the top five, in one sentence: smaller things people also love.
  const alsoPraised = topics
    .map((t) => ({ t, matching: t.rows.filter(isPositive) }))
    .filter(({ t, matching }) => matching.length >= 2 && matching.length >= 0.6 * t.rows.length)
    .sort((a, b) => b.matching.length - a.matching.length)
    .slice(5, 11);
  if (alsoPraised.length >= 2) {
    const rs = [...new Set(alsoPraised.flatMap((x) => x.matching))];
    loved.push(
      insight(
        `Also praised: ${alsoPraised.map(({ t, matching }) => `“${t.label}” (${peopleIn(matching)})`).join(", ")}`,
        rs,
      ) as Insight,
    );
  }
  const emojiOnlyLove = real.filter((r) => r.emojiOnly && r.analysis.label === "positive");
  if (emojiOnlyLove.length >= 3) {
    const counts = new Map<string, number>();
    for (const r of emojiOnlyLove) for (const e of r.emoji) counts.set(e, (counts.get(e) ?? 0) + 1);
    const top = [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([e]) => emojiForms.get(e) ?? e)
      .join(" ");
    loved.push(
      insight(
        `${plural(emojiOnlyLove.length, "comment")} ${verb(emojiOnlyLove.length, "reacts", "react")} with emoji alone, mostly ${top}`,
        emojiOnlyLove,
      ) as Insight,
    );
  }

  // On a post most people criticise, those who take the creator's side are worth knowing.
  const supporters = real.filter((r) => isPositive(r) && !has(r, "complaint"));
  if (score < 0.5 && supporters.length >= 3) {
    const n = peopleIn(supporters);
    loved.unshift(
      insight(
        `Not everyone objects: ${plural(n, "person", "people")} ${verb(n, "takes", "take")} your side${example(supporters)}`,
        supporters,
      ) as Insight,
    );
  }

  // Areas for growth: criticised topics and suggestions.
  const suggestions = real.filter((r) => has(r, "suggestion"));
  const suggestionSet = new Set(suggestions);
  const suggestionTopics = findTopics(suggestions, termIndex, labels, people, (r) =>
    suggestionSet.has(r),
  );
  const areas = [
    ...topicInsights(
      isNegative,
      0.5,
      (t, m) =>
        `“${t.label}”: criticised by ${plural(peopleIn(m), "person", "people")}${example(m)}`,
    ),
    ...suggestionTopics
      .filter((t) => peopleIn(t.rows) >= 3)
      .slice(0, 5)
      .map((t) => {
        const n = peopleIn(t.rows);
        return insight(
          `${plural(n, "person", "people")} ${verb(n, "suggests", "suggest")} something about “${t.label}”${example(t.rows)}`,
          t.rows,
        ) as Insight;
      }),
    ...compact([
      insight(
        `${plural(suggestions.length, "comment")} ${verb(suggestions.length, "suggests", "suggest")} something${example(suggestions)}`,
        suggestions,
      ),
    ]),
  ];

  // Pain points: complaints grouped by what they are about.
  const complaints = real.filter((r) => has(r, "complaint"));
  const byTheme = new Map<string, Row[]>();
  // A concern: a complaint, or a comment that leans negative without praising or just asking.
  const concerns = real.filter(
    (r) =>
      has(r, "complaint") ||
      (!has(r, "question") &&
        !has(r, "praise") &&
        (r.analysis.label === "negative" || r.analysis.score < -0.3)),
  );
  const concernSet = new Set(concerns);
  for (const r of concerns)
    for (const theme of complaintThemes(r.comment.text)) pushTo(byTheme, theme, r);
  // On a small post one comment about a theme is already worth reading.
  const smallPost = real.length < 150;
  const themes = [...byTheme.entries()]
    .filter(([, rs]) => rs.length >= (smallPost ? 1 : 2))
    .sort((a, b) => b[1].length - a[1].length);
  const painPoints = [
    ...themes.map(([theme, rs]) => {
      const n = peopleIn(rs);
      return insight(
        `${plural(n, "person", "people")} ${verb(n, "raises", "raise")} concerns about ${theme}${openTail(rs, "without a reply")}${example(rs)}`,
        rs,
      ) as Insight;
    }),
    ...topicInsights(
      (r) => concernSet.has(r),
      0.3,
      (t, m) => {
        const n = peopleIn(m);
        return `${plural(n, "person", "people")} ${verb(n, "raises", "raise")} concerns about “${t.label}”${openTail(m, "without a reply")}${example(m)}`;
      },
    ),
  ].slice(0, 6);
  if (painPoints.length === 0 && complaints.length > 0) {
    painPoints.push(
      insight(
        `${plural(complaints.length, "comment")} ${verb(complaints.length, "complains", "complain")}${example(complaints)}`,
        complaints,
      ) as Insight,
    );
  }

  // Questions by what they ask.
  const byIntent = new Map<QuestionIntent, Row[]>();
  for (const q of questions) for (const intent of q.intents) pushTo(byIntent, intent, q);
  const intentGroups = [...byIntent.entries()].sort((a, b) => b[1].length - a[1].length);
  const contentGaps = compact(
    intentGroups
      .slice(0, 6)
      .map(([intent, qs]) =>
        insight(
          `${plural(peopleIn(qs), "person", "people")} asked ${intentPhrase(intent)}${openTail(qs)}`,
          qs,
        ),
      ),
  );

  // Topics people ask about beyond the usual intents ("is it worth upgrading from the Buds 1?").
  // Small posts have few questions: two people asking the same thing is already a pattern.
  const questionSet = new Set(questions);
  const minAskers = smallPost ? 2 : 3;
  for (const t of findTopics(questions, termIndex, labels, people, (r) => questionSet.has(r)).slice(
    0,
    4,
  )) {
    if (peopleIn(t.rows) < minAskers || contentGaps.length >= 8) continue;
    contentGaps.push(
      insight(
        `${plural(peopleIn(t.rows), "person", "people")} asked about “${t.label}”${openTail(t.rows)}${example(t.rows)}`,
        t.rows,
      ) as Insight,
    );
  }

  // Engagement drivers.
  yield "engagement";
  const saved = real.filter((r) => SAVED_HINT.test(r.comment.text) && SAVED.test(r.comment.text));
  const purchase = real.filter((r) => has(r, "purchase_intent"));
  // Saying they will buy (or just did) apart from asking what buying needs (price, shipping),
  // which the content gaps count.
  const decided = purchase.filter(
    (r) => !has(r, "question") && !has(r, "complaint") && r.analysis.label !== "negative",
  );
  const buyers = peopleIn(decided);
  const shoppers = peopleIn(purchase);
  const mentionsOnlySet = new Set(
    real.filter((r) => r.mentions.length > 0 && MENTIONS_ONLY.test(r.comment.text)),
  );
  const tagsFriends = real.filter((r) => r.mentions.some((m) => m.length >= 2));
  let topLiked: Row | undefined;
  for (const r of real)
    if ((r.comment.likes ?? 0) > 0 && (!topLiked || r.rank < topLiked.rank)) topLiked = r;
  const emojiRows = real.filter((r) => r.emoji.length > 0);
  const drivers = compact([
    saved.length >= 2
      ? insight(
          `${plural(saved.length, "comment")} ${verb(saved.length, "says", "say")} they saved the post for later${example(saved)}`,
          saved,
        )
      : undefined,
    questions.length > 0
      ? insight(
          `${plural(questions.length, "comment")} (${Math.round(percentOf(questions.length, real.length))}%) ${verb(questions.length, "asks", "ask")} a question`,
          questions,
        )
      : undefined,
    decided.length > 0
      ? insight(
          `${plural(buyers, "person", "people")} ${verb(buyers, "says", "say")} they will buy or just bought${example(decided)}`,
          decided,
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
      ? (
          [
            ["tag two or more friends", "tags two or more friends", (n: number) => n >= 2],
            ["tag only one friend", "tags only one friend", (n: number) => n === 1],
            ["tag nobody", "tags nobody", (n: number) => n === 0],
          ] as const
        ).map(([many, one, test]) => {
          const rs = giveaway.filter((r) => test(r.mentions.length));
          return insight(
            `${plural(rs.length, "giveaway entry", "giveaway entries")} ${rs.length === 1 ? one : many}`,
            rs,
          );
        })
      : []),
    tagsFriends.length >= 2
      ? insight(
          `${plural(tagsFriends.length, "comment")} ${verb(tagsFriends.length, "tags", "tag")} friends, sharing the post onward${example(tagsFriends)}`,
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
      let likes = 0;
      for (const r of t.rows) likes += r.comment.likes ?? 0;
      return { t, avg: likes / t.rows.length, warmth: share(t.rows, isPositive) };
    })
    .filter((x) => x.warmth >= 0.5)
    .sort((a, b) => (withLikes ? b.avg - a.avg : b.t.rows.length - a.t.rows.length))
    .slice(0, 4)
    .map(
      ({ t, avg, warmth }) =>
        insight(
          withLikes
            ? `Comments about “${t.label}” get ${avg.toFixed(1)} likes on average and are ${Math.round(warmth * 100)}% positive`
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
  for (const r of real) for (const e of r.emoji) pushTo(emojiCounts, e, r);
  // The most used emoji and how they are meant: 😭 can be joy or dismay.
  for (const [e, rs] of [...emojiCounts.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, 3)) {
    if (rs.length < 3) break;
    const warm = Math.round(share(rs, isPositive) * 100);
    trending.push(
      insight(
        `${emojiForms.get(e) ?? e} appears in ${plural(rs.length, "comment")}, ${warm}% of them positive`,
        rs,
      ) as Insight,
    );
  }

  // Collaboration ideas: accounts the audience brings up, outside giveaway tagging.
  const owner = input.post?.owner.username.toLowerCase();
  const mentioned = new Map<string, Row[]>();
  for (const r of real) {
    if (r.mentions.length === 0 || mentionsOnlySet.has(r)) continue;
    for (const handle of r.mentions) if (handle !== owner) pushTo(mentioned, handle, r);
  }
  const collaborations = compact(
    [...mentioned.entries()]
      .map(([handle, rs]) => ({ handle, rs, n: peopleIn(rs) }))
      .filter((m) => m.n >= 2)
      .sort((a, b) => b.n - a.n || (a.handle < b.handle ? -1 : 1))
      .slice(0, 4)
      .map(({ handle, rs, n }) =>
        insight(`@${handle} is brought up by ${plural(n, "person", "people")}${example(rs)}`, rs),
      ),
  );
  const collabAsks = real.filter((r) => COLLAB.test(r.comment.text));
  if (collabAsks.length > 0) {
    collaborations.push(
      insight(
        `${plural(collabAsks.length, "comment")} ${verb(collabAsks.length, "asks", "ask")} for a collaboration${example(collabAsks)}`,
        collabAsks,
      ) as Insight,
    );
  }

  // Personas: each commenter in one group, by what they did.
  const commenters: Row[][] = Array.from({ length: usernames.length }, () => []);
  for (const r of audience) (commenters[r.user] as Row[]).push(r);
  const active = commenters.filter((list) => list.length > 0 && !list.every((r) => has(r, "spam")));
  const groups = new Map<string, Row[][]>();
  const personaBase = active.length;
  const SHOPPER = TAG_BIT.purchase_intent;
  for (const list of active) {
    let sum = 0;
    let bits = 0;
    let allGiveaway = true;
    let expert = false;
    let asksToBuy = false;
    for (const r of list) {
      sum += r.analysis.score;
      bits |= r.tags;
      if (!has(r, "giveaway_entry")) allGiveaway = false;
      if (!expert && PROFESSIONAL_HINT.test(r.comment.text))
        expert = PROFESSIONAL.test(r.comment.text);
      for (const i of r.intents) if (i === "where_to_buy" || i === "price") asksToBuy = true;
    }
    const avg = sum / list.length;
    const type = allGiveaway
      ? "Giveaway Entrants"
      : expert
        ? "Professionals & Experts"
        : list.length >= 2 && avg > 0.15
          ? "Loyal Fans"
          : list.length >= 2
            ? "Engaged Regulars"
            : (bits & SHOPPER) !== 0 || asksToBuy
              ? "Curious Shoppers"
              : (bits & TAG_BIT.question) !== 0
                ? "Question Askers"
                : (bits & TAG_BIT.complaint) !== 0 || avg < -0.2
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
      let likes = 0;
      for (const r of members) {
        langs.set(r.analysis.lang, (langs.get(r.analysis.lang) ?? 0) + 1);
        likes += r.comment.likes ?? 0;
      }
      let topLang = "und";
      let topLangCount = 0;
      for (const [lang, n] of langs) {
        if (n > topLangCount) {
          topLang = lang;
          topLangCount = n;
        }
      }
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
      return {
        type,
        percentage: percentOf(lists.length, personaBase),
        characteristics,
        evidence: topRanked(members, EVIDENCE_LIMIT).map((r) => r.comment.id),
        support: members.length,
      };
    })
    .sort((a, b) => b.percentage - a.percentage || (a.type < b.type ? -1 : 1));
  // Rounding each share to one decimal can overshoot 100 by a hair; trim the largest.
  const overshoot = Math.round((personas.reduce((a, p) => a + p.percentage, 0) - 100) * 10) / 10;
  if (overshoot > 0 && personas[0])
    personas[0].percentage = Math.round((personas[0].percentage - overshoot) * 10) / 10;

  // Who is talking: languages and how many come back.
  const repeat = active.filter((l) => l.length >= 2);
  let topEntrant: Row[] = [];
  let mostActive: Row[] = [];
  for (const list of commenters) {
    const entries = count(list, (r) => has(r, "giveaway_entry"));
    if (entries > topEntrant.length) topEntrant = list.filter((r) => has(r, "giveaway_entry"));
    if (
      list.length > mostActive.length &&
      !list.every((r) => has(r, "spam") || has(r, "giveaway_entry"))
    )
      mostActive = list;
  }
  // Comments that switch languages mid-sentence: the audience reads both.
  const mixedPairs = new Map<string, Row[]>();
  for (const r of real) {
    const other = r.analysis.mixedWith;
    if (other) pushTo(mixedPairs, [r.analysis.lang, other].sort().join("+"), r);
  }
  const topMix = [...mixedPairs.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  const demographics = compact([
    ...languages
      .filter((l) => l.language !== "und" && (l.percentage >= 5 || l === languages[0]))
      .slice(0, 4)
      .map((l) =>
        insight(
          `${l.percentage}% of comments are in ${languageName(l.language)}`,
          byLanguage.get(l.language) ?? [],
        ),
      ),
    repeat.length > 0
      ? insight(
          `${Math.round(percentOf(repeat.length, personaBase))}% of commenters (${repeat.length}) commented more than once`,
          repeat.flat(),
        )
      : undefined,
    topMix && topMix[1].length >= 3
      ? insight(
          `${plural(topMix[1].length, "comment")} ${verb(topMix[1].length, "mixes", "mix")} ${topMix[0]
            .split("+")
            .map(languageName)
            .join(" and ")} in one sentence${example(topMix[1])}`,
          topMix[1],
        )
      : undefined,
    topEntrant.length >= 3
      ? insight(
          `The most frequent entrant, @${topEntrant[0]?.comment.username}, entered ${plural(topEntrant.length, "time")}`,
          topEntrant,
        )
      : undefined,
    mostActive.length >= 3
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
  const rowsOf = (item: Insight | undefined) => {
    if (!item) return [];
    const ids = new Set(item.evidence);
    return rows.filter((r) => ids.has(r.comment.id));
  };
  let topComplaintTopic: { t: Topic; m: Row[] } | undefined;
  for (const t of topics) {
    const m = t.rows.filter((r) => has(r, "complaint"));
    if (!topComplaintTopic || m.length > topComplaintTopic.m.length) topComplaintTopic = { t, m };
  }
  // The biggest group of concerns nobody has answered yet.
  const openThemes = input.repliesIncluded
    ? themes
        .map(([theme, rs]) => ({ theme, open: rs.filter((r) => !answered(r)) }))
        .filter((x) => x.open.length >= 3)
        .sort((a, b) => b.open.length - a.open.length)
    : [];
  add("Community Management", [
    unanswered.length > 0
      ? insight(
          `Answer the ${plural(unanswered.length, "unanswered question")}, starting with the most liked: “${quote(best(unanswered)?.comment.text ?? "")}”`,
          unanswered,
        )
      : undefined,
    // The two biggest open concerns: one loud theme (a sell-out) must not hide another
    // (shipping delays) that waits for an answer just as much.
    ...openThemes
      .slice(0, 2)
      .map((t) =>
        insight(
          `Reply to the ${plural(t.open.length, "concern")} about ${t.theme} that ${verb(t.open.length, "has", "have")} no answer yet, e.g. “${quote(best(t.open)?.comment.text ?? "")}”`,
          t.open,
        ),
      ),
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
          `Make a post that answers ${intentPhrase(topGap[0])}: ${plural(peopleIn(topGap[1]), "person", "people")} asked`,
          topGap[1],
        )
      : undefined,
    loved[0] && topics.length > 0
      ? insight(
          `Build on what was loved most: ${loved[0].text.split(":")[0]} drew ${plural(loved[0].support, "positive comment")}`,
          rowsOf(loved[0]),
        )
      : undefined,
    suggestions.length > 0
      ? insight(
          `Consider the ${plural(suggestions.length, "suggestion")}, e.g. “${quote(best(suggestions)?.comment.text ?? "")}”`,
          suggestions,
        )
      : undefined,
  ]);
  let topPositive: Row | undefined;
  for (const r of real)
    if (r.analysis.label === "positive" && (!topPositive || r.rank < topPositive.rank))
      topPositive = r;
  add("Engagement", [
    topPositive && (topPositive.comment.likes ?? 0) > 0
      ? insight(
          `Pin the most liked positive comment (${plural(topPositive.comment.likes ?? 0, "like")}): “${quote(topPositive.comment.text)}”`,
          [topPositive],
        )
      : undefined,
    purchase.length > 0
      ? insight(
          `Put a clear way to buy in the caption or bio: ${plural(shoppers, "person", "people")} ${verb(shoppers, "wants", "want")} to buy or ${verb(shoppers, "asks", "ask")} how`,
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
        rowsOf(collaborations[0]),
      ),
    ]);
  }

  const comments: CommentResult[] = rows.map((r) => ({
    id: r.comment.id,
    score: Math.max(-1, Math.min(1, round(r.analysis.score, 3))),
    label: r.analysis.label,
    language: r.analysis.lang,
    target: r.analysis.target,
    tags: tagList(r.tags),
  }));

  return {
    overall_sentiment: sentimentBand(score),
    sentiment_score: round(score, 3),
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
      comment_ids: topRanked(unanswered, unanswered.length).map((r) => r.comment.id),
    },
    analyzed: rows.length,
    available: Math.max(input.available ?? 0, rows.length),
    engine: input.engine,
    model: input.model,
  };
}

const NONE: string[] = [];
/** Code units an emoji can start with (©, ®, symbols, surrogates, keycap digits need U+20E3). */
const MAYBE_EMOJI = /[\u00a9\u00ae\u203c-\u3299\ud83c-\ud83e]/;
const NO_INTENTS: QuestionIntent[] = [];
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
