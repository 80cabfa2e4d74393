import type { Comment, CommentTarget } from "@commentlens/shared";
import { analyzeComments, type CommentAnalysis } from "../analyze.js";
import { cueIn } from "../cues/cues.js";
import { type CommentRecord, readComments } from "../record/comment-record.js";
import type { Tag } from "../tags/tagger.js";
import { TAGS } from "../tags/tagger.js";
import { handleKey, withoutMentions } from "../text/mentions.js";
import { isMourning, type PostContext, readPost, takesPart } from "./post-context.js";

/** What is known of the post a comment section belongs to. */
export interface ThreadPost {
  caption?: string;
  /** The account that owns the post, without "@". */
  owner?: string;
}

export interface ThreadInput {
  comments: readonly Comment[];
  post: ThreadPost | null;
  /** The post already read (see `readPost`), when the caller reads it once for every stage. */
  context?: PostContext;
  /** The comments already read (see `readComments`), in the same order, when the caller has them. */
  records?: readonly CommentRecord[];
  /** See `LanguageOptions.cache`: a caller reading many small threads shares one. */
  languageCache?: Map<string, string>;
}

/** Words about a person: on a post that features someone, praise of them, not the brand. */
const aboutAPerson = (record: CommentRecord) =>
  cueIn("person-words", record) || cueIn("person-address", record);

const EMOJI_ONLY = /^(?:\s|\p{Extended_Pictographic}|\u200d|\ufe0f|[.!]|[\u{1F3FB}-\u{1F3FF}])*$/u;
/** How negative a comment of one word must read to be a complaint. */
const LONE_WORD_COMPLAINT = 0.4;
/** How negative a note to tagged friends must read to be a complaint without words of one. */
const FRIEND_NOTE_COMPLAINT = 0.65;

/**
 * Reads every comment of a post with its thread in mind: each comment alone first, then
 * against the post (who owns it, whom it features, whether it runs a giveaway or mourns
 * someone) and, for a reply, against its parent. Results are in input order, one per comment.
 */
export function analyzeThread(input: ThreadInput): CommentAnalysis[] {
  const comments = input.comments;
  const records = input.records ?? readComments(comments.map((c) => c.text));
  const ctx =
    input.context ?? readPost(comments, input.post?.caption ?? "", input.post?.owner, records);
  const isOwner = (c: Comment) =>
    c.isFromOwner || (ctx.owner !== "" && handleKey(c.username) === ctx.owner);
  const analyses = analyzeComments(
    comments.map((c, i) => ({ text: c.text, isFromOwner: isOwner(c), record: records[i] })),
    { languageCache: input.languageCache },
  );
  const byId = new Map<string, Comment>();
  for (const c of comments) if (!byId.has(c.id)) byId.set(c.id, c);
  const results = comments.map((c, i) =>
    inThread(
      c,
      records[i] as CommentRecord,
      analyses[i] as CommentAnalysis,
      c.parentId ? byId.get(c.parentId) : undefined,
      ctx,
      isOwner,
    ),
  );
  return withSpamAccounts(comments, records, results, isOwner);
}

/**
 * An account that posts spam under the post (a store link, "check us out") is a promoter or
 * a bot: its other top-level comments there ("Fancy that", "Gorgeous") are not the audience
 * speaking, so they are spam too. Its replies and mentions of others are conversation, and
 * abuse stays abuse: those keep their own reading.
 */
function withSpamAccounts(
  comments: readonly Comment[],
  records: readonly CommentRecord[],
  results: CommentAnalysis[],
  isOwner: (c: Comment) => boolean,
): CommentAnalysis[] {
  const spammers = new Set<string>();
  comments.forEach((c, i) => {
    if (c.username && !isOwner(c) && results[i]?.tags[0] === "spam")
      spammers.add(handleKey(c.username));
  });
  if (spammers.size === 0) return results;
  return results.map((a, i) => {
    const c = comments[i] as Comment;
    const bot =
      c.username !== "" &&
      spammers.has(handleKey(c.username)) &&
      !c.parentId &&
      !a.tags.includes("spam") &&
      !a.tags.includes("toxic") &&
      (records[i] as CommentRecord).mentions.length === 0;
    return bot ? asSpam(a) : a;
  });
}

function asSpam(a: CommentAnalysis): CommentAnalysis {
  return { ...a, score: 0, label: "neutral", target: "other", tags: ["spam"] };
}

function inThread(
  c: Comment,
  record: CommentRecord,
  a: CommentAnalysis,
  parent: Comment | undefined,
  ctx: PostContext,
  isOwner: (c: Comment) => boolean,
): CommentAnalysis {
  const tags = new Set<Tag>(a.tags);
  const { mentions, words } = record;
  const addressesOwner = mentions.some(ctx.isOwnerFamily);
  const friends = mentions.filter(
    (h) =>
      !ctx.isOwnerFamily(h) &&
      !ctx.subjectHandles.has(h) &&
      (!parent || h !== handleKey(parent.username)),
  );
  const namesSubject =
    mentions.some((h) => ctx.subjectHandles.has(h)) || words.some((w) => ctx.subjectNames.has(w));
  const featuresSomeone = ctx.subjectHandles.size > 0 || ctx.subjectNames.size > 0;
  const parentIsOwner = parent !== undefined && isOwner(parent);

  let { score, label } = a;
  let target: CommentTarget;

  if (isOwner(c)) {
    target =
      parent && !parentIsOwner
        ? "commenter"
        : mentions.length > 0 && !addressesOwner
          ? "commenter"
          : "creator";
    return {
      ...a,
      target,
      tags: order(
        new Set<Tag>(tags.has("question") ? ["question", "creator_reply"] : ["creator_reply"]),
      ),
    };
  }
  if (tags.has("spam")) return asSpam(a);

  // Tagging friends to show them the post: a top-level comment that mentions accounts other
  // than the owner and the people the post features. A reply's mention answers someone.
  const friendTag = !parent && friends.length > 0 && !addressesOwner;
  const asks = tags.has("question");
  if (friendTag) {
    tags.add("friend_tag");
    // "@sam are these the lifting ones?": asked of the friend tagged, not of the creator.
    tags.delete("question");
    // "@sam these would be good for you": advice to the friend, unless it names the brand
    // ("@sam hopefully Nike makes more").
    if (!words.some(ctx.isOwnerFamily)) tags.delete("suggestion");
  } else tags.delete("friend_tag");

  const opinion =
    tags.has("praise") ||
    tags.has("complaint") ||
    tags.has("purchase_intent") ||
    tags.has("suggestion") ||
    asks;
  // Aimed at the account: it is addressed or named, or the comment speaks of what the account
  // offers or posted (its words, or the caption's).
  const aboutCreator =
    addressesOwner ||
    words.some(ctx.isOwnerFamily) ||
    cueIn("about-product", record) ||
    words.some((w) => ctx.captionWords.has(w));
  const aboutPerson = featuresSomeone && (namesSubject || aboutAPerson(record));
  // With the person named, product words still make it the creator's when the comment names
  // the brand, speaks to the account as a team ("you guys", "y'all") or asks or wants
  // something of it ("is her hat for sale?", "give him better shirts").
  const toBrand = () =>
    addressesOwner ||
    words.some(ctx.isOwnerFamily) ||
    (!parent && mentions.length === 0 && cueIn("you-all", record)) ||
    asks ||
    tags.has("purchase_intent") ||
    tags.has("suggestion");

  // Replies hang under the first comment of a thread, so one that opens with the owner's
  // handle ("@brand what's going on?") answers the owner's reply in that thread: it speaks to
  // the creator, not to the commenter who started the thread.
  const { opensWith } = record;
  if (parent && !parentIsOwner && opensWith !== undefined && ctx.isOwnerFamily(opensWith)) {
    target = "creator";
  } else if (parent && !parentIsOwner) {
    target = namesSubject && !aboutCreator ? "subject" : "commenter";
  } else if (parentIsOwner) {
    target = "creator";
  } else if (words.length === 0) {
    target = namesSubject ? "subject" : "none";
  } else if (friendTag) {
    // "@sam @lee you're going down, losers": abuse that says "you" with friends tagged is
    // aimed at them, whatever it says about the shoes; unless it names the brand without
    // opening on the friend ("never buying Nike while you employ clowns @sam").
    if (
      tags.has("toxic") &&
      cueIn("second-person", record) &&
      (opensWith !== undefined || !words.some(ctx.isOwnerFamily))
    )
      target = "commenter";
    else if (aboutCreator && opinion) target = "creator";
    else if (aboutPerson && !aboutCreator) target = "subject";
    // "Ugly @sam", "@sam fire 🔥": a word or two of verdict shown to a friend judges the post.
    else if (
      words.length <= 2 &&
      (tags.has("praise") || tags.has("complaint") || tags.has("purchase_intent"))
    )
      target = "creator";
    else if (words.length <= 2 && !opinion) target = "none";
    else target = aboutCreator ? "creator" : "commenter";
  } else if (aboutPerson && !(aboutCreator && (!namesSubject || toBrand()))) {
    target = "subject";
  } else if (!opinion && !aboutCreator && words.length <= 2 && label !== "negative") {
    target = "none";
  } else if (ctx.grief && featuresSomeone && !aboutCreator) {
    // Under a post that mourns someone, what is said is about the one mourned unless it
    // speaks to the creator.
    target = "subject";
  } else {
    target = "creator";
  }

  // Under a giveaway post, tagging friends or saying one takes part is an entry.
  if (ctx.giveaway && !asks && (friendTag || takesPart(record))) {
    tags.add("giveaway_entry");
    tags.delete("friend_tag");
  }

  // Complaints count when they are aimed at the creator: criticism of a featured person or of
  // another commenter is reported as what it is.
  // A question or a suggestion about what the post features is still the creator's to answer
  // or take up; one to another commenter is not.
  if (target === "commenter") {
    tags.delete("question");
    tags.delete("suggestion");
  }
  const toCreator = target === "creator" || addressesOwner;
  // Under a post that mourns someone, sorrow ("no words", "tragic") is not a complaint; one
  // that speaks to the creator ("@brand should have…") still is.
  if (!toCreator || (ctx.grief && !aboutCreator)) {
    tags.delete("complaint");
  } else if (
    friendTag &&
    !addressesOwner &&
    !words.some(ctx.isOwnerFamily) &&
    tags.has("complaint") &&
    score > -FRIEND_NOTE_COMPLAINT &&
    !cueIn("complaint", record)
  ) {
    // A note to tagged friends that the model only leans against ("@sam you won't get these",
    // "@lee why u tag me in these") is banter; it counts when its words complain, when it
    // names the brand or when the reading is clear.
    tags.delete("complaint");
  } else if (
    label === "negative" &&
    // One word the model barely leans against ("CR7", a name chanted) says nothing yet.
    (score < -LONE_WORD_COMPLAINT || (words.length >= 2 && score < -0.15)) &&
    !ctx.grief &&
    !tags.has("question") &&
    !friendTag
  ) {
    // Criticism of the creator's post or product is a complaint, in whatever words. A note to
    // tagged friends ("@sam you'd like this but she wouldn't") is banter with them: only its
    // own words of complaint count.
    tags.add("complaint");
    tags.delete("praise");
  }

  // Under a post that mourns someone, a tribute ("RIP legend 🙏", "gone too soon") expresses
  // grief, however warm its words: its feeling is sorrow. Prayers and tears alone are not
  // praise either.
  if (ctx.grief && label !== "negative") {
    const emojiOnly = EMOJI_ONLY.test(withoutMentions(c.text, ""));
    if (emojiOnly ? cueIn("mourning-emoji", record) : isMourning(record)) {
      label = "negative";
      score = -Math.max(0.4, Math.abs(score));
      if (emojiOnly) tags.delete("praise");
    }
  }

  // Praise is about the creator, its content or the people it features; kind words to another
  // commenter are conversation.
  if (target === "commenter") tags.delete("praise");
  return { ...a, score, label, target, tags: order(tags) };
}

function order(tags: Set<Tag>): Tag[] {
  return TAGS.filter((t) => tags.has(t));
}
