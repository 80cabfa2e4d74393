import type { AnalysisResult, Comment, Post } from "@commentlens/shared";
import type { CommentAnalysis } from "../analyze.js";
import { cueIn, cueWord } from "../cues/cues.js";
import { type CommentRecord, readComments } from "../record/comment-record.js";
import { asksForNothing } from "../tags/question-intents.js";
import { spaceSeparated } from "../text/characters.js";
import { withoutMentions } from "../text/mentions.js";
import { addressee, type PostContext, readPost } from "../thread/post-context.js";
import { evidentComplaintThemes } from "./intents.js";
import { readRows } from "./read-rows.js";
import { has, PeopleCounter, type Row } from "./rows.js";
import { attacksFeatured, readStances } from "./stance.js";
import type { TermsOfRecords } from "./terms.js";
import {
  findTopics,
  indexTerms,
  readTerms,
  type TermIndex,
  type TermLabels,
  type TermScope,
  type Topic,
} from "./topics.js";

export interface ReportInput {
  comments: Comment[];
  /** Per-comment results, in the same order as `comments`. */
  analyses: CommentAnalysis[];
  post: Post | null;
  /** The post's account when `post` is unknown (an import that names it). */
  owner?: string | null;
  /**
   * The comments as the thread stage read them (see `readComments`), in the same order, so no
   * comment is read twice; read here when absent (an LLM's analyses, a stored analysis).
   */
  records?: readonly CommentRecord[];
  /** The terms of `records` as the thread stage read them (see `AnalyzeOptions.onRead`). */
  terms?: TermsOfRecords;
  /** The post as the thread stage read it, so the comments are not read for it twice. */
  postContext?: PostContext;
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

/** What several sections of the report read, built once (see `buildContext`). */
export interface ReportContext {
  input: ReportInput;
  /** Every comment, in input order. */
  rows: Row[];
  /** Lower-cased usernames, indexed by `Row.user`. */
  usernames: string[];
  /** For each emoji (folded), the first way it was written. */
  emojiForms: Map<string, string>;
  /** Ids of comments from look-alikes of the creator's account. */
  impostors: Set<string>;
  /** The post's account (lower case), when known. */
  owner: string | null;
  /** What the post is about: its account and sibling accounts, the people it features. */
  post: PostContext;
  /** Everyone but the creator. */
  audience: Row[];
  spam: Row[];
  giveaway: Row[];
  /** The audience's own comments: not spam, not giveaway entries. */
  real: Row[];
  ownerReplies: Row[];
  /** The comments the sentiment counts. */
  counted: Row[];
  people: PeopleCounter;
  /** Distinct commenters among rows. */
  peopleIn: (rows: Row[]) => number;
  labels: TermLabels;
  /** Terms of the real comments. */
  termIndex: TermIndex;
  /** Topics of the real comments: things talked about, never a word of opinion alone. */
  topics: Topic[];
  /** Words of opinion used by several people ("sick", "GOAT", "ugly"): how, not what. */
  opinionWords: Topic[];
  /** The post's terms, for naming what a group of comments is about (see `groupTerms`). */
  scope: TermScope;
  /** Questions for the creator: not those asked of another commenter in a reply. */
  questions: Row[];
  /** Complaints aimed at the creator, its product or its content. */
  complaints: Row[];
  /** Comments about the people the post features (an athlete, a guest). */
  aboutSubject: Row[];
  /** Toxic comments, with whom they target. */
  toxic: Row[];
  suggestions: Row[];
  purchase: Row[];
  /**
   * Whether the comment has an answer: the creator replied to it or mentioned its author
   * later, or (a plain question) another commenter answered it.
   */
  answered: (q: Row) => boolean;
  /** Questions without an answer; empty when replies are not known. */
  unanswered: Row[];
  /**
   * Complaint themes the comment's words name by themselves ("ripped after a week", "credit
   * the photographer"), read once per comment (see `evidentComplaintThemes`).
   */
  evidentThemes: (r: Row) => string[];
  /** People among `rows` still without a reply; undefined when the replies were not read. */
  openPeople: (rows: Row[]) => number | undefined;
  /** Whether any real comment shows its likes. */
  withLikes: boolean;
  /** Few comments: one or two comments about a thing are already worth showing. */
  smallPost: boolean;
}

export function buildContext(input: ReportInput): ReportContext {
  const owner = (input.post?.owner.username ?? input.owner ?? "").toLowerCase() || null;
  const records = input.records ?? readComments(input.comments.map((c) => c.text));
  const { rows, usernames, emojiForms, impostors } = readRows(
    input.comments,
    input.analyses,
    records,
    owner,
  );
  const post =
    input.postContext ??
    readPost(input.comments, input.post?.caption ?? "", owner ?? undefined, records);
  readStances(rows, post, owner);
  const people = new PeopleCounter(usernames.length);
  const peopleIn = (list: Row[]) => people.count(list);

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

  const labels = readTerms(real, input.terms);
  const termIndex = indexTerms(real);

  // The account's name and its parts ("slow" and "pour" of "slowpourcoffee") are what every comment
  // is about anyway: never news on its own post.
  const isOwnName = (term: string) =>
    term
      .split(" ")
      .every((w) => post.isOwnerFamily(w) || (w.length >= 4 && post.owner.endsWith(w)));
  const answered = answeredTest(ownerReplies, usernames, rows);
  // A question in a reply fight is asked of the other commenter, not of the creator; one
  // about a person or thing the post features is for the creator only when it says "you".
  const toCreator = (r: Row) =>
    r.analysis.target === "creator" ||
    (r.analysis.target === "subject" && cueIn("second-person", r.record));
  // Abuse is never engagement: an insult phrased as a question, a complaint, a wish or an
  // order goes to moderation, never to the lists of things to answer, fix or make.
  const engaged = real.filter((r) => !has(r, "toxic"));
  // An echo of the caption or venting put as a question is no question anywhere: not one to
  // answer, not a gap in the content, not in the share of questions. The thread stage already
  // drops such tags; analyses read elsewhere (a language model's) are held to the same rule.
  const asksForSomething = (q: Row) =>
    !asksForNothing(q.record, has(q, "complaint"), input.post?.caption ?? "");
  const questions = engaged.filter(
    (r) => has(r, "question") && toCreator(r) && asksForSomething(r),
  );
  // A question put to tagged friends ("@sam we all getting a pair?") or to a person the post
  // features ("where did you get that printer @artist?") waits on them, not on the creator,
  // unless it names the creator too.
  const toOthers = (q: Row) => {
    if (q.record.mentions.some((m) => post.isOwnerFamily(m))) return false;
    if (has(q, "friend_tag")) return true;
    const to = addressee(q.record);
    return to !== undefined && post.subjectHandles.has(to);
  };
  const unanswered = input.repliesIncluded
    ? answerFirst(questions.filter((q) => !answered(q) && !toOthers(q)))
    : [];
  const evident = new Map<Row, string[]>();
  const evidentThemes = (r: Row) => {
    let themes = evident.get(r);
    if (!themes) {
      themes = evidentComplaintThemes(r.record);
      evident.set(r, themes);
    }
    return themes;
  };
  const openPeople = (rs: Row[]) =>
    input.repliesIncluded ? peopleIn(rs.filter((r) => !answered(r))) : undefined;

  return {
    input,
    rows,
    usernames,
    emojiForms,
    impostors,
    owner,
    post,
    audience,
    spam,
    giveaway,
    real,
    ownerReplies,
    counted: input.includeSpamInSentiment ? audience : real,
    people,
    peopleIn,
    labels,
    termIndex,
    // Abuse makes no topic: an insult repeated is for moderation, not a theme to act on.
    ...splitTopics(
      findTopics(real, termIndex, labels, people, (r) => !has(r, "toxic")).filter(
        (t) => !isOwnName(t.term) && !(post.grief && cueWord("tribute-term", t.term)),
      ),
    ),
    scope: { labels, termIndex, total: real.length, isOwnName },
    questions,
    complaints: engaged.filter((r) => has(r, "complaint") && r.analysis.target === "creator"),
    aboutSubject: real.filter((r) => r.analysis.target === "subject"),
    toxic: audience.filter((r) => has(r, "toxic")),
    // An attack on a person the post features ("should drop him") stays with the reactions
    // to that person: it is no suggestion to the account.
    suggestions: engaged.filter((r) => has(r, "suggestion") && !attacksFeatured(r)),
    purchase: engaged.filter((r) => has(r, "purchase_intent")),
    answered,
    unanswered,
    evidentThemes,
    openPeople,
    withLikes: real.some((r) => r.comment.likes !== null),
    smallPost: real.length < 150,
  };
}

/** A short reply that only asks along ("@ana same question!!!", "+1 on this 🙏"). */
function asksAlong(row: Row): boolean {
  return (
    spaceSeparated(withoutMentions(row.comment.text)).length <= 6 && cueIn("asks-along", row.record)
  );
}

/**
 * Replies: a comment counts as answered when the owner replied to it, or mentioned its
 * author later.
 */
function answeredTest(ownerReplies: Row[], usernames: string[], rows: Row[]): (r: Row) => boolean {
  const repliedTo = new Set<string>();
  const lastMention = new Map<string, string>();
  for (const o of ownerReplies) {
    if (o.comment.parentId !== null) repliedTo.add(o.comment.parentId);
    for (const handle of o.record.mentions) {
      const seen = lastMention.get(handle);
      if (!seen || o.comment.timestamp > seen) lastMention.set(handle, o.comment.timestamp);
    }
  }
  // A question another commenter answered ("they restock on Fridays") waits for no one; a
  // "same question!", "+1" or "following" answers nothing, and a complaint is the creator's
  // to answer whoever else commiserates.
  const answeredByOthers = new Set<string>();
  for (const r of rows) {
    if (r.comment.parentId === null || r.comment.isFromOwner || has(r, "question")) continue;
    if (!asksAlong(r)) answeredByOthers.add(r.comment.parentId);
  }
  return (r: Row) =>
    repliedTo.has(r.comment.id) ||
    (lastMention.get(usernames[r.user] as string) ?? "") >= r.comment.timestamp ||
    (has(r, "question") && !has(r, "complaint") && answeredByOthers.has(r.comment.id));
}

/**
 * Topics apart from words of opinion: "“sick”: praised by 8 people" names no thing that was
 * praised, so such words are reported as how people praise or criticise, not as topics. The
 * brand's own name is filtered before: it is no topic of its own post.
 */
function splitTopics(all: Topic[]): { topics: Topic[]; opinionWords: Topic[] } {
  const topics: Topic[] = [];
  const opinionWords: Topic[] = [];
  for (const t of all) (t.opinion ? opinionWords : topics).push(t);
  return { topics, opinionWords };
}

/**
 * Unanswered questions in the order to answer them: most liked first; among equally liked
 * ones, a question about the product, buying or the content (it has an intent), then one that
 * is neither a complaint nor negative, before jabs and jokes with a question mark.
 */
function answerFirst(rows: Row[]): Row[] {
  const tier = (r: Row) =>
    r.intents.length > 0 ? 0 : has(r, "complaint") || r.analysis.label === "negative" ? 2 : 1;
  return rows
    .map((r) => ({ r, likes: r.comment.likes ?? 0, tier: tier(r) }))
    .sort((a, b) => b.likes - a.likes || a.tier - b.tier || a.r.rank - b.r.rank)
    .map((x) => x.r);
}
