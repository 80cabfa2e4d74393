// The real-posts part of `npm run eval`: public Instagram posts of two sports brands with their
// whole comment sections, and labels for 600 of their comments (read in their threads, with
// the caption in mind). Every post goes through the report's own path (`postFileRequest`,
// then `LocalAnalyzer`, the owner, caption and replies known), and the labelled comments'
// results are picked from the report by id. Figures for three slices: `tune` (posts whose
// labels may be read while improving the analyzer), `holdout` (kept unseen while tuning),
// `fresh` (`labels-fresh.jsonl`: more posts labelled later, never read while tuning, only its
// totals looked at; left out when the folder lacks it) and `all` (tune and holdout).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  type BinaryScores,
  binaryScores,
  LocalAnalyzer,
  macroF1,
  postFileRequest,
  readPostFile,
  type Scores,
  scoreLabels,
  shortcodeOf,
} from "@commentlens/analysis/internal";
import {
  COMMENT_TAGS,
  COMMENT_TARGETS,
  type CommentResult,
  type CommentTag,
  type PostFile,
  type PostFileComment,
  SENTIMENT_LABELS,
} from "@commentlens/shared";
import { REPO_ROOT } from "../packages/analysis/scripts/data-folder.js";
import { HOLDOUT_POSTS, TUNE_POSTS } from "../packages/analysis/scripts/real-posts-slices.js";
import {
  type LeaveOnePostOut,
  targetExamples,
  targetLeaveOnePostOut,
} from "../packages/analysis/scripts/train-target.js";
import type { ReadComment } from "./eval-ablation.js";
import { evaluate, type Label, type Row } from "./eval-baselines.js";
import {
  type AnalystTheme,
  MIN_COMMENTS,
  measureFindings,
  type PostFindings,
} from "./eval-findings.js";
import { type OwnAbuseFigures, ownAbuseScores, readOwnAbuseLabels } from "./eval-own-abuse.js";
import {
  type OwnCheckFigures,
  type OwnCheckReading,
  ownCheckScores,
  readOwnCheckLabels,
} from "./eval-own-check.js";
import { f3, pad } from "./eval-table.js";
import { looksLikeFriendTag, runsGiveaway } from "./giveaway-caption.js";

const FOLDER = "real-posts";
const POST_FILES = ["nikegolf.jsonl", "niketraining.jsonl"];
const LABELS_FILE = "labels.jsonl";
/** An analyst's summary and themes of each labelled post. */
const ANALYST_FILE = "posts.jsonl";
/** More labelled posts and their analyst notes: measured, never read (their totals only). */
const FRESH_LABELS_FILE = "labels-fresh.jsonl";
const FRESH_ANALYST_FILE = "posts-fresh.jsonl";
/** Our own abuse labels of comments under the other posts (ids and labels, in the repository). */
const OWN_ABUSE_LABELS = path.join(REPO_ROOT, "packages/analysis/labelled/abuse-own.jsonl");
const OWN_CHECK_LABELS = path.join(
  REPO_ROOT,
  "packages/analysis/labelled/real-posts-own-check.jsonl",
);

/** What this part needs in the data folder. */
export const REAL_POSTS_DATASETS = [...POST_FILES, LABELS_FILE, ANALYST_FILE].map(
  (f) => `${FOLDER}/${f}`,
);

export { HOLDOUT_POSTS, TUNE_POSTS };

export const SLICE_NAMES = ["tune", "holdout", "fresh", "all"] as const;
export type SliceName = (typeof SLICE_NAMES)[number];

/** The tags the tag macro-F1 averages: those the labels have in numbers. */
export const MACRO_TAGS = [
  "praise",
  "complaint",
  "question",
  "purchase_intent",
  "spam",
  "suggestion",
  "friend_tag",
] as const satisfies readonly CommentTag[];

interface Gold {
  post: string;
  id: string;
  sentiment: Label;
  target: (typeof COMMENT_TARGETS)[number];
  toxic: boolean;
  tags: string[];
  language: string;
}

/** One labelled comment with its post and the report's result for it. */
interface Labelled {
  gold: Gold;
  slice: Exclude<SliceName, "all"> | undefined;
  post: PostFile;
  comment: PostFileComment;
  parent: PostFileComment | undefined;
  isOwner: boolean;
  giveawayPost: boolean;
  predicted: CommentResult;
}

/** What one post's whole comment section says about giveaway entries. */
interface Section {
  shortcode: string;
  slice: Exclude<SliceName, "all"> | undefined;
  giveawayPost: boolean;
  comments: number;
  /** Top-level comments by others that look like friend tags (see `looksLikeFriendTag`). */
  friendTags: number;
  /** Of those, read as giveaway entries, on a post without a giveaway. */
  friendTagsReadAsGiveaway: number;
  /** Every comment read as a giveaway entry, on a post without a giveaway. */
  giveawayEntries: number;
}

export interface SliceFigures {
  posts: number;
  comments: number;
  /** Ours through the report, ours on each comment alone, and three well-known analyzers. */
  sentiment: Record<string, Scores>;
  target: Scores;
  /** Stance towards the target, against the stance the labels imply (see `goldStance`). */
  stance: Scores;
  toxic: BinaryScores;
  tags: { perTag: Record<string, BinaryScores>; macroF1: number };
  /** Comments whose gold language is "und" (emoji, tags alone) are left out. */
  language: { n: number; accuracy: number; leftOut: number };
  giveaway: {
    /** Labelled friend tags on posts without a giveaway, and how many were read as entries. */
    labelled: { friendTags: number; readAsGiveaway: number };
    /** Whole comment sections of the slice's posts (for `all`: every post in the folder). */
    sections: {
      posts: number;
      postsWithGiveaway: number;
      comments: number;
      friendTags: number;
      friendTagsReadAsGiveaway: number;
      giveawayEntries: number;
      /** Posts without a giveaway where some comment was read as an entry. */
      postsWithEntries: string[];
    };
  };
}

/** What the findings of the reports say, measured (see eval-findings.ts). */
export interface FindingsFigures {
  /** Posts with at least `MIN_COMMENTS` comments. */
  posts: number;
  themeTerms: { total: number; functionWords: number; share: number };
  giveaway: {
    postsWithoutGiveaway: number;
    /** Of those, posts whose report counts giveaway entries or speaks of them. */
    postsReportingEntries: number;
    entries: number;
  };
  owner: { leaks: number; posts: number };
  /** Labelled comments among the evidence, per slice of the labelled posts. */
  evidence: Record<
    SliceName,
    {
      loved: { labelled: number; positive: number; share: number };
      concerns: { labelled: number; creatorComplaints: number; share: number };
      /** Labelled abusive comments quoted as engagement (praise, complaint, advice…): 0 is right. */
      abusiveAsEngagement: { labelled: number; abusive: number };
      /** Unanswered "questions" that are real questions to the account. */
      questions: { labelled: number; real: number; share: number };
      /** "Take your side": comments that support the account or the people it features. */
      supporters: { labelled: number; right: number; share: number };
      /** The comment suggested for pinning: support, and no abuse. */
      pin: { labelled: number; right: number; share: number };
      /** Suggestions to weigh: suggestions made to the account, and no abuse. */
      suggestions: { labelled: number; right: number; share: number };
    }
  >;
  themeRecall: Record<SliceName, { themes: number; found: number; recall: number }>;
}

export interface RealPostsFigures {
  generatedAt: string;
  notes: string[];
  /** `labelled`: posts of the first labels file; `fresh`: posts of the fresh one. */
  posts: {
    tune: readonly string[];
    holdout: readonly string[];
    labelled: number;
    fresh: number;
    all: number;
  };
  macroTags: readonly string[];
  slices: Record<SliceName, SliceFigures>;
  /**
   * The target classifier trains on the tune posts' labels: their target accuracy with each
   * post predicted by a classifier trained without it.
   */
  targetTuneLeaveOnePostOut: LeaveOnePostOut;
  findings: FindingsFigures;
  /** The toxic tag on our own abuse labels of comments under posts no slice reads. */
  ownAbuse: OwnAbuseFigures;
  /** Sentiment, target and tags on our own check labels, which nothing is fitted on. */
  ownCheck: OwnCheckFigures;
}

type PostSlice = Exclude<SliceName, "all"> | undefined;

/** Which slice a post's labels are in; `fresh` holds the posts of the fresh labels file. */
export function slicer(fresh: ReadonlySet<string>): (shortcode: string) => PostSlice {
  return (shortcode) => {
    if ((TUNE_POSTS as readonly string[]).includes(shortcode)) return "tune";
    if ((HOLDOUT_POSTS as readonly string[]).includes(shortcode)) return "holdout";
    if (fresh.has(shortcode)) return "fresh";
    return undefined;
  };
}

/** `all` is the first labelled set (tune and holdout); the fresh set is a column of its own. */
const inAll = (slice: PostSlice) => slice === "tune" || slice === "holdout";

/** The folder's posts and labels, each label's post checked to be among them. */
function readLabelledPosts(dir: string) {
  const posts = readPosts(dir);
  const freshFile = path.join(dir, FRESH_LABELS_FILE);
  const freshGold = existsSync(freshFile) ? readGold(freshFile) : [];
  const gold = [...readGold(path.join(dir, LABELS_FILE)), ...freshGold];
  const sliceOf = slicer(new Set(freshGold.map((g) => g.post)));
  const goldByPost = new Map<string, Gold[]>();
  for (const g of gold) goldByPost.set(g.post, [...(goldByPost.get(g.post) ?? []), g]);
  const known = new Set(posts.map((p) => shortcodeOf(p)));
  for (const shortcode of goldByPost.keys()) {
    if (!known.has(shortcode))
      throw new Error(`the labels name post ${shortcode}, not in ${POST_FILES.join(" or ")}`);
  }
  return { posts, gold, goldByPost, sliceOf };
}

/** The labelled comments of one analysed post, with the report's result for each. */
function labelledRows(
  post: PostFile,
  results: readonly CommentResult[],
  labels: readonly Gold[],
  sliceOf: (shortcode: string) => PostSlice,
): Labelled[] {
  const shortcode = shortcodeOf(post) ?? "";
  const comments = new Map(post.comments.map((c) => [c.id, c]));
  const predicted = new Map(results.map((c) => [c.id, c]));
  const giveawayPost = runsGiveaway(post.caption ?? "");
  return labels.map((g) => {
    const comment = comments.get(g.id);
    const p = predicted.get(g.id);
    if (!comment || !p)
      throw new Error(`the labels name comment ${g.id}, not in post ${shortcode}`);
    return {
      gold: g,
      slice: sliceOf(shortcode),
      post,
      comment,
      parent: comment.parent_id ? comments.get(comment.parent_id) : undefined,
      isOwner: sameUser(comment.username, post.owner.username),
      giveawayPost,
      predicted: p,
    };
  });
}

/**
 * What each labelled comment was read as, for the labelled posts (or those of `only`): what
 * the cue ablation measures again with each cue file left out.
 */
export async function readLabelledComments(
  dataDir: string,
  only?: ReadonlySet<string>,
): Promise<ReadComment[]> {
  const { posts, goldByPost, sliceOf } = readLabelledPosts(path.join(dataDir, FOLDER));
  const analyzer = new LocalAnalyzer();
  const out: ReadComment[] = [];
  for (const post of posts) {
    const shortcode = shortcodeOf(post) ?? "";
    const labels = goldByPost.get(shortcode);
    if (!labels || (only && !only.has(shortcode))) continue;
    const result = await analyzer.analyze(postFileRequest(post));
    for (const r of labelledRows(post, result.comments, labels, sliceOf)) {
      if (!r.slice) continue;
      out.push({
        post: r.gold.post,
        slice: r.slice,
        sentiment: { gold: r.gold.sentiment, predicted: r.predicted.label },
        tags: { gold: [...goldTags(r)], predicted: r.predicted.tags },
      });
    }
  }
  return out;
}

function readLines(file: string): Array<{ line: number; value: unknown }> {
  const out: Array<{ line: number; value: unknown }> = [];
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((text, i) => {
      if (text.trim() === "") return;
      try {
        out.push({ line: i + 1, value: JSON.parse(text) });
      } catch (error) {
        throw new Error(`${file}, line ${i + 1} is not valid JSON (${(error as Error).message})`);
      }
    });
  return out;
}

function readPosts(dir: string): PostFile[] {
  return POST_FILES.flatMap((name) => {
    const file = path.join(dir, name);
    return readLines(file).map(({ line, value }) => {
      const read = readPostFile(value);
      if (!read.ok) throw new Error(`${file}, line ${line}: ${read.error}`);
      return read.post;
    });
  });
}

function readGold(file: string): Gold[] {
  return readLines(file).map(({ line, value }) => {
    const g = value as Partial<Gold>;
    const bad = (field: string) => new Error(`${file}, line ${line}: bad or missing "${field}"`);
    if (typeof g.post !== "string") throw bad("post");
    if (typeof g.id !== "string") throw bad("id");
    if (!SENTIMENT_LABELS.includes(g.sentiment as Label)) throw bad("sentiment");
    if (!COMMENT_TARGETS.includes(g.target as Gold["target"])) throw bad("target");
    if (typeof g.toxic !== "boolean") throw bad("toxic");
    if (
      !Array.isArray(g.tags) ||
      g.tags.some((t) => !(COMMENT_TAGS as readonly string[]).includes(t))
    )
      throw bad("tags");
    if (typeof g.language !== "string") throw bad("language");
    return g as Gold;
  });
}

function readAnalystThemes(file: string): Map<string, AnalystTheme[]> {
  const out = new Map<string, AnalystTheme[]>();
  for (const { line, value } of readLines(file)) {
    const v = value as { post?: unknown; themes?: unknown };
    if (typeof v.post !== "string" || !Array.isArray(v.themes))
      throw new Error(`${file}, line ${line}: needs "post" and "themes"`);
    out.set(
      v.post,
      (v.themes as AnalystTheme[]).map((t) => ({
        theme: String(t.theme),
        polarity: String(t.polarity),
        keywords: Array.isArray(t.keywords) ? t.keywords.map(String) : [],
      })),
    );
  }
  return out;
}

function findingsFigures(
  measured: Array<PostFindings & { giveawayPost: boolean }>,
  gold: ReadonlyMap<string, Gold>,
  sliceOf: (shortcode: string) => PostSlice,
): FindingsFigures {
  const sum = (list: typeof measured, f: (m: PostFindings) => number) =>
    list.reduce((a, m) => a + f(m), 0);
  const open = measured.filter((m) => !m.giveawayPost);
  const themeTerms = sum(measured, (m) => m.themeTerms);
  const functionWords = sum(measured, (m) => m.functionTerms);
  const evidence = {} as FindingsFigures["evidence"];
  const themeRecall = {} as FindingsFigures["themeRecall"];
  for (const name of SLICE_NAMES) {
    const inSlice = measured.filter((m) =>
      name === "all" ? inAll(sliceOf(m.shortcode)) : sliceOf(m.shortcode) === name,
    );
    const labelled = (ids: string[]) =>
      [...new Set(ids)].map((id) => gold.get(id)).filter((g): g is Gold => g !== undefined);
    const loved = labelled(inSlice.flatMap((m) => m.lovedEvidence));
    const concerns = labelled(inSlice.flatMap((m) => m.concernEvidence));
    const positive = loved.filter((g) => g.sentiment === "positive").length;
    const creatorComplaints = concerns.filter(
      (g) => g.tags.includes("complaint") && g.target === "creator",
    ).length;
    const engaged = labelled(inSlice.flatMap((m) => m.engagementEvidence));
    const asked = labelled(inSlice.flatMap((m) => m.unansweredQuestions));
    const realQuestions = asked.filter(
      (g) => g.tags.includes("question") && g.target === "creator" && !g.toxic,
    ).length;
    const supports = (g: Gold) =>
      goldStance({ gold: g, isOwner: false }) === "support" &&
      (g.target === "creator" || g.target === "subject");
    const share = (ids: string[], right: (g: Gold) => boolean) => {
      const list = labelled(ids);
      const n = list.filter(right).length;
      return { labelled: list.length, right: n, share: n / (list.length || 1) };
    };
    evidence[name] = {
      supporters: share(
        inSlice.flatMap((m) => m.supporterEvidence),
        supports,
      ),
      pin: share(
        inSlice.flatMap((m) => m.pinEvidence),
        (g) => supports(g) && !g.toxic,
      ),
      suggestions: share(
        inSlice.flatMap((m) => m.suggestionEvidence),
        (g) => g.tags.includes("suggestion") && g.target === "creator" && !g.toxic,
      ),
      abusiveAsEngagement: {
        labelled: engaged.length,
        abusive: engaged.filter((g) => g.toxic).length,
      },
      questions: {
        labelled: asked.length,
        real: realQuestions,
        share: realQuestions / (asked.length || 1),
      },
      loved: { labelled: loved.length, positive, share: positive / (loved.length || 1) },
      concerns: {
        labelled: concerns.length,
        creatorComplaints,
        share: creatorComplaints / (concerns.length || 1),
      },
    };
    const themes = inSlice.flatMap((m) => m.themes);
    const found = themes.filter((t) => t.found).length;
    themeRecall[name] = { themes: themes.length, found, recall: found / (themes.length || 1) };
  }
  return {
    posts: measured.length,
    themeTerms: { total: themeTerms, functionWords, share: functionWords / (themeTerms || 1) },
    giveaway: {
      postsWithoutGiveaway: open.length,
      postsReportingEntries: open.filter((m) => m.giveawayEntries > 0 || m.giveawayFindings > 0)
        .length,
      entries: sum(open, (m) => m.giveawayEntries),
    },
    owner: {
      leaks: sum(measured, (m) => m.ownerLeaks),
      posts: measured.filter((m) => m.ownerLeaks > 0).length,
    },
    evidence,
    themeRecall,
  };
}

/** The gold tags in the whole vocabulary: toxicity is its own field, creator replies are facts. */
function goldTags(r: Labelled): Set<string> {
  const tags = new Set(r.gold.tags);
  if (r.gold.toxic) tags.add("toxic");
  if (r.isOwner) tags.add("creator_reply");
  return tags;
}

/**
 * The stance a labelled comment takes towards its target, as the labelling guide's fields
 * imply it: none for comments aimed at no one, the account's own replies and spam (a bot's
 * praise takes no one's side); abuse, a complaint or negative words that are not just a
 * question attack; warm words support.
 */
export function goldStance(r: Pick<Labelled, "gold" | "isOwner">): string {
  const { gold } = r;
  if (r.isOwner || gold.target === "none" || gold.tags.includes("spam")) return "neutral";
  const question = gold.tags.includes("question");
  if (gold.toxic || gold.tags.includes("complaint")) return "attack";
  if (gold.sentiment === "negative" && !question) return "attack";
  if (gold.tags.includes("praise") || (gold.sentiment === "positive" && !question))
    return "support";
  return "neutral";
}

const sameUser = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function sliceFigures(name: SliceName, rows: Labelled[], sections: Section[]): SliceFigures {
  const gold = rows.map((r) => r.gold.sentiment);
  const textRows: Row[] = rows.map((r) => ({
    id: r.gold.id,
    text: r.comment.text,
    label: r.gold.sentiment,
  }));
  const alone = evaluate(`real-posts (${name})`, textRows, "real comments").analyzers;
  const { ours: oursAlone, ...baselines } = alone;
  const sentiment: Record<string, Scores> = {
    ours: scoreLabels(
      gold,
      rows.map((r) => r.predicted.label),
    ),
    "ours (comment alone)": oursAlone as Scores,
    ...baselines,
  };

  const perTag: Record<string, BinaryScores> = {};
  const gTags = rows.map(goldTags);
  for (const tag of COMMENT_TAGS) {
    perTag[tag] = binaryScores(
      rows.map((r, i) => ({
        gold: (gTags[i] as Set<string>).has(tag),
        predicted: r.predicted.tags.includes(tag),
      })),
    );
  }

  const withLanguage = rows.filter((r) => r.gold.language !== "und");
  const noGiveaway = rows.filter((r) => !r.giveawayPost && r.gold.tags.includes("friend_tag"));
  const open = sections.filter((s) => !s.giveawayPost);
  const sum = (list: Section[], key: keyof Section) =>
    list.reduce((a, s) => a + (s[key] as number), 0);
  return {
    posts: new Set(rows.map((r) => r.gold.post)).size,
    comments: rows.length,
    sentiment,
    target: scoreLabels(
      rows.map((r) => r.gold.target),
      rows.map((r) => r.predicted.target),
    ),
    stance: scoreLabels(
      rows.map(goldStance),
      rows.map((r) => r.predicted.stance),
    ),
    toxic: perTag.toxic as BinaryScores,
    tags: { perTag, macroF1: macroF1(perTag, MACRO_TAGS) },
    language: {
      n: withLanguage.length,
      accuracy:
        withLanguage.filter((r) => r.predicted.language === r.gold.language).length /
        (withLanguage.length || 1),
      leftOut: rows.length - withLanguage.length,
    },
    giveaway: {
      labelled: {
        friendTags: noGiveaway.length,
        readAsGiveaway: noGiveaway.filter((r) => r.predicted.tags.includes("giveaway_entry"))
          .length,
      },
      sections: {
        posts: sections.length,
        postsWithGiveaway: sections.length - open.length,
        comments: sum(sections, "comments"),
        friendTags: sum(open, "friendTags"),
        friendTagsReadAsGiveaway: sum(open, "friendTagsReadAsGiveaway"),
        giveawayEntries: sum(open, "giveawayEntries"),
        postsWithEntries: open.filter((x) => x.giveawayEntries > 0).map((x) => x.shortcode),
      },
    },
  };
}

function sectionOf(
  post: PostFile,
  results: readonly CommentResult[],
  sliceOf: (shortcode: string) => PostSlice,
): Section {
  const giveawayPost = runsGiveaway(post.caption ?? "");
  const shortcode = shortcodeOf(post) ?? "";
  const section: Section = {
    shortcode,
    slice: sliceOf(shortcode),
    giveawayPost,
    comments: post.comments.length,
    friendTags: 0,
    friendTagsReadAsGiveaway: 0,
    giveawayEntries: 0,
  };
  if (giveawayPost) return section;
  post.comments.forEach((c, i) => {
    const entry = results[i]?.tags.includes("giveaway_entry") ?? false;
    if (entry) section.giveawayEntries++;
    if (c.parent_id || sameUser(c.username, post.owner.username)) return;
    if (!looksLikeFriendTag(c.text)) return;
    section.friendTags++;
    if (entry) section.friendTagsReadAsGiveaway++;
  });
  return section;
}

/**
 * Writes, per labelled post, one JSON line per labelled comment: gold beside predicted, and
 * `posts.jsonl`, one line per post. Holdout posts only when asked: reading their errors while
 * tuning would make them tuning posts.
 */
function dump(dir: string, rows: Labelled[], holdout: boolean): void {
  mkdirSync(dir, { recursive: true });
  const byPost = new Map<string, Labelled[]>();
  for (const r of rows) {
    // The fresh set is never dumped: only its totals are looked at.
    if (r.slice === "fresh" || (r.slice === "holdout" && !holdout)) continue;
    byPost.set(r.gold.post, [...(byPost.get(r.gold.post) ?? []), r]);
  }
  const index: string[] = [];
  for (const [shortcode, list] of byPost) {
    const first = list[0] as Labelled;
    const lines = list.map((r) => {
      const gold = { ...r.gold, tags: [...goldTags(r)].sort() };
      const p = r.predicted;
      const predicted = {
        sentiment: p.label,
        score: p.score,
        target: p.target,
        toxic: p.tags.includes("toxic"),
        tags: [...p.tags].sort(),
        language: p.language,
      };
      const wrong = [
        gold.sentiment !== predicted.sentiment && "sentiment",
        gold.target !== predicted.target && "target",
        gold.toxic !== predicted.toxic && "toxic",
        gold.tags.join() !== predicted.tags.join() && "tags",
        gold.language !== "und" && gold.language !== predicted.language && "language",
      ].filter(Boolean);
      return JSON.stringify({
        post: shortcode,
        slice: r.slice ?? null,
        id: r.gold.id,
        username: r.comment.username,
        by_owner: r.isOwner,
        text: r.comment.text,
        parent_id: r.comment.parent_id ?? null,
        parent_username: r.parent?.username ?? null,
        parent_text: r.parent?.text ?? null,
        gold: {
          sentiment: gold.sentiment,
          target: gold.target,
          toxic: gold.toxic,
          tags: gold.tags,
          language: gold.language,
        },
        predicted,
        wrong,
      });
    });
    writeFileSync(path.join(dir, `${shortcode}.jsonl`), `${lines.join("\n")}\n`);
    index.push(
      JSON.stringify({
        post: shortcode,
        slice: first.slice ?? null,
        owner: first.post.owner.username,
        caption: first.post.caption ?? "",
        giveaway_post: first.giveawayPost,
        comments: first.post.comments.length,
        labelled: list.length,
      }),
    );
  }
  writeFileSync(path.join(dir, "posts.jsonl"), `${index.join("\n")}\n`);
}

/**
 * Analyses every post of the folder's real-posts files as the report does and measures the
 * labelled comments; with `dumpDir`, also writes the per-comment comparison there (see `dump`).
 */
export async function evaluateRealPosts(
  dataDir: string,
  options: { dumpDir?: string; dumpHoldout?: boolean } = {},
): Promise<RealPostsFigures> {
  const dir = path.join(dataDir, FOLDER);
  const { posts, gold, goldByPost, sliceOf } = readLabelledPosts(dir);

  const analystThemes = readAnalystThemes(path.join(dir, ANALYST_FILE));
  const freshAnalyst = path.join(dir, FRESH_ANALYST_FILE);
  if (existsSync(freshAnalyst)) {
    for (const [post, themes] of readAnalystThemes(freshAnalyst)) analystThemes.set(post, themes);
  }

  const analyzer = new LocalAnalyzer();
  const rows: Labelled[] = [];
  const sections: Section[] = [];
  const measured: Array<PostFindings & { giveawayPost: boolean }> = [];
  const toxicById = new Map<string, boolean>();
  const checkLabels = readOwnCheckLabels(OWN_CHECK_LABELS);
  const checked = new Set(checkLabels.map((l) => l.id));
  const checkReadings = new Map<string, OwnCheckReading>();
  for (const post of posts) {
    const shortcode = shortcodeOf(post) ?? "";
    const result = await analyzer.analyze(postFileRequest(post));
    for (const c of result.comments) {
      toxicById.set(c.id, c.tags.includes("toxic"));
      if (checked.has(c.id)) checkReadings.set(c.id, c);
    }
    sections.push(sectionOf(post, result.comments, sliceOf));
    if (post.comments.length >= MIN_COMMENTS) {
      const ownerIds = new Set(
        post.comments.filter((c) => sameUser(c.username, post.owner.username)).map((c) => c.id),
      );
      measured.push({
        ...measureFindings(
          shortcode,
          result,
          post.owner.username,
          ownerIds,
          analystThemes.get(shortcode) ?? [],
        ),
        giveawayPost: runsGiveaway(post.caption ?? ""),
      });
    }
    rows.push(...labelledRows(post, result.comments, goldByPost.get(shortcode) ?? [], sliceOf));
  }
  if (options.dumpDir) dump(options.dumpDir, rows, options.dumpHoldout ?? false);

  const slices = {} as Record<SliceName, SliceFigures>;
  for (const name of SLICE_NAMES) {
    const inSlice = <T extends { slice: Labelled["slice"] }>(list: T[]) =>
      list.filter((x) => (name === "all" ? inAll(x.slice) : x.slice === name));
    // The whole sections of `all` are every post of the folder.
    slices[name] = sliceFigures(name, inSlice(rows), name === "all" ? sections : inSlice(sections));
  }
  const goldById = new Map(gold.map((g) => [g.id, g]));
  return {
    generatedAt: new Date().toISOString(),
    notes: [
      "public posts of two sports brands' Instagram accounts with their whole scraped comment sections; 50 comments of each of 12 posts labelled by reading them in their threads, with the caption in mind",
      "every post is analysed as the report does (owner, caption and replies known) and the labelled comments' results are taken from the report",
      "tune: posts whose labels may be read while improving the analyzer; holdout: posts kept unseen while tuning; fresh: more posts of the same two accounts labelled later with the same rules, whose comments and findings are never read (only these totals); all: tune and holdout",
      "tags: creator_reply's gold is the comment being written by the post's account; toxic's is the label's toxic field",
      "language: comments labelled 'und' (emoji, tags alone) are left out",
      `findings: every post with at least ${MIN_COMMENTS} comments; theme terms are the quoted topic names of loved, improvement, pain points, gaps, preferences and trending, a function term when every word is a stopwords-iso stopword of English or of a language with 5% of the comments, or a stopword of four letters or fewer of any language (a few entries that name things, such as uk, website, order, link, caption, are not function words); owner leaks are findings (outside strategies other than Partnerships) and personas that name the post's account or rest on its comments; evidence shares count the labelled comments among the evidence; an analyst theme is found when one of its keywords appears in a finding or persona name outside quoted example comments`,
      "giveaway: a post runs a giveaway when its caption says so (the evaluation's own cue list); sections count top-level comments by others that tag accounts with at most three other words; for 'all' the sections are every post of the folder",
    ],
    posts: {
      tune: TUNE_POSTS,
      holdout: HOLDOUT_POSTS,
      labelled: [...goldByPost.keys()].filter((p) => inAll(sliceOf(p))).length,
      fresh: [...goldByPost.keys()].filter((p) => sliceOf(p) === "fresh").length,
      all: posts.length,
    },
    macroTags: MACRO_TAGS,
    slices,
    targetTuneLeaveOnePostOut: targetLeaveOnePostOut(targetExamples(dataDir), TUNE_POSTS),
    findings: findingsFigures(measured, goldById, sliceOf),
    ownAbuse: ownAbuseScores(readOwnAbuseLabels(OWN_ABUSE_LABELS), (id) => toxicById.get(id)),
    ownCheck: ownCheckScores(checkLabels, (id) => checkReadings.get(id), MACRO_TAGS),
  };
}

/** The figures as tables, one column per slice. */
export function printRealPosts(figures: RealPostsFigures): void {
  const s = figures.slices;
  const head = (label: string) =>
    `${pad(label, 30)}${SLICE_NAMES.map((n) => pad(`${n} (${s[n].comments} in ${s[n].posts} posts)`, 28)).join("")}`;
  const row = (label: string, cell: (f: SliceFigures) => string) =>
    console.log(`${pad(label, 30)}${SLICE_NAMES.map((n) => pad(cell(s[n]), 28)).join("")}`);
  const prf = (x: BinaryScores | undefined) =>
    x ? `${f3(x.precision)} ${f3(x.recall)} ${f3(x.f1)} (${x.support})` : "-";

  console.log(
    `\nReal comments: ${s.all.comments} labelled comments of ${s.all.posts} posts, and a fresh set of ${s.fresh.comments} of ${s.fresh.posts} posts (never read, totals only), analysed through the report (${figures.posts.all} posts in all)`,
  );
  console.log(`\nSentiment: accuracy / macro-F1\n${head("analyzer")}`);
  for (const name of Object.keys(s.all.sentiment)) {
    row(name, (f) => `${f3(f.sentiment[name]?.accuracy)} ${f3(f.sentiment[name]?.macroF1)}`);
  }
  console.log(`\nTarget, toxicity, language\n${head("")}`);
  row("target accuracy / macro-F1", (f) => `${f3(f.target.accuracy)} ${f3(f.target.macroF1)}`);
  const lopo = figures.targetTuneLeaveOnePostOut;
  console.log(
    `${pad("  target, leave-one-post-out", 30)}${pad(`${f3(lopo.accuracy)} (${lopo.right}/${lopo.comments})`, 28)}(the classifier trains on the tune posts: each predicted by one trained without it)`,
  );
  row("stance accuracy / macro-F1", (f) => `${f3(f.stance.accuracy)} ${f3(f.stance.macroF1)}`);
  row("toxic P / R / F1 (support)", (f) => prf(f.toxic));
  row("language accuracy (n)", (f) => `${f3(f.language.accuracy)} (${f.language.n})`);
  console.log(
    "\nToxic tag on our own abuse labels of other posts: P / R / F1 (support) of comments, per pool (pools are not a sample of a section)",
  );
  for (const [pool, x] of Object.entries(figures.ownAbuse.pools))
    console.log(`${pad(pool, 30)}${prf(x)} of ${x.comments}`);
  const check = figures.ownCheck;
  console.log(
    `\nOur own check labels of other posts (${check.comments} comments; nothing is fitted on them): sentiment accuracy / macro-F1 ${f3(check.sentiment.accuracy)} ${f3(check.sentiment.macroF1)}, target ${f3(check.target.accuracy)} ${f3(check.target.macroF1)}, tags macro-F1 ${f3(check.tags.macroF1)}`,
  );
  console.log(`\nTags: precision / recall / F1 (support)\n${head("tag")}`);
  for (const tag of COMMENT_TAGS) row(tag, (f) => prf(f.tags.perTag[tag]));
  row(`macro-F1 (${MACRO_TAGS.length} tags)`, (f) => f3(f.tags.macroF1));
  console.log(`\nFriend tags read as giveaway entries on posts without a giveaway\n${head("")}`);
  row(
    "labelled friend tags",
    (f) => `${f.giveaway.labelled.readAsGiveaway} of ${f.giveaway.labelled.friendTags}`,
  );
  row(
    "whole sections: posts",
    (f) => `${f.giveaway.sections.posts} (${f.giveaway.sections.postsWithGiveaway} giveaway)`,
  );
  row(
    "  friend-tag comments",
    (f) => `${f.giveaway.sections.friendTagsReadAsGiveaway} of ${f.giveaway.sections.friendTags}`,
  );
  row(
    "  all giveaway entries",
    (f) => `${f.giveaway.sections.giveawayEntries} of ${f.giveaway.sections.comments}`,
  );
  const posts = s.all.giveaway.sections.postsWithEntries;
  if (posts.length > 0)
    console.log(`posts without a giveaway read as running one: ${posts.join(", ")}`);

  const f = figures.findings;
  console.log(
    `\nFindings of the reports on ${f.posts} posts with at least ${MIN_COMMENTS} comments`,
  );
  console.log(
    `${pad("theme terms that are function words", 44)}${f.themeTerms.functionWords} of ${f.themeTerms.total} (${f3(f.themeTerms.share)})`,
  );
  console.log(
    `${pad("posts without a giveaway reporting entries", 44)}${f.giveaway.postsReportingEntries} of ${f.giveaway.postsWithoutGiveaway} (${f.giveaway.entries} entries)`,
  );
  console.log(
    `${pad("owner shown as audience", 44)}${f.owner.leaks} findings on ${f.owner.posts} posts`,
  );
  console.log(`\nLabelled posts\n${head("")}`);
  const ev = (name: SliceName) => f.evidence[name];
  const cell = (label: string, by: (n: SliceName) => string) =>
    console.log(`${pad(label, 30)}${SLICE_NAMES.map((n) => pad(by(n), 28)).join("")}`);
  cell(
    "loved evidence positive",
    (n) => `${f3(ev(n).loved.share)} (${ev(n).loved.positive}/${ev(n).loved.labelled})`,
  );
  cell(
    "concerns: creator complaints",
    (n) =>
      `${f3(ev(n).concerns.share)} (${ev(n).concerns.creatorComplaints}/${ev(n).concerns.labelled})`,
  );
  cell(
    "unanswered: real questions",
    (n) => `${f3(ev(n).questions.share)} (${ev(n).questions.real}/${ev(n).questions.labelled})`,
  );
  for (const [label, key] of [
    ["take your side: support", "supporters"],
    ["pin: support, no abuse", "pin"],
    ["suggestions to the account", "suggestions"],
  ] as const) {
    cell(label, (n) => `${f3(ev(n)[key].share)} (${ev(n)[key].right}/${ev(n)[key].labelled})`);
  }
  cell(
    "abuse quoted as engagement",
    (n) => `${ev(n).abusiveAsEngagement.abusive} of ${ev(n).abusiveAsEngagement.labelled}`,
  );
  cell(
    "analyst theme recall",
    (n) => `${f3(f.themeRecall[n].recall)} (${f.themeRecall[n].found}/${f.themeRecall[n].themes})`,
  );
}
